import MogenModel
import MogenSupport

extension ContextBuilder {
    /// The composites the generated classes use (directly, or nested in one they use), in the model's order.
    func usedComposites(of entities: [Entity]) -> [Composite] {
        var used: Set<String> = []
        var pending = entities.flatMap(\.allAttributes).filter { $0.type == .composite }.compactMap(\.compositeName)
        while let name = pending.popLast() {
            guard used.insert(name).inserted, let composite = model.composite(named: name) else { continue }
            pending += composite.attributes.filter { $0.type == .composite }.compactMap(\.compositeName)
        }
        return model.composites.filter { used.contains($0.name) && !containsItself($0.name) }
    }

    /// Whether the composite contains itself, directly or through nested composites, or names one the model lacks:
    /// no struct can hold it (a struct cannot contain itself), and its attributes keep only their dictionaries.
    func containsItself(_ name: String) -> Bool {
        var visiting: [String] = []
        func check(_ name: String) -> Bool {
            if visiting.contains(name) { return true }
            guard let composite = model.composite(named: name) else { return true }
            visiting.append(name)
            defer { visiting.removeLast() }
            return composite.attributes.contains { $0.type == .composite && check($0.compositeName ?? "") }
        }
        return check(name)
    }

    /// The struct of a composite attribute, when its composite has one (`compositeTypes`); nil for another attribute.
    func compositeStruct(of attribute: Attribute) -> String? {
        guard attribute.type == .composite, let name = attribute.compositeName else { return nil }
        return compositeTypes[name]
    }

    /// Each used composite's struct name: its name as a type name, with `Composite` appended while it clashes with a
    /// type the code declares or names (a class, an enum, the model's own types) or another composite's struct.
    func compositeTypeNames(for composites: [Composite], reserved: Set<String>) -> [String: String] {
        var taken = reserved
        var names: [String: String] = [:]
        for composite in composites {
            var name = SwiftNames.sanitized(SwiftNames.upperFirst(composite.name))
            if name == "_" || SwiftNames.keywords.contains(name) { name += "Composite" }
            while taken.contains(name) { name += "Composite" }
            taken.insert(name)
            names[composite.name] = name
        }
        return names
    }

    /// How an element becomes a stored property of its struct, which differs between the template sets that declare
    /// composite structs: Core Data's classes store the dictionary Core Data reads (`NSNumber` for a non-scalar number,
    /// `AttributeTypeMapping`), SwiftData's classes store the struct itself, with SwiftData's value types
    /// (`SwiftDataTypes.valueType`).
    enum CompositeElementTyping {
        /// The `swift` set's structs, read from and written to Core Data's dictionaries.
        case coreData
        /// The `swiftdata` set's structs, which SwiftData stores through their `Codable` conformance.
        case swiftData(SwiftDataOptions.Integers)

        /// Names an element's property must not take: the members every struct of the set declares, and `self`.
        var memberNames: Set<String> {
            switch self {
            case .coreData: ContextBuilder.compositeMemberNames
            case .swiftData: ["CodingKeys", "self"]
            }
        }
    }

    /// The type, kind and default of an element that is not a composite; nil when the set's struct cannot hold it
    /// (a SwiftData struct holds only what `SwiftDataTypes.valueType` stores; `swiftDataCompositeProblem` says why).
    func compositeElementType(
        _ element: Attribute, typing: CompositeElementTyping
    ) -> (valueType: String, kind: ElementKind, defaultValue: String?)? {
        switch typing {
        case .coreData:
            let valueType = AttributeTypeMapping.map(element, types: types).valueType
            let defaultValue = element.defaultValue.flatMap {
                SwiftLiteral.defaultValue($0, valueType: valueType, attributeType: element.type, types: types)
            }
            return (valueType, Self.elementKind(element), defaultValue)
        case let .swiftData(integers):
            guard Self.swiftDataElementProblem(element) == nil,
                case let .success(valueType) = SwiftDataTypes.valueType(of: element, integers: integers, types: types)
            else { return nil }
            // Swift's own value types: Sendable, Hashable and Codable.
            return (valueType, .plain, SwiftDataTypes.defaultValue(of: element, valueType: valueType, types: types))
        }
    }

