import Foundation
import MogenModel
import MogenSupport

/// `mogen.json`: the models to generate and how (see `Docs/Configuration.md`). Paths in it are relative to its
/// directory. Every problem is reported at once, each at the line and column of the key or value concerned.
public struct ConfigurationFile: Sendable {
    /// One model to generate.
    public struct ModelEntry: Sendable {
        /// The model's path, resolved against the configuration file's directory.
        public let modelPath: String
        /// The top level's settings with the entry's on top.
        public let settings: GenerationSettings
        /// Where the entry is written in the file.
        public let location: SourceLocation
        /// Where each of its settings is set: in the entry, or at the top level.
        public let keyLocations: [String: SourceLocation]
    }

    public static var fileName: String { FileNames.configuration }

    public let path: String
    /// The models the file lists; empty in a file of settings only, which has no `models` (the build-tool plugin's
    /// `{ "accessLevel": "internal" }` in a target), whose settings apply to the models named on the command line.
    public let models: [ModelEntry]
    /// Whether the file has `models`; where it starts, for saying that it has not.
    public let listsModels: Bool
    public let location: SourceLocation
    /// The top level's settings, for a model given on the command line that has no entry.
    public let defaults: GenerationSettings
    /// Where each of the top level's settings is set.
    public let defaultKeyLocations: [String: SourceLocation]

    /// Reads and decodes the configuration file at `path`.
    public static func load(path: String) throws(DiagnosticError) -> ConfigurationFile {
        try decode(JSONInput.read(path: path, kind: "configuration file", category: .configuration), path: path)
    }

    /// Decodes a configuration file's bytes; `path` locates diagnostics and anchors relative paths.
    public static func decode(_ bytes: [UInt8], path: String) throws(DiagnosticError) -> ConfigurationFile {
        try decode(JSONInput.parse(bytes, path: path, category: .configuration), path: path)
    }

    private static func decode(_ json: LocatedJSON, path: String) throws(DiagnosticError) -> ConfigurationFile {
        var decoder = ConfigurationDecoder(path: path)
        let file = decoder.decodeFile(json)
        guard decoder.diagnostics.isEmpty, let file else {
            throw DiagnosticError(decoder.diagnostics.sortedByLocation())
        }
        return file
    }

    /// Why a command given the models `givenModels` (none: the file's own) has nothing to do: a file of settings
    /// only names no model itself.
    public func problem(givenModels: [String]) -> Diagnostic? {
        guard givenModels.isEmpty, !listsModels else { return nil }
        return .error(
            "\(quoted: PathText.lastComponent(path)) has settings but no 'models': name the model on the command line "
                + "(mogen generate Model.xcdatamodeld), or list the models to generate, such as "
                + #"{ "models": [ { "model": "Model.xcdatamodeld", "output": "Generated" } ] }"#,
            at: location, .configuration)
    }

    /// The entry for the model at `modelPath`, comparing paths after making them absolute.
    public func entry(forModel modelPath: String) -> ModelEntry? {
        let wanted = PathText.absolute(modelPath)
        return models.first { PathText.absolute($0.modelPath) == wanted }
    }
}

/// Turns the JSON of a configuration file into settings, collecting a diagnostic for every problem.
struct ConfigurationDecoder {
    let path: String
    /// The configuration file's directory, which relative paths in it are relative to.
    let directory: String
    private(set) var diagnostics: [Diagnostic] = []

    init(path: String) {
        self.path = path
        self.directory = PathText.deletingLastComponent(path)
    }

    mutating func decodeFile(_ json: LocatedJSON) -> ConfigurationFile? {
        guard let members = object(json, key: nil) else { return nil }
        var defaults = GenerationSettings()
        // Files go next to the configuration file unless it says otherwise.
        defaults.output = directory
        var models: [LocatedJSON]?
        var keyLocations: [String: SourceLocation] = [:]
        for member in members {
            if member.key == SettingNames.Key.models {
                models = array(member.value, key: SettingNames.Key.models)
            } else if let setting = Setting.shared.first(where: { $0.key == member.key }) {
                setting.readJSON(member.key, member.value, &defaults, &self)
                keyLocations[member.key] = location(member.keyPosition)
            } else if member.key == SettingNames.Key.model || member.key == Setting.modelVersion.key {
                error("\(quoted: member.key) belongs in an entry of 'models'", at: member.keyPosition)
            } else {
                unknownKey(member, among: [SettingNames.Key.models] + Setting.shared.map(\.key), in: "the top level")
            }
        }
        if let models, models.isEmpty, let members = json.members,
            let key = members.first(where: { $0.key == SettingNames.Key.models })
        {
            error("'models' is empty; list at least one model", at: key.value.position)
        }
        let entries = (models ?? []).compactMap { decodeModel($0, defaults: defaults, defaultKeyLocations: keyLocations) }
        return ConfigurationFile(
            path: path, models: entries, listsModels: models != nil, location: location(json.position),
            defaults: defaults, defaultKeyLocations: keyLocations)
    }

