import MogenSupport

/// `template-set.json`, the optional file in a template set that says how the set is rendered. A built-in set's
/// file is compiled in with its templates, and `mogen templates eject` copies it, so an ejected copy renders as the
/// original does. Strict JSON (`LocatedJSON`), an object whose keys are all known: anything else is an error at its
/// line and column.
public struct TemplateSetManifest: Sendable, Equatable {
    /// The file's name in a set.
    public static let fileName = "template-set.json"

    // MARK: Context

    /// The context the set's templates expect (`"context": "mogen" | "swiftgen"`); nil when the file does not say.
    /// A `context` setting overrides it.
    public var context: TemplateContextKind?

    public init(context: TemplateContextKind? = nil) {
        self.context = context
    }

    // MARK: Reading

    /// The manifest in `text`, read from `path` (which only locates diagnostics).
    public static func parse(_ text: String, path: String) throws(DiagnosticError) -> TemplateSetManifest {
        let json = try JSONInput.parse(Array(text.utf8), path: path, category: .template)
        guard let members = json.members else {
            throw DiagnosticError(.error(
                "\(fileName) must hold an object, not \(json.kindDescription)",
                at: JSONInput.location(json.position, in: path), .template))
        }
        var manifest = TemplateSetManifest()
        var problems: [Diagnostic] = []
        for member in members {
            switch member.key {
            case "context":
                manifest.readContext(member.value, path: path, problems: &problems)
            default:
                problems.append(.error(
                    "unknown key \(MessageText.quoted(member.key)) in \(fileName); known keys: \(knownKeys.joined(separator: ", "))",
                    at: JSONInput.location(member.keyPosition, in: path), .template))
            }
        }
        guard problems.isEmpty else { throw DiagnosticError(problems) }
        return manifest
    }

    /// The keys `parse` reads, for its message about an unknown one.
    static let knownKeys = ["context"]

    private mutating func readContext(_ value: LocatedJSON, path: String, problems: inout [Diagnostic]) {
        guard let text = value.stringValue, let kind = TemplateContextKind(rawValue: text) else {
            let names = TemplateContextKind.allCases.map { "'\($0.rawValue)'" }
            problems.append(.error(
                "'context' must be \(MessageText.list(names, conjunction: "or")), not \(value.stringValue.map { MessageText.quoted($0) } ?? value.kindDescription)",
                at: JSONInput.location(value.position, in: path), .template))
            return
        }
        context = kind
    }
}
