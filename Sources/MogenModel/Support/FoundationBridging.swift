/// The Foundation class behind each Swift type that bridges to one. An archive made by `NSKeyedArchiver` records
/// classes, not Swift types: a `[String: Date]` is archived as an NSDictionary of NSString keys and NSDate values, so
/// the classes a secure unarchiver must allow for a Swift type are the Foundation classes it bridges to. The table is
/// Apple's, "Working with Foundation Types"
/// (https://developer.apple.com/documentation/swift/working-with-foundation-types), plus the standard library's
/// numbers and `Bool`, which bridge to NSNumber.
public enum FoundationBridging {
    public static let classOfType: [String: String] = [
        "Array": "NSArray", "Dictionary": "NSDictionary", "Set": "NSSet", "String": "NSString",
        "Int": "NSNumber", "Int8": "NSNumber", "Int16": "NSNumber", "Int32": "NSNumber", "Int64": "NSNumber",
        "UInt": "NSNumber", "UInt8": "NSNumber", "UInt16": "NSNumber", "UInt32": "NSNumber", "UInt64": "NSNumber",
        "Double": "NSNumber", "Float": "NSNumber", "CGFloat": "NSNumber", "Bool": "NSNumber",
        "Decimal": "NSDecimalNumber", "Date": "NSDate", "Data": "NSData", "URL": "NSURL", "UUID": "NSUUID",
        "AffineTransform": "NSAffineTransform", "Calendar": "NSCalendar", "CharacterSet": "NSCharacterSet",
        "DateComponents": "NSDateComponents", "DateInterval": "NSDateInterval", "IndexPath": "NSIndexPath",
        "IndexSet": "NSIndexSet", "Locale": "NSLocale", "Measurement": "NSMeasurement", "Notification": "NSNotification",
        "PersonNameComponents": "NSPersonNameComponents", "TimeZone": "NSTimeZone", "URLComponents": "NSURLComponents",
        "URLQueryItem": "NSURLQueryItem", "URLRequest": "NSURLRequest",
    ]

    /// Geometry and range structs, which bridge to no class of their own: an archive holds each as an `NSValue`
    /// (`NSValue(point:)`, `NSValue(cgRect:)`, `NSValue(range:)`), so a secure unarchiver allows `NSValue`, never the
    /// struct, which is not a class at all.
    public static let valueWrappedTypes: Set<String> = [
        "CGPoint", "CGSize", "CGRect", "CGVector", "CGAffineTransform", "NSPoint", "NSSize", "NSRect", "NSRange",
        "NSEdgeInsets", "UIEdgeInsets", "NSDirectionalEdgeInsets", "UIOffset", "CATransform3D",
    ]

    /// The Foundation class a type name stands for in an archive: the class it bridges to, `NSValue` for a struct
    /// archived in one, or the name itself.
    public static func archivedClass(of name: String) -> String {
        classOfType[name] ?? (valueWrappedTypes.contains(name) ? "NSValue" : name)
    }
}
