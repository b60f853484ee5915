import Foundation
import MogenGenerator
import MogenModel
import MogenSupport
import MogenTemplate
import MogenTestSupport
import Testing

/// Broken JSON files, as `mogen.json` or a render context: each is one error at its path, line and column, never a
/// crash.
@Suite("JSON files given to mogen", .temporaryDirectories)
struct JSONInputTests {
    /// The one diagnostic reading `bytes` as a file gives, as `line:column: message`.
    private func problem(reading bytes: [UInt8]) throws -> String {
        let directory = try TemporaryDirectory.make()
        let path = directory + "/mogen.json"
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let error = #expect(throws: DiagnosticError.self) { try ConfigurationFile.load(path: path) }
        let diagnostics = try #require(error).diagnostics
        try #require(diagnostics.count == 1)
        #expect(diagnostics[0].location?.file == path)
        #expect(diagnostics[0].category == .configuration)
        return "\(diagnostics[0].location?.line ?? 0):\(diagnostics[0].location?.column ?? 0): \(diagnostics[0].message)"
    }

    @Test("broken files are located errors", arguments: [
        ("", "1:1: unexpected end of file"),
        ("\u{FEFF}", "1:1: unexpected end of file"),
        ("\u{FEFF}\n{ \"models\": 1e99999 }", "2:13: 'models' must be a list, not a number"),
        ("{ \"models\": [] ,}", "1:16: trailing comma before '}'"),
        ("{ \"models\": [], \"models\": [] }", "1:17: duplicate key 'models'"),
        ("{ \"a\\nb\": 1, \"a\\nb\": 2 }", #"1:14: duplicate key 'a\nb'"#),
        ("{ \"models\": [\"\\ud800\"] }", #"1:15: unpaired surrogate '\uD800'"#),
        ("{ \"models\": [\"\\udc00x\"] }", #"1:15: unpaired surrogate '\uDC00'"#),
        ("{ \"models\": [\"a\u{0}\"] }", "1:16: control character U+0000 must be escaped in a string"),
        ("{ \"models\": [] }\u{0}", "1:17: unexpected U+0000 after the top-level value"),
        ("{ \"models\": 123456789012345678901234567890 }", "1:13: 'models' must be a list, not a number"),
    ])
    func brokenText(text: String, expected: String) throws {
        #expect(try problem(reading: Array(text.utf8)) == expected)
    }

    @Test("invalid UTF-8 is an error where it starts")
    func invalidUTF8() throws {
        #expect(try problem(reading: Array("{\n  \"models\": \"".utf8) + [0xC3, 0x28] + Array("\" }".utf8))
            == "2:14: invalid UTF-8")
        #expect(try problem(reading: [0xFF, 0xFE, 0x7B, 0x00]) == "1:1: invalid UTF-8")
    }

    @Test("nesting 100,000 deep is an error at the level past the limit, not a stack overflow")
    func deepNesting() throws {
        let deep = [UInt8](repeating: UInt8(ascii: "["), count: 100_000)
        #expect(try problem(reading: deep) == "1:513: nesting deeper than 512 levels")
        let members = String(repeating: "{\"a\":", count: 100_000)
        #expect(try problem(reading: Array(members.utf8)) == "1:2561: nesting deeper than 512 levels")
    }

    @Test("a directory or a missing file is an error at its path")
    func notAFile() throws {
        let directory = try TemporaryDirectory.make()
        for (path, message) in [
            (directory, "is a directory, not a configuration file"), (directory + "/none.json", "no such file"),
        ] {
            let error = #expect(throws: DiagnosticError.self) { try ConfigurationFile.load(path: path) }
            #expect(error?.diagnostics.map(\.description) == ["\(path): error: \(message) [configuration]"])
        }
    }

    @Test("JSON becomes template values: integers, doubles, a number too large stays text, null, nesting")
    func templateValues() throws {
        let json = try LocatedJSON.parse(#"{ "i": -3, "d": 2.5, "big": 1e400, "n": null, "l": [true, {"k": "v"}] }"#)
        #expect(json.templateValue == .dictionary([
            "i": .int(-3), "d": .double(2.5), "big": .string("1e400"), "n": .null,
            "l": .array([.bool(true), .dictionary(["k": .string("v")])]),
        ]))
    }
}
