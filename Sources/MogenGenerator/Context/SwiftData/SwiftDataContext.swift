/// What SwiftData templates see for a model: `model.swiftData` (null for Core Data template sets). Documented in
/// `Docs/TemplateContext.md` and, for what each piece becomes, `Docs/SwiftData.md`.
package struct SwiftDataModelContext: Sendable {
    /// Modules every SwiftData file imports, sorted: `Foundation`, `SwiftData` and `--import`s.
    package let imports: [String]
    /// The classes of the current version, in file order.
    package let classes: [SwiftDataClassContext]
    /// The enum that holds `makeContainer(...)`: `RecipesContainer`.
    package let containerTypeName: String
    /// The stores the container opens: one per configuration as the Core Data stack does.
    /// The store `makeContainer` opens: where `NSPersistentContainer` keeps its one store by default,
    /// `<Model>.sqlite`, with every class.
    package let stores: [SwiftDataStoreContext]
    /// The stores of mogen's Core Data stack when it has one per configuration (a configuration is marked "Used
    /// with CloudKit"); empty otherwise.
    package let stackStores: [SwiftDataStoreContext]
    /// Whether the classes follow CloudKit's rules (a configuration is marked "Used with CloudKit", or `--cloudkit`).
    package let usesCloudKit: Bool
    /// Every version of the bundle up to the current one, oldest first; empty for a model with one version.
    package let versions: [SwiftDataVersionContext]
    /// The `SchemaMigrationPlan` enum, when there are versions: `RecipesMigrationPlan`.
    package let migrationPlanTypeName: String?
    /// The stages between consecutive versions.
    package let migrationStages: [SwiftDataMigrationStage]
}

/// One `@Model` class.
package struct SwiftDataClassContext: Sendable {
    /// The entity it stands for.
    package let entityName: String
    package let className: String
    /// `final` unless the class has subclasses.
    package let isFinal: Bool
    /// The superclass: the parent entity's class, when model subclasses are generated (iOS 26).
    package let superclassName: String?
    /// The entity is abstract in the model (SwiftData has no abstract classes: the class can still be created).
    package let isAbstract: Bool
    package let documentation: [String]
    /// The stored properties, in the model's order (inherited ones first when the parent's are flattened in).
    package let properties: [SwiftDataPropertyContext]
    /// `#Unique<Recipe>(...)`'s argument: `[\.a, \.b], [\.c]`; nil when there is none.
    package let uniqueKeyPaths: String?
    /// `#Index<Recipe>(...)`'s argument; nil when there is none.
    package let indexKeyPaths: String?
    package let initializer: SwiftDataInitializerContext
    /// Typed views of enum-backed attributes, whose raw value is what is stored.
    package let enumAccessors: [SwiftDataEnumAccessor]
    /// Static `FetchDescriptor` factories from the model's fetch request templates.
    package internal(set) var fetchDescriptors: [SwiftDataFetchDescriptor]
    /// `Codable` conformance: the coded properties, or nil when the class is not `Codable`.
    package internal(set) var coding: SwiftDataCoding?
    /// The class file the user owns (`Recipe.swift`), and the file mogen owns (`Recipe+Generated.swift`).
    package let humanFileName: String
    package let machineFileName: String
}

/// A stored property of a `@Model` class.
package struct SwiftDataPropertyContext: Sendable {
    /// The model's name: the stored key.
    package let name: String
    /// The Swift name, escaped if needed.
    package let swiftName: String
    /// The attribute macro that precedes it: `@Attribute(.unique)`, `@Relationship(deleteRule: .cascade, inverse:
    /// \Ingredient.recipe)`, `@Transient`; nil for none.
    package let macro: String?
    /// The declared type: `String`, `Int16?`, `[Ingredient]`.
    package let type: String
    /// The initial value: the model's default, `nil`, `[]`; nil when the initializer must give one.
    package let initialValue: String?
    package let isRelationship: Bool
    package let documentation: [String]
    /// What a `#Predicate` can read of it; nil when it is not stored (ephemeral, transient).
    let predicateKind: SwiftPredicateScope.Property.Kind?
    /// What of it goes into the entity's version hash, from which SwiftData tells versions apart: the name, the type
    /// (with optionality, a relationship's destination and cardinality), transience, a relationship's delete rule,
    /// inverse and counts, and the hash modifier; not its default value, original name or options such as
    /// `.unique` (https://developer.apple.com/documentation/coredata/nspropertydescription/versionhash). Empty for a
    /// property that is not in the schema (`@Transient`).
    let versionHash: String
}

