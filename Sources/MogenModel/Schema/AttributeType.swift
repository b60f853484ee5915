/// The `attributeType` of an attribute, as Core Data defines them.
public enum AttributeType: Hashable, Sendable, CustomStringConvertible {
    case integer16, integer32, integer64
    case decimal, double, float
    case string, boolean, date, binary
    case transformable, uri, uuid
    case objectID
    case composite
    /// No `attributeType` written; only legal on transient attributes.
    case undefined

    /// All types, in the order of Xcode's type menu.
    public static let all: [AttributeType] = [
        .undefined, .integer16, .integer32, .integer64, .decimal, .double, .float, .string, .boolean, .date,
        .binary, .uuid, .uri, .transformable, .objectID, .composite,
    ]

    /// The spelling used in model files.
    public var xmlName: String {
        switch self {
        case .integer16: "Integer 16"
        case .integer32: "Integer 32"
        case .integer64: "Integer 64"
        case .decimal: "Decimal"
        case .double: "Double"
        case .float: "Float"
        case .string: "String"
        case .boolean: "Boolean"
        case .date: "Date"
        case .binary: "Binary"
        case .transformable: "Transformable"
        case .uri: "URI"
        case .uuid: "UUID"
        case .objectID: "ObjectID"
        case .composite: "Composite"
        case .undefined: "Undefined"
        }
    }

    public var description: String { xmlName }

    public init?(xmlName: String) {
        switch xmlName {
        case "Integer 16": self = .integer16
        case "Integer 32": self = .integer32
        case "Integer 64": self = .integer64
        case "Decimal": self = .decimal
        case "Double": self = .double
        case "Float": self = .float
        case "String": self = .string
        case "Boolean": self = .boolean
        case "Date": self = .date
        case "Binary": self = .binary
        case "Transformable": self = .transformable
        case "URI": self = .uri
        case "UUID": self = .uuid
        case "ObjectID": self = .objectID
        case "Composite": self = .composite
        case "Undefined": self = .undefined
        default: return nil
        }
    }

    public var isInteger: Bool { self == .integer16 || self == .integer32 || self == .integer64 }

    /// Types Core Data can store as a Swift scalar (`usesScalarValueType`).
    public var hasScalarRepresentation: Bool {
        isInteger || self == .double || self == .float || self == .boolean
    }

    public var isNumeric: Bool { isInteger || self == .decimal || self == .double || self == .float }
}
