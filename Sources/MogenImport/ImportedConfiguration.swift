import MogenGenerator
import MogenSupport

/// Another tool's configuration carried over into `mogen.json` (`mogen import`, Docs/Migrating.md): one model entry
/// per model and output, and a note at the place of everything that could not be carried over.
public struct ImportedConfiguration: Sendable {
    /// One `models` entry of `mogen.json`, its keys in the order written.
    public struct Entry: Sendable, Equatable {
        public var members: [(String, JSONValue)] = []

        public init(model: String) {
            members = [(SettingNames.Key.model, .string(model))]
        }

        /// Sets `setting`'s key, replacing an earlier value.
        public mutating func set<Value>(_ setting: SettingKey<Value>, _ value: JSONValue) {
            set(setting.key, value)
        }

        mutating func set(_ key: String, _ value: JSONValue) {
            if let index = members.firstIndex(where: { $0.0 == key }) {
                members[index].1 = value
            } else {
                members.append((key, value))
            }
        }

        public func value<Value>(_ setting: SettingKey<Value>) -> JSONValue? {
            members.first { $0.0 == setting.key }?.1
        }

        public static func == (lhs: Entry, rhs: Entry) -> Bool {
            JSONValue.object(lhs.members) == JSONValue.object(rhs.members)
        }
    }

    public var entries: [Entry] = []
    /// What was not carried over, or was carried over with a change of meaning: warnings at their place.
    public var notes: [Diagnostic] = []

    public init() {}

    /// The text of `mogen.json`.
    public func text() -> String {
        JSONValue.object([("models", .array(entries.map { .object($0.members) }))]).rendered()
    }

    /// Paths written relative to `base` (the directory the other tool resolved them against) made relative to
    /// `configurationDirectory`, where `mogen.json` will be, since its paths are relative to its own directory
    /// (`Sources/../Models` becomes `Models` on the way).
    public func rebased(from base: String, to configurationDirectory: String) -> ImportedConfiguration {
        let pathKeys = [Setting.output.key, Setting.humanDirectory.key, Setting.machineDirectory.key, SettingNames.Key.model]
        var copy = self
        for index in copy.entries.indices {
            for member in copy.entries[index].members.indices {
                let (key, value) = copy.entries[index].members[member]
                let isTemplatePath = key == Setting.template.key
                    && !InputFiles.builtInTemplateSets.contains(value.stringValue ?? "")
                guard pathKeys.contains(key) || isTemplatePath, case .string(let path) = value, !path.hasPrefix("/")
                else { continue }
                copy.entries[index].members[member].1 = .string(
                    PathText.relative(PathText.join(base, path), from: configurationDirectory))
            }
        }
        return copy
    }
}

extension JSONValue {
    fileprivate var stringValue: String? {
        if case .string(let text) = self { text } else { nil }
    }
}
