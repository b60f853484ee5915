import MogenModel
import MogenSupport
import MogenTemplate

/// How one model is generated, as far as it was said: each setting's value under its `mogen.json` key, absent where no
/// layer said it, so that settings from several places layer. `mogen.json`'s top level, then its model entry, then
/// the command line: each later layer wins where it says something, as each setting's declaration
/// (`SettingDeclarations`) combines them. Paths are already resolved (relative to the configuration file's
/// directory, or to the current directory for the command line).
///
/// A value is read and written by its declaration's name: `settings.codable` is `Setting.codable`'s, of the type it
/// declares. A setting has no field of its own here.
@dynamicMemberLookup
public struct GenerationSettings: Sendable, Equatable {
    private var values: [String: StoredValue] = [:]

    public init() {}

    /// The value of the setting declared as `name` (`SettingDeclarations`), as the layers gave it; nil when none did.
    public subscript<Value>(dynamicMember name: KeyPath<SettingDeclarations, SettingKey<Value>>) -> Value? {
        get { self[Setting.declarations[keyPath: name].key] }
        set { self[Setting.declarations[keyPath: name].key] = newValue }
    }

    /// The same for a setting declared without a default (`SettingKey<Value?>`): its value, not an optional of it.
    public subscript<Value>(dynamicMember name: KeyPath<SettingDeclarations, SettingKey<Value?>>) -> Value? {
        get { self[Setting.declarations[keyPath: name].key] }
        set { self[Setting.declarations[keyPath: name].key] = newValue }
    }

    /// Whether each file beyond the classes is asked for; one setting each (`Setting.optionalOutput`).
    public subscript(optionalOutput output: OptionalOutput) -> Bool? {
        get { self[output.key] }
        set { self[output.key] = newValue }
    }

    /// The value stored under `key`, when it has the type `Value`.
    private subscript<Value: Sendable & Equatable>(key: String) -> Value? {
        get { values[key]?.value as? Value }
        set { values[key] = newValue.flatMap(StoredValue.init) }
    }

    /// These settings with `later`'s on top.
    public func overlaid(with later: GenerationSettings) -> GenerationSettings {
        var result = self
        for setting in Setting.all { setting.overlay(&result, later) }
        return result
    }

    /// The directories files are written to: `humanDirectory`/`machineDirectory`, else `output`, else the current
    /// directory.
    public var directories: OutputDirectories {
        let output = self.output ?? "."
        return OutputDirectories(machine: self.machineDirectory ?? output, human: self.humanDirectory ?? output)
    }

    /// The settings that shape the template context, with the default of each one not set (its declaration's).
    public var contextOptions: ContextOptions { ContextOptions(settings: self) }
}

/// One setting's value, of whatever type its declaration gives it, comparable with another.
private struct StoredValue: Sendable, Equatable {
    let value: any Sendable
    private let isEqual: @Sendable (any Sendable) -> Bool

    /// Nil for an optional holding nil: a setting set to nothing is a setting not set.
    init?<Value: Sendable & Equatable>(_ value: Value) {
        if let optional = value as? any OptionalValue, optional.isNil { return nil }
        self.value = value
        isEqual = { other in (other as? Value) == value }
    }

    static func == (lhs: StoredValue, rhs: StoredValue) -> Bool { lhs.isEqual(rhs.value) }
}

private protocol OptionalValue {
    var isNil: Bool { get }
}

extension Optional: OptionalValue {
    fileprivate var isNil: Bool { self == nil }
}
