import MogenModel

/// The Swift type SwiftGen names for an attribute (`typeName`): without optionality, which templates add.
/// Numbers are `NSNumber` unless the attribute uses a scalar type; `Decimal` is always `NSDecimalNumber`; a
/// transformable is its custom class, else `AnyObject`.
enum SwiftGenTypeName {
    /// The attribute types SwiftGen's parser accepts. Any other (`Undefined`, `ObjectID`, `Composite`, or no type)
    /// stops it reading the model.
    static let knownTypes: Set<AttributeType> = [
        .integer16, .integer32, .integer64, .decimal, .double, .float, .string, .boolean, .date, .binary,
        .transformable, .uri, .uuid,
    ]

    static func typeName(of attribute: Attribute) -> String {
        let scalar = attribute.usesScalarValueType ?? false
        switch attribute.type {
        case .integer16: return scalar ? "Int16" : "NSNumber"
        case .integer32: return scalar ? "Int32" : "NSNumber"
        case .integer64: return scalar ? "Int64" : "NSNumber"
        case .double: return scalar ? "Double" : "NSNumber"
        case .float: return scalar ? "Float" : "NSNumber"
        case .boolean: return scalar ? "Bool" : "NSNumber"
        case .decimal: return "NSDecimalNumber"
        case .string: return "String"
        case .date: return "Date"
        case .binary: return "Data"
        case .uri: return "URL"
        case .uuid: return "UUID"
        case .transformable: return attribute.customClassName ?? "AnyObject"
        // Never reached for a model SwiftGen reads: these types stop its parser (see `knownTypes`).
        case .objectID, .composite, .undefined: return ""
        }
    }
}
