import MogenSupport

/// One setting of a generation, declared once: its key in `mogen.json`, its command-line option with the help that
/// `--help` prints, how each form is read into `GenerationSettings`, and how a later layer's value combines with an
/// earlier one's. The declarations (`SettingDeclarations.swift`) are the one list that the configuration reader,
/// the commands, their help and the documentation check use. `Setting.codable` is a declaration there
/// (`SettingDeclarations.codable`).
@dynamicMemberLookup
public struct Setting: Sendable {
    /// The key in `mogen.json`.
    public let key: String
    /// The option with the same meaning.
    public let option: OptionSpec
    /// Whether the key may appear at the top level of `mogen.json` (as a default for every model) as well as in a
    /// model entry.
    public let isShared: Bool
    /// Whether the setting shapes the template context, so that `mogen dump --context` takes it too.
    public let shapesContext: Bool
    /// The value the setting has when no layer sets it, as `--help` and `Docs/Configuration.md` state it (`public`),
    /// when it is declared with one (`SettingKey`) that they state: nil for a flag's `false`, an empty list, and a
    /// setting whose default depends on others (`output`: the current directory) or that has none.
    public internal(set) var defaultText: String?
    /// Called with the setting's key and its value in `mogen.json`.
    let readJSON: @Sendable (_ key: String, LocatedJSON, inout GenerationSettings, inout ConfigurationDecoder) -> Void
    /// Called with the option's name and the values given on the command line, when the option was given at least
    /// once (a flag: one empty value each time).
    let readCommandLine: @Sendable (_ option: String, [String], inout GenerationSettings) throws(SettingValueError) -> Void
    /// Puts a later layer's value (the second argument) on top of the first argument's.
    let overlay: @Sendable (inout GenerationSettings, GenerationSettings) -> Void

    /// Sets `settings` from the command line: `values(option)` gives the values given for an option (a flag: one
    /// empty value each time it was given).
    public static func read(
        _ settings: [Setting], commandLine values: (OptionSpec) -> [String]
    ) throws(SettingValueError) -> GenerationSettings {
        var result = GenerationSettings()
        for setting in settings {
            let given = values(setting.option)
            if !given.isEmpty { try setting.readCommandLine(setting.option.name, given, &result) }
        }
        return result
    }
}

/// Why a value given on the command line cannot be used, said as `mogen.json` would say it for the same key.
public struct SettingValueError: Error, Sendable, Equatable {
    public let message: String

    public init(_ message: String) {
        self.message = message
    }
}

extension Setting {
    /// Every setting, declared once (`SettingDeclarations`).
    public static let declarations = SettingDeclarations()

    /// A declaration by its name: `Setting.codable`.
    public static subscript<Declaration>(dynamicMember name: KeyPath<SettingDeclarations, Declaration>) -> Declaration {
        declarations[keyPath: name]
    }

    /// Every setting of `mogen generate`, in the order `--help` and `Docs/Configuration.md` list them.
    public static let all: [Setting] = declarations.all

    /// The settings `mogen dump --context` takes: those that shape the template context.
    public static var contextSettings: [Setting] { all.filter(\.shapesContext) }

    /// The keys the top level of `mogen.json` may hold besides `models`.
    public static var shared: [Setting] { all.filter(\.isShared) }

    /// The template variable that SwiftGen's templates (and mogen's `swiftgen-swift4`/`swiftgen-swift5` sets) print
    /// as `import` lines: its values must be import paths, as `imports` must, so that no setting adds code.
    public static let importedModulesVariable = "extraImports"

    /// `"stack": true`, `--stack`: a file beyond the classes.
    static func optionalOutput(_ output: OptionalOutput) -> Setting {
        flag(output.key, \.[optionalOutput: output], option: OptionSpec(name: output.option, valueName: nil, help: output.help))
    }
}
