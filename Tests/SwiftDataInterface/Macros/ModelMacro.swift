// @Model: what SwiftData's macro adds to a class, as far as type-checking sees it
// (https://developer.apple.com/documentation/swiftdata/model()): the PersistentModel and Observable conformances,
// the backing data and its accessor, the schema metadata (which carries each @Attribute's and @Relationship's
// arguments, so they are type-checked as SwiftData's expansion type-checks them), init(backingData:), and
// @_PersistedProperty on every stored property that is not @Transient.
import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

public struct ModelMacro: MemberMacro, MemberAttributeMacro, ExtensionMacro {
    public static func expansion(
        of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax,
        conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let name = declaration.typeName else {
            throw MacroExpansionErrorMessage("'@Model' can only be applied to a class")
        }
        let access = accessLevel(of: declaration)
        // The metadata's default values stay nil: the property's own initializer type-checks its initial value.
        let persisted = declaration.storedProperties.filter { !$0.isTransient && !$0.name.hasPrefix("_") }
        let metadata = persisted.map { property in
            "SwiftData.Schema.PropertyMetadata(name: \"\(property.name)\", keypath: \\\(name).\(property.name), "
                + "defaultValue: nil, metadata: \(schemaProperty(of: property)))"
        }
        let noValues = persisted.map { "\($0.storageName) = _SwiftDataNoType()" }
        let isFinal = declaration.modifiers.contains { $0.name.text == "final" }
        let metadataBody = "[\n" + metadata.map { "    \($0)" }.joined(separator: ",\n") + "\n]"
        if declaration.superclassName != nil {
            // A model subclass (iOS 26): the backing data and the registrar are its superclass's.
            return [
                """
                nonisolated \(raw: access)override class var schemaMetadata: [SwiftData.Schema.PropertyMetadata] {
                    \(raw: metadataBody)
                }
                """,
                """
                nonisolated \(raw: access)required init(backingData: any SwiftData.BackingData<_SwiftDataRootModel>) {
                    \(raw: noValues.joined(separator: "\n"))
                    super.init(backingData: backingData)
                }
                """,
                "struct _SwiftDataNoType {}",
            ]
        }
        return [
            "@Transient nonisolated(unsafe) private var _$backingData: any SwiftData.BackingData<\(raw: name)> = \(raw: name).createBackingData()",
            """
            nonisolated public var persistentBackingData: any SwiftData.BackingData<\(raw: name)> {
                get { _$backingData }
                set { _$backingData = newValue }
            }
            """,
            """
            nonisolated \(raw: access)\(raw: isFinal ? "static" : "class") var schemaMetadata: [SwiftData.Schema.PropertyMetadata] {
                \(raw: metadataBody)
            }
            """,
            """
            nonisolated \(raw: access)required init(backingData: any SwiftData.BackingData<\(raw: name)>) {
                \(raw: noValues.joined(separator: "\n"))
                self.persistentBackingData = backingData
            }
            """,
            "@Transient nonisolated private let _$observationRegistrar = Observation.ObservationRegistrar()",
            "\(raw: access)typealias _SwiftDataRootModel = \(raw: name)",
            "struct _SwiftDataNoType {}",
        ]
    }

    public static func expansion(
        of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
        providingAttributesFor member: some DeclSyntaxProtocol, in context: some MacroExpansionContext
    ) throws -> [AttributeSyntax] {
        guard let property = StoredProperty(member), !property.isTransient, !property.name.hasPrefix("_") else {
            return []
        }
        return ["@_PersistedProperty"]
    }

    public static func expansion(
        of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax, providingExtensionsOf type: some TypeSyntaxProtocol,
        conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        // `protocols` holds only the conformances the class does not have yet (a subclass inherits its superclass's).
        let names = protocols.map(\.trimmedDescription)
        var extensions: [ExtensionDeclSyntax] = []
        if names.contains(where: { $0.hasSuffix("PersistentModel") }) {
            extensions.append(try ExtensionDeclSyntax("extension \(type.trimmed): nonisolated SwiftData.PersistentModel {}"))
        }
        if names.contains(where: { $0.hasSuffix("Observable") }) {
            extensions.append(try ExtensionDeclSyntax("extension \(type.trimmed): nonisolated Observation.Observable {}"))
        }
        return extensions
    }

    /// public for public and open classes (a public protocol's requirements), package for package ones.
    static func accessLevel(of declaration: some DeclGroupSyntax) -> String {
        let modifiers = declaration.modifiers.map(\.name.text)
        if modifiers.contains("public") || modifiers.contains("open") { return "public " }
        if modifiers.contains("package") { return "package " }
        return ""
    }

    /// The schema property a persisted property's attribute describes, built from the attribute's own arguments.
    static func schemaProperty(of property: StoredProperty) -> String {
        if let attribute = property.attribute(named: "Relationship") {
            return "SwiftData.Schema.Relationship(\(attribute.arguments?.trimmedDescription ?? ""))"
        }
        if let attribute = property.attribute(named: "Attribute") {
            return "SwiftData.Schema.Attribute(\(attribute.arguments?.trimmedDescription ?? ""))"
        }
        return "nil"
    }
}
