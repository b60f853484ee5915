/// Turns a template's tokens into nodes. Tag compilers receive it to consume their bodies and
/// to compile the expressions in their tags.
public final class TemplateParser {
    private let tokens: [Token]
    private var position = 0
    private let registry: TemplateRegistry
    private let trimBehaviour: TrimBehaviour
    /// ``TemplateLimits/maximumExpressionDepth``.
    private let maximumExpressionDepth: Int
    /// End tags the enclosing tags are waiting for, innermost last (for suggestions).
    private var awaitedEndTags: [Set<String>] = []
    /// Labels of the `for` tags whose bodies are being parsed (`nil` when unlabelled).
    private(set) var openLoopLabels: [String?] = []

    /// Tags nested deeper than this are rejected rather than risking the stack.
    static let maximumNesting = 200

    init(tokens: [Token], registry: TemplateRegistry, trimBehaviour: TrimBehaviour, maximumExpressionDepth: Int) {
        self.tokens = tokens
        self.registry = registry
        self.trimBehaviour = trimBehaviour
        self.maximumExpressionDepth = maximumExpressionDepth
    }

    /// Parses nodes up to a block tag whose first word is one of `endTags`, and returns that
    /// tag's token (consumed), or `nil` if the template ended first. With no end tags, parses
    /// to the end of the template.
    public func parseNodes(until endTags: Set<String> = []) throws -> (nodes: NodeList, endTag: Token?) {
        guard awaitedEndTags.count < Self.maximumNesting else {
            throw TemplateError(reason: "Tags nested more than \(Self.maximumNesting) levels deep")
        }
        awaitedEndTags.append(endTags)
        defer { awaitedEndTags.removeLast() }

        var nodes: [RenderNode] = []
        var nodeTokens: [Token?] = []
        while position < tokens.count {
            let index = position
            let token = tokens[index]
            position += 1
            switch token.kind {
            case .text:
                let text = trimmedText(at: index)
                if !text.isEmpty {
                    nodes.append(TextNode(text: text))
                    // Text fails only by exceeding the output limit, which is reported there.
                    nodeTokens.append(token)
                }
            case .variable:
                nodes.append(try located(at: token) { try VariableNode.compile(self, token) })
                nodeTokens.append(token)
            case .comment:
                continue
            case .block:
                guard let first = token.components.first else { continue }
                if endTags.contains(first) {
                    return (NodeList(nodes: nodes, tokens: nodeTokens), token)
                }
                let compile = try tagCompiler(for: token)
                let node = try located(at: token) { try compile(self, token) }
                nodes.append((node as? RenderNode) ?? CustomNode(node))
                nodeTokens.append(token)
            }
        }
        return (NodeList(nodes: nodes, tokens: nodeTokens), nil)
    }

    /// Parses the body of a `for` loop labelled `label`, so that `break` and `continue` inside
    /// it are accepted.
    func parseLoopBody(label: String?, until endTags: Set<String>) throws -> (nodes: NodeList, endTag: Token?) {
        openLoopLabels.append(label)
        defer { openLoopLabels.removeLast() }
        return try parseNodes(until: endTags)
    }

    private func tagCompiler(for token: Token) throws -> TemplateExtension.TagCompiler {
        let name = token.tagName ?? ""
        if let compile = registry.tags[name] { return compile }
        let candidates = Array(registry.tags.keys) + awaitedEndTags.joined()
        let similar = suggestions(for: name, among: candidates)
        throw TemplateError(
            reason: "Unknown template tag '\(name)'",
            location: token.location,
            suggestions: similar,
            notes: similar.isEmpty ? [] : ["did you mean \(similar.map { "'\($0)'" }.joined(separator: " or "))?"]
        )
    }

    private func located<Result>(at token: Token, _ body: () throws -> Result) throws -> Result {
        do {
            return try body()
        } catch {
            throw TemplateError.located(error, at: token.span)
        }
    }

