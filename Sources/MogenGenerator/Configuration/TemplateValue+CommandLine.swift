import MogenTemplate

extension TemplateValue {
    /// A value given on the command line (`--var key=value`): `true`/`false` (or `yes`/`no`) become booleans,
    /// integers become integers, the rest stays text.
    init(commandLineText text: String) {
        switch text.lowercased() {
        case "true", "yes": self = .bool(true)
        case "false", "no": self = .bool(false)
        default: self = Int(text).map(TemplateValue.int) ?? .string(text)
        }
    }
}
