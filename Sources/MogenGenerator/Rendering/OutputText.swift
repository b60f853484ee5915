/// The final shape of every generated file: `\n` line endings, no trailing spaces, at most one blank line in a row,
/// no blank lines at the start, exactly one newline at the end. Templates can then use conditionals freely without
/// leaving stray blank lines, and output never changes because of whitespace alone.
enum OutputText {
    static func normalized(_ text: String) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(text.utf8.count + 1)
        var lineStart = 0
        // Blank lines already written in a row; starting "after a blank" drops blank lines at the start.
        var previousBlank = true
        func endLine() {
            while output.count > lineStart, output[output.count - 1] == 0x20 || output[output.count - 1] == 0x09 {
                output.removeLast()
            }
            let blank = output.count == lineStart
            if !(blank && previousBlank) { output.append(0x0A) }
            previousBlank = blank
            lineStart = output.count
        }
        var bytes = text.utf8.makeIterator()
        var pendingCarriageReturn = false
        while let byte = bytes.next() {
            if pendingCarriageReturn {
                pendingCarriageReturn = false
                if byte == 0x0A { continue }  // "\r\n" is one line break
            }
            switch byte {
            case 0x0A: endLine()
            case 0x0D:
                endLine()
                pendingCarriageReturn = true
            default: output.append(byte)
            }
        }
        if output.count > lineStart { endLine() }
        while output.count >= 2, output[output.count - 1] == 0x0A, output[output.count - 2] == 0x0A { output.removeLast() }
        if output.isEmpty || output.last != 0x0A { output.append(0x0A) }
        if output == [0x0A, 0x0A] { output.removeLast() }
        return String(decoding: output, as: UTF8.self)
    }
}
