import MogenGenerator
import MogenSupport

/// mogenerator's command line (from a build script, or `.mogenerator-args`) carried over into `mogen.json` entries
/// that use the `mogenerator` template set. Options are read as mogenerator's `getopt_long_only` reads them: one or
/// two dashes, `--option=value` or `--option value`, and any unambiguous prefix of a long option (`--output` for
/// `--output-dir`).
public enum MogeneratorImport {
    /// The name of the file mogenerator reads its arguments from: a JSON array of strings.
    public static let argumentsFileName = ".mogenerator-args"
    /// The template set that reproduces mogenerator's Swift API.
    public static let templateSet = "mogenerator"

    /// The entries for every mogenerator command in a shell script (or one command line); `file` locates the notes.
    public static func importScript(_ text: String, file: String) -> ImportedConfiguration {
        var result = ImportedConfiguration()
        let script = ShellWords.split(text, file: file)
        result.notes = script.diagnostics
        // A script the shell would not split as written is not read further: its commands would be guesses.
        guard !script.diagnostics.hasErrors else { return result }
        let commands = script.commands.compactMap(mogeneratorArguments)
        if commands.isEmpty {
            result.notes.append(.error("no mogenerator command found", at: .file(file), .configuration))
        }
        for arguments in commands {
            importCommand(arguments, file: file, into: &result)
        }
        return result
    }

    /// The entry for a command line given as its words (`mogenerator --model Model.xcdatamodeld ...`); notes name
    /// the place of a word as `<command line>:1:N`, N its position among the words.
    public static func importCommandLine(_ arguments: [String]) -> ImportedConfiguration {
        let file = "<command line>"
        let words = arguments.enumerated().map { ShellWord(text: $1, line: 1, column: $0 + 1) }
        guard let mogeneratorWords = mogeneratorArguments(words) else {
            var result = ImportedConfiguration()
            result.notes.append(.error("not a mogenerator command line", at: .file(file), .configuration))
            return result
        }
        var result = ImportedConfiguration()
        importCommand(mogeneratorWords, file: file, into: &result)
        return result
    }

    /// The entry for `.mogenerator-args`: a JSON array of argument strings.
    public static func importArgumentsFile(_ bytes: [UInt8], file: String) -> ImportedConfiguration {
        var result = ImportedConfiguration()
        let document: LocatedJSON
        do {
            document = try JSONInput.parse(bytes, path: file, category: .configuration)
        } catch {
            result.notes = error.diagnostics
            return result
        }
        guard let elements = document.arrayValue else {
            result.notes.append(.error("expected an array of argument strings, found \(document.kindDescription)",
                at: JSONInput.location(document.position, in: file), .configuration))
            return result
        }
        var words: [ShellWord] = []
        for element in elements {
            guard let text = element.stringValue else {
                result.notes.append(.error("expected an argument string, found \(element.kindDescription)",
                    at: JSONInput.location(element.position, in: file), .configuration))
                return result
            }
            // The program's arguments are C strings, which end at a NUL: the rest would be lost.
            guard !text.unicodeScalars.contains("\0") else {
                result.notes.append(.error("an argument with a NUL character, where the program would cut it",
                    at: JSONInput.location(element.position, in: file), .configuration))
                return result
            }
            words.append(ShellWord(text: text, line: element.position.line, column: element.position.column))
        }
        importCommand(words, file: file, into: &result)
        return result
    }

    /// Whether `word` runs mogenerator: `mogenerator`, or a path to it.
    public static func isProgram(_ word: String) -> Bool {
        PathText.lastComponent(word) == "mogenerator"
    }

    /// The words after the program's name when `words` runs mogenerator (`mogenerator`, `/opt/bin/mogenerator`,
    /// `"${PODS_ROOT}/mogenerator/mogenerator"`), else nil.
    static func mogeneratorArguments(_ words: [ShellWord]) -> [ShellWord]? {
        guard let program = words.firstIndex(where: { isProgram($0.text) }),
            words[..<program].allSatisfy({ $0.text.contains("=") || $0.text == "xcrun" || $0.text == "exec" })
        else { return nil }
        return Array(words[(program + 1)...])
    }

    static func importCommand(_ words: [ShellWord], file: String, into result: inout ImportedConfiguration) {
        var command = MogeneratorCommand()
        command.read(words, file: file)
        result.notes += command.notes
        guard let entry = command.entry(file: file, notes: &result.notes) else { return }
        result.entries.append(entry)
    }
}
