import MogenModel
import MogenSupport

/// Warning levels by the names users set them with: `--warnings codegen=off` and `"warnings": { "codegen": "off" }`
/// (`WarningLevels`, applied where the commands print diagnostics).
public enum WarningSetting {
    /// Every category a diagnostic can have, in the order the help and the docs list them. `DiagnosticCategoryTests`
    /// holds it to the categories the sources declare.
    public static let categories: [DiagnosticCategory] = [
        .input, .xml, .format, .reference, .inheritance, .inverse, .naming, .attribute, .relationship, .index,
        .fetchRequest, .cloudKit, .limit, .unrecognized, .evolution, .codegen, .template, .configuration, .output,
        .swiftgen,
    ]

    static let levels = WarningLevel.allCases.map(\.rawValue)

    /// Why `category` = `level` cannot be set (unknown names, with the closest known one), or nil when it can.
    public static func problem(category: String, level: String?) -> String? {
        let names = categories.map(\.rawValue)
        guard names.contains(category) else {
            let close = Suggestions.closest(to: category, among: names)
            return "unknown warning category \(MessageText.quoted(category)); "
                + (close.map { "did you mean \(quoted: $0)? " } ?? "") + "the categories are \(names.joined(separator: ", "))"
        }
        guard let level, WarningLevel(rawValue: level) != nil else {
            let close = level.flatMap { Suggestions.closest(to: $0, among: levels) }
            return "the level of warnings \(quoted: category) must be off, warning or error"
                + (level.map { ", not \(MessageText.quoted($0))" } ?? "")
                + (close.map { "; did you mean \(quoted: $0)?" } ?? "")
        }
        return nil
    }

    /// `category=level` given with `option` on the command line, or the message saying what is wrong with it.
    public static func parse(_ assignment: String, option: String) -> Result<(DiagnosticCategory, WarningLevel), SettingValueError> {
        guard let equals = assignment.firstIndex(of: "=") else {
            return .failure(SettingValueError(
                "\(quoted: option) takes category=level (off, warning or error), not \(MessageText.quoted(assignment))"))
        }
        let category = String(assignment[..<equals])
        let level = String(assignment[assignment.index(after: equals)...])
        if let problem = problem(category: category, level: level) { return .failure(SettingValueError(problem)) }
        return .success((DiagnosticCategory(rawValue: category), WarningLevel(rawValue: level) ?? .warning))
    }
}
