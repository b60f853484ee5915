/// The final shape of every generated file: `\n` line endings, no trailing spaces, at most one blank line in a row,
/// no blank lines at the start, exactly one newline at the end. Templates can then use conditionals freely without
/// leaving stray blank lines, and output never changes because of whitespace alone.
enum OutputText {
    static func normalized(_ text: String) -> String {
        var lines: [Substring] = []
        var previousBlank = true  // drops blank lines at the start
        // "\r\n" is one Character in Swift, so it is a separator of its own.
        for rawLine in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }) {
            var line = rawLine
            while let last = line.last, last == " " || last == "\t" { line = line.dropLast() }
            let blank = line.isEmpty
            if blank, previousBlank { continue }
            lines.append(line)
            previousBlank = blank
        }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines.joined(separator: "\n") + "\n"
    }
}
