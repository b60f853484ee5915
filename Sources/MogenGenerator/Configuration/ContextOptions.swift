import MogenModel
import MogenSupport

/// The settings that shape a model's template context, resolved: a view on the model's `GenerationSettings` in which
/// every one has its value, its declaration's default where no layer set it (`GenerationSettings.contextOptions`).
/// `ContextBuilder` reads them by their declarations' names (`options.accessLevel` is `Setting.accessLevel`'s value,
/// `SettingDeclarations`). Setting a property here sets the setting.
@dynamicMemberLookup
public struct ContextOptions: Sendable, Equatable {
    /// The access level of every generated declaration, helpers included.
    public enum AccessLevel: String, Sendable, CaseIterable {
        case `public`, package, `internal`
    }

    /// How a property's Swift optionality is decided.
    public enum Optionality: String, Sendable, CaseIterable {
        /// The model's Optional checkbox decides (the default).
        case model
        /// As Xcode generates: object types always optional, scalars never.
        case xcode
    }

    /// The settings read: those that shape the context (`Setting.contextSettings`), as the layers gave them.
    public var settings: GenerationSettings

    /// The view on `settings`' context settings.
    public init(settings: GenerationSettings) {
        var shaping = GenerationSettings()
        for setting in Setting.contextSettings { setting.overlay(&shaping, settings) }
        self.settings = shaping
    }

    /// Each option not given has its setting's default (`SettingDeclarations`).
    public init(
        accessLevel: AccessLevel? = nil, optionality: Optionality? = nil, moduleName: String? = nil,
        codable: Bool? = nil, baseClass: String? = nil, configuration: String? = nil, imports: [String]? = nil,
        renames: [PropertyRename]? = nil, transformers: [String]? = nil, swiftData: SwiftDataOptions? = nil
    ) {
        settings = GenerationSettings()
        settings.accessLevel = accessLevel
        settings.optionality = optionality
        settings.module = moduleName
        settings.codable = codable
        settings.baseClass = baseClass
        settings.configuration = configuration
        settings.imports = imports
        settings.renames = renames
        settings.transformers = transformers
        if let swiftData { self.swiftData = swiftData }
    }

    /// The value of the setting declared as `name`, or its declaration's default.
    public subscript<Value>(dynamicMember name: KeyPath<SettingDeclarations, SettingKey<Value>>) -> Value {
        get { settings[dynamicMember: name] ?? Setting.declarations[keyPath: name].defaultValue }
        set { settings[dynamicMember: name] = newValue }
    }

    /// The value of a setting declared without a default (`SettingKey<Value?>`), nil when no layer set it.
    public subscript<Value>(dynamicMember name: KeyPath<SettingDeclarations, SettingKey<Value?>>) -> Value? {
        get { settings[dynamicMember: name] }
        set { settings[dynamicMember: name] = newValue }
    }

    /// What shapes SwiftData output.
    public var swiftData: SwiftDataOptions {
        get {
            let unset = SwiftDataOptions()
            return SwiftDataOptions(
                integers: settings.integers ?? unset.integers, target: settings.swiftDataTarget ?? unset.target,
                cloudKit: settings.cloudKit ?? unset.cloudKit)
        }
        set {
            settings.integers = newValue.integers
            settings.swiftDataTarget = newValue.target
            settings.cloudKit = newValue.cloudKit
        }
    }

    /// How the model is validated for these options: a property renamed here no longer clashes under its model name.
    /// `forSwiftData`: for `@Model` classes, which are not `NSManagedObject`s, so their members' names do not clash.
    public func validationOptions(forSwiftData: Bool) -> ModelValidator.Options {
        ModelValidator.Options(
            renamedProperties: Set(self.renames.map(\.property)), refusesManagedObjectMembers: !forSwiftData)
    }
}
/// Another Swift name for a property, given outside the model: `"rename": { "Note.deleted": "isTrashed" }`.
public struct PropertyRename: Sendable, Equatable {
    /// `Entity.property`, the property's name in the model.
    public var property: String
    /// The name the generated Swift uses.
    public var swiftName: String
    /// Where the rename was written (a `mogen.json` position), for diagnostics.
    public var location: SourceLocation?

    public init(property: String, swiftName: String, location: SourceLocation? = nil) {
        self.property = property
        self.swiftName = swiftName
        self.location = location
    }
}