    private mutating func decodeModel(
        _ json: LocatedJSON, defaults: GenerationSettings, defaultKeyLocations: [String: SourceLocation]
    ) -> ConfigurationFile.ModelEntry? {
        guard let members = object(json, key: SettingNames.Key.models) else { return nil }
        var settings = GenerationSettings()
        var keyLocations = defaultKeyLocations
        var modelPath: String?
        for member in members {
            if member.key == SettingNames.Key.model {
                guard let text = string(member.value, key: SettingNames.Key.model) else { continue }
                let resolved = resolve(text)
                if !FileManager.default.fileExists(atPath: resolved) {
                    error("model \(MessageText.quoted(text)) does not exist (paths are relative to the directory of "
                        + "\(PathText.lastComponent(path)))", at: member.value.position)
                }
                modelPath = resolved
            } else if let setting = Setting.all.first(where: { $0.key == member.key }) {
                setting.readJSON(member.key, member.value, &settings, &self)
                keyLocations[member.key] = location(member.keyPosition)
            } else {
                unknownKey(member, among: [SettingNames.Key.model] + Setting.all.map(\.key), in: "a model entry")
            }
        }
        guard let modelPath else {
            if !members.contains(where: { $0.key == SettingNames.Key.model }) {
                error("a model entry needs 'model', the path of a .xcdatamodeld or .xcdatamodel", at: json.position)
            }
            return nil
        }
        return ConfigurationFile.ModelEntry(
            modelPath: modelPath, settings: defaults.overlaid(with: settings),
            location: JSONInput.location(json.position, in: path), keyLocations: keyLocations)
    }

    private mutating func unknownKey(_ member: LocatedJSON.Member, among names: [String], in place: String) {
        var message = "unknown key \(MessageText.quoted(member.key)) in \(place)"
        if let suggestion = Suggestions.closest(to: member.key, among: names) {
            message += "; did you mean \(quoted: suggestion)?"
        } else {
            message += "; known keys: " + names.joined(separator: ", ")
        }
        error(message, at: member.keyPosition)
    }

    /// `text` relative to the configuration file's directory, unless absolute.
    func resolve(_ text: String) -> String {
        text.hasPrefix("/") ? text : PathText.join(directory, text)
    }

    mutating func error(_ message: String, at position: JSONPosition) {
        diagnostics.append(.error(message, at: location(position), .configuration))
    }

    func location(_ position: JSONPosition) -> SourceLocation {
        JSONInput.location(position, in: path)
    }

    // Typed access: nil, with a diagnostic naming the key, when the value has another type.

    mutating func string(_ value: LocatedJSON, key: String) -> String? {
        if let text = value.stringValue { return text }
        error("\(quoted: key) must be a string, not \(value.kindDescription)", at: value.position)
        return nil
    }

    mutating func array(_ value: LocatedJSON, key: String) -> [LocatedJSON]? {
        if let items = value.arrayValue { return items }
        error("\(quoted: key) must be a list, not \(value.kindDescription)", at: value.position)
        return nil
    }

    /// `text` when it has the form `syntax` asks for; else nil, with a diagnostic naming `setting`.
    mutating func checked(
        _ text: String, as syntax: SettingSyntax, in setting: String, at position: JSONPosition
    ) -> String? {
        guard let problem = syntax.problem(with: text, in: setting) else { return text }
        error(problem, at: position)
        return nil
    }

    mutating func object(_ value: LocatedJSON, key: String?) -> [LocatedJSON.Member]? {
        if let members = value.members { return members }
        let subject = key.map { $0 == SettingNames.Key.models ? "each entry of 'models'" : "\(quoted: $0)" } ?? "the configuration"
        error("\(subject) must be an object, not \(value.kindDescription)", at: value.position)
        return nil
    }
}