    /// The structs' contexts, once `compositeTypes` and `types` are decided; `typing`: the template set's element types.
    func buildComposites(_ composites: [Composite], typing: CompositeElementTyping = .coreData) -> [CompositeContext] {
        var contexts: [String: CompositeContext] = [:]
        let memberNames = typing.memberNames
        // Nested composites first, so that a composite's conformances can depend on its elements'.
        func build(_ composite: Composite) -> CompositeContext? {
            if let built = contexts[composite.name] { return built }
            guard let typeName = compositeTypes[composite.name] else { return nil }
            var isSendable = true, isEquatable = true, isCodable = true, isHashable = true
            var elements: [CompositeContext.Element] = []
            for element in composite.attributes {
                let plain = SwiftNames.sanitized(element.name)
                // The struct's own members keep their names; an element named like one gets `Value` appended.
                let swiftName = SwiftNames.escaped(memberNames.contains(plain) ? plain + "Value" : plain)
                var valueType: String
                var nestedType: String? = nil
                var defaultValue: String? = nil
                if element.type == .composite {
                    guard let nested = model.composite(named: element.compositeName ?? "").flatMap(build) else { continue }
                    valueType = nested.typeName
                    nestedType = nested.typeName
                    isSendable = isSendable && nested.isSendable
                    isEquatable = isEquatable && nested.isEquatable
                    isCodable = isCodable && nested.isCodable
                    isHashable = isHashable && nested.isHashable
                } else {
                    guard let typed = compositeElementType(element, typing: typing) else { continue }
                    valueType = typed.valueType
                    defaultValue = typed.defaultValue
                    isSendable = isSendable && typed.kind == .plain
                    isCodable = isCodable && typed.kind == .plain
                    isHashable = isHashable && typed.kind == .plain
                    isEquatable = isEquatable && typed.kind != .opaque
                }
                elements.append(CompositeContext.Element(
                    name: element.name, nameLiteral: SwiftLiteral.string(element.name), swiftName: swiftName,
                    swiftType: valueType + (element.isOptional ? "?" : ""), valueType: valueType,
                    isOptional: element.isOptional, defaultValue: defaultValue ?? (element.isOptional ? "nil" : nil),
                    compositeTypeName: nestedType))
            }
            let context = CompositeContext(
                name: composite.name, typeName: typeName, isSendable: isSendable, isEquatable: isEquatable,
                isHashable: isHashable, isCodable: isCodable, elements: elements)
            contexts[composite.name] = context
            return context
        }
        return composites.compactMap(build)
    }

    /// Names an element's property must not take: members every composite struct of the `swift` set declares, and
    /// `self`, which as the initializer's parameter would hide the struct (`self.x = x` in its body).
    static let compositeMemberNames: Set<String> = ["dictionary", "Keys", "self"]

    /// What an element's Swift type allows: a plain value type (`Sendable`, `Equatable`, `Codable`), a Foundation
    /// class that is only `Equatable` (`NSNumber`, `NSDecimalNumber`), or a type mogen knows nothing of.
    enum ElementKind { case plain, equatableObject, opaque }

    static func elementKind(_ element: Attribute) -> ElementKind {
        switch element.type {
        case .integer16, .integer32, .integer64, .double, .float, .boolean:
            element.usesScalarValueType == true ? .plain : .equatableObject
        case .string, .date, .binary, .uuid, .uri: .plain
        case .decimal: .equatableObject
        case .transformable, .objectID, .undefined, .composite: .opaque
        }
    }

    /// The typed accessor of a composite attribute: its Swift name with `Value` appended (`placeValue`), with `Value`
    /// appended again while a property of the class's hierarchy (ancestors and subentities) has the name.
    func compositeAccessorName(plainName: String, in entity: Entity) -> String {
        let family = [entity] + entity.superentityNames.compactMap { model.entity(named: $0) }
            + model.entities.filter { $0.isSubentity(of: entity.name) }
        var taken: Set<String> = []
        for member in family {
            for attribute in member.attributes {
                taken.insert(naming(of: attribute.name, userInfo: attribute.userInfo, in: member).plainName)
            }
            for relationship in member.relationships {
                let naming = naming(of: relationship.name, userInfo: relationship.userInfo, in: member)
                taken.insert(naming.plainName)
                taken.insert(naming.plainName + "Array")
            }
            for fetched in member.fetchedProperties {
                taken.insert(naming(of: fetched.name, userInfo: fetched.userInfo, in: member).plainName)
            }
        }
        var name = plainName + "Value"
        while taken.contains(name) { name += "Value" }
        return SwiftNames.escaped(name)
    }
}
