/// The validation limits the model sets on one attribute (minimum and maximum values, lengths, a regular expression,
/// earliest and latest dates), as the pieces of `Limits`' constants and of its `validate…` function.
public struct AttributeLimits: Sendable {
    /// The attribute's name in the model, for the error thrown.
    public let attributeName: String
    /// The type of the constants and of the function's parameter: the value Core Data compares (`Int16`, `Double`,
    /// `Decimal`, `Date`, `String`), whatever the property's type (`NSNumber`, `NSDecimalNumber`, an enum).
    public let valueType: String
    /// `validateCode`: a static function of the class's `Limits`, never a method of the class (Core Data's key-value
    /// validation calls a method `validate<Key>:error:` of the object by its selector).
    public internal(set) var functionName: String
    public let checks: [LimitCheck]
}

/// One limit: a constant and the test of a value against it.
public struct LimitCheck: Sendable {
    /// Which limit, also the case of the model's limit error (`minimum`, `maximum`, `minimumLength`,
    /// `maximumLength`, `pattern`, `earliestDate`, `latestDate`).
    public let kind: String
    /// The constant: `codeMinimumLength`.
    public let constantName: String
    /// The constant's type: `valueType`, or `Int` for a length.
    public let constantType: String
    /// The constant's value as a Swift literal or expression made from the model's text (`2`, `"[A-Z]+"`,
    /// `Date(timeIntervalSinceReferenceDate: 0.0)`).
    public let value: String
    /// What is compared with the constant: `value`, or `value.utf16.count` for a length (Core Data measures a string
    /// as `NSString` does, in UTF-16 code units). Null for `pattern`, which is matched instead.
    public let operand: String?
    /// The operator under which the value breaks the limit (`<`, `>`); null for `pattern`.
    public let breaksWhen: String?
    /// The limit in words, for the constant's documentation (`at least 2 characters`, `at most 10`).
    public let summary: String
}
