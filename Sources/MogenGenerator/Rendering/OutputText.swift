/// The final shape of every generated file: `\n` line endings, no trailing spaces, at most one blank line in a row,
/// no blank lines at the start, exactly one newline at the end. Templates can then use conditionals freely without
/// leaving stray blank lines, and output never changes because of whitespace alone.
enum OutputText {
    static func normalized(_ text: String) -> String {
        var lines: [Substring] = []
        var previousBlank = true  // drops blank lines at the start
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = rawLine
            if line.last == "\r" { line = line.dropLast() }
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
