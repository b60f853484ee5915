import Foundation

/// `{% now %}` or `{% now "yyyy-MM-dd" %}`: the current date, formatted with `DateFormatter`
/// (default format `yyyy-MM-dd 'at' HH:mm`). Upstream registers it on Apple platforms only.
final class NowNode: RenderNode, @unchecked Sendable {
    let format: ValueNode

    init(format: ValueNode) {
        self.format = format
    }

    static func compile(_ parser: TemplateParser, _ token: Token) throws -> NowNode {
        let components = token.components
        guard components.count <= 2 else {
            throw TemplateError(reason: "'now' tags may only have one argument: the format string.")
        }
        return NowNode(format: compileOperand(components.count == 2 ? components[1] : "\"yyyy-MM-dd 'at' HH:mm\""))
    }

    override func render(into output: inout TemplateOutput, context: RenderContext) throws {
        guard case .string(let format)? = try self.format.resolve(in: context, strictly: false) else { return }
        let formatter = DateFormatter()
        formatter.dateFormat = format
        output.append(formatter.string(from: Date()))
    }
}
