// @_PersistedProperty, which @Model attaches to each stored property that is not @Transient: the property becomes a
// computed one over the model's backing data, with an `init` accessor that initializes a peer stored property of an
// empty type, as SwiftData's expansion does. An initializer that leaves the property without a value is rejected
// ("return from initializer without initializing all stored properties"), and a type SwiftData cannot store (not
// Codable, not a PersistentModel or a collection of them) finds no getValue/setValue(forKey:) overload.
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

public struct PersistedPropertyMacro: AccessorMacro, PeerMacro {
    public static func expansion(
        of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [AccessorDeclSyntax] {
        guard let property = StoredProperty(declaration) else { return [] }
        let name = property.name
        let storageName = property.storageName
        let transformable = property.isTransformable ? "Transformable" : ""
        let isSubclass = context.lexicalContext.first?.as(ClassDeclSyntax.self)?.superclassName != nil
        if isSubclass {
            // A subclass's initializer sets its own properties before super.init, when the backing data (its
            // superclass's) cannot be reached yet.
            return [
                """
                @storageRestrictions(initializes: \(raw: storageName))
                init(initialValue) {
                    \(raw: storageName) = _SwiftDataNoType()
                }
                """,
                "get { self.get\(raw: transformable)Value(forKey: \\.\(raw: name)) }",
                "set { self.set\(raw: transformable)Value(forKey: \\.\(raw: name), to: newValue) }",
            ]
        }
        return [
            """
            @storageRestrictions(accesses: _$backingData, initializes: \(raw: storageName))
            init(initialValue) {
                _$backingData.setValue(forKey: \\.\(raw: name), to: initialValue)
                \(raw: storageName) = _SwiftDataNoType()
            }
            """,
            """
            get {
                _$observationRegistrar.access(self, keyPath: \\.\(raw: name))
                return self.get\(raw: transformable)Value(forKey: \\.\(raw: name))
            }
            """,
            """
            set {
                _$observationRegistrar.withMutation(of: self, keyPath: \\.\(raw: name)) {
                    self.set\(raw: transformable)Value(forKey: \\.\(raw: name), to: newValue)
                }
            }
            """,
        ]
    }

    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let property = StoredProperty(declaration) else { return [] }
        return ["@Transient private var \(raw: property.storageName): _SwiftDataNoType"]
    }
}
