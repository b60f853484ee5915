import Foundation
@testable import MogenGenerator
import MogenModel
import Testing

@Suite("Names and literals")
struct NamingAndLiteralTests {
    @Test("identifiers are sanitized and keywords escaped", arguments: [
        ("name", "name"), ("default", "`default`"), ("self", "`self`"), ("has space", "has_space"),
        ("1st", "_1st"), ("é", "é"), ("a-b.c", "a_b_c"), ("", "_"),
    ])
    func identifiers(input: String, expected: String) {
        #expect(SwiftNames.identifier(input) == expected)
    }

    @Test("predicate variables become parameter names", arguments: [
        ("DEPARTMENT_NAME", "departmentName"), ("UUID", "uuid"), ("humanName", "humanName"), ("NAME", "name"),
        ("MIN_RATING", "minRating"), ("Parent", "parent"), ("_", "value"),
    ])
    func parameterNames(variable: String, expected: String) {
        #expect(SwiftNames.parameterName(fromVariable: variable) == expected)
    }

    @Test("string literals are escaped")
    func strings() {
        #expect(SwiftLiteral.string("a\"b\\c\nd\te\u{1}") == #""a\"b\\c\nd\te\u{1}""#)
    }

    @Test("doubles read back to the same value", arguments: [0.0, 2.5, 1e20, -3.0, 0.1])
    func doubles(value: Double) {
        let literal = SwiftLiteral.double(value)
        #expect(Double(literal) == value)
        #expect(literal.contains(".") || literal.contains("e"))
    }

    @Test("file names never leave their directory", arguments: [
        ("Model", "Model"), ("../etc", ".._etc"), ("a/b", "a_b"), ("..", "_.."), (".", "_."), ("a\u{0}b", "a_b"),
    ])
    func fileNames(input: String, expected: String) {
        #expect(FileNames.safe(input) == expected)
    }

    @Test("generated text is normalized")
    func normalization() {
        #expect(OutputText.normalized("\n\na  \n\n\n\tb\t\r\n\n") == "a\n\n\tb\n")
        #expect(OutputText.normalized("") == "\n")
    }

    @Test("generated text is normalized as its specification reads, for any mix of lines, spaces and line endings")
    func normalizationMatchesSpecification() {
        let pieces = ["a", "bc", " ", "\t", "\n", "\n\n", "\r\n", "\r", "é", "  \n"]
        // A fixed linear congruential sequence: the same texts every run.
        var state: UInt64 = 12_345
        for _ in 0..<500 {
            var text = ""
            for _ in 0..<Int(state % 24) {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                text += pieces[Int(state >> 33) % pieces.count]
            }
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            #expect(OutputText.normalized(text) == Self.normalizedAsSpecified(text), "\(String(reflecting: text))")
        }
    }

    /// OutputText's specification, written plainly: lines (ended by `\n`, `\r\n` or `\r`) without trailing spaces or
    /// tabs, no blank line at the start, at most one blank line in a row, one newline at the end.
    private static func normalizedAsSpecified(_ text: String) -> String {
        var lines: [Substring] = []
        var current = ""
        var scalars = Array(text.unicodeScalars)[...]
        var ended: [String] = []
        while let scalar = scalars.popFirst() {
            if scalar == "\r" {
                if scalars.first == "\n" { scalars.removeFirst() }
                ended.append(current)
                current = ""
            } else if scalar == "\n" {
                ended.append(current)
                current = ""
            } else {
                current.unicodeScalars.append(scalar)
            }
        }
        ended.append(current)
        for line in ended {
            var trimmed = Substring(line)
            while let last = trimmed.last, last == " " || last == "\t" { trimmed.removeLast() }
            if trimmed.isEmpty, lines.last?.isEmpty ?? true { continue }
            lines.append(trimmed)
        }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines.joined(separator: "\n") + "\n"
    }

    @Test("type names are recognised, and nothing else is")
    func typeNames() {
        for name in ["UIColor", "[String]", "[String: Int]", "App.Expression", "Set<Tag>", "[String: [Date]]", "Int?",
                     "(Int, Int)", "[String : Any]", "Dictionary<String, [App.Tag?]>", "Ça"] {
            #expect(TypeExpression.isValid(name), "\(name)")
        }
        for name in [".", "UnCloudNotes.", "[String", "a b-c", "", "Int\nfunc x() {}", "(Int) var evil: Int (", "Int = 1",
                     "var", "[class]", "Int /* */", "Int // x", "@objc Int", "`Int`", "Int \"", "Int;", "A..B", "1A",
                     String(repeating: "[", count: 40) + "Int" + String(repeating: "]", count: 40)] {
            #expect(!TypeExpression.isValid(name), "\(name)")
        }
    }

    @Test("model text stays a string literal's or a comment's, whatever it holds")
    func escapingFunctions() {
        #expect(SwiftLiteral.string("a\"b\\(c)\nd") == #""a\"b\\(c)\nd""#)
        #expect(SwiftLiteral.string("\u{2028}\u{85}\u{202E}\u{1}") == #""\u{2028}\u{85}\u{202e}\u{1}""#)
        #expect(SwiftComment.text("a\nb\rc") == #"a\nb\rc"#)
        #expect(SwiftComment.text("*/ x /* y") == #"*\/ x /\* y"#)
        #expect(SwiftComment.text("\u{2028}\u{2029}\u{85}\u{202E}\u{200B}\u{FEFF}\t") == #"\u{2028}\u{2029}\u{85}\u{202E}\u{200B}\u{FEFF}"# + "\t")
        #expect(SwiftComment.text("Ünïcödé, emoji 🙂 and `code`") == "Ünïcödé, emoji 🙂 and `code`")
    }
}
