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
    /// types Xcode leaves untyped.
    static func map(_ attribute: Attribute) -> MappedAttributeType {
        let scalar = attribute.usesScalarValueType == true
        switch attribute.type {
        case .integer16: return scalar ? .init(valueType: "Int16", isScalar: true) : .init(valueType: "NSNumber", isScalar: false)
        case .integer32: return scalar ? .init(valueType: "Int32", isScalar: true) : .init(valueType: "NSNumber", isScalar: false)
        case .integer64: return scalar ? .init(valueType: "Int64", isScalar: true) : .init(valueType: "NSNumber", isScalar: false)
        case .double: return scalar ? .init(valueType: "Double", isScalar: true) : .init(valueType: "NSNumber", isScalar: false)
        case .float: return scalar ? .init(valueType: "Float", isScalar: true) : .init(valueType: "NSNumber", isScalar: false)
        case .boolean: return scalar ? .init(valueType: "Bool", isScalar: true) : .init(valueType: "NSNumber", isScalar: false)
        case .decimal: return .init(valueType: "NSDecimalNumber", isScalar: false)
        case .string: return .init(valueType: "String", isScalar: false)
        case .date: return .init(valueType: "Date", isScalar: false)
        case .binary: return .init(valueType: "Data", isScalar: false)
        case .uuid: return .init(valueType: "UUID", isScalar: false)
        case .uri: return .init(valueType: "URL", isScalar: false)
        case .objectID: return .init(valueType: "NSManagedObjectID", isScalar: false)
        case .composite: return .init(valueType: "[String: Any]", isScalar: false)
        case .undefined: return .init(valueType: "NSObject", isScalar: false)
        case .transformable:
            let custom = attribute.customClassName?.trimmingCharacters(in: .whitespaces)
                ?? attribute.userInfo[UserInfoKeys.transformableClass]
            if let custom, isTypeName(custom) { return .init(valueType: custom, isScalar: false) }
            return .init(valueType: "NSObject", isScalar: false)
        }
    }

    /// The Swift type of a predicate variable.
    static func swiftType(of type: PredicateValueType, classNames: [String: String]) -> String {
        switch type {
        case let .attribute(attributeType, customClassName):
            switch attributeType {
            case .integer16: return "Int16"
            case .integer32: return "Int32"
            case .integer64: return "Int64"
            case .double: return "Double"
            case .float: return "Float"
            case .boolean: return "Bool"
            case .decimal: return "NSDecimalNumber"
            case .string: return "String"
            case .date: return "Date"
            case .binary: return "Data"
            case .uuid: return "UUID"
            case .uri: return "URL"
            case .objectID: return "NSManagedObjectID"
            case .transformable: return customClassName.flatMap { isTypeName($0) ? $0 : nil } ?? "Any"
            case .composite, .undefined: return "Any"
            }
        case let .object(entityName):
            return classNames[entityName] ?? "NSManagedObject"
        case let .collection(element):
            return "[\(swiftType(of: element, classNames: classNames))]"
        case .unknown:
            return "Any"
        }
    }

    /// `UIColor`, `[String]`, `[String: Int]`, `App.Expression`: something a user could mean as a type, as opposed to
    /// the broken values seen in real models (`.`, `UnCloudNotes.`).
    static func isTypeName(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, let last = text.unicodeScalars.last,
            first != ".", last != ".", !text.isEmpty
        else { return false }
        var depth = 0
        for scalar in text.unicodeScalars {
            switch scalar {
            case "[", "<", "(": depth += 1
            case "]", ">", ")":
                depth -= 1
                if depth < 0 { return false }
            case "_", ".", ":", ",", " ", "?": break
            default:
                if !(scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)) { return false }
            }
        }
        return depth == 0
    }
}
