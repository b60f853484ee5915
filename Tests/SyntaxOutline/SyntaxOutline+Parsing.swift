import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

extension SyntaxOutline {
    /// Parses `source` with swift-syntax's parser, as the compiler's own front end does.
    init(source: String) {
        let tree = Parser.parse(source: source)
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        errors = ParseDiagnosticsGenerator.diagnostics(for: tree).map { diagnostic in
            let location = diagnostic.location(converter: converter)
            return "\(location.line):\(location.column): \(diagnostic.message)"
        }
        for item in tree.statements {
            // Anything but a declaration (a statement, an expression, or a kind a later parser adds) is code that runs.
            if case .decl = item.item { continue }
            let line = converter.location(for: item.positionAfterSkippingLeadingTrivia).line
            fileScopeStatements.append("\(line): \(item.trimmedDescription.prefix(120))")
        }
        var declarationCollector = DeclarationCollector()
        declarationCollector.walk(tree)
        declarations = declarationCollector.declarations
        var words = Set<String>()
        for token in tree.tokens(viewMode: .sourceAccurate) {
            switch token.tokenKind {
            case .stringSegment(let text):
                // The lexer ends a segment at each escape; the literal's text is one "…" all the same.
                if shape.last != "\"…\"" { shape.append("\"…\"") }
                literalSegments.append(text)
            case .identifier, .keyword, .dollarIdentifier:
                words.insert(token.text)
                shape.append(token.text)
            default:
                shape.append(token.text)
            }
        }
        codeWords = words.sorted()
    }
}

/// Declarations, each named by the types that enclose it.
private struct DeclarationCollector {
    var declarations: [String] = []

    mutating func walk(_ tree: SourceFileSyntax) {
        for item in tree.statements {
            if case .decl(let declaration) = item.item { visit(declaration, in: []) }
        }
    }

    private mutating func visit(_ declaration: DeclSyntax, in path: [String]) {
        func record(_ kind: String, _ name: String) {
            declarations.append("\(kind) \((path + [name]).joined(separator: "."))")
        }
        func members(_ block: MemberBlockSyntax, named name: String) {
            for member in block.members { visit(member.decl, in: path + [name]) }
        }
        if let node = declaration.as(ExtensionDeclSyntax.self) {
            let extended = node.extendedType.trimmedDescription
            let conditions = node.genericWhereClause.map { " " + $0.trimmedDescription } ?? ""
            declarations.append("extension \((path + [extended]).joined(separator: "."))\(conditions)")
            members(node.memberBlock, named: extended)
        } else if let group = declaration.asProtocol(DeclGroupSyntax.self), let named = declaration.asProtocol(NamedDeclSyntax.self) {
            // A class, struct, enum, actor or protocol: its keyword, its name, its members.
            record(group.introducer.text, named.name.text)
            members(group.memberBlock, named: named.name.text)
        } else if let node = declaration.as(VariableDeclSyntax.self) {
            for binding in node.bindings {
                record(node.bindingSpecifier.text, binding.pattern.trimmedDescription)
            }
        } else if let node = declaration.as(FunctionDeclSyntax.self) {
            record("func", node.name.text + Self.labels(node.signature.parameterClause))
        } else if let node = declaration.as(InitializerDeclSyntax.self) {
            record("init", "init" + Self.labels(node.signature.parameterClause))
        } else if let node = declaration.as(SubscriptDeclSyntax.self) {
            record("subscript", "subscript" + Self.labels(node.parameterClause))
        } else if let node = declaration.as(EnumCaseDeclSyntax.self) {
            for element in node.elements { record("case", element.name.text) }
        } else if let node = declaration.as(TypeAliasDeclSyntax.self) {
            record("typealias", node.name.text)
        } else if let node = declaration.as(AssociatedTypeDeclSyntax.self) {
            record("associatedtype", node.name.text)
        } else if let node = declaration.as(ImportDeclSyntax.self) {
            declarations.append("import \(node.path.trimmedDescription)")
        } else if let node = declaration.as(IfConfigDeclSyntax.self) {
            for clause in node.clauses {
                let condition = clause.condition?.trimmedDescription ?? ""
                declarations.append("\(clause.poundKeyword.text) \(condition)".trimmingTrailingSpace)
                switch clause.elements {
                case .statements(let items):
                    for item in items { if case .decl(let inner) = item.item { visit(inner, in: path) } }
                case .decls(let block):
                    for member in block { visit(member.decl, in: path) }
                default:
                    break
                }
            }
            declarations.append("#endif")
        } else {
            declarations.append("\(declaration.kind) \((path + ["?"]).joined(separator: "."))")
        }
    }

    /// `(label:label:)`, as Swift names a function.
    private static func labels(_ clause: FunctionParameterClauseSyntax) -> String {
        "(" + clause.parameters.map { "\($0.firstName.text):" }.joined() + ")"
    }
}

private extension String {
    var trimmingTrailingSpace: String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
