/// Folds a drawing much taller than wide (a model of long chains layers into many narrow rows) into columns side by
/// side, as a newspaper sets a long text: the rows keep their order, running down the first column, then down the
/// next. The i-th rows of all columns then form one row of the drawing, so edges are routed as in any other row.
enum ColumnFolding {
    /// The rows of each column, left to right; one column when the drawing is not much taller than wide.
    static func columns(
        _ rows: [[Int]], sizes: [(width: Int, height: Int)], columnGap: Int, rowGap: Int
    ) -> [[[Int]]] {
        let heights = rows.map { row in row.map { sizes[$0].height }.max() ?? 0 }
        let widths = rows.map { row in row.map { sizes[$0].width + columnGap }.reduce(0, +) }
        let height = heights.map { $0 + rowGap }.reduce(0, +)
        // A column is as wide as its widest row, with room beside it for the edges between columns.
        let columnWidth = (widths.max() ?? 0) + 2 * columnGap
        guard columnWidth > 0 else { return [rows] }
        // k columns of height/k each are as wide as tall when k * columnWidth == height / k.
        var count = 1
        while (count + 1) * (count + 1) * columnWidth <= height { count += 1 }
        guard count > 1 else { return [rows] }
        let target = (height + count - 1) / count
        var columns: [[[Int]]] = [[]]
        var filled = 0
        for (offset, row) in rows.enumerated() {
            let rowHeight = heights[offset] + rowGap
            if let current = columns.last, !current.isEmpty, filled + rowHeight > target, columns.count < count {
                columns.append([])
                filled = 0
            }
            columns[columns.count - 1].append(row)
            filled += rowHeight
        }
        return columns
    }

    /// The horizontal place of every box, each column placed by `RowPlacement` and set `2 * gap` right of the one
    /// before it, and the rows of the whole drawing: the i-th rows of all columns, left to right.
    static func place(
        _ columns: [[[Int]]], widths: [Int], neighbours: [[Int]], gap: Int, left: Int
    ) -> (rows: [[Int]], x: [Int]) {
        var x = [Int](repeating: 0, count: widths.count)
        var rows: [[Int]] = []
        var columnLeft = left
        for column in columns {
            let placed = RowPlacement.xPositions(rows: column, widths: widths, neighbours: neighbours, gap: gap, left: columnLeft)
            var right = columnLeft
            for (offset, row) in column.enumerated() {
                if offset == rows.count { rows.append([]) }
                rows[offset] += row
                for node in row {
                    x[node] = placed[node]
                    right = max(right, placed[node] + widths[node])
                }
            }
            columnLeft = right + 2 * gap
        }
        return (rows, x)
    }
}
