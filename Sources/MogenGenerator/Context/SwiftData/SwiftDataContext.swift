/// What SwiftData templates see for a model: `model.swiftData` (null for Core Data template sets). Documented in
/// `Docs/TemplateContext.md` and, for what each piece becomes, `Docs/SwiftData.md`.
public struct SwiftDataModelContext: Sendable {
    /// Modules every SwiftData file imports, sorted: `Foundation`, `SwiftData` and `--import`s.
    public let imports: [String]
    /// The classes of the current version, in file order.
    public let classes: [SwiftDataClassContext]
    /// The structs of the composites the classes use (nested ones included), in the model's order: `Codable` (SwiftData
    /// stores a composite attribute through it), `Sendable` and `Hashable`, with SwiftData's value types and
    /// `CodingKeys` that are the elements' names.
    public let composites: [CompositeContext]
    /// The enum that holds `makeContainer(...)`: `RecipesContainer`.
    public let containerTypeName: String
    /// The stores the container opens: one per configuration as the Core Data stack does.
    /// The store `makeContainer` opens: where `NSPersistentContainer` keeps its one store by default,
    /// `<Model>.sqlite`, with every class.
    public let stores: [SwiftDataStoreContext]
    /// The stores of mogen's Core Data stack when it has one per configuration (a configuration is marked "Used
    /// with CloudKit"); empty otherwise.
    public let stackStores: [SwiftDataStoreContext]
    /// Whether the classes follow CloudKit's rules (a configuration is marked "Used with CloudKit", or `--cloudkit`).
    public let usesCloudKit: Bool
    /// Every version of the bundle up to the current one, oldest first; empty for a model with one version.
    public let versions: [SwiftDataVersionContext]
    /// The `SchemaMigrationPlan` enum, when there are versions: `RecipesMigrationPlan`.
    public let migrationPlanTypeName: String?
    /// The stages between consecutive versions.
    public let migrationStages: [SwiftDataMigrationStage]
}

/// One `@Model` class.
public struct SwiftDataClassContext: Sendable {
    /// The entity it stands for.
    public let entityName: String
    public let className: String
    /// `final` unless the class has subclasses.
    public let isFinal: Bool
    /// The superclass: the parent entity's class, when model subclasses are generated (iOS 26).
    public let superclassName: String?
    /// The entity is abstract in the model (SwiftData has no abstract classes: the class can still be created).
    public let isAbstract: Bool
    public let documentation: [String]
    /// The stored properties, in the model's order (inherited ones first when the parent's are flattened in).
    public let properties: [SwiftDataPropertyContext]
    /// `#Unique<Recipe>(...)`'s argument: `[\.a, \.b], [\.c]`; nil when there is none.
    public let uniqueKeyPaths: String?
    /// `#Index<Recipe>(...)`'s argument; nil when there is none.
    public let indexKeyPaths: String?
    public let initializer: SwiftDataInitializerContext
    /// Typed views of enum-backed attributes, whose raw value is what is stored.
    public let enumAccessors: [SwiftDataEnumAccessor]
    /// Static `FetchDescriptor` factories from the model's fetch request templates.
    public internal(set) var fetchDescriptors: [SwiftDataFetchDescriptor]
    /// `Codable` conformance: the coded properties, or nil when the class is not `Codable`.
    public internal(set) var coding: SwiftDataCoding?
    /// The class file the user owns (`Recipe.swift`), and the file mogen owns (`Recipe+Generated.swift`).
    public let humanFileName: String
    public let machineFileName: String
}

/// A stored property of a `@Model` class.
public struct SwiftDataPropertyContext: Sendable {
    /// The model's name: the stored key.
    public let name: String
    /// The Swift name, escaped if needed.
    public let swiftName: String
    /// The macro that precedes it, `Attribute`, `Relationship` or `Transient`; nil for none. The template writes it
    /// with its arguments: `@Attribute(.unique)`, `@Relationship(deleteRule: .cascade, inverse: \Ingredient.recipe)`.
    public let macro: String?
    /// The macro's arguments, in order, each as Swift (`.unique`, `originalName: "title"`); empty for none.
    public let macroArguments: [String]
    /// The declared type: `String`, `Int16?`, `[Ingredient]`.
    public let type: String
    /// The initial value: the model's default, `nil`, `[]`; nil when the initializer must give one.
    public let initialValue: String?
    public let isRelationship: Bool
    public let documentation: [String]
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
public struct SwiftDataInitializerContext: Sendable {
    /// Required parameters first, then those with defaults; inherited ones first in each group.
    public let parameters: [Parameter]
    /// `self.name = value` statements, for the class's own properties.
    public let assignments: [Assignment]
    /// For a subclass: the superclass initializer's parameters, passed on to `super.init` (`name: name`).
    public let superParameterNames: [String]?
    /// The initializer has the superclass initializer's signature, so it is an `override`.
    public let isOverride: Bool

