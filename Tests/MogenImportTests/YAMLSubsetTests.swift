import MogenImport
import MogenSupport
import Testing

@Suite("The YAML subset of configuration files")
struct YAMLSubsetTests {
    /// The value as plain Swift values, to compare whole documents.
    func plain(_ value: LocatedJSON) -> String {
        switch value.value {
        case .null: "null"
        case .bool(let bool): "\(bool)"
        case .number(let text): text
        case .string(let text): "'\(text)'"
        case .array(let elements): "[" + elements.map(plain).joined(separator: ", ") + "]"
        case .object(let members): "{" + members.map { "\($0.key): \(plain($0.value))" }.joined(separator: ", ") + "}"
        }
    }

    func parsed(_ text: String) throws -> String {
        plain(try YAMLSubset.parse(text))
    }

    @Test("block mappings and sequences, a sequence at its key's indentation, comments")
    func blocks() throws {
        let text = """
            ---
            # SwiftGen
            input_dir: Sources/   # a comment
            coredata:
            - inputs: Model.xcdatamodeld
              outputs:
                - templateName: swift5
                  output: CoreData.swift
                  params:
                    publicAccess: true

                - templatePath: Templates/a#b.stencil
                  output: "Other.swift"
            strings:
              inputs:
                - a
                -
                - 'c'
            """
        #expect(try parsed(text) == "{input_dir: 'Sources/', coredata: [{inputs: 'Model.xcdatamodeld', outputs: "
            + "[{templateName: 'swift5', output: 'CoreData.swift', params: {publicAccess: true}}, "
            + "{templatePath: 'Templates/a#b.stencil', output: 'Other.swift'}]}], strings: {inputs: ['a', null, 'c']}}")
    }

    @Test("scalars are resolved as YAML 1.1 resolves them; quoted scalars stay strings")
    func scalars() throws {
        let text = """
            a: yes
            b: Off
            c: ~
            d:
            e: 12
            f: -1.5
            g: "12"
            h: 'it''s'
            i: "tab\\there \\u00e9"
            j: 1.2.3
            k: http://example.com/a:b
            l: +7
            """
        #expect(try parsed(text) == "{a: true, b: false, c: null, d: null, e: 12, f: -1.5, g: '12', h: 'it's', "
            + "i: 'tab\there é', j: '1.2.3', k: 'http://example.com/a:b', l: 7}")
    }

    @Test("flow sequences and mappings on one line, nested")
    func flows() throws {
        #expect(try parsed("x: [a, 'b, c', [1, 2], {k: v, n: [true]}]")
            == "{x: ['a', 'b, c', [1, 2], {k: 'v', n: [true]}]}")
        #expect(try parsed("x: {}\ny: []") == "{x: {}, y: []}")
    }

    @Test("every value knows its line and column, in characters")
    func positions() throws {
        let document = try YAMLSubset.parse("é: x\nlist:\n  - { a: 1 }\n")
        let members = try #require(document.members)
        #expect(members[0].value.position == JSONPosition(line: 1, column: 4))
        #expect(members[1].keyPosition == JSONPosition(line: 2, column: 1))
        let element = try #require(members[1].value.arrayValue?.first)
        #expect(element.position == JSONPosition(line: 3, column: 5))
        #expect(element.members?.first?.value.position == JSONPosition(line: 3, column: 10))
    }

    @Test(
        "what the subset leaves out is an error at its place, never a guess",
        arguments: [
            ("a: &anchor 1\nb: *anchor", 1, 4, "an anchor or alias"),
            ("a: !!str 1", 1, 4, "a tag"),
            ("a: |\n  text", 1, 4, "a block scalar"),
            ("a: >\n  text", 1, 4, "a block scalar"),
            ("a: one\n  two", 2, 3, "a value that goes on over several lines"),
            ("a: 1\n---\nb: 2", 2, 1, "a second document"),
            ("a:\n\t- x", 2, 1, "a tab in the indentation"),
            ("? a\n: b", 1, 1, "a complex key"),
            ("a: [1,\n  2]", 1, 4, "on another line"),
            ("a: \"open", 1, 4, "goes on to the next line"),
            ("a: 1\na: 2", 2, 1, "duplicate key 'a'"),
            ("a: 1\n- b", 2, 1, "a sequence entry among the keys"),
            ("- a\nb: 1", 2, 1, "indentation matches no mapping"),
            ("a: {k: 1 x: 2}", 1, 11, "expected ',' or '}'"),
            ("a: \"\\q\"", 1, 5, "an unknown escape"),
            ("a: 'x' y", 1, 8, "unexpected text after the value"),
            ("a: b\u{0}c", 1, 5, "U+0 (YAML texts hold printable characters only)"),
            ("a: 1\nb: \u{7}", 2, 4, "U+7"),
        ])
    func refusals(text: String, line: Int, column: Int, message: String) {
        #expect {
            try YAMLSubset.parse(text)
        } throws: { error in
            guard let error = error as? YAMLSyntaxError else { return false }
            return error.position == JSONPosition(line: line, column: column) && error.message.contains(message)
        }
    }

    @Test("invalid UTF-8 and deep nesting are errors, not crashes")
    func hostile() {
        #expect(throws: YAMLSyntaxError.self) { try YAMLSubset.parse([0x61, 0x3A, 0x20, 0xFF]) }
        let deepBlocks = (0..<200).map { String(repeating: " ", count: $0) + "k:" }.joined(separator: "\n")
        #expect(throws: YAMLSyntaxError.self) { try YAMLSubset.parse(deepBlocks) }
        #expect(throws: YAMLSyntaxError.self) { try YAMLSubset.parse("a: " + String(repeating: "[", count: 10_000)) }
        #expect(throws: Never.self) { try YAMLSubset.parse("") }
    }

    @Test("lines may end with CRLF or CR, as YAML allows: the same values at the same places as with LF")
    func lineBreaks() throws {
        let text = "coredata:\n  inputs: Model.xcdatamodeld # a comment\n  outputs:\n    - templateName: swift5\n"
            + "      output: \"Core Data.swift\"\n"
        let expected = try parsed(text)
        for breakText in ["\r\n", "\r"] {
            let document = try YAMLSubset.parse(text.replacingOccurrences(of: "\n", with: breakText))
            #expect(plain(document) == expected, "\(Array(breakText.unicodeScalars))")
            let output = document.members?.first?.value.members?.last?.value.arrayValue?.first?.members?.last
            #expect(output?.value.position == JSONPosition(line: 5, column: 15))
        }
        // A character YAML does not allow is still blamed where it is, not at the line break before it.
        let error = #expect(throws: YAMLSyntaxError.self) { try YAMLSubset.parse("a: b\r\nc: \u{7}\r\n") }
        #expect(error?.position == JSONPosition(line: 2, column: 4))
    }
}
