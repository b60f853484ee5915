import MogenModel
import MogenSupport

/// The settings that shape a model's template context, resolved: every one has its value, the default where nothing
/// set it (`GenerationSettings.contextOptions`). `ContextBuilder` reads them; the settings are declared, with their
/// `mogen.json` keys and command-line options, in `Setting+Declarations.swift`.
package struct ContextOptions: Sendable, Equatable {
    /// The access level of every generated declaration, helpers included.
    package enum AccessLevel: String, Sendable, CaseIterable {
        case `public`, package, `internal`
    }

    /// How a property's Swift optionality is decided.
    package enum Optionality: String, Sendable, CaseIterable {
        /// The model's Optional checkbox decides (the default).
        case model
        /// As Xcode generates: object types always optional, scalars never.
        case xcode
    }

    package var accessLevel: AccessLevel
    package var optionality: Optionality
    /// The Swift module the generated code is compiled into, when known; used to check module-qualified class names.
    package var moduleName: String?
    /// Generate `Codable` conformance for every entity (an entity can also ask with userInfo `mogen.codable`).
    package var codable: Bool
    /// Superclass of classes whose entity has no parent, instead of `NSManagedObject`.
    package var baseClass: String?
    /// Generate only the entities of this model configuration.
    package var configuration: String?
    /// Extra modules to import in every generated file.
    package var imports: [String]
    /// Swift names for properties, by `Entity.property`; the stored key stays the model's (`rename` in
    /// `mogen.json`, `--rename`).
    package var renames: [PropertyRename]
    /// Value transformer names mogen writes a transformer for (`transformers` in `mogen.json`, `--transformer`), as
    /// userInfo `mogen.transformer` = YES on an attribute asks; every other name is the app's.
    package var transformers: [String]
    /// What shapes SwiftData output.
    package var swiftData: SwiftDataOptions

    /// How the model is validated for these options: a property renamed here no longer clashes under its model name.
    /// `forSwiftData`: for `@Model` classes, which are not `NSManagedObject`s, so their members' names do not clash.
    package func validationOptions(forSwiftData: Bool) -> ModelValidator.Options {
        ModelValidator.Options(
            renamedProperties: Set(renames.map(\.property)), refusesManagedObjectMembers: !forSwiftData)
    }

    /// Each option not given has its setting's default (`Setting+Declarations.swift`).
    package init(
        accessLevel: AccessLevel = Setting.accessLevel.defaultValue,
        optionality: Optionality = Setting.optionality.defaultValue, moduleName: String? = nil,
        codable: Bool = Setting.codable.defaultValue, baseClass: String? = nil, configuration: String? = nil,
        imports: [String] = Setting.imports.defaultValue, renames: [PropertyRename] = Setting.rename.defaultValue,
        transformers: [String] = Setting.transformers.defaultValue, swiftData: SwiftDataOptions = SwiftDataOptions()
    ) {
        self.accessLevel = accessLevel
        self.optionality = optionality
        self.moduleName = moduleName
        self.codable = codable
        self.baseClass = baseClass
        self.configuration = configuration
        self.imports = imports
        self.renames = renames
        self.transformers = transformers
        self.swiftData = swiftData
    }
}

/// Another Swift name for a property, given outside the model: `"rename": { "Note.deleted": "isTrashed" }`.
package struct PropertyRename: Sendable, Equatable {
    /// `Entity.property`, the property's name in the model.
    package var property: String
    /// The name the generated Swift uses.
    package var swiftName: String
    /// Where the rename was written (a `mogen.json` position), for diagnostics.
    package var location: SourceLocation?

    package init(property: String, swiftName: String, location: SourceLocation? = nil) {
        self.property = property
        self.swiftName = swiftName
        self.location = location
    }
}