    /// A text token trimmed according to its neighbours: only block tags trim, each side by its
    /// own marker (`-` everything, `+` nothing) or else the environment's behaviour.
    private func trimmedText(at index: Int) -> String {
        var start = TrimBehaviour.Trim.nothing
        if index > 0, tokens[index - 1].kind == .block {
            start = trim(for: tokens[index - 1].trailingMarker, default: trimBehaviour.trailing)
        }
        var end = TrimBehaviour.Trim.nothing
        if index + 1 < tokens.count, tokens[index + 1].kind == .block {
            end = trim(for: tokens[index + 1].leadingMarker, default: trimBehaviour.leading)
        }
        return TextTrimming.trim(tokens[index].contents, start: start, end: end)
    }

    private func trim(for marker: Token.WhitespaceMarker, default fallback: TrimBehaviour.Trim) -> TrimBehaviour.Trim {
        switch marker {
        case .unspecified: fallback
        case .trim: .whitespaceAndNewLines
        case .keep: .nothing
        }
    }

    // MARK: Expressions

    /// Compiles `value|filter:args…` (no range), for custom tags. Errors point at the
    /// expression inside `token`.
    public func compileFilterExpression(_ text: String, in token: Token) throws -> TemplateExpression {
        TemplateExpression(node: try filterNode(text, in: token))
    }

    /// Compiles a range `A...B` (each side a filter expression) or a filter expression, as
    /// `for`, `set` and `call` read their values.
    public func compileExpression(_ text: String, in token: Token) throws -> TemplateExpression {
        TemplateExpression(node: try valueNode(text, in: token))
    }

    /// Compiles the words of a Boolean expression (`a and not b`, `x in list`).
    public func compileCondition(_ components: some Collection<String>, in token: Token) throws -> Condition {
        Condition(root: try testNode(components, in: token))
    }

    func filterNode(_ text: String, in token: Token) throws -> ValueNode {
        do {
            return try MogenTemplate.compileFilterExpression(text, lookup: registry.filter(named:))
        } catch {
            throw TemplateError.located(error, at: token.span(of: text))
        }
    }

    func valueNode(_ text: String, in token: Token) throws -> ValueNode {
        let sides = text.split(onEvery: "...")
        if sides.count == 2 {
            return RangeValue(text: text, from: try filterNode(sides[0], in: token), to: try filterNode(sides[1], in: token))
        }
        return try filterNode(text, in: token)
    }

    func testNode(_ components: some Collection<String>, in token: Token) throws -> TestNode {
        do {
            return try ConditionParser.parse(ArraySlice(components), maximumDepth: maximumExpressionDepth) { component in
                try valueNode(component, in: token)
            }
        } catch {
            throw TemplateError.located(error, at: token.span)
        }
    }

    /// Compiles a filter expression at render time (the `filter` filter), with this
    /// environment's filters.
    static func compileFilterExpression(_ text: String, registry: TemplateRegistry) throws -> ValueNode {
        try MogenTemplate.compileFilterExpression(text, lookup: registry.filter(named:))
    }
}

extension String {
    /// The pieces between occurrences of `separator` (empty pieces kept), matching whole
    /// UTF-8 sequences, so a separator never splits a character's encoding.
    func split(onEvery separator: String) -> [String] {
        let bytes = Array(utf8)
        let pattern = Array(separator.utf8)
        guard !pattern.isEmpty, bytes.count >= pattern.count else { return [self] }
        var pieces: [String] = []
        var pieceStart = 0
        var index = 0
        while index <= bytes.count - pattern.count {
            if bytes[index] == pattern[0], bytes[index..<(index + pattern.count)].elementsEqual(pattern) {
                pieces.append(String(decoding: bytes[pieceStart..<index], as: UTF8.self))
                index += pattern.count
                pieceStart = index
            } else {
                index += 1
            }
        }
        pieces.append(String(decoding: bytes[pieceStart...], as: UTF8.self))
        return pieces
    }
}
