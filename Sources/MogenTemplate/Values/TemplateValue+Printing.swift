extension TemplateValue {
    /// The text `{{ value }}` prints (Stencil's `stringify`): strings as they are, numbers in
    /// Swift's shortest form (`1.0`, `0.9411765`), `true`/`false`, nothing for `null`, arrays and
    /// dictionaries as Swift prints them (`["a", 1, nil]`).
    public var renderedString: String {
        switch self {
        case .string(let string): string
        default: describedForPrinting(nested: false)
        }
    }

    /// Appends ``renderedString`` to `output`, without an intermediate copy for strings.
    func write(to output: inout TemplateOutput) {
        switch self {
        case .string(let string): output.append(string)
        case .null: break
        case .int(let int): output.append(String(int))
        case .bool(let bool): output.append(bool ? "true" : "false")
        default: output.append(describedForPrinting(nested: false))
        }
    }

    /// Swift's description of the value; nested values use their debug form, as Swift's
    /// `Array.description` does (strings quoted and escaped, `nil` spelled out).
    private func describedForPrinting(nested: Bool) -> String {
        switch self {
        case .null: nested ? "nil" : ""
        case .bool(let bool): bool ? "true" : "false"
        case .int(let int): String(int)
        case .double(let double): double.description
        case .float(let float): float.description
        case .string(let string): nested ? string.debugDescription : string
        case .array(let elements):
            "[" + elements.map { $0.describedForPrinting(nested: true) }.joined(separator: ", ") + "]"
        case .dictionary(let entries):
            // Swift prints dictionaries in hash order; sorting keys makes the output reproducible.
            entries.isEmpty
                ? "[:]"
                : "[" + entries.keys.sorted().map { key in
                    key.debugDescription + ": " + (entries[key] ?? .null).describedForPrinting(nested: true)
                }.joined(separator: ", ") + "]"
        case .object(let object): object.templateDescription
        }
    }

    /// The form Swift uses for a value nested in a collection or tuple: strings quoted.
    var nestedDescription: String {
        describedForPrinting(nested: true)
    }

    /// How Swift's string interpolation shows a value in an error message (`nil` for null).
    var interpolatedDescription: String {
        isNull ? "nil" : renderedString
    }
}
