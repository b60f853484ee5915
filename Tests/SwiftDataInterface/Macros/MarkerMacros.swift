// @Attribute, @Relationship and @Transient add nothing themselves: their arguments are type-checked against the
// macros' declarations, and @Model copies @Attribute's and @Relationship's into the schema metadata, where SwiftData's
// expansion uses them. #Unique and #Index expand to the schema declarations SwiftData writes for them, so their key
// paths are type-checked against the model.
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

public struct MarkerMacro: PeerMacro {
    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] { [] }
}

public struct UniqueMacro: DeclarationMacro {
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        [schemaDeclaration("Unique", of: node, in: context)]
    }
}

public struct IndexMacro: DeclarationMacro {
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        [schemaDeclaration("Index", of: node, in: context)]
    }
}

/// A static property holding the `Schema.Unique` or `Schema.Index` of the macro's model and arguments.
func schemaDeclaration(
    _ kind: String, of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
) -> DeclSyntax {
    let model = node.genericArgumentClause?.arguments.first?.argument.trimmedDescription ?? "Self"
    let type: TypeSyntax = "SwiftData.Schema.\(raw: kind)<\(raw: model)>"
    return "static var \(context.makeUniqueName(kind)): \(type) { \(type)(\(node.arguments.trimmed)) }"
}
