import Foundation
import MogenSupport
import MogenTemplate
import Testing

@Suite("JSON → template values")
struct JSONMappingTests {
    private func value(_ json: String) throws -> TemplateValue {
        try TemplateValue(jsonData: Data(json.utf8))
    }

    @Test("integers, doubles and Booleans are told apart")
    func numberKinds() throws {
        let parsed = try value(#"{"i": 1, "zero": 0, "negative": -7, "d": 1.5, "whole": 2.0, "t": true, "f": false}"#)
        #expect(parsed == [
            "i": .int(1), "zero": .int(0), "negative": .int(-7), "d": .double(1.5), "whole": .double(2.0),
            "t": .bool(true), "f": .bool(false),
        ])
    }

    @Test("1 and true stay distinct")
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

    @Test("text that is not JSON is a syntax error")
    func invalid() {
        #expect(throws: JSONSyntaxError.self) { try TemplateValue(jsonData: Data("{".utf8)) }
        #expect(throws: JSONSyntaxError.self) { try TemplateValue(jsonData: Data(#"{"a": 1, "a": 2}"#.utf8)) }
    }

    @Test("JSON context renders as in Stencil")
    func rendersJSONContext() throws {
        let context = try value(#"{"name": "Kyle", "count": 3, "ratio": 0.5, "ok": true, "items": [1, 2]}"#)
        let output = try render("{{ name }} {{ count }} {{ ratio }} {{ ok }} {{ items }}", context.dictionaryValue ?? [:])
        #expect(output == "Kyle 3 0.5 true [1, 2]")
    }
}