/// The designated initializer.
package struct SwiftDataInitializerContext: Sendable {
    /// Required parameters first, then those with defaults; inherited ones first in each group.
    package let parameters: [Parameter]
    /// `self.name = value` statements, for the class's own properties.
    package let assignments: [Assignment]
    /// For a subclass: the superclass initializer's parameters, passed on to `super.init` (`name: name`).
    package let superParameterNames: [String]?
    /// The initializer has the superclass initializer's signature, so it is an `override`.
    package let isOverride: Bool

    package struct Parameter: Sendable {
        package let swiftName: String
        package let type: String
        package let defaultValue: String?
    }

    /// `self.property = property`: the parameter has the property's name.
    package struct Assignment: Sendable {
        package let property: String
        /// The parameter is the enum of an enum-backed attribute, whose raw value is stored (`genre.rawValue`).
        package var storesRawValue = false
        /// The enum parameter is optional (`genre?.rawValue`).
        package var isOptional = false
    }
}

/// A computed property that reads and writes an enum-backed attribute's raw value as its enum.
package struct SwiftDataEnumAccessor: Sendable {
    /// The accessor's name: the stored property's name + `Value` (`genreValue`).
    package let swiftName: String
    /// `Genre`, `Genre?`.
    package let type: String
    /// The enum (`Genre`).
    package let enumName: String
    /// Whether the accessor is optional, so its new value's raw value is too.
    package let isOptional: Bool
    /// The stored property (`genre`).
    package let storedName: String
    /// Whether the stored raw value is optional.
    package let storedIsOptional: Bool
    /// What the getter reads when the stored value is nil or matches no case (`.pop`); nil when it reads the
    /// conversion's result as is.
    package let fallback: String?
}

/// `static func fetchX(...) -> FetchDescriptor<Recipe>`.
package struct SwiftDataFetchDescriptor: Sendable {
    package let name: String
    package let functionName: String
    package let parameters: [SwiftDataInitializerContext.Parameter]
    /// Statements before the descriptor (`let genreRawValue = genre.rawValue`).
    package let prelude: [String]
    /// The closure's parameter (`recipe`) and body; nil when the template has no predicate.
    package let closureParameter: String?
    package let predicateBody: String?
    package let fetchLimit: Int?
}

/// The pieces of a `Codable` class: `CodingKeys` and the statements of `init(from:)` and `encode(to:)`.
package struct SwiftDataCoding: Sendable {
    /// The class's own coded properties.
    package let properties: [Property]
    /// The superclass is `Codable` too: `super.init(from:)`, `super.encode(to:)`, `override`.
    package let hasCodableSuperclass: Bool

    package struct Property: Sendable {
        package let swiftName: String
        /// The key, a string literal: the model's name.
        package let keyLiteral: String
        /// The type decoded: the stored type without optionality.
        package let valueType: String
        package let isOptional: Bool
        /// What a missing key decodes as (`decodeIfPresent(...) ?? default`); nil: the key is required (or the
        /// value is optional).
        package let defaultValue: String?
    }
}

/// A store the container opens.
package struct SwiftDataStoreContext: Sendable {
    /// The configuration's name as a string literal, or nil for the model's `Default`.
    package let nameLiteral: String?
    /// Its SQLite file's name as a string literal, as the Core Data stack names it: `"Recipes.sqlite"`.
    package let fileNameLiteral: String
    /// The classes it holds (`[Recipe.self, Ingredient.self]` is written from them).
    package let classNames: [String]
    package let usesCloudKit: Bool
}

/// One version of a bundle: a `VersionedSchema`.
package struct SwiftDataVersionContext: Sendable {
    /// The version's name in the bundle (`Recipes 2`).
    package let versionName: String
    /// The enum: `RecipesSchemaV2`.
    package let typeName: String
    /// `Schema.Version`'s arguments: `2, 0, 0`.
    package let versionIdentifier: String
    package let isCurrent: Bool
    /// The classes it declares, nested; empty for the current version, whose classes are the top-level ones.
    package let classes: [SwiftDataClassContext]
    /// The class names its `models` lists.
    package let classNames: [String]
}

/// A stage of the migration plan.
package struct SwiftDataMigrationStage: Sendable {
    package let fromTypeName: String
    package let toTypeName: String
    /// Core Data can infer the mapping: a `.lightweight` stage; otherwise `.custom`.
    package let isLightweight: Bool
    /// Why it is not lightweight: the change that decides it.
    package let reason: String?
    /// What works instead: a custom stage runs Core Data's inferred migration between its two closures, so a change
    /// Core Data cannot infer is split across versions.
    package let advice: String?
}
