/// Where the horizontal tracks of each gap between rows are: gap `k` is the one above row `k`, and its tracks are
/// `step` apart, the first at `firstTrack[k]`.
struct GapTracks {
    static let step = 8
    var firstTrack: [Int]

    func y(gap: Int, track: Int) -> Int {
        firstTrack[gap] + track * Self.step
    }
}

/// The height of each gap between rows, grown to what it holds. Top to bottom, the gap above row `k` holds the labels
/// hanging below row `k - 1`'s boxes, its tracks (each edge running through it on its own), and the labels standing
/// on row `k`'s boxes; the gap above the first row holds only the last two.
///
/// What the labels need is measured on a probe layout whose gaps are too high for anything in one to reach another:
/// paths and labels are placed relative to the boxes and rows, not to the gaps' heights, so the final layout puts them
/// where the probe did.
struct RowGaps {
    /// Room between a gap's labels and its tracks.
    static let padding = 10
    /// The least height of a gap between rows.
    static let minimumGap = 40

    /// Per row: how far labels reach below its bottom and above its top.
    var labelsBelow: [Int]
    var labelsAbove: [Int]
    /// Per gap (above row `k`): the tracks it holds.
    var tracks: [Int]

    /// Gaps for the probe: each half of a gap can hold every label stacked, and the tracks start in its middle.
    static func probeGap(labelCount: Int, edgeCount: Int) -> Int {
        2 * (EdgeLabels.levels + 2) * TextMetrics.lineHeight + GapTracks.step * (edgeCount + 1) + labelCount
    }

    /// Row tops and track places for the probe, every gap `gap` high.
    static func probe(rowHeights: [Int], gap: Int, top: Int) -> (rowTops: [Int], tracks: GapTracks) {
        var rowTops: [Int] = []
        var firstTracks: [Int] = []
        var y = top
        for height in rowHeights {
            firstTracks.append(y + gap / 2)
            rowTops.append(y + gap)
            y += gap + height
        }
        return (rowTops, GapTracks(firstTrack: firstTracks))
    }

    /// What each gap of the probe holds: the labels' reach beyond each row, from their rectangles, and the tracks used.
    static func measured(labels: [DiagramRect], rowTops: [Int], rowHeights: [Int], gap: Int, tracks: [Int]) -> RowGaps {
        var result = RowGaps(
            labelsBelow: [Int](repeating: 0, count: rowTops.count), labelsAbove: [Int](repeating: 0, count: rowTops.count),
            tracks: tracks)
        for label in labels {
            // The last row whose top is above the label's middle: the label is in that row or in the gap below it.
            guard let row = lastRow(startingAbove: label.midY, rowTops: rowTops) else {
                if let first = rowTops.first { result.labelsAbove[0] = max(result.labelsAbove[0], first - label.y) }
                continue
            }
            let bottom = rowTops[row] + rowHeights[row]
            let inRow = label.midY <= bottom
            if inRow || label.midY < bottom + gap / 2 {
                result.labelsBelow[row] = max(result.labelsBelow[row], label.maxY - bottom)
            }
            if inRow {
                result.labelsAbove[row] = max(result.labelsAbove[row], rowTops[row] - label.y)
            } else if label.midY >= bottom + gap / 2, row + 1 < rowTops.count {
                result.labelsAbove[row + 1] = max(result.labelsAbove[row + 1], rowTops[row + 1] - label.y)
            }
        }
        return result
    }

    static func lastRow(startingAbove y: Int, rowTops: [Int]) -> Int? {
        var low = 0, high = rowTops.count
        while low < high {
            let middle = (low + high) / 2
            if rowTops[middle] <= y { low = middle + 1 } else { high = middle }
        }
        return low == 0 ? nil : low - 1
    }

    /// Row tops and track places once each gap is as high as what it holds.
    func layout(rowHeights: [Int], top: Int) -> (rowTops: [Int], tracks: GapTracks) {
        var rowTops: [Int] = []
        var firstTracks: [Int] = []
        var y = top
        for row in rowHeights.indices {
            let trackSpan = tracks[row] == 0 ? 0 : (tracks[row] - 1) * GapTracks.step + 2 * Self.padding
            let below = row == 0 ? 0 : max(labelsBelow[row - 1], 0)
            let above = max(labelsAbove[row], 0)
            let needed = below + trackSpan + above
            let height = row == 0 ? needed : max(needed, Self.minimumGap)
            // Tracks sit after the labels above them, in the middle of any room left over.
            firstTracks.append(y + below + Self.padding + (height - needed) / 2)
            rowTops.append(y + height)
            y += height + rowHeights[row]
        }
        return (rowTops, GapTracks(firstTrack: firstTracks))
    }
}

/// Moves what was placed on the probe layout to the final one. A path's points lie on a box's row (its sides, loops,
/// side-by-side runs) or on a gap's track, and a label belongs to the row it is beside, as `RowGaps.measured` decides;
/// each moves as far as its row or its gap's tracks moved. Nothing is placed relative to a gap's height, so this puts
/// everything where placing it again on the final layout would.
struct ProbeToFinal {
    let probeTops: [Int]
    let finalTops: [Int]
    let rowHeights: [Int]
    let probeTracks: GapTracks
    let finalTracks: GapTracks
    /// The probe's gap height.
    let gap: Int

    func rowShift(_ row: Int) -> Int { finalTops[row] - probeTops[row] }

    /// A path's point: on a row (sides included), or on a track of the gap above the next row.
    func point(_ point: DiagramPoint) -> DiagramPoint {
        let dy: Int
        if let row = RowGaps.lastRow(startingAbove: point.y, rowTops: probeTops) {
            if point.y <= probeTops[row] + rowHeights[row] || row + 1 == probeTops.count {
                dy = rowShift(row)
            } else {
                dy = finalTracks.firstTrack[row + 1] - probeTracks.firstTrack[row + 1]
            }
        } else {
            dy = probeTops.isEmpty ? 0 : finalTracks.firstTrack[0] - probeTracks.firstTrack[0]
        }
        return DiagramPoint(x: point.x, y: point.y + dy)
    }

    /// A label: with the row it is in, the row it hangs below (in the upper half of the gap) or the row it stands on.
    func label(_ label: EdgeLabel) -> EdgeLabel {
        let middle = label.rect.midY
        var row = 0
        if let above = RowGaps.lastRow(startingAbove: middle, rowTops: probeTops) {
            let bottom = probeTops[above] + rowHeights[above]
            let hangsBelow = middle <= bottom || middle < bottom + gap / 2
            row = hangsBelow || above + 1 == probeTops.count ? above : above + 1
        }
        var moved = label
        if !probeTops.isEmpty { moved.position.y += rowShift(row) }
        return moved
    }
}
