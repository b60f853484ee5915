import MogenModel
import MogenSupport

/// The settings that shape a model's template context, resolved: a view on the model's `GenerationSettings` in which
/// every one has its value, its declaration's default where no layer set it (`GenerationSettings.contextOptions`).
/// `ContextBuilder` reads them; the settings are declared, with their `mogen.json` keys, command-line options and
/// defaults, in `Setting+Declarations.swift`. Setting a property here sets the setting.
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

    /// Each option not given has its setting's default (`Setting+Declarations.swift`).
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

    public var accessLevel: AccessLevel {
        get { settings.accessLevel ?? Setting.accessLevel.defaultValue }
        set { settings.accessLevel = newValue }
    }

    public var optionality: Optionality {
        get { settings.optionality ?? Setting.optionality.defaultValue }
        set { settings.optionality = newValue }
    }

    /// The Swift module the generated code is compiled into, when known; used to check module-qualified class names.
    public var moduleName: String? {
        get { settings.module }
        set { settings.module = newValue }
    }

    /// Generate `Codable` conformance for every entity (an entity can also ask with userInfo `mogen.codable`).
    public var codable: Bool {
        get { settings.codable ?? Setting.codable.defaultValue }
        set { settings.codable = newValue }
    }

    /// Superclass of classes whose entity has no parent, instead of `NSManagedObject`.
    public var baseClass: String? {
        get { settings.baseClass }
        set { settings.baseClass = newValue }
    }

    /// Generate only the entities of this model configuration.
    public var configuration: String? {
        get { settings.configuration }
        set { settings.configuration = newValue }
    }

    /// Extra modules to import in every generated file.
    public var imports: [String] {
        get { settings.imports ?? Setting.imports.defaultValue }
        set { settings.imports = newValue }
    }

    /// Swift names for properties, by `Entity.property`; the stored key stays the model's (`rename` in
    /// `mogen.json`, `--rename`).
    public var renames: [PropertyRename] {
        get { settings.renames ?? Setting.rename.defaultValue }
        set { settings.renames = newValue }
    }

    /// Value transformer names mogen writes a transformer for (`transformers` in `mogen.json`, `--transformer`), as
    /// userInfo `mogen.transformer` = YES on an attribute asks; every other name is the app's.
    public var transformers: [String] {
        get { settings.transformers ?? Setting.transformers.defaultValue }
        set { settings.transformers = newValue }
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
            renamedProperties: Set(renames.map(\.property)), refusesManagedObjectMembers: !forSwiftData)
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
