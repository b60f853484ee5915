/// `{% break [label] %}` and `{% continue [label] %}`: end, or skip to the next iteration
/// of, the innermost loop or the loop with that label. The rest of every enclosing body stops
/// rendering; output already produced is kept.
final class LoopControlNode: RenderNode, @unchecked Sendable {
    let isBreak: Bool
    let label: String?

    init(isBreak: Bool, label: String?) {
        self.isBreak = isBreak
        self.label = label
    }

    static func compile(_ parser: TemplateParser, _ token: Token) throws -> LoopControlNode {
        let components = token.components
        guard components.count <= 2 else {
            throw TemplateError(reason: "'\(token.contents)' can accept only one parameter")
        }
        let label = components.count == 2 ? components[1] : nil
        // Stencil only counts loops whose tag starts with `for`, rejecting a `break` directly
        // inside a labelled loop; here any open loop counts, and a label must name one.
        let insideLoop = label.map { parser.openLoopLabels.contains($0) } ?? !parser.openLoopLabels.isEmpty
        guard insideLoop else {
            throw TemplateError(reason: "'\(token.contents)' can be used only inside loop body")
        }
        return LoopControlNode(isBreak: components[0] == "break", label: label)
    }

    override func render(into output: inout TemplateOutput, context: RenderContext) throws {
        if let label {
            guard context.runningLoops.contains(label) else {
                throw TemplateError(reason: "No loop labeled '\(label)' is currently running")
            }
        } else if context.runningLoops.isEmpty {
            throw TemplateError(reason: "No loop is currently running")
        }
        context.loopInterrupt = isBreak ? .breakLoop(label: label) : .continueLoop(label: label)
    }
}
