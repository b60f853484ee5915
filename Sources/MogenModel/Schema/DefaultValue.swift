import Foundation

/// An attribute's default value, parsed for its type.
public enum DefaultValue: Hashable, Sendable {
    case integer(Int64)
    /// Decimal keeps its text so no precision is lost (`0.10`); `NaN` is `NSDecimalNumber.notANumber`.
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
        /// Written as Xcode writes a default of this type.
        case value(DefaultValue)
        /// Written in a way Xcode does not write for this type (`"NO"` for an integer, a Binary default): `value`
        /// is what Core Data's model compiler makes of it (nil when it keeps no default), `reason` says why.
        case converted(DefaultValue?, reason: String)
    }

    /// The default value Core Data gives new objects, if any.
    public var defaultValue: DefaultValue? {
        switch readDefaultValue() {
        case .none: nil
        case let .value(value): value
        case let .converted(value, _): value
        }
    }

    public func readDefaultValue() -> DefaultValueReading {
        properties.readDefaultValue()
    }
}

extension Attribute.Properties {
    /// Reads the default as Core Data's model compiler does: with `NSString`'s scanners for numbers and booleans
    /// (`integerValue`, `boolValue`, `doubleValue`), `NSDecimalNumber(string:)` for decimals, the
    /// `defaultDateTimeInterval` for dates, and no default for the types that cannot have one (see
    /// `Docs/Diagnostics.md`, "Default values").
    func readDefaultValue() -> Attribute.DefaultValueReading {
        if type == .date {
            guard let interval = defaultDateTimeInterval else { return .none }
            if let seconds = Double(interval.trimmingSpaces), seconds.isFinite { return .value(.date(seconds)) }
            let seconds = FoundationNumberText.doubleValue(interval)
            return .converted(seconds.isFinite ? .date(seconds) : nil,
                reason: "defaultDateTimeInterval \(quoted: interval) is not a number of seconds; Core Data reads it as "
                    + (seconds.isFinite ? SwiftDouble.text(seconds) : "no date"))
        }
        guard let text = defaultValueString else { return .none }
        // What Xcode writes, read without Foundation's scanner.
        if type.isInteger, let exact = Int64(text), Attribute.integerRange(type).contains(exact) {
            return .value(.integer(exact))
        }
        let trimmed = text.trimmingSpaces
        switch type {
        case .integer16, .integer32, .integer64:
            let scanned = FoundationNumberText.integerValue(text)
            let range = Attribute.integerRange(type)
            let exact = Int64(trimmed) ?? Double(trimmed).flatMap { $0 == Double(scanned) ? scanned : nil }
            if let exact, range.contains(exact) { return .value(.integer(exact)) }
            if range.contains(scanned) {
                return .converted(.integer(scanned), reason: "\(quoted: text) is not an integer; Core Data reads it as \(scanned)")
            }
            let fitted = Attribute.truncated(scanned, to: type)
            return .converted(.integer(fitted),
                reason: "\(scanned) does not fit in \(type.xmlName) (\(range.lowerBound)...\(range.upperBound)); Core Data "
                    + "keeps \(scanned), which the property reads as \(fitted)")
        case .decimal:
            // Double's grammar first: Decimal(string:) accepts a prefix ("1,5" → 1).
            if Double(trimmed) != nil, Decimal(string: trimmed) != nil { return .value(.decimal(trimmed)) }
            guard let prefix = FoundationNumberText.decimalPrefix(text) else {
                return .converted(.decimal("NaN"), reason: "\(quoted: text) is not a decimal number; Core Data reads it as NaN")
            }
            return .converted(.decimal(prefix), reason: "\(quoted: text) is not a decimal number; Core Data reads it as \(bare: prefix)")
        case .double, .float:
            if let value = Double(trimmed), value.isFinite { return .value(.floatingPoint(value)) }
            let scanned = FoundationNumberText.doubleValue(text)
            return .converted(.floatingPoint(scanned),
                reason: "\(quoted: text) is not a number; Core Data reads it as \(SwiftDouble.text(scanned))")
        case .boolean:
            if let value = XMLBool.parse(trimmed) { return .value(.boolean(value)) }
            let value = FoundationNumberText.boolValue(text)
            return .converted(.boolean(value), reason: "\(quoted: text) is not YES or NO; Core Data reads it as \(value ? "YES" : "NO")")
        case .string:
            return .value(.string(text))
        case .uuid:
            guard let uuid = UUID(uuidString: trimmed) else {
                return .converted(nil, reason: "\(quoted: text) is not a UUID; Core Data keeps no default")
            }
            return .value(.uuid(uuid))
        case .uri:
            guard let url = URL(string: trimmed), !trimmed.isEmpty else {
                return .converted(nil, reason: "\(quoted: text) is not a URI; Core Data keeps no default")
            }
            // Since the iOS 17 SDK, URL(string:) percent-encodes what RFC 3986 does not allow (a space); built with an
            // earlier SDK, it returns nil for such text (https://developer.apple.com/documentation/foundation/url/init(string:)).
            // The encoded text parses under either, so it is the default mogen writes.
            guard URL(string: trimmed, encodingInvalidCharacters: false) != nil else {
                return .converted(.uri(url.absoluteString), reason: "\(quoted: text) is not a valid URI as written; "
                    + "apps built with the iOS 17 SDK or later read it as \(quoted: url.absoluteString), earlier ones as no "
                    + "value: write \(quoted: url.absoluteString) in the model")
            }
            return .value(.uri(trimmed))
        case .date, .binary, .transformable, .objectID, .composite, .undefined:
            return .converted(nil, reason: "attributes of type \(type.xmlName) have no default value; Core Data ignores \(quoted: text)")
        }
    }
}

extension Attribute {
    static func integerRange(_ type: AttributeType) -> ClosedRange<Int64> {
        switch type {
        case .integer16: Int64(Int16.min)...Int64(Int16.max)
        case .integer32: Int64(Int32.min)...Int64(Int32.max)
        default: Int64.min...Int64.max
        }
    }

    /// What an `Int16`/`Int32` property reads from a stored number too large for it (`NSNumber.shortValue`,
    /// `intValue`: the low bits).
    static func truncated(_ value: Int64, to type: AttributeType) -> Int64 {
        switch type {
        case .integer16: Int64(Int16(truncatingIfNeeded: value))
        case .integer32: Int64(Int32(truncatingIfNeeded: value))
        default: value
        }
    }
}

/// A `Double` in messages: `0`, `2.5`, `1e+20`.
enum SwiftDouble {
    static func text(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : "\(value)"
    }
}
