import Foundation
import MogenModel

/// Swift source literals for values taken from a model.
///
/// One of the few ways model text reaches generated code (with `SwiftComment.text`, `SwiftNames` and
/// `SettingSyntax`): whatever the text, the literal ends where it should and reads back as the same string.
public enum SwiftLiteral {
    /// A string literal, escaped.
    public static func string(_ value: String) -> String {
        "\"" + stringContent(value) + "\""
    }

    /// What goes between the quotes of a string literal for `value`: `"` and `\` escaped (so the text can neither
    /// end the literal nor interpolate), line breaks as `\n`, `\r`, and every other character that is invisible or
    /// moves text around (controls, NEL, the line and paragraph separators, bidirectional and other format
    /// characters) as `\u{…}`, so what a reviewer reads is what the literal holds.
    public static func stringContent(_ value: String) -> String {
        // Most text (keys, names) is printable ASCII without a quote or a backslash: as it is.
        if value.utf8.allSatisfy({ (0x20..<0x7F).contains($0) && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }) {
            return value
        }
        var result = ""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case let s where SwiftComment.isHidden(s):
                result += "\\u{\(String(s.value, radix: 16))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// A floating-point literal that reads back to the same value (`0.0`, `2.5`, `1e+20`).
    public static func double(_ value: Double) -> String {
        let text = "\(value)"
        // A description is ASCII: digits, `-`, `.`, `e`, `+`, or `inf`/`nan`, both with an `n` (checked byte by byte:
        // Foundation's `contains` costs more, for every attribute with a default).
        let isComplete = text.utf8.contains { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "n") }
        return isComplete ? text : text + ".0"
    }

    /// The model default of an attribute as an expression of `valueType`, or nil when it has none that Swift can
    /// express. `valueType` tells how a number is wrapped (`Int16`, `NSNumber`, `NSDecimalNumber`).
    /// `valueType` is spelled as `types` spells it (`Foundation.Date` when the model has a class `Date`).
    static func defaultValue(
        _ value: DefaultValue, valueType: String, attributeType: AttributeType, types: TypeSpelling = TypeSpelling(declared: [])
    ) -> String? {
        let isFloatingPoint = valueType == types.spell("Double") || valueType == types.spell("Float")
        switch value {
        case let .integer(integer):
            if valueType == "NSNumber" { return "NSNumber(value: \(integer) as \(types.spell(scalarName(attributeType))))" }
            if isFloatingPoint { return double(Double(integer)) }
            return String(integer)
        case let .floatingPoint(value):
            guard value.isFinite else {
                // Foundation reads an overflowing number as infinity (HUGE_VAL).
                let infinity = "\(value < 0 ? "-" : "")\(types.spell(scalarName(attributeType))).infinity"
                return valueType == "NSNumber" ? "NSNumber(value: \(infinity))" : infinity
            }
            if valueType == "NSNumber" { return "NSNumber(value: \(double(value)) as \(types.spell(scalarName(attributeType))))" }
            if isFloatingPoint { return double(value) }
            // An integer attribute whose default was written `0.0`.
            return String(Int64(value))
        case let .decimal(text):
            return text == "NaN" ? "NSDecimalNumber.notANumber" : "NSDecimalNumber(string: \(string(text)))"
        case let .boolean(bool):
            return valueType == "NSNumber" ? "NSNumber(value: \(bool))" : String(bool)
        case let .string(text):
            return string(text)
        case let .date(seconds):
            return "\(types.spell("Date"))(timeIntervalSinceReferenceDate: \(double(seconds)))"
        case let .uuid(uuid):
            let bytes = withUnsafeBytes(of: uuid.uuid) { Array($0) }
            return "\(types.spell("UUID"))(uuid: (" + bytes.map { String(format: "0x%02X", $0) }.joined(separator: ", ") + "))"
        case let .uri(text):
            // Valid under RFC 3986 (checked when the model was read), the text parses on every OS version; a value
            // from the model is still never force-unwrapped, so the unreachable fallback is the file system's root.
            let url = types.spell("URL")
            return "\(url)(string: \(string(text))) ?? \(url)(fileURLWithPath: \"/\")"
        }
    }

    /// What a property of `valueType` reads before a value is stored, where the type has such a value: `0`,
    /// `false`, `""`, an empty `Data`.
    static func emptyValue(of valueType: String, types: TypeSpelling) -> String? {
        switch valueType {
        case types.spell("Bool"): "false"
        case types.spell("Int16"), types.spell("Int32"), types.spell("Int64"), types.spell("Int"): "0"
        case types.spell("Double"), types.spell("Float"): "0.0"
        case types.spell("String"): "\"\""
        case types.spell("Data"): "\(types.spell("Data"))()"
        case "NSDecimalNumber": "NSDecimalNumber.zero"
        default: nil
        }
    }

    static func scalarName(_ type: AttributeType) -> String {
        switch type {
        case .integer16: "Int16"
        case .integer32: "Int32"
        case .integer64: "Int64"
        case .double: "Double"
        case .float: "Float"
        case .boolean: "Bool"
        default: "Double"
        }
    }
}
