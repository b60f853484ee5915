import MogenModel
import MogenTemplate

/// A `userInfo` dictionary as SwiftGen types its values: an integer if the text is one, else a floating-point
/// number, else a Boolean (`YES`, `NO`, `true`, `false`), else the text. A later entry with the same key wins.
enum SwiftGenUserInfo {
    static func value(_ userInfo: UserInfo) -> TemplateValue {
        var values: [String: TemplateValue] = [:]
        for entry in userInfo.entries {
            values[entry.key] = typed(entry.value)
        }
        return .dictionary(values)
    }

    static func typed(_ text: String) -> TemplateValue {
        if let int = Int(text) { return .int(int) }
        if let double = Double(text) { return .double(double) }
        if let bool = swiftGenBool(text) { return .bool(bool) }
        return .string(text)
    }

    /// SwiftGen's reading of a Boolean: `YES` and `NO`, else what Swift's `Bool(_:)` accepts (`true`, `false`).
    static func swiftGenBool(_ text: String) -> Bool? {
        switch text {
        case "YES": true
        case "NO": false
        default: Bool(text)
        }
    }
}
