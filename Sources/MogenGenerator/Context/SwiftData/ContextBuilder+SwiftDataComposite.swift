import MogenModel
import MogenSupport

// Composite attributes in SwiftData classes. SwiftData stores a `Codable` struct property of a `@Model` class as a
// composite attribute (`Schema.CompositeAttribute`,
// https://developer.apple.com/documentation/swiftdata/schema/compositeattribute), through its Codable conformance;
// Core Data's composite (`NSCompositeAttributeDescription`,
// https://developer.apple.com/documentation/coredata/nscompositeattributedescription) stores its elements by name, a
// nested composite nested. So each composite a class uses is a struct whose `CodingKeys` are the elements' names
// (`buildComposites(_:typing:)` with `.swiftData`), and the attribute's property is that struct. Its properties
// have the elements' names too, but for the few mogen renames (`selfValue`; Apple does not document whether
// SwiftData follows coding keys, Docs/SwiftData.md).
extension ContextBuilder {
    /// Why SwiftData cannot store `element` (not itself a composite) in a composite's struct, or nil.
    static func swiftDataElementProblem(_ element: Attribute) -> String? {
        switch element.type {
        case .transformable:
            "is Transformable: Core Data stores it as the data its value transformer makes, and SwiftData encodes a "
                + "composite's elements through the struct's Codable conformance, with no value transformer"
        case .objectID: "is an Object ID, which SwiftData has no type for"
        case .undefined: "is Undefined, and the struct's property needs a type"
        default: nil
        }
    }

    /// Why SwiftData cannot store the composite `name` as a struct, or nil: a composite that contains itself or names
    /// one the model lacks, or an element it cannot hold (nested ones included, named by their path: `Place.origin.x`).
    func swiftDataCompositeProblem(_ name: String) -> String? {
        swiftDataCompositeProblemWithLocation(name)?.reason
    }

    /// `swiftDataCompositeProblem`, with the element it lies in, if any.
    private func swiftDataCompositeProblemWithLocation(_ name: String) -> (reason: String, element: Attribute?)? {
        guard let composite = model.composite(named: name) else {
            return ("the model has no composite named \(MessageText.quoted(name))", nil)
        }
        if containsItself(name) {
            return ("its composite \(MessageText.quoted(name)) contains itself, or nests a composite the model lacks, and "
                + "no struct can hold it", nil)
        }
        func problem(in composite: Composite, path: String) -> (reason: String, element: Attribute?)? {
            for element in composite.attributes {
                let elementPath = path + "." + element.name
                if element.type == .composite {
                    if let nested = element.compositeName.flatMap(model.composite(named:)),
                        let problem = problem(in: nested, path: elementPath)
                    {
                        return problem
                    }
                } else if let reason = Self.swiftDataElementProblem(element) {
                    return ("its composite \(MessageText.quoted(name))'s element \(MessageText.quoted(elementPath)) "
                        + reason + ", so the struct SwiftData stores cannot be Codable", element)
                }
            }
            return nil
        }
        return problem(in: composite, path: name)
    }

    /// The struct of a composite attribute in a SwiftData class, or why SwiftData cannot store it.
    func swiftDataCompositeType(of attribute: Attribute) -> Result<String, SwiftDataTypes.Unsupported> {
        if let typeName = compositeStruct(of: attribute) { return .success(typeName) }
        let problem = attribute.compositeName.flatMap(swiftDataCompositeProblemWithLocation)
        return .failure(SwiftDataTypes.Unsupported(
            problem?.reason ?? "it names no composite",
            fix: "keep the model's Core Data classes (--template swift), or give the element a type SwiftData "
                + "stores (Docs/SwiftData.md, \"Composite attributes\") in a new model version",
            notes: problem?.element.map { [DiagnosticNote("the element is declared here", at: $0.location)] } ?? []))
    }

    /// Whether `attribute` is a composite attribute that SwiftData classes store as a struct mogen declares.
    func isSwiftDataComposite(_ attribute: Attribute) -> Bool {
        forSwiftData && compositeStruct(of: attribute) != nil
    }

    /// The elements of a composite attribute's struct as text for its version hash (`{x:Double,y:Double,z:Double?}`,
    /// nested composites nested), so that versions whose composite differs differ; empty for another attribute.
    func swiftDataCompositeSignature(of attribute: Attribute) -> String {
        guard isSwiftDataComposite(attribute), let name = attribute.compositeName else { return "" }
        var visiting: Set<String> = []
        func signature(_ name: String) -> String {
            guard let composite = model.composite(named: name), visiting.insert(name).inserted else { return "" }
            defer { visiting.remove(name) }
            return "{" + composite.attributes.map { element in
                element.name + ":" + (element.type == .composite ? signature(element.compositeName ?? "")
                    : element.type.xmlName) + (element.isOptional ? "?" : "")
            }.joined(separator: ",") + "}"
        }
        return signature(name)
    }

    /// Names a SwiftData composite's struct does not take (it gets `Composite` appended): the names the SwiftData
    /// set's code prints as written or declares for the model (SwiftData's types, its macros, the container and the
    /// migration plan).
    func swiftDataReservedTypeNames(_ modelSwiftName: String) -> Set<String> {
        Set(Self.swiftDataHiddenNames.keys).union(TypeSpelling.printedAsWritten)
            .union(["Model", "Attribute", "Relationship", "Transient", "Unique", "Index", "Predicate", "SortDescriptor"])
            .union([modelSwiftName + "Container", modelSwiftName + "ContainerFactory", modelSwiftName + "MigrationPlan"])
    }

    /// `model.swiftData.composites`: the structs of the composites the SwiftData classes use, with SwiftData's types.
    func buildSwiftDataComposites(integers: SwiftDataOptions.Integers) -> [CompositeContext] {
        buildComposites(model.composites.filter { compositeTypes[$0.name] != nil }, typing: .swiftData(integers))
    }

    /// The structs of an older version's composites (`older`, a builder of that version) that differ from the
    /// current version's of the same name: other elements, or a nested composite that differs. The version's enum
    /// declares them, so its classes (nested in it too) find them before the top-level structs, which are the
    /// current version's.
    func differingComposites(of older: ContextBuilder, integers: SwiftDataOptions.Integers) -> [CompositeContext] {
        func shape(_ composite: CompositeContext) -> [String] {
            composite.elements.map { "\($0.name) \($0.swiftName): \($0.swiftType)" }
        }
        let current = Dictionary(
            buildSwiftDataComposites(integers: integers).map { ($0.typeName, shape($0)) }, uniquingKeysWith: { first, _ in first })
        let composites = older.buildSwiftDataComposites(integers: integers)
        let byType = Dictionary(composites.map { ($0.typeName, $0) }, uniquingKeysWith: { first, _ in first })
        var differs: [String: Bool] = [:]
        // Nested composites contain no cycle (a composite that contains itself has no struct).
        func check(_ composite: CompositeContext) -> Bool {
            if let known = differs[composite.typeName] { return known }
            let result = current[composite.typeName] != shape(composite) || composite.elements.contains { element in
                element.compositeTypeName.flatMap { byType[$0] }.map(check) ?? false
            }
            differs[composite.typeName] = result
            return result
        }
        return composites.filter(check)
    }
}
