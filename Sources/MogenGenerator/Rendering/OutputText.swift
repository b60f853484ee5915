import Foundation

/// The final shape of every generated file: `\n` line endings, no trailing spaces, at most one blank line in a row,
/// no blank lines at the start, exactly one newline at the end. Templates can then use conditionals freely without
/// leaving stray blank lines, and output never changes because of whitespace alone.
enum OutputText {
    static func normalized(_ text: String) -> String {
        var text = text
        return text.withUTF8(normalized)
    }

    /// The UTF-8 text `input`, normalized: `\r\n` and `\r` line endings included, a byte at a time.
    static func normalized(_ input: UnsafeBufferPointer<UInt8>) -> String {
        String(unsafeUninitializedCapacity: input.count + 1) { output in
            var count = 0
            var lineStart = 0
            // Starting "after a blank line" drops blank lines at the start.
            var previousBlank = true
            var index = 0
            while index <= input.count {
                let byte: UInt8 = index < input.count ? input[index] : 0x0A
                index += 1
                guard byte == 0x0A || byte == 0x0D else {
                    output[count] = byte
                    count += 1
                    continue
                }
                if byte == 0x0D, index < input.count, input[index] == 0x0A { index += 1 }  // "\r\n"
                while count > lineStart, output[count - 1] == 0x20 || output[count - 1] == 0x09 { count -= 1 }
                let blank = count == lineStart
                if !(blank && previousBlank) {
                    output[count] = 0x0A
                    count += 1
                }
                previousBlank = blank
                lineStart = count
            }
            return finished(output, count: count)
        }
    }

    /// The length of `output`'s first `count` bytes with at most one newline at the end, and at least one.
    private static func finished(_ output: UnsafeMutableBufferPointer<UInt8>, count: Int) -> Int {
        var count = count
        while count >= 2, output[count - 1] == 0x0A, output[count - 2] == 0x0A { count -= 1 }
        if count == 0 {
            output[0] = 0x0A
            count = 1
        }
        return count
    }
}
