import Foundation
import MogenSupport
import Testing

@Suite("JSON with positions")
struct LocatedJSONTests {
    // MARK: Values and accessors

    @Test("scalars have their kind and accessors", arguments: [
        ("null", "null"), ("true", "a boolean"), ("false", "a boolean"), ("12", "a number"), ("-1.5e3", "a number"),
        (#""text""#, "a string"), ("[]", "an array"), ("{}", "an object"),
    ])
    func kinds(text: String, kind: String) throws {
        let json = try LocatedJSON.parse(text)
        #expect(json.kindDescription == kind)
        #expect(json.position == JSONPosition(line: 1, column: 1))
        #expect((json.value == .null) == (kind == "null"))
        #expect((json.boolValue != nil) == (kind == "a boolean"))
        #expect((json.doubleValue != nil) == (kind == "a number"))
        #expect((json.stringValue != nil) == (kind == "a string"))
        #expect((json.arrayValue != nil) == (kind == "an array"))
        #expect((json.members != nil) == (kind == "an object"))
    }

    @Test("literals and strings read back")
    func scalarValues() throws {
        #expect(try LocatedJSON.parse("true").boolValue == true)
        #expect(try LocatedJSON.parse("false").boolValue == false)
        #expect(try LocatedJSON.parse("null").value == .null)
        #expect(try LocatedJSON.parse(#""mogen""#).stringValue == "mogen")
        #expect(try LocatedJSON.parse(#""""#).stringValue == "")
        #expect(try LocatedJSON.parse(#""café 🎉""#).stringValue == "café 🎉")
        #expect(try LocatedJSON.parse("12").intValue == 12)
        #expect(try LocatedJSON.parse("true").intValue == nil)
        #expect(try LocatedJSON.parse("\"12\"").intValue == nil)
    }

    @Test("numbers keep their text and convert exactly", arguments: [
        ("0", 0, 0.0), ("-0", 0, -0.0), ("12", 12, 12.0), ("-3", -3, -3.0), ("1.0", nil, 1.0), ("1e2", nil, 100.0),
        ("-1.5E+3", nil, -1500.0), ("2.5e-1", nil, 0.25), ("9223372036854775807", Int.max, 9.223372036854775807e18),
        ("9223372036854775808", nil, 9.223372036854775808e18), ("1e400", nil, nil), ("0.1", nil, 0.1),
    ] as [(String, Int?, Double?)])
    func numbers(text: String, int: Int?, double: Double?) throws {
        let json = try LocatedJSON.parse(text)
        #expect(json.value == .number(text))
        #expect(json.intValue == int)
        #expect(json.doubleValue == double)
    }

    @Test("arrays and objects keep their order")
    func containers() throws {
        let json = try LocatedJSON.parse(#"{"b": [1, "two", [], {}], "a": {"nested": null}, "": false}"#)
        let members = try #require(json.members)
        #expect(members.map(\.key) == ["b", "a", ""])
        let array = try #require(members[0].value.arrayValue)
        #expect(array.map(\.kindDescription) == ["a number", "a string", "an array", "an object"])
        #expect(array[1].stringValue == "two")
        #expect(array[2].arrayValue == [])
        #expect(array[3].members == [])
        #expect(members[1].value.members?.first?.key == "nested")
        #expect(members[1].value.members?.first?.value.value == .null)
        #expect(members[2].value.boolValue == false)
    }

    @Test("every escape is decoded")
    func escapes() throws {
        let text = #"["\"\\\/\b\f\n\r\t", "\u0041\u00e9\u00E9\u20AC", "\uD83D\uDE00", "a\u0000b"]"#
        let json = try LocatedJSON.parse(text)
        let strings = try #require(json.arrayValue).map(\.stringValue)
        #expect(strings == ["\"\\/\u{8}\u{C}\n\r\t", "Aéé€", "😀", "a\u{0}b"])
        let keyed = try LocatedJSON.parse(#"{"\u006Bey": 1}"#)
        #expect(keyed.members?.first?.key == "key")
    }

    // MARK: Positions

    @Test("values and keys have positions on multi-line text, after tabs, non-ASCII characters and CRLF")
    func positions() throws {
        let text = "{\n\t\"name\": \"café\",\t\"n\": 1,\r\n  \"flag\": \"🇫🇷\", \"x\": [true,\r\n\tnull]\n}"
        let json = try LocatedJSON.parse(text)
        #expect(json.position == JSONPosition(line: 1, column: 1))
        let members = try #require(json.members)
        let expected: [(String, JSONPosition, JSONPosition)] = [
            ("name", JSONPosition(line: 2, column: 2), JSONPosition(line: 2, column: 10)),
            ("n", JSONPosition(line: 2, column: 18), JSONPosition(line: 2, column: 23)),
            ("flag", JSONPosition(line: 3, column: 3), JSONPosition(line: 3, column: 11)),
            ("x", JSONPosition(line: 3, column: 17), JSONPosition(line: 3, column: 22)),
        ]
        #expect(members.count == expected.count)
        for (member, (key, keyPosition, valuePosition)) in zip(members, expected) {
            #expect(member.key == key)
            #expect(member.keyPosition == keyPosition, "key \(key)")
            #expect(member.value.position == valuePosition, "value of \(key)")
        }
        let elements = try #require(members.last?.value.arrayValue)
        #expect(elements.map(\.position) == [JSONPosition(line: 3, column: 23), JSONPosition(line: 4, column: 2)])
    }

    @Test("columns count characters as written: escapes take their length, a lone CR is one column")
    func positionsAfterEscapes() throws {
        let members = try #require(LocatedJSON.parse(#"{"\u00e9\n": "\uD83D\uDE00", "k": 0}"#).members)
        #expect(members.map(\.keyPosition) == [JSONPosition(line: 1, column: 2), JSONPosition(line: 1, column: 30)])
        #expect(members.map(\.value.position) == [JSONPosition(line: 1, column: 14), JSONPosition(line: 1, column: 35)])
        #expect(try LocatedJSON.parse("[\r1]").arrayValue?.first?.position == JSONPosition(line: 1, column: 3))
    }

    @Test("the same document as String and as bytes gives the same result")
    func stringAndBytes() throws {
        let text = "[1, {\"é\": \"ü\"},\n 2]"
        #expect(try LocatedJSON.parse(text) == LocatedJSON.parse(Array(text.utf8)))
    }

    @Test("a byte order mark is skipped and does not move positions")
    func byteOrderMark() throws {
        let json = try LocatedJSON.parse([0xEF, 0xBB, 0xBF] + Array(#"{"a": 1}"#.utf8))
        #expect(json.position == JSONPosition(line: 1, column: 1))
        #expect(json.members?.first?.value.position == JSONPosition(line: 1, column: 7))
        #expect(try LocatedJSON.parse("\u{FEFF}[true]").arrayValue?.first?.position == JSONPosition(line: 1, column: 2))
        let onlyMark = JSONTestFixtures.error(parsing: [0xEF, 0xBB, 0xBF])
        #expect(onlyMark == JSONTestFixtures.Failure("unexpected end of file", 1, 1))
        let markInside = JSONTestFixtures.error(parsing: "[\u{FEFF}1]")
        #expect(markInside == JSONTestFixtures.Failure("expected a value, found U+FEFF", 1, 2))
    }

    // MARK: Errors

    @Test(
        "syntax errors have a specific message and position",
        arguments: JSONTestFixtures.syntaxErrors.map { ($0, $1.description) }
    )
    func syntaxErrors(text: String, expected: String) {
        #expect(JSONTestFixtures.error(parsing: text)?.description == expected, "\(text.debugDescription)")
    }

    @Test("duplicate keys are reported at the second key")
    func duplicateKeys() throws {
        let top = JSONTestFixtures.error(parsing: "{\n  \"output\": \"a\",\n  \"output\": \"b\"\n}")
        #expect(top == JSONTestFixtures.Failure("duplicate key 'output'", 3, 3))
        let nested = JSONTestFixtures.error(parsing: #"{"a": [{"k": 1, "j": 2, "k": 3}]}"#)
        #expect(nested == JSONTestFixtures.Failure("duplicate key 'k'", 1, 25))
        let escaped = JSONTestFixtures.error(parsing: #"{"key": 1, "k\u0065y": 2}"#)
        #expect(escaped == JSONTestFixtures.Failure("duplicate key 'key'", 1, 12))
        // The same key in different objects is fine.
        #expect(try LocatedJSON.parse(#"[{"a": 1}, {"a": 2, "b": {"a": 3}}]"#).arrayValue?.count == 2)
    }

    @Test("invalid UTF-8 is reported where it starts", arguments: [
        ([0x5B, 0xFF, 0x5D], 1, 2), ([0x22, 0xC3], 1, 2), ([0x22, 0xC0, 0xAF, 0x22], 1, 2),
        ([0x22, 0xED, 0xA0, 0x80, 0x22], 1, 2), ([0x22, 0xF4, 0x90, 0x80, 0x80, 0x22], 1, 2),
        ([0x22, 0xC3, 0xA9, 0x80, 0x22], 1, 3), (Array("[\n\"ok\", ".utf8) + [0xFE], 2, 7), ([0x80], 1, 1),
    ] as [([UInt8], Int, Int)])
    func invalidUTF8(bytes: [UInt8], line: Int, column: Int) {
        #expect(JSONTestFixtures.error(parsing: bytes) == JSONTestFixtures.Failure("invalid UTF-8", line, column))
    }

    // MARK: Robustness

    @Test("nesting is limited to 512 levels")
    func depthLimit() throws {
        let deepest = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        #expect(try LocatedJSON.parse(deepest).arrayValue?.count == 1)
        let tooDeep = String(repeating: "[", count: 513) + String(repeating: "]", count: 513)
        #expect(JSONTestFixtures.error(parsing: tooDeep) == .init("nesting deeper than 512 levels", 1, 513))
        let objects = String(repeating: #"{"a":"#, count: 513) + "1" + String(repeating: "}", count: 513)
        #expect(JSONTestFixtures.error(parsing: objects) == .init("nesting deeper than 512 levels", 1, 2561))
        let hostile = String(repeating: "[", count: 100_000)
        #expect(JSONTestFixtures.error(parsing: hostile) == .init("nesting deeper than 512 levels", 1, 513))
    }

    @Test("the deepest document parses on a thread with a 512 KiB stack")
    func depthLimitFitsSmallStack() async throws {
        let deepest = String(repeating: #"{"a": ["#, count: 256) + String(repeating: "]}", count: 256)
        let parsed = await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
            let thread = Thread {
                continuation.resume(returning: (try? LocatedJSON.parse(deepest)) != nil)
            }
            thread.stackSize = 512 * 1024
            thread.start()
        }
        #expect(parsed)
    }

    @Test("random bytes parse or throw, with a position inside the text")
    func fuzzRandomBytes() {
        var random = JSONTestRandom(seed: 0x6D6F_6765_6E)
        var parsedCount = 0
        for _ in 0..<4_000 {
            var bytes: [UInt8] = []
            for _ in 0..<random.next(below: 40) {
                // Mostly pieces of JSON, so that the parser gets past the first few bytes; now and then any byte.
                let piece = JSONTestFixtures.fuzzPieces[random.next(below: JSONTestFixtures.fuzzPieces.count)]
                bytes += random.next(below: 64) == 0 ? [UInt8(random.next(below: 256))] : piece
            }
            if JSONTestFixtures.parsesOrFailsInside(bytes) { parsedCount += 1 }
        }
        #expect(parsedCount > 20)
    }

    @Test("mutated documents parse or throw, and when they parse they agree with JSONSerialization")
    func fuzzMutations() throws {
        var random = JSONTestRandom(seed: 42)
        let seeds = JSONTestFixtures.validDocuments.map { Array($0.utf8) }
        var parsedCount = 0
        for _ in 0..<4_000 {
            var bytes = seeds[random.next(below: seeds.count)]
            for _ in 0...random.next(below: 3) {
                JSONTestFixtures.mutate(&bytes, with: &random)
            }
            guard JSONTestFixtures.parsesOrFailsInside(bytes), let parsed = try? LocatedJSON.parse(bytes) else {
                continue
            }
            let text = String(decoding: bytes, as: UTF8.self)
            parsedCount += 1
            // JSONSerialization rejects numbers that overflow Double, which are valid JSON.
            let foundation = try? JSONSerialization.jsonObject(with: Data(bytes), options: .fragmentsAllowed)
            guard let foundation else {
                #expect(JSONTestTree(parsed).containsInfiniteNumber, "\(text)")
                continue
            }
            #expect(JSONTestTree(parsed) == JSONTestTree(foundation: foundation), "\(text)")
        }
        #expect(parsedCount > 300)
    }

    @Test("valid documents agree with JSONSerialization", arguments: JSONTestFixtures.validDocuments)
    func agreesWithJSONSerialization(text: String) throws {
        let foundation = try JSONSerialization.jsonObject(with: Data(text.utf8), options: .fragmentsAllowed)
        #expect(try JSONTestTree(LocatedJSON.parse(text)) == JSONTestTree(foundation: foundation))
    }

    @Test("a 1 MB document parses")
    func largeDocument() throws {
        let text = JSONTestFixtures.largeDocument(bytes: 1_000_000)
        let start = ContinuousClock.now
        let json = try LocatedJSON.parse(text)
        let elapsed = ContinuousClock.now - start
        let entities = try #require(json.members?.first?.value.arrayValue)
        #expect(entities.count > 1_000)
        #expect(entities.last?.position.line == entities.count + 1)
        #expect(entities.last?.members?.first?.value.stringValue == "Entity\(entities.count - 1)")
        #expect(elapsed < .seconds(30))  // a generous bound for debug builds: this only catches quadratic behaviour
    }
}

// MARK: - Helpers

private enum JSONTestFixtures {
    struct Failure: Equatable, CustomStringConvertible, Sendable {
        let message: String
        let line: Int
        let column: Int
        init(_ message: String, _ line: Int, _ column: Int) {
            (self.message, self.line, self.column) = (message, line, column)
        }
        var description: String { "\(line):\(column): \(message)" }
    }

    /// The error thrown when parsing `text`, or nil when it parses.
    static func error(parsing text: String) -> Failure? {
        do throws(JSONSyntaxError) {
            _ = try LocatedJSON.parse(text)
            return nil
        } catch {
            return Failure(error.message, error.position.line, error.position.column)
        }
    }

    static func error(parsing bytes: [UInt8]) -> Failure? {
        do throws(JSONSyntaxError) {
            _ = try LocatedJSON.parse(bytes)
            return nil
        } catch {
            return Failure(error.message, error.position.line, error.position.column)
        }
    }

    /// Parses and checks that an error's position lies within the text; true when the bytes parsed.
    static func parsesOrFailsInside(_ bytes: [UInt8]) -> Bool {
        guard let failure = error(parsing: bytes) else { return true }
        let lineCount = bytes.lazy.filter { $0 == 0x0A }.count + 1
        #expect((1...lineCount).contains(failure.line) && (1...bytes.count + 1).contains(failure.column))
        #expect(!failure.message.isEmpty)
        return false
    }

    /// Changes, removes, cuts, repeats or inserts a piece of the text.
    static func mutate(_ bytes: inout [UInt8], with random: inout JSONTestRandom) {
        let index = random.next(below: bytes.count + 1)
        let piece = fuzzPieces[random.next(below: fuzzPieces.count)]
        switch random.next(below: 6) {
        case 0 where index < bytes.count: bytes[index] = piece[0]
        case 1 where index < bytes.count: bytes.remove(at: index)
        case 2: bytes.removeSubrange(index...)
        case 3: bytes.insert(contentsOf: bytes[index...].prefix(random.next(below: 8)), at: index)
        case 4: bytes.insert(UInt8(random.next(below: 256)), at: index)
        default: bytes.insert(contentsOf: piece, at: index)
        }
    }

    /// Characters and words of JSON, valid and not, for fuzzing.
    static let fuzzPieces: [[UInt8]] = (Array(#"{}[]:,"\/ tfnrue0123456789.-+eE'*abuD8"#).map(String.init) + [
        "\n", "\r", "\t", "\u{0}", "é", "🎉", "\u{A0}", "true", "null", "false", "\\u", "\\uD83D", "\\uDE00",
        "1e400", #"{"k": "#, "[1, ",
    ]).map { Array($0.utf8) }


    static let syntaxErrors: [(String, Failure)] = [
        ("", Failure("unexpected end of file", 1, 1)),
        ("  \n  ", Failure("unexpected end of file", 2, 3)),
        ("[1, 2", Failure("unexpected end of file", 1, 6)),
        (#"{"a": 1"#, Failure("unexpected end of file", 1, 8)),
        (#"{"a": 1 "b": 2}"#, Failure("expected ',' or '}' after an object member", 1, 9)),
        ("[1 2]", Failure("expected ',' or ']' after an array element", 1, 4)),
        (#"{"a" 1}"#, Failure("expected ':' after key 'a'", 1, 6)),
        (#"{"a": }"#, Failure("expected a value, found '}'", 1, 7)),
        ("[x]", Failure("expected a value, found 'x'", 1, 2)),
        ("[NaN]", Failure("expected a value, found 'NaN'", 1, 2)),
        ("Infinity", Failure("expected a value, found 'Infinity'", 1, 1)),
        ("-Infinity", Failure("expected a digit after '-'", 1, 2)),
        ("[True]", Failure("expected a value, found 'True'", 1, 2)),
        ("nul", Failure("expected a value, found 'nul'", 1, 1)),
        ("[nullx]", Failure("expected a value, found 'nullx'", 1, 2)),
        ("[é]", Failure("expected a value, found 'é'", 1, 2)),
        ("[\u{1}]", Failure("expected a value, found U+0001", 1, 2)),
        (#"{"a": 1,}"#, Failure("trailing comma before '}'", 1, 8)),
        ("[1,\n]", Failure("trailing comma before ']'", 1, 3)),
        ("{\n  \"a\": 1,\n  \"b\": [1, 2,]\n}", Failure("trailing comma before ']'", 3, 13)),
        ("[1,,2]", Failure("expected a value, found ','", 1, 4)),
        ("{,}", Failure("expected a string key, found ','", 1, 2)),
        ("{a: 1}", Failure("expected a string key, found 'a'", 1, 2)),
        ("{'a': 1}", Failure("strings must be in double quotes", 1, 2)),
        ("['a']", Failure("strings must be in double quotes", 1, 2)),
        ("// note\n{}", Failure("comments are not allowed in JSON", 1, 1)),
        (#"{"a": 1 /* note */}"#, Failure("comments are not allowed in JSON", 1, 9)),
        ("[1] // note", Failure("comments are not allowed in JSON", 1, 5)),
        ("[1] 2", Failure("unexpected '2' after the top-level value", 1, 5)),
        ("{}}", Failure("unexpected '}' after the top-level value", 1, 3)),
        ("[1]\u{A0}", Failure("unexpected U+00A0 after the top-level value", 1, 4)),
        ("01", Failure("numbers cannot have leading zeros", 1, 1)),
        ("[-01]", Failure("numbers cannot have leading zeros", 1, 3)),
        ("+1", Failure("expected a value, found '+'", 1, 1)),
        (".5", Failure("expected a value, found '.'", 1, 1)),
        ("[1.]", Failure("expected a digit after '.'", 1, 4)),
        ("1.e5", Failure("expected a digit after '.'", 1, 3)),
        ("[1e]", Failure("expected a digit in the exponent", 1, 4)),
        ("[1e+]", Failure("expected a digit in the exponent", 1, 5)),
        ("1.5.3", Failure("unexpected '.' after the top-level value", 1, 4)),
        (#""abc"#, Failure("unterminated string", 1, 1)),
        ("[\"abc\n]", Failure("unterminated string", 1, 2)),
        ("\"\\", Failure("unterminated string", 1, 1)),
        ("\"a\tb\"", Failure("control character U+0009 must be escaped in a string", 1, 3)),
        ("\"\u{1F}\"", Failure("control character U+001F must be escaped in a string", 1, 2)),
        (#""\q""#, Failure(#"invalid escape '\q'"#, 1, 2)),
        (#"["ok", "\x41"]"#, Failure(#"invalid escape '\x'"#, 1, 9)),
        (#""\é""#, Failure(#"invalid escape '\é'"#, 1, 2)),
        ("\"\\\t\"", Failure(#"invalid escape '\' before U+0009"#, 1, 2)),
        (#""\u12""#, Failure(#"expected 4 hex digits after '\u'"#, 1, 2)),
        (#""\u12G4""#, Failure(#"expected 4 hex digits after '\u'"#, 1, 2)),
        (#""\u+123""#, Failure(#"expected 4 hex digits after '\u'"#, 1, 2)),
        (#""\uD800""#, Failure(#"unpaired surrogate '\uD800'"#, 1, 2)),
        (#""\ud800\u0041""#, Failure(#"unpaired surrogate '\uD800'"#, 1, 2)),
        (#""\uD800\n""#, Failure(#"unpaired surrogate '\uD800'"#, 1, 2)),
        (#""ab\uDC00""#, Failure(#"unpaired surrogate '\uDC00'"#, 1, 4)),
        (#""\uD83D\uDE0""#, Failure(#"expected 4 hex digits after '\u'"#, 1, 8)),
        ("{\r\n\"a\": tru\r\n}", Failure("expected a value, found 'tru'", 2, 6)),
        ("{\"é\":\tx}", Failure("expected a value, found 'x'", 1, 7)),
    ]

    static let validDocuments: [String] = [
        "null", "true", "false", "0", "-0", "-12.5e-3", "1E+2", "123456789012", "\"\"", "[]", "{}", " [ ] ",
        #"{"name": "Model", "options": {"accessLevel": "public", "codable": true, "imports": ["Foundation", "os"]}}"#,
        #"[1, -2, 3.25, 1e10, 0.1, 12345678901234567890, "x", null, true, false, [], {}, [[["deep"]]]]"#,
        #"{"escapes": "\"\\\/\b\f\n\r\t", "unicode": "\u00e9\u4e2d\uD83D\uDE00", "raw": "ünï 中文 🎉"}"#,
        #"{"nul": "\u0000", "slash": "a\/b", "mixed": ["é\u00e9", -0.0, 1E-2, 2e+2]}"#,
        "{\r\n\t\"a\": [1,\r\n\t\t2],\n \"b\": {\"c\": {\"d\": [{}, {\"e\": -0.0}]}}\n}\n",
        #"{"": "", " ": " ", "a b": [[], [[]], {"": {}}]}"#,
    ]

    static func largeDocument(bytes target: Int) -> String {
        var text = "{\"entities\": [\n"
        var index = 0
        while text.utf8.count < target {
            text += index == 0 ? "" : ",\n"
            text += #"{"name": "Entity\#(index)", "abstract": \#(index % 2 == 0), "parent": null, "# +
                #""attributes": [{"name": "title", "default": "caf\u00e9 \"\#(index)\" ünï", "min": -\#(index), "# +
                #""max": 1.5e\#(index % 10)}], "userInfo": {"note": "tab\there"}}"#
            index += 1
        }
        return text + "\n]}\n"
    }
}

/// Deterministic pseudo-random numbers (SplitMix64), so that fuzzing failures can be reproduced.
private struct JSONTestRandom {
    var state: UInt64
    init(seed: UInt64) { state = seed }

    mutating func next(below bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        mixed ^= mixed >> 31
        return bound <= 0 ? 0 : Int(mixed % UInt64(bound))
    }
}

/// A JSON value without positions, comparable between `LocatedJSON` and `JSONSerialization`.
private indirect enum JSONTestTree: Equatable {
    case null, bool(Bool), number(Double?), string(String), array([JSONTestTree]), object([String: JSONTestTree])

    init(_ json: LocatedJSON) {
        switch json.value {
        case .null: self = .null
        case .bool(let bool): self = .bool(bool)
        case .number: self = .number(json.doubleValue.map(Self.roundedForComparison))
        case .string(let string): self = .string(string)
        case .array(let elements): self = .array(elements.map(JSONTestTree.init))
        case .object(let members):
            self = .object(Dictionary(uniqueKeysWithValues: members.map { ($0.key, JSONTestTree($0.value)) }))
        }
    }

    init?(foundation: Any) {
        switch foundation {
        case is NSNull: self = .null
        case let number as NSNumber:
            // Booleans are NSNumbers too; their type encoding is "c" on every platform.
            let isBool = String(cString: number.objCType) == "c"
            self = isBool ? .bool(number.boolValue) : .number(Self.roundedForComparison(number.doubleValue))
        case let string as String: self = .string(string)
        case let array as [Any]:
            let elements = array.compactMap(JSONTestTree.init(foundation:))
            guard elements.count == array.count else { return nil }
            self = .array(elements)
        case let dictionary as [String: Any]:
            let values = dictionary.compactMapValues(JSONTestTree.init(foundation:))
            guard values.count == dictionary.count else { return nil }
            self = .object(values)
        default: return nil
        }
    }

    /// JSONSerialization can be one unit in the last place off for integers beyond 64 bits (Swift's `Double(_:)`
    /// rounds correctly), so numbers are compared to 15 significant digits.
    static func roundedForComparison(_ number: Double) -> Double {
        Double(String(format: "%.15g", number)) ?? number
    }

    var containsInfiniteNumber: Bool {
        switch self {
        case .number(let double): double == nil
        case .array(let elements): elements.contains(where: \.containsInfiniteNumber)
        case .object(let values): values.values.contains(where: \.containsInfiniteNumber)
        case .null, .bool, .string: false
        }
    }
}