    public struct Parameter: Sendable {
        public let swiftName: String
        public let type: String
        public let defaultValue: String?
    }

    /// `self.property = property`: the parameter has the property's name.
    public struct Assignment: Sendable {
        public let property: String
        /// The parameter is the enum of an enum-backed attribute, whose raw value is stored (`genre.rawValue`).
        public var storesRawValue = false
        /// The enum parameter is optional (`genre?.rawValue`).
        public var isOptional = false
    }
}

/// A computed property that reads and writes an enum-backed attribute's raw value as its enum.
public struct SwiftDataEnumAccessor: Sendable {
    /// The accessor's name: the stored property's name + `Value` (`genreValue`).
    public let swiftName: String
    /// `Genre`, `Genre?`.
    public let type: String
    /// The enum (`Genre`).
    public let enumName: String
    /// Whether the accessor is optional, so its new value's raw value is too.
    public let isOptional: Bool
    /// The stored property (`genre`).
    public let storedName: String
    /// Whether the stored raw value is optional.
    public let storedIsOptional: Bool
    /// What the getter reads when the stored value is nil or matches no case (`.pop`); nil when it reads the
    /// conversion's result as is.
    public let fallback: String?
}

/// `static func fetchX(...) -> FetchDescriptor<Recipe>`.
public struct SwiftDataFetchDescriptor: Sendable {
    public let name: String
    public let functionName: String
    public let parameters: [SwiftDataInitializerContext.Parameter]
    /// Statements before the descriptor (`let genreRawValue = genre.rawValue`).
    public let prelude: [String]
    /// The closure's parameter (`recipe`) and body; nil when the template has no predicate.
    public let closureParameter: String?
    public let predicateBody: String?
    public let fetchLimit: Int?
}

/// The pieces of a `Codable` class: `CodingKeys` and the statements of `init(from:)` and `encode(to:)`.
public struct SwiftDataCoding: Sendable {
    /// The class's own coded properties.
    public let properties: [Property]
    /// The superclass is `Codable` too: `super.init(from:)`, `super.encode(to:)`, `override`.
    public let hasCodableSuperclass: Bool

    public struct Property: Sendable {
        public let swiftName: String
        /// The key, a string literal: the model's name.
        public let keyLiteral: String
        /// The type decoded: the stored type without optionality.
        public let valueType: String
        public let isOptional: Bool
        /// What a missing key decodes as (`decodeIfPresent(...) ?? default`); nil: the key is required (or the
        /// value is optional).
        public let defaultValue: String?
    }
}

/// A store the container opens.
public struct SwiftDataStoreContext: Sendable {
    /// The configuration's name as a string literal, or nil for the model's `Default`.
    public let nameLiteral: String?
    /// Its SQLite file's name as a string literal, as the Core Data stack names it: `"Recipes.sqlite"`.
    public let fileNameLiteral: String
    /// The classes it holds (`[Recipe.self, Ingredient.self]` is written from them).
    public let classNames: [String]
    public let usesCloudKit: Bool
}

/// One version of a bundle: a `VersionedSchema`.
public struct SwiftDataVersionContext: Sendable {
    /// The version's name in the bundle (`Recipes 2`).
    public let versionName: String
    /// The enum: `RecipesSchemaV2`.
    public let typeName: String
    /// `Schema.Version`'s arguments: `2, 0, 0`.
    public let versionIdentifier: String
    public let isCurrent: Bool
    /// The classes it declares, nested; empty for the current version, whose classes are the top-level ones.
    public let classes: [SwiftDataClassContext]
    /// The class names its `models` lists.
    public let classNames: [String]
    /// The structs of the composites its classes use that differ from the current version's (other elements, or a
    /// nested composite that differs), declared nested so that its classes find them before the top-level ones;
    /// empty for the current version.
    public let composites: [CompositeContext]
}

/// A stage of the migration plan.
public struct SwiftDataMigrationStage: Sendable {
    public let fromTypeName: String
    public let toTypeName: String
    /// Core Data can infer the mapping: a `.lightweight` stage; otherwise `.custom`.
    public let isLightweight: Bool
    /// Why it is not lightweight: the change that decides it.
    public let reason: String?
    /// What works instead: a custom stage runs Core Data's inferred migration between its two closures, so a change
    /// Core Data cannot infer is split across versions.
    public let advice: String?
}
