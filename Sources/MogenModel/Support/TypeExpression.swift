/// A Swift type as a model writes it for a transformable's custom class (`[Expression]`, `[String: App.Tag]`).
public enum TypeExpression {
    /// The type names it mentions, without modules: `[String: App.Tag]` → String, Tag.
    public static func names(in type: String) -> [String] {
        type.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") }).map { part in
            String(part.split(separator: ".").last ?? part)
        }
    }
}
