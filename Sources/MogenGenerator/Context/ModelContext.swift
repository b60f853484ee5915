/// What templates see for a whole model: `model` in every template. Names are sanitized and types mapped already,
/// so templates only print. Documented in `Docs/TemplateContext.md`.
package struct ModelContext: Sendable {
    /// The model's name (`Employees`).
    package let name: String
    /// The name as a Swift string literal: the compiled model's resource name (`Employees.momd`).
    package let nameLiteral: String
    /// The model's name as a Swift identifier, for type names derived from it.
    package let swiftName: String
    /// The model's name as used in file names (`Employees`).
    package let swiftFileName: String
    /// The model file as the user named it, without directories (`Employees.xcdatamodeld`).
    package let fileName: String
    /// The version read, for bundles.
    package let versionName: String?
    /// `public`, `package` or `internal`.
    package let accessLevel: String
    /// The access modifier followed by a space, or "" for internal: `{{ model.access }}var x`.
    package let access: String
    /// Modules to import, sorted: `CoreData`, `Foundation` and any extras.
    package let imports: [String]
    /// Modules the entities ask for (userInfo `mogen.imports`) beyond `imports`, for the single layout.
    package let entityImports: [String]
    /// The protocol every generated class conforms to, which gives typed fetch requests: `EmployeesManagedObject`.
    package let protocolName: String
    /// The error type thrown by generated fetch request helpers: `EmployeesModelError`.
    package let errorTypeName: String
    /// Entities that get a class, in file order.
    package let entities: [EntityContext]
    /// Entities that get nothing, with the reason.
    package let skippedEntities: [SkippedEntity]
    /// Classes mogen does not generate (Xcode does) that inherit from a generated class: they get their own entity
    /// name.
    package let externalSubclasses: [ExternalSubclass]
    /// Enums mogen declares (from `mogen.enumCases`), sorted by name.
    package let enums: [EnumContext]
    /// Typealiases declared once for the model (from `mogen.typealias`), sorted by name.
    package let typealiases: [TypealiasContext]
    /// Whether any entity has a fetch request template helper.
    package let hasFetchRequests: Bool
    /// Whether any entity is `Codable` (the model's decoding helpers are needed).
    package let hasCodableEntities: Bool
    /// The value transformers mogen generates, in the order the model first names them.
    package let valueTransformers: [ValueTransformerContext]
    /// The enum whose `register()` registers them all (`CalculatorValueTransformers`), declared when
    /// `valueTransformers` is not empty.
    package let valueTransformersTypeName: String
    /// The persistent stores the generated stack loads (`<Model>+Stack.swift`).
    package let stores: [PersistentStoreContext]
    /// Whether a store syncs with CloudKit: the stack is an `NSPersistentCloudKitContainer`.
    package let usesCloudKit: Bool
    /// The whole model (every entity, generated or not) as the statements that build it in code, for
    /// `managed-object-model.swift.stencil`; built when first asked for.
    package var modelCode: ModelCodeContext { modelCodeSource.wrappedValue }
    let modelCodeSource: LazyValue<ModelCodeContext>
    /// The SwiftData classes, container and versioned schemas, for a SwiftData template set; nil otherwise.
    package internal(set) var swiftData: SwiftDataModelContext? = nil
}

/// A class Xcode generates for an entity whose parent entity's class mogen generates.
package struct ExternalSubclass: Sendable {
    package let entityName: String
    /// The entity name as a Swift string literal.
    package let entityNameLiteral: String
    package let className: String
}

package struct SkippedEntity: Sendable {
    package let name: String
    package let reason: String
}

/// An enum that mogen declares for enum-backed attributes.
package struct EnumContext: Sendable {
    package let name: String
    /// `String`, `Int16`, `Int32`, `Int64`.
    package let rawType: String
    package let cases: [EnumCase]
    /// Declared `@objc` (integer raw values): its properties can then be `@objc` too, for key paths.
    package let isObjC: Bool

    package struct EnumCase: Sendable {
        /// The case name, escaped if needed.
        package let name: String
        /// The raw value as a Swift literal (`"black metal"`, `2`).
        package let rawValue: String
    }
}

package struct TypealiasContext: Sendable {
    package let name: String
    /// The aliased Swift type (`String`).
    package let type: String
}
