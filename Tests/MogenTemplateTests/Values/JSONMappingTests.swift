import Foundation
import MogenTemplate
import Testing

@Suite("JSON → template values")
struct JSONMappingTests {
    private func value(_ json: String) throws -> TemplateValue {
        try TemplateValue(jsonData: Data(json.utf8))
    }

    @Test("integers, doubles and Booleans are told apart although JSONSerialization gives NSNumbers")
    func numberKinds() throws {
        let parsed = try value(#"{"i": 1, "zero": 0, "negative": -7, "d": 1.5, "whole": 2.0, "t": true, "f": false}"#)
        #expect(parsed == [
            "i": .int(1), "zero": .int(0), "negative": .int(-7), "d": .double(1.5), "whole": .double(2.0),
            "t": .bool(true), "f": .bool(false),
        ])
    }

    @Test("1 and true stay distinct (on Linux NSNumber(1) also casts to Bool)")
    func oneIsNotTrue() throws {
        #expect(try value("[1, true, 0, false]") == [.int(1), .bool(true), .int(0), .bool(false)])
    }

    @Test("strings, null, nested arrays and objects")
    func structure() throws {
        let parsed = try value(#"{"s": "text", "n": null, "a": [1, "two", [3]], "o": {"k": {"deep": []}}}"#)
        #expect(parsed == [
            "s": "text", "n": .null, "a": [1, "two", [3]], "o": ["k": ["deep": []]],
        ])
    }

    @Test("top-level fragments and large numbers")
    func fragmentsAndLimits() throws {
        #expect(try value(#""just a string""#) == "just a string")
        #expect(try value("9223372036854775807") == .int(Int.max))
        #expect(try value("-9223372036854775808") == .int(Int.min))
        #expect(try value("-42") == .int(-42))
        #expect(try value("-12345678901234567890") == .double(-12345678901234567890.0))
        #expect(try value("18446744073709551615") == .double(18446744073709551615.0))
        #expect(try value("1e3") == .double(1000))
    }

    @Test("values built in Swift take the same path")
    func swiftValues() throws {
        let object: [String: Any] = [
            "int": NSNumber(value: 3), "double": NSNumber(value: 0.25), "bool": NSNumber(value: false),
            "float": NSNumber(value: Float(0.5)), "null": NSNull(), "list": ["x", NSNumber(value: 2)],
        ]
        #expect(try TemplateValue(jsonObject: object) == [
            "int": .int(3), "double": .double(0.25), "bool": .bool(false), "float": .float(0.5), "null": .null,
            "list": ["x", .int(2)],
        ])
    }

    @Test("anything JSONSerialization cannot produce is rejected")
    func unsupported() {
        #expect(throws: UnsupportedJSONValueError.self) { try TemplateValue(jsonObject: Date()) }
        #expect(throws: UnsupportedJSONValueError.self) { try TemplateValue(jsonObject: ["nested": [Date()]]) }
        #expect(throws: (any Error).self) { try TemplateValue(jsonData: Data("{".utf8)) }
    }

    @Test("JSON context renders as in Stencil")
    func rendersJSONContext() throws {
        let context = try value(#"{"name": "Kyle", "count": 3, "ratio": 0.5, "ok": true, "items": [1, 2]}"#)
        let output = try render("{{ name }} {{ count }} {{ ratio }} {{ ok }} {{ items }}", context.dictionaryValue ?? [:])
        #expect(output == "Kyle 3 0.5 true [1, 2]")
    }
}
