/// Maps byte offsets in a UTF-8 file to 1-based lines and character columns.
///
/// On a line with non-ASCII characters a column is not a byte count, so the table also keeps the byte offset of every
/// `checkpointStride`-th character: a conversion starts at the nearest checkpoint and walks at most that many
/// characters, instead of walking from the start of the line (which made a long one-line file quadratic to read).
struct LineTable {
    private static let checkpointStride = 64

    private let bytes: [UInt8]
    /// Byte offset at which each line starts; `lineStarts[0] == 0`.
    private let lineStarts: [Int]
    /// Whether each line is pure ASCII, where columns and byte offsets coincide (almost always).
    private let lineIsASCII: [Bool]
    /// Byte offsets of characters 0, 64, 128, … of each line, all lines one after the other.
    private let checkpoints: [Int]
    /// Where each line's checkpoints begin in `checkpoints`, plus one final entry: line `i` has
    /// `checkpoints[firstCheckpoint[i]..<firstCheckpoint[i + 1]]`.
    private let firstCheckpoint: [Int]

    init(bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        var ascii: [Bool] = []
        var checkpoints: [Int] = []
        var firstCheckpoint = [0]
        starts.reserveCapacity(bytes.count / 40 + 1)
        ascii.reserveCapacity(bytes.count / 40 + 1)
        checkpoints.reserveCapacity(bytes.count / Self.checkpointStride + 1)
        var isASCII = true
        var charactersInLine = 0
        bytes.withUnsafeBufferPointer { buffer in
            for offset in 0..<buffer.count {
                let byte = buffer[offset]
                // Only the first byte of each UTF-8 sequence starts a character.
                if byte & 0xC0 != 0x80 {
                    if charactersInLine % Self.checkpointStride == 0 { checkpoints.append(offset) }
                    charactersInLine += 1
                }
                if byte == UInt8(ascii: "\n") {
                    starts.append(offset + 1)
                    ascii.append(isASCII)
                    firstCheckpoint.append(checkpoints.count)
                    isASCII = true
                    charactersInLine = 0
                } else if byte >= 0x80 {
                    isASCII = false
                }
            }
        }
        ascii.append(isASCII)
        firstCheckpoint.append(checkpoints.count)
        lineStarts = starts
        lineIsASCII = ascii
        self.checkpoints = checkpoints
        self.firstCheckpoint = firstCheckpoint
    }

    var lineCount: Int { lineStarts.count }

    /// The byte offset of a 1-based line and character column, clamped to the file: the inverse of
    /// `position(ofOffset:)`.
    func offset(line: Int, column: Int) -> Int {
        guard line >= 1, line <= lineStarts.count else { return bytes.count }
        let start = lineStarts[line - 1]
        let end = line < lineStarts.count ? lineStarts[line] : bytes.count
        if lineIsASCII[line - 1] { return min(start + max(column - 1, 0), end) }
        let lineCheckpoints = firstCheckpoint[line - 1]..<firstCheckpoint[line]
        guard !lineCheckpoints.isEmpty, column > 1 else { return start }
        let skipped = min((column - 1) / Self.checkpointStride, lineCheckpoints.count - 1)
        var offset = checkpoints[lineCheckpoints.lowerBound + skipped]
        var characters = skipped * Self.checkpointStride + 1
        while offset < end, characters < column {
            offset += 1
            while offset < end, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
            characters += 1
        }
        return offset
    }

    /// The 1-based line and character column of a byte offset.
    func position(ofOffset offset: Int) -> (line: Int, column: Int) {
        let clamped = max(0, min(offset, bytes.count))
        let line = lastIndex(in: lineStarts, 0..<lineStarts.count, notAfter: clamped)
        if lineIsASCII[line] { return (line + 1, clamped - lineStarts[line] + 1) }
        let lineCheckpoints = firstCheckpoint[line]..<firstCheckpoint[line + 1]
        guard !lineCheckpoints.isEmpty, checkpoints[lineCheckpoints.lowerBound] <= clamped else {
            return (line + 1, 1)
        }
        let checkpoint = lastIndex(in: checkpoints, lineCheckpoints, notAfter: clamped)
        var column = (checkpoint - lineCheckpoints.lowerBound) * Self.checkpointStride + 1
        var index = checkpoints[checkpoint]
        while index < clamped {
            if bytes[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        // A multi-byte character straddling `offset` was counted once; `column` stays 1-based.
        return (line + 1, column)
    }

    /// The last index in `range` whose value in the ascending `values` is at most `limit`; `range.lowerBound` when
    /// there is none.
    private func lastIndex(in values: [Int], _ range: Range<Int>, notAfter limit: Int) -> Int {
        var low = range.lowerBound, high = range.upperBound - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if values[mid] <= limit { low = mid } else { high = mid - 1 }
        }
        return low
    }
}
