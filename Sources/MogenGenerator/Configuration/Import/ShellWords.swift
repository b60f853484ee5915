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
public enum ShellWords {
    public static func commands(in text: String) -> [[ShellWord]] {
        var splitter = ShellSplitter(scalars: Array(text.unicodeScalars))
        return splitter.split()
    }
}

private struct ShellSplitter {
    let scalars: [Unicode.Scalar]
    var index = 0
    var line = 1
    var column = 1
    var commands: [[ShellWord]] = []
    var words: [ShellWord] = []
    var word: String.UnicodeScalarView?
    var wordStart = (line: 1, column: 1)

    init(scalars: [Unicode.Scalar]) {
        self.scalars = scalars
    }

    var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }
    var next: Unicode.Scalar? { index + 1 < scalars.count ? scalars[index + 1] : nil }

    mutating func split() -> [[ShellWord]] {
        while let scalar = current {
            switch scalar {
            case "\\" where next == "\n":
                advance()
                advance()
            case "\\":
                advance()
                if let escaped = current { append(escaped); advance() }
            case " ", "\t", "\r":
                endWord()
                advance()
            case "\n", ";":
                endCommand()
                advance()
            case "|", "&":
                endCommand()
                advance()
                if current == scalar { advance() }
            case "#" where word == nil:
                while let skipped = current, skipped != "\n" { _ = skipped; advance() }
            case "'":
                startWord()
                advance()
                while let quoted = current, quoted != "'" { append(quoted); advance() }
                advance()
            case "\"":
                startWord()
                advance()
                while let quoted = current, quoted != "\"" {
                    if quoted == "\\", let escaped = next, "\"\\$`\n".unicodeScalars.contains(escaped) {
                        advance()
                        if escaped != "\n" { append(escaped) }
                    } else {
                        append(quoted)
                    }
                    advance()
                }
                advance()
            default:
                append(scalar)
                advance()
            }
        }
        endCommand()
        return commands
    }

    mutating func advance() {
        guard let scalar = current else { return }
        index += 1
        if scalar == "\n" {
            line += 1
            column = 1
        } else {
            column += 1
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
        if !words.isEmpty { commands.append(words) }
        words = []
    }
}
