/// Maps byte offsets in a UTF-8 file to 1-based lines and character columns.
struct LineTable {
    private let bytes: [UInt8]
    /// Byte offset at which each line starts; `lineStarts[0] == 0`.
    private let lineStarts: [Int]
    /// Whether each line is pure ASCII, where columns and byte offsets coincide (almost always).
    private let lineIsASCII: [Bool]

    init(bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        var ascii: [Bool] = []
        starts.reserveCapacity(bytes.count / 40 + 1)
        ascii.reserveCapacity(bytes.count / 40 + 1)
        var isASCII = true
        bytes.withUnsafeBufferPointer { buffer in
            for offset in 0..<buffer.count {
                let byte = buffer[offset]
                if byte == UInt8(ascii: "\n") {
                    starts.append(offset + 1)
                    ascii.append(isASCII)
                    isASCII = true
                } else if byte >= 0x80 {
                    isASCII = false
                }
            }
        }
        ascii.append(isASCII)
        lineStarts = starts
        lineIsASCII = ascii
    }

    var lineCount: Int { lineStarts.count }

    /// The byte offset of a 1-based line and character column as XMLParser (libxml2) reports them,
    /// clamped to the file.
    func offset(line: Int, column: Int) -> Int {
        guard line >= 1, line <= lineStarts.count else { return bytes.count }
        let start = lineStarts[line - 1]
        let end = line < lineStarts.count ? lineStarts[line] : bytes.count
        if lineIsASCII[line - 1] { return min(start + max(column - 1, 0), end) }
        var offset = start
        var characters = 1
        while offset < end, characters < column {
            offset += 1
            // Count only the first byte of each UTF-8 sequence as a character.
            while offset < end, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
            characters += 1
        }
        return offset
    }

    /// The 1-based line and character column of a byte offset.
    func position(ofOffset offset: Int) -> (line: Int, column: Int) {
        let clamped = max(0, min(offset, bytes.count))
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= clamped { low = mid } else { high = mid - 1 }
        }
        if lineIsASCII[low] { return (low + 1, clamped - lineStarts[low] + 1) }
        var column = 1
        var index = lineStarts[low]
        while index < clamped {
            if bytes[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        // A multi-byte character straddling `offset` was counted once; `column` stays 1-based.
        return (low + 1, column)
    }

    /// The 1-based line and column of the `<` of the element whose start tag ends at `line`:`column`, as XMLParser
    /// reports it. The `<` is nearly always on the same line, which is looked at first.
    func startOfElement(endingAt line: Int, column: Int) -> (line: Int, column: Int) {
        let end = offset(line: line, column: column)
        if line >= 1, line <= lineStarts.count, lineIsASCII[line - 1] {
            var index = min(end, bytes.count - 1)
            let lineStart = lineStarts[line - 1]
            while index >= lineStart {
                if bytes[index] == UInt8(ascii: "<") { return (line, index - lineStart + 1) }
                index -= 1
            }
        }
        return position(ofOffset: elementStart(before: end))
    }

    /// The offset of the nearest `<` at or before `offset`: where the element that ends there starts.
    func elementStart(before offset: Int) -> Int {
        var index = min(offset, bytes.count - 1)
        while index > 0, bytes[index] != UInt8(ascii: "<") { index -= 1 }
        return max(index, 0)
    }
}
