import MogenGenerator
import Testing
@testable import mogen

@Suite("Argument parsing")
struct ArgumentParserTests {
    static let format = OptionSpec(
        name: "--format", shortName: "-f", valueName: "format", help: "F.", allowedValues: ["json", "text"])
    static let searchPath = OptionSpec(name: "--search-path", valueName: "dir", help: "S.", isRepeated: true)
    static let strict = OptionSpec(name: "--strict", valueName: nil, help: "Strict.")
    let spec = CommandSpec(
        name: "demo", abstract: "A demo.",
        arguments: [ArgumentSpec(name: "input", help: "In."), ArgumentSpec(name: "extra", help: "More.", isOptional: true)],
        options: [format, searchPath, strict])

    @Test("options with separate and attached values, flags and positionals")
    func basics() throws {
        let parsed = try ArgumentParser.parse(
            ["in", "--format", "text", "--search-path=a", "--search-path", "b", "--strict", "-f", "json"], spec: spec)
        #expect(parsed.positionals == ["in"])
        #expect(parsed.value(Self.format) == "json")
        #expect(parsed.allValues(Self.format) == ["text", "json"])
        #expect(parsed.allValues(Self.searchPath) == ["a", "b"])
        #expect(parsed.flag(Self.strict))
        #expect(!parsed.flag(.help))
    }

    @Test("-- ends options; - is a positional")
    func endOfOptions() throws {
        let parsed = try ArgumentParser.parse(["--", "--strict", "-"], spec: spec)
        #expect(parsed.positionals == ["--strict", "-"])
        #expect(!parsed.flag(Self.strict))
    }

    @Test("an option value may start with a dash")
    func dashValue() throws {
        #expect(try ArgumentParser.parse(["x", "--search-path", "-weird"], spec: spec).value(Self.searchPath) == "-weird")
    }

    @Test("usage errors", arguments: [
        (["in", "--fromat", "json"], UsageError.unknownOption("--fromat", suggestion: "--format")),
        (["in", "--zzzzzzzz"], .unknownOption("--zzzzzzzz", suggestion: nil)),
        (["in", "--format"], .missingValue(option: "--format")),
        (["in", "--format", "yaml"], .invalidValue(option: "--format", value: "yaml", allowed: ["json", "text"])),
        (["in", "--strict=yes"], .unexpectedValue(option: "--strict")),
        ([], .missingArgument("input")),
        (["a", "b", "c"], .unexpectedArgument("c")),
    ])
    func errors(words: [String], expected: UsageError) {
        #expect(throws: expected) { try ArgumentParser.parse(words, spec: spec) }
    }

    @Test("--help skips the positional checks")
    func help() throws {
        #expect(try ArgumentParser.parse(["--help"], spec: spec).flag(.help))
        #expect(try ArgumentParser.parse(["-h"], spec: spec).flag(.help))
    }

    @Test("help lists every argument and option")
    func helpText() {
        let text = HelpFormatter.help(for: spec)
        #expect(text.hasPrefix("OVERVIEW: A demo.\n\nUSAGE: mogen demo <input> [<extra>] [<options>]\n"))
        for word in ["<input>", "<extra>", "-f, --format <format>", "--search-path <dir>", "--strict", "-h, --help"] {
            #expect(text.contains(word))
        }
        #expect(text.split(separator: "\n").allSatisfy { $0.count <= 80 })
    }

    @Test("every command's help fits 80 columns and has an overview")
    func commandHelp() {
        for command in Mogen.commands {
            let text = HelpFormatter.help(for: command.spec)
            #expect(text.hasPrefix("OVERVIEW: "))
            #expect(text.split(separator: "\n").allSatisfy { $0.count <= 100 }, "\(command.spec.name)")
        }
    }
}
