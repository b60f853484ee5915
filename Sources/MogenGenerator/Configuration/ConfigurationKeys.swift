import MogenModel
import MogenTemplate

/// The settings a `mogen.json` can hold, each with the command-line option it mirrors. One table serves decoding,
/// error messages and documentation checks.
public struct ConfigurationKey: Sendable {
    public let name: String
    /// The `mogen generate` option with the same meaning.
    public let option: String?
    /// What the value must be, for messages: `a string`, `pair or single`.
    public let expected: String
    /// Whether the key may appear at the top level (as a default for every model) as well as in a model entry.
    public let isShared: Bool
    let apply: @Sendable (LocatedJSON, inout GenerationSettings, inout ConfigurationDecoder) -> Void

    /// Every key a model entry may hold.
    public static let all: [ConfigurationKey] = [
        ConfigurationKey(name: "model", option: nil, expected: "a string", isShared: false) { _, _, _ in },
        text("modelVersion", option: "--model-version", isShared: false) { $0.modelVersion = $1 },
        path("output", option: "--output") { $0.output = $1 },
        path("humanDir", option: "--human-dir") { $0.humanDirectory = $1 },
        path("machineDir", option: "--machine-dir") { $0.machineDirectory = $1 },
        choice("layout", option: "--layout", Layout.self) { $0.layout = $1 },
        ConfigurationKey(name: "template", option: "--template", expected: "a string", isShared: true) {
            value, settings, decoder in
            guard let name = decoder.string(value, key: "template") else { return }
            let resolved = TemplateSet.builtIn(named: name) != nil ? name : decoder.resolve(name)
            if TemplateSet.named(resolved, strict: false) == nil {
                decoder.error(TemplateSet.unknownSetMessage(name), at: value.position)
            }
            settings.template = resolved
        },
        flag("strictTemplates", option: "--strict-templates") { $0.strictTemplates = $1 },
        choice("accessLevel", option: "--access-level", GeneratorOptions.AccessLevel.self) { $0.accessLevel = $1 },
        choice("optionality", option: "--optionality", GeneratorOptions.Optionality.self) { $0.optionality = $1 },
        text("module", option: "--module") { $0.module = $1 },
        flag("codable", option: "--codable") { $0.codable = $1 },
        text("baseClass", option: "--base-class") { $0.baseClass = $1 },
        text("configuration", option: "--configuration") { $0.configuration = $1 },
        ConfigurationKey(name: "imports", option: "--import", expected: "a list of strings", isShared: true) {
            value, settings, decoder in
            guard let items = decoder.array(value, key: "imports") else { return }
            settings.imports = items.compactMap { decoder.string($0, key: "imports") }
        },
        ConfigurationKey(name: "rename", option: "--rename", expected: "an object", isShared: true) {
            value, settings, decoder in
            guard let members = decoder.object(value, key: "rename") else { return }
            settings.renames = members.compactMap { member in
                guard let name = decoder.string(member.value, key: "rename") else { return nil }
                guard member.key.contains("."), !name.isEmpty else {
                    decoder.error("'rename' maps 'Entity.property' to a Swift name, such as { \"Note.deleted\": "
                        + "\"isTrashed\" }", at: member.keyPosition)
                    return nil
                }
                return PropertyRename(
                    property: member.key, swiftName: name, location: decoder.location(member.keyPosition))
            }
        },
        ConfigurationKey(name: "vars", option: "--var", expected: "an object", isShared: true) {
            value, settings, decoder in
            guard let members = decoder.object(value, key: "vars") else { return }
            var variables: [String: TemplateValue] = [:]
            for member in members { variables[member.key] = templateValue(member.value) }
            settings.variables = variables
        },
    ]

    /// The keys of the top level besides `models`.
    public static var shared: [ConfigurationKey] { all.filter(\.isShared) }

    private static func text(
        _ name: String, option: String, isShared: Bool = true,
        _ set: @escaping @Sendable (inout GenerationSettings, String) -> Void
    ) -> ConfigurationKey {
        ConfigurationKey(name: name, option: option, expected: "a string", isShared: isShared) { value, settings, decoder in
            if let text = decoder.string(value, key: name) { set(&settings, text) }
        }
    }

    /// A path, resolved against the configuration file's directory.
    private static func path(
        _ name: String, option: String, _ set: @escaping @Sendable (inout GenerationSettings, String) -> Void
    ) -> ConfigurationKey {
        ConfigurationKey(name: name, option: option, expected: "a string", isShared: true) { value, settings, decoder in
            guard let text = decoder.string(value, key: name) else { return }
            if text.isEmpty {
                decoder.error("'\(name)' must not be empty; use \".\" for the directory of the configuration file",
                    at: value.position)
            }
            set(&settings, decoder.resolve(text))
        }
    }

    private static func flag(
        _ name: String, option: String, _ set: @escaping @Sendable (inout GenerationSettings, Bool) -> Void
    ) -> ConfigurationKey {
        ConfigurationKey(name: name, option: option, expected: "true or false", isShared: true) { value, settings, decoder in
            guard let flag = value.boolValue else {
                decoder.error("'\(name)' must be true or false, not \(value.kindDescription)", at: value.position)
                return
            }
            set(&settings, flag)
        }
    }

    private static func choice<Choice: RawRepresentable & CaseIterable & Sendable>(
        _ name: String, option: String, _: Choice.Type, _ set: @escaping @Sendable (inout GenerationSettings, Choice) -> Void
    ) -> ConfigurationKey where Choice.RawValue == String {
        let names = Choice.allCases.map(\.rawValue)
        let expected = names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
        return ConfigurationKey(name: name, option: option, expected: expected, isShared: true) { value, settings, decoder in
            guard let text = decoder.string(value, key: name) else { return }
            guard let chosen = Choice(rawValue: text) else {
                decoder.error("'\(name)' must be \(expected), not '\(text)'", at: value.position)
                return
            }
            set(&settings, chosen)
        }
    }

    /// A JSON value as templates see it (`vars`).
    static func templateValue(_ json: LocatedJSON) -> TemplateValue {
        switch json.value {
        case .null: return .null
        case let .bool(flag): return .bool(flag)
        // A number too large for a Double stays as written.
        case let .number(text): return json.intValue.map(TemplateValue.int) ?? json.doubleValue.map(TemplateValue.double) ?? .string(text)
        case let .string(text): return .string(text)
        case let .array(items): return .array(items.map(templateValue))
        case let .object(members):
            return .dictionary(Dictionary(members.map { ($0.key, templateValue($0.value)) }) { _, last in last })
        }
    }
}
