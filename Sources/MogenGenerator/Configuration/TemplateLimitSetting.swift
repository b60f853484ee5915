import MogenModel
import MogenSupport
import MogenTemplate

/// The template engine's limits by the names users set them with: `--template-limit iterations=50000000` and
/// `"templateLimits": { "iterations": 50000000 }`. A limit not named keeps its default (`TemplateLimits.default`).
public enum TemplateLimitSetting {
    /// Each limit's name and where `TemplateLimits` keeps it, in the order the help and the docs list them.
    private static let fields: [(name: String, keyPath: WritableKeyPath<TemplateLimits, Int> & Sendable)] = [
        ("outputBytes", \.maximumOutputBytes), ("iterations", \.maximumIterations), ("nesting", \.maximumNesting),
        ("expressionDepth", \.maximumExpressionDepth),
    ]

    /// Every limit's name, in the order the help and the docs list them.
    public static let names = fields.map(\.name)

    /// `limits` with each named value in `values` applied (unknown names were refused where they were read).
    public static func limits(_ values: [String: Int]) -> TemplateLimits {
        var limits = TemplateLimits.default
        for field in fields {
            if let value = values[field.name] { limits[keyPath: field.keyPath] = value }
        }
        return limits
    }

    /// `outputBytes (268435456), iterations (10000000), …`: the names with their defaults, for help texts.
    public static var namesWithDefaults: String {
        fields.map { "\($0.name) (\(TemplateLimits.default[keyPath: $0.keyPath]))" }.joined(separator: ", ")
    }

    /// Why `name` = `value` (nil: not a whole number) cannot be a limit, or nil when it can.
    public static func problem(name: String, value: Int?) -> String? {
        guard names.contains(name) else {
            let close = Suggestions.closest(to: name, among: names)
            return "unknown template limit \(MessageText.quoted(name)); "
                + (close.map { "did you mean \(quoted: $0)? " } ?? "") + "the limits are \(names.joined(separator: ", "))"
        }
        if let value, value >= 1 { return nil }
        return "the template limit \(quoted: name) must be a whole number of at least 1"
    }

    /// `name=value` given with `option` on the command line, or the message saying what is wrong with it.
    public static func parse(_ assignment: String, option: String) -> Result<(name: String, value: Int), SettingValueError> {
        guard let equals = assignment.firstIndex(of: "=") else {
            return .failure(SettingValueError(
                "\(quoted: option) takes name=number (\(names.joined(separator: ", "))), not \(MessageText.quoted(assignment))"))
        }
        let name = String(assignment[..<equals])
        let value = Int(assignment[assignment.index(after: equals)...])
        if let value, problem(name: name, value: value) == nil { return .success((name, value)) }
        return .failure(SettingValueError(problem(name: name, value: value) ?? "invalid template limit"))
    }
}
