import MogenModel
import MogenSupport

extension ContextBuilder {
    /// The property mogenerator 1.32 declares for `attribute` (its `machine.swift.motemplate` with the types of
    /// `NSAttributeDescription+typing` when generating Swift), with what did not compile made to: a transformable's
    /// class that is no Swift type name is `AnyObject`. A property read through its primitive value (its key is an
    /// `NSManagedObject` member's, renamed in Swift) is an object, `NSNumber` for a number, so that it reads nil
    /// before a value is stored.
    func mogeneratorAttribute(_ attribute: Attribute, usesPrimitiveAccessors: Bool) -> MogeneratorAttributeContext {
        let scalar: (signed: String, unsigned: String)? = switch attribute.type {
        case .integer16: ("Int16", "UInt16")
        case .integer32: ("Int32", "UInt32")
        case .integer64: ("Int64", "UInt64")
        case .double: ("Double", "Double")
        case .float: ("Float", "Float")
        case .boolean: ("Bool", "Bool")
        default: nil
        }
        let mark = attribute.isOptional ? "?" : "!"
        if let scalar {
            guard attribute.usesScalarValueType == true, !usesPrimitiveAccessors else {
                return MogeneratorAttributeContext(
                    type: "NSNumber", signedType: "NSNumber", optionalMark: mark, isOptionalScalar: false,
                    hasDefinedType: true, usesPrimitiveAccessors: usesPrimitiveAccessors)
            }
            let custom = attribute.userInfo[UserInfoKeys.scalarType]?.trimmingSpacesOnly
            let signed = custom ?? types.spell(scalar.signed)
            let unsigned = custom ?? types.spell(Self.hasNonNegativeMinimum(attribute) ? scalar.unsigned : scalar.signed)
            return MogeneratorAttributeContext(
                type: unsigned, signedType: signed, optionalMark: "", isOptionalScalar: attribute.isOptional,
                hasDefinedType: true, usesPrimitiveAccessors: false)
        }
        let type: String = switch attribute.type {
        case .transformable:
            AttributeTypeMapping.customClass(of: attribute).map { $0 == "NSObject" ? "AnyObject" : $0 } ?? "AnyObject"
        default:
            AttributeTypeMapping.map(attribute, types: types).valueType
        }
        return MogeneratorAttributeContext(
            type: type, signedType: type, optionalMark: mark, isOptionalScalar: false,
            hasDefinedType: attribute.type != .undefined, usesPrimitiveAccessors: usesPrimitiveAccessors)
    }

    /// `entity.mogenerator`: mogenerator's `userInfoKeyValues` (its `sanitizedUserInfo` less what the superentity
    /// has unchanged), sorted by key as mogenerator's dictionary enumeration is not.
    func mogeneratorEntity(_ entity: Entity) -> MogeneratorEntityContext {
        let parent = entity.parentName.flatMap { model.entity(named: $0) }
        let keys = entity.userInfo.entries.filter { entry in
            !entry.key.isEmpty && entry.key.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic
                || ("0"..."9").contains($0) || $0 == "_") }
                && parent?.userInfo[entry.key] != entry.value
        }.map(\.key)
        return MogeneratorEntityContext(userInfoKeys: Set(keys).sorted().map {
            PropertyKey(swiftName: SwiftNames.escaped($0), name: $0)
        })
    }

    /// mogenerator's `isUnsigned`: an integer attribute whose minimum value is 0 or more.
    private static func hasNonNegativeMinimum(_ attribute: Attribute) -> Bool {
        guard let minimum = attribute.minValueString.flatMap({ Int64($0.trimmingSpacesOnly) }) else { return false }
        return minimum >= 0
    }
}
