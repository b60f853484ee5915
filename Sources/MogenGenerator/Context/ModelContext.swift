/// What templates see for a whole model: `model` in every template. Names are sanitized and types mapped already,
/// so templates only print. Documented in `Docs/TemplateContext.md`.
public struct ModelContext: Sendable {
    /// The model's name (`Employees`).
    public let name: String
    /// The name as a Swift string literal: the compiled model's resource name (`Employees.momd`).
    public let nameLiteral: String
    /// The model's name as a Swift identifier, for type names derived from it.
    public let swiftName: String
    /// The model's name as used in file names (`Employees`).
    public let swiftFileName: String
    /// The model file as the user named it, without directories (`Employees.xcdatamodeld`).
    public let fileName: String
    /// The version read, for bundles.
    public let versionName: String?
    /// `public`, `package` or `internal`.
    public let accessLevel: String
    /// The access modifier followed by a space, or "" for internal: `{{ model.access }}var x`.
    public let access: String
    /// Modules to import, sorted: `CoreData`, `Foundation` and any extras.
    public let imports: [String]
    /// Modules the entities ask for (userInfo `mogen.imports`) beyond `imports`, for the single layout.
    public let entityImports: [String]
    /// The protocol every generated class conforms to, which gives typed fetch requests: `EmployeesManagedObject`.
    public let protocolName: String
    /// The error type thrown by generated fetch request helpers: `EmployeesModelError`.
    public let errorTypeName: String
    /// The error the `validate…` functions of the classes' `Limits` throw: `EmployeesLimitError`.
    public let limitErrorTypeName: String
    /// Whether a class declares `Limits`, so the model declares `limitErrorTypeName`.
    public let hasLimits: Bool
    /// The typed key of a property (`EmployeesPropertyKey<Root, Value>`), the predicate built from typed keys
    /// (`EmployeesPredicate<Root>`) and the sort descriptor (`EmployeesSortDescriptor<Root>`): Docs/GeneratedCode.md.
    public let keyTypeName: String
    public let predicateTypeName: String
    public let sortTypeName: String
    /// Entities that get a class, in file order.
    public let entities: [EntityContext]
    /// Entities that get nothing, with the reason.
    public let skippedEntities: [SkippedEntity]
    /// Classes mogen does not generate (Xcode does) that inherit from a generated class: they get their own entity
    /// name.
    public let externalSubclasses: [ExternalSubclass]
    /// Enums mogen declares (from `mogen.enumCases`), sorted by name.
    public let enums: [EnumContext]
    /// Typealiases declared once for the model (from `mogen.typealias`), sorted by name.
    public let typealiases: [TypealiasContext]
    /// Whether any entity has a fetch request template helper.
    public let hasFetchRequests: Bool
    /// Whether any entity is `Codable` (the model's decoding helpers are needed).
    public let hasCodableEntities: Bool
    /// The value transformers mogen generates, in the order the model first names them.
    public let valueTransformers: [ValueTransformerContext]
    /// The enum whose `register()` registers them all (`CalculatorValueTransformers`), declared when
    /// `valueTransformers` is not empty.
    public let valueTransformersTypeName: String
    /// The persistent stores the generated stack loads (`<Model>+Stack.swift`).
    public let stores: [PersistentStoreContext]
    /// Whether a store syncs with CloudKit: the stack is an `NSPersistentCloudKitContainer`.
    public let usesCloudKit: Bool
    /// The whole model (every entity, generated or not) as the statements that build it in code, for
    /// `managed-object-model.swift.stencil`; built when first asked for.
    public var modelCode: ModelCodeContext { modelCodeSource.wrappedValue }
    let modelCodeSource: LazyValue<ModelCodeContext>
    /// The SwiftData classes, container and versioned schemas, for a SwiftData template set; nil otherwise.
    /// The composites the generated classes use, each as a struct (`Templates/swift/_composites.stencil`), in the
    /// model's order; empty for SwiftData sets.
    public internal(set) var composites: [CompositeContext] = []
    public internal(set) var swiftData: SwiftDataModelContext? = nil
    /// The staged migration of a bundle's versions, built for `--migrations` (Docs/Migrations.md); nil otherwise.
    public internal(set) var migrations: MigrationsContext? = nil
}

/// A class Xcode generates for an entity whose parent entity's class mogen generates.
public struct ExternalSubclass: Sendable {
    public let entityName: String
    /// The entity name as a Swift string literal.
    public let entityNameLiteral: String
    public let className: String
}

public struct SkippedEntity: Sendable {
    public let name: String
    public let reason: String
}

/// An enum that mogen declares for enum-backed attributes.
public struct EnumContext: Sendable {
    public let name: String
    /// `String`, `Int16`, `Int32`, `Int64`.
    public let rawType: String
    public let cases: [EnumCase]
    /// Declared `@objc` (integer raw values): its properties can then be `@objc` too, for key paths.
    public let isObjC: Bool

    public struct EnumCase: Sendable {
        /// The case name, escaped if needed.
        public let name: String
        /// The raw value as a Swift literal (`"black metal"`, `2`).
        public let rawValue: String
    }
}

public struct TypealiasContext: Sendable {
    public let name: String
    /// The aliased Swift type (`String`).
    public let type: String
}
