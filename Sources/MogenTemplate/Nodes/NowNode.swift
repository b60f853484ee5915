import Foundation

/// `{% now %}` or `{% now "yyyy-MM-dd" %}`: the current date, formatted with `DateFormatter`
/// (default format `yyyy-MM-dd 'at' HH:mm`). Upstream registers it on Apple platforms only.
struct NowNode: TemplateNode {
    let format: Operand

    static func compile(_ parser: TemplateParser, _ token: Token) throws -> NowNode {
        let components = token.components
        guard components.count <= 2 else {
            throw TemplateError(reason: "'now' tags may only have one argument: the format string.")
        }
        return NowNode(format: Operand(components.count == 2 ? components[1] : "\"yyyy-MM-dd 'at' HH:mm\""))
    }

    func render(into output: inout String, context: RenderContext) throws {
        guard case .string(let format)? = try self.format.resolve(in: context) else { return }
        let formatter = DateFormatter()
        formatter.dateFormat = format
        output += formatter.string(from: Date())
    }
}
