/// What `NSSecureUnarchiveFromDataTransformer` can decode: Apple documents its default `allowedTopLevelClasses` as
/// NSArray, NSDictionary, NSSet, NSString, NSNumber, NSDate, NSData, NSURL, NSUUID and NSNull
/// (https://developer.apple.com/documentation/foundation/nssecureunarchivefromdatatransformer/allowedtoplevelclasses).
/// Secure coding checks every object of the archive against that list, so `[Expression]` fails for `Expression`.
enum SecureUnarchiving {
    /// The names a model uses for it: the registered name (`NSValueTransformerName.secureUnarchiveFromDataTransformerName`)
    /// and the class name.
    static let transformerNames: Set<String> = ["NSSecureUnarchiveFromData", "NSSecureUnarchiveFromDataTransformer"]

    static let allowedClassList = "NSArray, NSDictionary, NSSet, NSString, NSNumber, NSDate, NSData, NSURL, NSUUID and NSNull"

    /// The allowed classes, their common subclasses, and the Swift types that bridge to them.
    static let allowed: Set<String> = [
        "NSArray", "NSMutableArray", "NSDictionary", "NSMutableDictionary", "NSSet", "NSMutableSet", "NSString",
        "NSMutableString", "NSNumber", "NSDecimalNumber", "NSDate", "NSData", "NSMutableData", "NSURL", "NSUUID", "NSNull",
        "Array", "Dictionary", "Set", "String", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16",
        "UInt32", "UInt64", "Double", "Float", "CGFloat", "Bool", "Decimal", "Date", "Data", "URL", "UUID",
    ]

    /// Types that say nothing about what is stored: no finding for them.
    static let untyped: Set<String> = ["Any", "AnyObject", "NSObject", "NSCoding", "NSSecureCoding"]

    /// The type names in a custom class (`[Expression]`, `[String: Tag]`, `App.Color`) that the transformer cannot
    /// decode, or nil when all can (or the type says nothing).
    static func classesNotAllowed(in customClass: String) -> [String]? {
        let names = TypeExpression.names(in: customClass)
        guard !names.contains(where: untyped.contains) else { return nil }
        var outside: [String] = []
        for name in names where !allowed.contains(name) && !outside.contains(name) { outside.append(name) }
        return outside.isEmpty ? nil : outside
    }
}
