import MogenGenerator
import MogenSupport

/// A word of a shell command line, quotes removed, with the line and column where it starts.
public struct ShellWord: Sendable, Equatable {
    public let text: String
    public let line: Int
    public let column: Int

    public init(text: String, line: Int, column: Int) {
        self.text = text
        self.line = line
        self.column = column
    }
}

/// The commands of a shell script as a POSIX shell splits them into words: spaces separate words, quotes and
/// backslashes protect them, a backslash before a line break joins two lines, and a line break, `;`, `&&`, `||` or
/// `|` ends a command. Variables and substitutions stay as written (`$SRCROOT`): mogen does not run the script.
/// Lines end with LF or CRLF.
///
/// What a shell would not run as written is reported at its line and column: a quote that nothing closes and a NUL
/// character are errors (the rest of the script cannot be split as the shell splits it). A here-document's text
/// (`<<EOF` … `EOF`) is its command's input, not commands: it is skipped, with a warning, since it could be anything
/// (the lines of a file the script writes, or commands for another shell, which mogen cannot tell apart).
public enum ShellWords {
    public struct Script: Sendable {
        public var commands: [[ShellWord]] = []
        public var diagnostics: [Diagnostic] = []
    }

    /// The commands of `text`; `file` locates the diagnostics.
    public static func split(_ text: String, file: String) -> Script {
        var splitter = ShellSplitter(scalars: Array(text.unicodeScalars), file: file)
        return splitter.split()
    }
}

private struct ShellSplitter {
    let scalars: [Unicode.Scalar]
    let file: String
    var index = 0
    var line = 1
    var column = 1
    var script = ShellWords.Script()
    var words: [ShellWord] = []
    var word: String.UnicodeScalarView?
    var wordStart = (line: 1, column: 1)
    /// Here-documents whose text starts after the current line: the word that ends each, whether its lines may be
    /// indented with tabs (`<<-`), and where its `<<` is.
    var hereDocuments: [(delimiter: String, stripsTabs: Bool, line: Int, column: Int)] = []

    init(scalars: [Unicode.Scalar], file: String) {
        self.scalars = scalars
        self.file = file
    }

    var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }
    func peek(_ offset: Int) -> Unicode.Scalar? {
        index + offset < scalars.count ? scalars[index + offset] : nil
    }

    mutating func split() -> ShellWords.Script {
        while let scalar = current {
            switch scalar {
            case "\\" where peek(1) == "\n":
                advance(2)
            case "\\" where peek(1) == "\r" && peek(2) == "\n":
                advance(3)
            case "\\":
                advance()
                if let escaped = current { append(escaped); advance() }
            case " ", "\t", "\r":
                endWord()
                advance()
            case "\n":
                endCommand()
                advance()
                skipHereDocuments()
            case ";":
                endCommand()
                advance()
            case "|", "&":
                endCommand()
                advance()
                if current == scalar { advance() }
            case "<" where peek(1) == "<" && peek(2) != "<":
                readHereDocumentOperator()
            case "#" where word == nil:
                while let skipped = current, skipped != "\n" { _ = skipped; advance() }
            case "'", "\"":
                guard readQuoted(scalar) else { return finish() }
            case "\0":
                error("a NUL character, which a shell script cannot hold", line: line, column: column)
                advance()
            default:
                append(scalar)
                advance()
            }
        }
        return finish()
    }

    private mutating func finish() -> ShellWords.Script {
        endCommand()
        skipHereDocuments()
        return script
    }

    /// A quoted part of a word, without its quotes; false when no quote closes it.
    private mutating func readQuoted(_ quote: Unicode.Scalar) -> Bool {
        let opening = (line: line, column: column)
        startWord()
        advance()
        while let quoted = current, quoted != quote {
            if quote == "\"", quoted == "\\", let escaped = peek(1), "\"\\$`\n".unicodeScalars.contains(escaped) {
                advance()
                if escaped != "\n" { append(escaped) }
            } else if quoted == "\0" {
                error("a NUL character, which a shell script cannot hold", line: line, column: column)
            } else {
                append(quoted)
            }
            advance()
        }
        guard current != nil else {
            let name = quote == "'" ? "single" : "double"
            error("this \(name) quote is not closed: the shell would read the rest of the script as one word, so "
                + "mogen reads nothing after it", line: opening.line, column: opening.column)
            word = nil
            return false
        }
        advance()
        return true
    }

    /// `<<WORD` or `<<-WORD` (the word may be quoted): the here-document's text starts on the next line.
    private mutating func readHereDocumentOperator() {
        endWord()
        let start = (line: line, column: column)
        advance(2)
        let stripsTabs = current == "-"
        if stripsTabs { advance() }
        while current == " " || current == "\t" { advance() }
        var delimiter = String.UnicodeScalarView()
        while let scalar = current, !" \t\r\n;&|<>()".unicodeScalars.contains(scalar) {
            if scalar != "'", scalar != "\"", scalar != "\\" { delimiter.append(scalar) }
            advance()
        }
        guard !delimiter.isEmpty else {
            error("'<<' without the word that ends its here-document", line: start.line, column: start.column)
            return
        }
        hereDocuments.append((String(delimiter), stripsTabs, start.line, start.column))
    }

    /// Skips the text of the here-documents started on the line just ended, each up to its delimiter line.
    private mutating func skipHereDocuments() {
        for document in hereDocuments {
            let first = line
            var last: Int?
            var ended = false
            while current != nil {
                let number = line
                var text = String.UnicodeScalarView()
                while let scalar = current, scalar != "\n" {
                    text.append(scalar)
                    advance()
                }
                advance()
                if text.last == "\r" { text.removeLast() }
                var content = Substring(String(text))
                if document.stripsTabs { content = content.drop { $0 == "\t" } }
                if content == document.delimiter {
                    ended = true
                    break
                }
                last = number
            }
            let lines = last.map { $0 > first ? "lines \(first)–\($0)" : "line \(first)" } ?? "no line"
            script.diagnostics.append(.warning(
                "a here-document: its text (\(lines)) is input to its command, not commands, so mogen reads no "
                    + "mogenerator options in it"
                    + (ended ? "" : "; no line \(MessageText.quoted(document.delimiter)) ends it, so it runs to the end"),
                at: SourceLocation(file: file, line: document.line, column: document.column), .configuration))
        }
        hereDocuments = []
    }

    private mutating func error(_ message: String, line: Int, column: Int) {
        script.diagnostics.append(.error(message, at: SourceLocation(file: file, line: line, column: column), .configuration))
    }

    mutating func advance(_ count: Int = 1) {
        for _ in 0..<count {
            guard let scalar = current else { return }
            index += 1
            if scalar == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
    }

    mutating func startWord() {
        if word == nil {
            word = String.UnicodeScalarView()
            wordStart = (line, column)
        }
    }

    mutating func append(_ scalar: Unicode.Scalar) {
        startWord()
        word?.append(scalar)
    }

    mutating func endWord() {
        guard let text = word else { return }
        words.append(ShellWord(text: String(text), line: wordStart.line, column: wordStart.column))
        word = nil
    }

    mutating func endCommand() {
        endWord()
        if !words.isEmpty { script.commands.append(words) }
        words = []
    }
}
