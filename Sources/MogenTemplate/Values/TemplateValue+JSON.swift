import Foundation

/// A JSON object held something that has no template value (not produced by `JSONSerialization`).
public struct UnsupportedJSONValueError: Error, CustomStringConvertible, Sendable {
    public let typeName: String
    public var description: String { "Unsupported JSON value of type \(typeName)" }
}

extension TemplateValue {
    /// Converts `JSONSerialization` output (or the same shapes built in Swift): strings →
    /// ``string(_:)``, integers → ``int(_:)``, other numbers → ``double(_:)``, `true`/`false` →
    /// ``bool(_:)``, `null` → ``null``, arrays and objects recursively.
    ///
    /// `JSONSerialization` returns every number as an `NSNumber` (on Linux even `1` reads as a
    /// `Bool`), so the kind is taken from the number's own storage type, not from casts.
    public init(jsonObject: Any) throws {
        switch jsonObject {
        case let string as String:
            self = .string(string)
        case let number as NSNumber:
            self = Self.value(of: number)
        case is NSNull:
            self = .null
        case let dictionary as [String: Any]:
            var entries: [String: TemplateValue] = [:]
            entries.reserveCapacity(dictionary.count)
            for (key, value) in dictionary {
                entries[key] = try TemplateValue(jsonObject: value)
            }
            self = .dictionary(entries)
        case let array as [Any]:
            self = .array(try array.map { try TemplateValue(jsonObject: $0) })
        default:
            throw UnsupportedJSONValueError(typeName: String(describing: type(of: jsonObject)))
        }
    }

    /// Parses JSON text (any top-level value) into a template value.
    public init(jsonData: Data) throws {
        let object = try JSONSerialization.jsonObject(with: jsonData, options: [.fragmentsAllowed])
        try self.init(jsonObject: object)
    }

    private static let booleanNumberClass: AnyClass = type(of: NSNumber(value: true))

    private static func value(of number: NSNumber) -> TemplateValue {
        if type(of: number) == booleanNumberClass {
            return .bool(number.boolValue)
        }
        if let decimal = number as? NSDecimalNumber {
            // Linux's JSONSerialization reads large negative integers as decimals (type "d").
            let integer = decimal.int64Value
            let isInteger = decimal.compare(NSDecimalNumber(value: integer)) == .orderedSame
            return isInteger ? .int(Int(integer)) : .double(decimal.doubleValue)
        }
        switch UInt8(bitPattern: number.objCType.pointee) {
        case UInt8(ascii: "d"):
            return .double(number.doubleValue)
        case UInt8(ascii: "f"):
            return .float(number.floatValue)
        case UInt8(ascii: "Q"), UInt8(ascii: "L"), UInt8(ascii: "I"):
            // Unsigned storage: beyond Int.max the value only fits a Double.
            let unsigned = number.uint64Value
            return unsigned <= UInt64(Int.max) ? .int(Int(unsigned)) : .double(Double(unsigned))
        default:
            return .int(number.intValue)
        }
    }
}
