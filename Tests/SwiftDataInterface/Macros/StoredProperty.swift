// What the macros read from a property declaration: its name, type, initial value and SwiftData attributes.
import SwiftSyntax

struct StoredProperty {
    let name: String
    let type: TypeSyntax?
    let initialValue: ExprSyntax?
    let attributes: AttributeListSyntax
    let isLet: Bool

    /// The single-binding stored property `declaration` declares, or nil (computed, several bindings, static).
    init?(_ declaration: some DeclSyntaxProtocol) {
        guard let variable = declaration.as(VariableDeclSyntax.self), variable.bindings.count == 1,
            let binding = variable.bindings.first,
            let identifier = binding.pattern.as(IdentifierPatternSyntax.self)
        else { return nil }
        let modifiers = variable.modifiers.map(\.name.text)
        if modifiers.contains("static") || modifiers.contains("class") || modifiers.contains("lazy") { return nil }
        if let accessors = binding.accessorBlock?.accessors {
            // Observers (willSet/didSet) keep a property stored; a getter makes it computed.
            guard case let .accessors(list) = accessors,
                list.allSatisfy({ ["willSet", "didSet"].contains($0.accessorSpecifier.text) })
            else { return nil }
        }
        name = identifier.identifier.text
        type = binding.typeAnnotation?.type
        initialValue = binding.initializer?.value
        attributes = variable.attributes
        isLet = variable.bindingSpecifier.tokenKind == .keyword(.let)
    }

    /// The arguments of the attribute `@name(...)` on the property, or nil when it has none.
    func attribute(named attributeName: String) -> AttributeSyntax? {
        for element in attributes {
            guard case let .attribute(attribute) = element else { continue }
            let written = attribute.attributeName.trimmedDescription
            if written == attributeName || written == "SwiftData." + attributeName { return attribute }
        }
        return nil
    }

    var isTransient: Bool { attribute(named: "Transient") != nil }

    /// The backing storage's name: `_name`, without the backticks of an escaped name (`` `Type` `` → `_Type`).
    var storageName: String { "_" + name.filter { $0 != "`" } }

    /// Transformable attributes are read and written through a value transformer, whatever their type.
    var isTransformable: Bool {
        attribute(named: "Attribute")?.arguments?.trimmedDescription.contains("transformable") ?? false
    }
}

extension DeclGroupSyntax {
    /// The type's name as written (a class of a macro's attachment).
    var typeName: String? { self.as(ClassDeclSyntax.self)?.name.text }

    /// The superclass of a model class: the first inherited type, unless it is one of the protocols a model class
    /// commonly adopts (the macro sees syntax, not types; SwiftData's own macro has the same limitation).
    var superclassName: String? {
        guard let first = inheritanceClause?.inheritedTypes.first?.type.trimmedDescription else { return nil }
        let protocols: Set<String> = [
            "Codable", "Decodable", "Encodable", "Hashable", "Equatable", "Identifiable", "Sendable", "Comparable",
            "CustomStringConvertible", "CustomDebugStringConvertible", "Observable", "PersistentModel",
            "SwiftData.PersistentModel", "Swift.Codable", "Swift.Decodable", "Swift.Encodable", "Swift.Hashable",
            "Swift.Equatable", "Swift.Identifiable", "Swift.Sendable", "@unchecked Sendable",
        ]
        return protocols.contains(first) ? nil : first
    }

    var storedProperties: [StoredProperty] {
        memberBlock.members.compactMap { StoredProperty($0.decl) }
    }
}
