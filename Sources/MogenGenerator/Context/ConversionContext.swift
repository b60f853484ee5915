/// An initializer call that turns a value into the one stored: `type(label: value)` (`NSDecimalNumber(decimal:)`,
/// `NSNumber(value:)`, an enum's `init(rawValue:)`, `NSOrderedSet(array:)`).
package struct ConversionContext: Sendable {
    package let type: String
    package let label: String
}
