import Foundation

/// The final shape of every generated file: `\n` line endings, no trailing spaces, at most one blank line in a row,
/// no blank lines at the start, exactly one newline at the end. Templates can then use conditionals freely without
/// leaving stray blank lines, and output never changes because of whitespace alone.
enum OutputText {
    static func normalized(_ text: String) -> String {
        var text = text
        return text.withUTF8(normalized)
    }

    /// The UTF-8 text `input`, normalized.
    static func normalized(_ input: UnsafeBufferPointer<UInt8>) -> String {
        guard let base = input.baseAddress, memchr(base, 0x0D, input.count) == nil else {
            return normalizedByteByByte(input)
        }
        return normalizedByLine(input)
    }

    /// Text without `\r`, the usual case, a line at a time: `memchr` finds each line's end and the line is copied
    /// whole, several times faster than looking at every byte (generated files are megabytes).
    static func normalizedByLine(_ input: UnsafeBufferPointer<UInt8>) -> String {
        String(unsafeUninitializedCapacity: input.count + 1) { output in
            guard let source = input.baseAddress, let target = output.baseAddress else { return 0 }
            var count = 0
            // Starting "after a blank line" drops blank lines at the start.
            var previousBlank = true
            var start = 0
            // Each line up to its `\n`, and after the last one the rest, empty if the text ends with a newline.
            while start <= input.count {
                let newline = memchr(source + start, 0x0A, input.count - start)
                    .map { UnsafePointer($0.assumingMemoryBound(to: UInt8.self)) - source } ?? input.count
                var end = newline
                while end > start, source[end - 1] == 0x20 || source[end - 1] == 0x09 { end -= 1 }
                let blank = end == start
                if !blank {
                    (target + count).initialize(from: source + start, count: end - start)
                    count += end - start
                }
                if !(blank && previousBlank) {
                    target[count] = 0x0A
                    count += 1
                }
                previousBlank = blank
                start = newline + 1
            }
            return finished(output, count: count)
        }
    }

    /// Any text, `\r\n` and `\r` line endings included, a byte at a time.
    static func normalizedByteByByte(_ input: UnsafeBufferPointer<UInt8>) -> String {
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
