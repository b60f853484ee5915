/// What `NSSecureUnarchiveFromDataTransformer` can decode: Apple documents its default `allowedTopLevelClasses` as
/// NSArray, NSDictionary, NSSet, NSString, NSNumber, NSDate, NSData, NSURL, NSUUID and NSNull
/// (https://developer.apple.com/documentation/foundation/nssecureunarchivefromdatatransformer/allowedtoplevelclasses).
/// Secure coding checks every object of the archive against that list, so `[Expression]` fails for `Expression`.
public enum SecureUnarchiving {
    /// The names a model uses for it: the registered name (`NSValueTransformerName.secureUnarchiveFromDataTransformerName`)
    /// and the class name.
    public static let transformerNames: Set<String> = ["NSSecureUnarchiveFromData", "NSSecureUnarchiveFromDataTransformer"]

    /// The deprecated unarchiving transformers (`NSValueTransformerName.unarchiveFromDataTransformerName`,
    /// `.keyedUnarchiveFromDataTransformerName`), which decode any class: what Xcode calls "a nil or insecure value
    /// transformer" (https://developer.apple.com/documentation/foundation/nsvaluetransformername).
    public static let insecureTransformerNames: Set<String> = ["NSUnarchiveFromData", "NSKeyedUnarchiveFromData"]

    /// Every transformer Foundation registers: the unarchivers and the Boolean ones (`NSNegateBoolean`, `NSIsNil`,
    /// `NSIsNotNil`). A model that names one of these needs no transformer of its own.
    public static let systemTransformerNames: Set<String> = transformerNames.union(insecureTransformerNames)
        .union(["NSNegateBoolean", "NSIsNil", "NSIsNotNil"])

    public static let allowedClassList = "NSArray, NSDictionary, NSSet, NSString, NSNumber, NSDate, NSData, NSURL, NSUUID and NSNull"

    /// The allowed classes and their common subclasses.
    static let allowedClasses: Set<String> = [
        "NSArray", "NSMutableArray", "NSDictionary", "NSMutableDictionary", "NSSet", "NSMutableSet", "NSString",
        "NSMutableString", "NSNumber", "NSDecimalNumber", "NSDate", "NSData", "NSMutableData", "NSURL", "NSUUID", "NSNull",
    ]

    /// The allowed classes, and the Swift types that bridge to them.
    static let allowed: Set<String> = allowedClasses.union(
        FoundationBridging.classOfType.filter { allowedClasses.contains($0.value) }.keys)

    /// Types that say nothing about what is stored: no finding for them.
    public static let untyped: Set<String> = ["Any", "AnyObject", "NSObject", "NSCoding", "NSSecureCoding"]

    /// The type names in a custom class (`[Expression]`, `[String: Tag]`, `App.Color`) that the transformer cannot
    /// decode, or nil when all can (or the type says nothing).
    public static func classesNotAllowed(in customClass: String) -> [String]? {
        let names = TypeExpression.names(in: customClass)
        guard !names.contains(where: untyped.contains) else { return nil }
        var outside: [String] = []
        for name in names where !allowed.contains(name) && !outside.contains(name) { outside.append(name) }
        return outside.isEmpty ? nil : outside
    }
}
