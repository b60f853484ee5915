/// Maps byte offsets in a UTF-8 file to 1-based lines and character columns.
struct LineTable {
    private let bytes: [UInt8]
    /// Byte offset at which each line starts; `lineStarts[0] == 0`.
    private let lineStarts: [Int]

    init(bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        starts.reserveCapacity(bytes.count / 40 + 1)
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            starts.append(offset + 1)
        }
        lineStarts = starts
    }

    var lineCount: Int { lineStarts.count }

    /// The byte offset of a 1-based line and character column as XMLParser (libxml2) reports them,
    /// clamped to the file.
    func offset(line: Int, column: Int) -> Int {
        guard line >= 1, line <= lineStarts.count else { return bytes.count }
        let start = lineStarts[line - 1]
        let end = line < lineStarts.count ? lineStarts[line] : bytes.count
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
        var column = 1
        var index = lineStarts[low]
        while index < clamped {
            if bytes[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        // A multi-byte character straddling `offset` was counted once; `column` stays 1-based.
        return (low + 1, column)
    }

    /// The offset of the nearest `<` at or before `offset`: where the element that ends there starts.
    func elementStart(before offset: Int) -> Int {
        var index = min(offset, bytes.count - 1)
        while index > 0, bytes[index] != UInt8(ascii: "<") { index -= 1 }
        return max(index, 0)
    }
}
