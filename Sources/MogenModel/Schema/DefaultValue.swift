import Foundation

/// An attribute's default value, parsed for its type.
public enum DefaultValue: Hashable, Sendable {
    case integer(Int64)
    /// Decimal keeps its text so no precision is lost (`0.10`).
    case decimal(String)
    case floatingPoint(Double)
    case boolean(Bool)
    case string(String)
    /// Seconds since 2001-01-01 00:00:00 UTC (`defaultDateTimeInterval`).
    case date(Double)
    case uuid(UUID)
    case uri(String)
}

extension Attribute {
    /// The result of reading `defaultValueString` (or `defaultDateTimeInterval`) for this attribute's type.
    public enum DefaultValueReading: Hashable, Sendable {
        case none
        case value(DefaultValue)
        case invalid(reason: String)
    }

    public var defaultValue: DefaultValue? {
        if case let .value(value) = readDefaultValue() { return value }
        return nil
    }

    public func readDefaultValue() -> DefaultValueReading {
        storage.properties.readDefaultValue()
    }
}

extension Attribute.Properties {
    func readDefaultValue() -> Attribute.DefaultValueReading {
        if type == .date {
            guard let interval = defaultDateTimeInterval else { return .none }
            guard let seconds = Double(interval.trimmingSpaces) else {
                return .invalid(reason: "defaultDateTimeInterval '\(interval)' is not a number of seconds")
            }
            return .value(.date(seconds))
        }
        guard let text = defaultValueString else { return .none }
        let trimmed = text.trimmingSpaces
        switch type {
        case .integer16, .integer32, .integer64:
            guard let value = Attribute.integer(trimmed) else {
                return .invalid(reason: "'\(text)' is not an integer")
            }
            let range = Attribute.integerRange(type)
            guard range.contains(value) else {
                return .invalid(reason: "\(value) does not fit in \(type.xmlName) (\(range.lowerBound)...\(range.upperBound))")
            }
            return .value(.integer(value))
        case .decimal:
            // Double's grammar first: Decimal(string:) accepts a prefix ("1,5" → 1).
            guard Double(trimmed) != nil, Decimal(string: trimmed) != nil else {
                return .invalid(reason: "'\(text)' is not a decimal number")
            }
            return .value(.decimal(trimmed))
        case .double, .float:
            guard let value = Double(trimmed), value.isFinite else {
                return .invalid(reason: "'\(text)' is not a number")
            }
            return .value(.floatingPoint(value))
        case .boolean:
            guard let value = XMLBool.parse(trimmed) else {
                return .invalid(reason: "'\(text)' is not YES or NO")
            }
            return .value(.boolean(value))
        case .string:
            return .value(.string(text))
        case .uuid:
            guard let uuid = UUID(uuidString: trimmed) else { return .invalid(reason: "'\(text)' is not a UUID") }
            return .value(.uuid(uuid))
        case .uri:
            guard URL(string: trimmed) != nil, !trimmed.isEmpty else { return .invalid(reason: "'\(text)' is not a URI") }
            return .value(.uri(trimmed))
        case .date, .binary, .transformable, .objectID, .composite, .undefined:
            return .invalid(reason: "attributes of type \(type.xmlName) cannot have a default value")
        }
    }

}

extension Attribute {
    /// Integers as Xcode writes them; `0.0` is accepted for an integer as Core Data does.
    static func integer(_ text: String) -> Int64? {
        if let value = Int64(text) { return value }
        if let value = Double(text), value.rounded() == value, abs(value) < 9.2e18 { return Int64(value) }
        return nil
    }

    static func integerRange(_ type: AttributeType) -> ClosedRange<Int64> {
        switch type {
        case .integer16: Int64(Int16.min)...Int64(Int16.max)
        case .integer32: Int64(Int32.min)...Int64(Int32.max)
        default: Int64.min...Int64.max
        }
    }
}
