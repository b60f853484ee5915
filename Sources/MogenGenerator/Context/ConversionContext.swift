/// An initializer call that turns a value into the one stored: `type(label: value)` (`NSDecimalNumber(decimal:)`,
/// `NSNumber(value:)`, an enum's `init(rawValue:)`, `NSOrderedSet(array:)`).
public struct ConversionContext: Sendable {
    public let type: String
    public let label: String
}
