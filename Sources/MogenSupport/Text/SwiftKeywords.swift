/// Swift's keywords: words that must be escaped with backticks to be used as a property, parameter or type name.
/// Shared by the reader's checks of type names in the model and the generator's naming.
public enum SwiftKeywords {
    public static let words: WordSet = [
        // Declarations, statements, expressions and types.
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows",
        "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default",
        "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch",
        "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true",
        "try", "package", "consume", "copy", "discard", "each", "borrowing", "consuming",
    ]
}
