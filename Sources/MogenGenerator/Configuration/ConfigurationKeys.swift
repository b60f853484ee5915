import MogenModel
import MogenSupport
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
    /// The form the value must have when generated code contains it as written; nil for any text.
    public var syntax: SettingSyntax? = nil
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
        text("module", option: "--module", syntax: .moduleName) { $0.module = $1 },
        flag("codable", option: "--codable") { $0.codable = $1 },
        text("baseClass", option: "--base-class", syntax: .className) { $0.baseClass = $1 },
        text("configuration", option: "--configuration") { $0.configuration = $1 },
        ConfigurationKey(
            name: "imports", option: "--import", expected: "a list of strings", isShared: true, syntax: .importPath
        ) { value, settings, decoder in
            guard let items = decoder.array(value, key: "imports") else { return }
            settings.imports = items.compactMap { item in
                guard let module = decoder.string(item, key: "imports") else { return nil }
                return decoder.checked(module, as: .importPath, in: "an entry of 'imports'", at: item.position)
            }
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
            for member in members { variables[member.key] = member.value.templateValue }
            settings.variables = variables
        },
        ConfigurationKey(name: "templateLimits", option: "--template-limit", expected: "an object", isShared: true) {
            value, settings, decoder in
            guard let members = decoder.object(value, key: "templateLimits") else { return }
            var limits: [String: Int] = [:]
            for member in members {
                if let problem = TemplateLimitSetting.problem(name: member.key, value: member.value.intValue) {
                    // An unknown name is wrong at its key; a known one at its value.
                    let known = TemplateLimitSetting.names.contains(member.key)
                    decoder.error(problem, at: known ? member.value.position : member.keyPosition)
                } else if let number = member.value.intValue {
                    limits[member.key] = number
                }
            }
            settings.templateLimits = limits
        },
    ]

    /// The keys of the top level besides `models`.
    public static var shared: [ConfigurationKey] { all.filter(\.isShared) }

    /// Why `value`, given on the command line with `option`, cannot be used, as `mogen.json` would say it for the
    /// same key; nil when it can.
    public static func problem(with value: String, forOption option: String) -> String? {
        all.first { $0.option == option }?.syntax?.problem(with: value, in: "'\(option)'")
    }

    private static func text(
        _ name: String, option: String, isShared: Bool = true, syntax: SettingSyntax? = nil,
        _ set: @escaping @Sendable (inout GenerationSettings, String) -> Void
    ) -> ConfigurationKey {
        ConfigurationKey(name: name, option: option, expected: "a string", isShared: isShared, syntax: syntax) {
            value, settings, decoder in
            guard let text = decoder.string(value, key: name) else { return }
            if let syntax, decoder.checked(text, as: syntax, in: "'\(name)'", at: value.position) == nil { return }
            set(&settings, text)
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
                decoder.error("'\(name)' must be \(expected), not \(MessageText.quoted(text))", at: value.position)
                return
            }
            set(&settings, chosen)
        }
    }
}
