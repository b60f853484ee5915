import MogenSupport

/// What a plain scalar means, by YAML 1.1's rules as SwiftGen's YAML reader applies them.
enum YAMLScalar {
    static let nulls: Set<String> = ["", "~", "null", "Null", "NULL"]
    static let trues: Set<String> = ["true", "True", "TRUE", "yes", "Yes", "YES", "on", "On", "ON"]
    static let falses: Set<String> = ["false", "False", "FALSE", "no", "No", "NO", "off", "Off", "OFF"]

    static func resolve(_ text: String) -> LocatedJSON.Value {
        if nulls.contains(text) { return .null }
        if trues.contains(text) { return .bool(true) }
        if falses.contains(text) { return .bool(false) }
        if let number = number(text) { return .number(number) }
        return .string(text)
    }

    /// The number `text` writes (`12`, `+3`, `-1.5`, `2.5e3`), spelled as JSON spells it; nil when it is not one.
    private static func number(_ text: String) -> String? {
        var digits = Substring(text)
        if digits.first == "+" || digits.first == "-" { digits = digits.dropFirst() }
        guard let first = digits.first, first.isASCII, first.isNumber || first == "." else { return nil }
        guard digits.allSatisfy({ $0.isASCII && ($0.isNumber || "._eE+-".contains($0)) }) else { return nil }
        if let integer = Int(text) { return String(integer) }
        guard digits.contains(where: \.isNumber), let double = Double(text), double.isFinite else { return nil }
        return String(double)
    }
}
