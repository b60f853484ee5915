import Foundation
import MogenModel

/// The Swift type of an attribute, before optionality, enums and typealiases.
struct MappedAttributeType {
    /// `Int16`, `String`, `NSNumber`, `[CalculatorExpression]`, …
    var valueType: String
    /// Whether the type is a Swift scalar (`Int16`, `Bool`, …), which `@NSManaged` cannot make optional.
    var isScalar: Bool
}

enum AttributeTypeMapping {
    /// The type Xcode would use for the attribute (with "Use Scalar Type" honoured), and mogen's mapping of the
    /// types Xcode leaves untyped; standard types are spelled as `types` says.
    static func map(_ attribute: Attribute, types: TypeSpelling = TypeSpelling(declared: [])) -> MappedAttributeType {
        let scalar = attribute.usesScalarValueType == true
        func scalarType(_ name: String) -> MappedAttributeType {
            scalar ? .init(valueType: types.spell(name), isScalar: true) : .init(valueType: "NSNumber", isScalar: false)
        }
        func object(_ name: String) -> MappedAttributeType { .init(valueType: types.spell(name), isScalar: false) }
        switch attribute.type {
        case .integer16: return scalarType("Int16")
        case .integer32: return scalarType("Int32")
        case .integer64: return scalarType("Int64")
        case .double: return scalarType("Double")
        case .float: return scalarType("Float")
        case .boolean: return scalarType("Bool")
        case .decimal: return .init(valueType: "NSDecimalNumber", isScalar: false)
        case .string: return object("String")
        case .date: return object("Date")
        case .binary: return object("Data")
        case .uuid: return object("UUID")
        case .uri: return object("URL")
        case .objectID: return .init(valueType: "NSManagedObjectID", isScalar: false)
        case .composite: return .init(valueType: "[\(types.spell("String")): Any]", isScalar: false)
        case .undefined: return .init(valueType: "NSObject", isScalar: false)
        case .transformable:
            return .init(valueType: customClass(of: attribute) ?? "NSObject", isScalar: false)
        }
    }

    /// A transformable's custom class (`customClassName`, else mogenerator's userInfo `attributeValueClassName`),
    /// when it is a type name.
    static func customClass(of attribute: Attribute) -> String? {
        guard let custom = writtenCustomClass(of: attribute), TypeExpression.isValid(custom) else { return nil }
        return custom
    }

    /// A transformable's custom class as the model writes it, whether or not it is a type name.
    static func writtenCustomClass(of attribute: Attribute) -> String? {
        attribute.customClassName?.trimmingCharacters(in: .whitespaces) ?? attribute.userInfo[UserInfoKeys.transformableClass]
    }

    /// Attribute types `Codable` does not cover: their Swift types are not `Codable`, or not known to be. (A composite
    /// whose struct is `Codable` is coded through the struct's typed accessor.)
    static let uncodable: Set<AttributeType> = [.transformable, .composite, .objectID, .undefined]

    /// The Swift type of a predicate variable.
    static func swiftType(
        of type: PredicateValueType, classNames: [String: String], types: TypeSpelling = TypeSpelling(declared: [])
    ) -> String {
        switch type {
        case let .attribute(attributeType, customClassName):
            switch attributeType {
            case .integer16: return types.spell("Int16")
            case .integer32: return types.spell("Int32")
            case .integer64: return types.spell("Int64")
            case .double: return types.spell("Double")
            case .float: return types.spell("Float")
            case .boolean: return types.spell("Bool")
            case .decimal: return "NSDecimalNumber"
            case .string: return types.spell("String")
            case .date: return types.spell("Date")
            case .binary: return types.spell("Data")
            case .uuid: return types.spell("UUID")
            case .uri: return types.spell("URL")
            case .objectID: return "NSManagedObjectID"
            case .transformable: return customClassName.flatMap { TypeExpression.isValid($0) ? $0 : nil } ?? "Any"
            case .composite, .undefined: return "Any"
            }
        case let .object(entityName):
            return classNames[entityName] ?? "NSManagedObject"
        case let .collection(element):
            return "[\(swiftType(of: element, classNames: classNames, types: types))]"
        case .unknown:
            return "Any"
        }
    }

    /// The type of a predicate variable as an object: numbers and Booleans are `NSNumber` (mogenerator's binding
    /// types); everything else as `swiftType(of:)` spells it.
    static func objectType(
        of type: PredicateValueType, classNames: [String: String], types: TypeSpelling = TypeSpelling(declared: [])
    ) -> String {
        switch type {
        case let .attribute(attributeType, _)
        where [.integer16, .integer32, .integer64, .double, .float, .boolean].contains(attributeType):
            return "NSNumber"
        case let .collection(element):
            return "[\(objectType(of: element, classNames: classNames, types: types))]"
        default:
            return swiftType(of: type, classNames: classNames, types: types)
        }
    }
}
