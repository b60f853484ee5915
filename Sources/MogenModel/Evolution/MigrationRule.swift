/// Why a change gets its migration level. Each rule is documented, with its source, in `Docs/ModelEvolution.md`
/// under its `id`.
///
/// What changes a version hash follows Apple's documentation of `versionHash` on `NSEntityDescription`,
/// `NSPropertyDescription`, `NSAttributeDescription` and `NSRelationshipDescription`, and of
/// `NSEntityDescription.uniquenessConstraints`. What Core Data can infer follows "Migrating your data model
/// automatically" (https://developer.apple.com/documentation/coredata/migrating-your-data-model-automatically) and
/// the Core Data Model Versioning guide's "Lightweight Migration".
public enum MigrationRule: String, Hashable, Sendable, CaseIterable {
    case entityAdded = "entity-added"
    case entityRemoved = "entity-removed"
    case entityRenamed = "entity-renamed"
    case entityBecameAbstract = "entity-became-abstract"
    case entityBecameConcrete = "entity-became-concrete"
    case entityParentChanged = "entity-parent-changed"
    case entityHierarchiesMerged = "entity-hierarchies-merged"
    case uniquenessConstraintsChanged = "uniqueness-constraints-changed"
    case versionHashModifierChanged = "version-hash-modifier-changed"

    case attributeAdded = "attribute-added"
    case attributeAddedRequiredWithoutDefault = "attribute-added-required-without-default"
    case attributeRemoved = "attribute-removed"
    case attributeRenamed = "attribute-renamed"
    case attributeTypeChanged = "attribute-type-changed"
    /// A numeric attribute that takes every value it held (`AttributeComparison.widens`).
    case attributeTypeWidened = "attribute-type-widened"
    case attributeBecameOptional = "attribute-became-optional"
    case attributeBecameRequiredWithDefault = "attribute-became-required-with-default"
    case attributeBecameRequiredWithoutDefault = "attribute-became-required-without-default"
    case attributeBecameTransient = "attribute-became-transient"
    case attributeBecamePersistent = "attribute-became-persistent"

    case relationshipAdded = "relationship-added"
    case relationshipAddedRequired = "relationship-added-required"
    case relationshipRemoved = "relationship-removed"
    case relationshipRenamed = "relationship-renamed"
    case relationshipCardinalityChanged = "relationship-cardinality-changed"
    case relationshipOrderingChanged = "relationship-ordering-changed"
    case relationshipDestinationChanged = "relationship-destination-changed"
    case relationshipInverseChanged = "relationship-inverse-changed"
    case relationshipBecameOptional = "relationship-became-optional"
    case relationshipBecameRequired = "relationship-became-required"
    case relationshipBecameTransient = "relationship-became-transient"
    case relationshipBecamePersistent = "relationship-became-persistent"

    case fetchedPropertyAdded = "fetched-property-added"
    case fetchedPropertyRemoved = "fetched-property-removed"

    case propertyMovedInHierarchy = "property-moved-in-hierarchy"
    case unstoredPropertyChanged = "unstored-property-changed"
    /// Default values, validation, class names, indexes, userInfo, fetch requests, configurations and the like:
    /// nothing Core Data puts in a version hash.
    case notInVersionHash = "not-in-version-hash"

    public var id: String { rawValue }

    public var level: MigrationLevel {
        switch self {
        case .notInVersionHash: .compatible
        case .entityBecameAbstract, .entityHierarchiesMerged, .attributeAddedRequiredWithoutDefault,
            .attributeTypeChanged, .attributeBecameRequiredWithoutDefault, .relationshipAddedRequired,
            .relationshipDestinationChanged, .relationshipBecameRequired:
            .mappingModel
        default: .lightweight
        }
    }

    /// Whether a custom migration stage's `willMigrate` can prepare the old version's data so that Core Data's
    /// inferred migration then succeeds: values for what becomes required. Apple's example of a custom stage is
    /// exactly this (https://developer.apple.com/documentation/coredata/nscustommigrationstage). Every other
    /// mapping-model rule changes what inference cannot map (a type, a destination, a new required value with no old
    /// property to fill), so its step needs a mapping model or a version between.
    public var customStageCanPrepare: Bool {
        self == .attributeBecameRequiredWithoutDefault || self == .relationshipBecameRequired
    }

    /// Whether a change under this rule changes a version hash (every rule but one: a change that does not is
    /// compatible by definition).
    public var changesVersionHash: Bool { self != .notInVersionHash }

    /// One line on what Core Data does, for the report.
    public var explanation: String {
        switch self {
        case .entityAdded: "a new entity: Core Data infers the mapping"
        case .entityRemoved: "a removed entity: Core Data infers the mapping (its objects are dropped)"
        case .entityRenamed: "renamed with a renaming identifier: Core Data infers the mapping"
        case .entityBecameAbstract:
            "an entity that becomes abstract: its existing objects cannot be kept as they are, so Core Data "
                + "cannot infer the mapping"
        case .entityBecameConcrete: "an abstract entity becomes concrete: Core Data infers the mapping"
        case .entityParentChanged:
            "a change of superentity (a new parent, or out of a hierarchy): Core Data infers the mapping"
        case .entityHierarchiesMerged:
            "entities that did not share a parent now do: Core Data cannot merge entity hierarchies"
        case .uniquenessConstraintsChanged:
            "uniqueness constraints are part of the version hash: Core Data infers the mapping (existing duplicates "
                + "make the migration fail)"
        case .versionHashModifierChanged:
            "a new version hash modifier forces a migration; Core Data infers the mapping, copying the values"
        case .attributeAdded: "a new attribute that is optional, transient or has a default: Core Data infers it"
        case .attributeAddedRequiredWithoutDefault:
            "a new required attribute without a default value: Core Data has no value for existing objects"
        case .attributeRemoved: "a removed attribute: Core Data infers the mapping (its values are dropped)"
        case .attributeRenamed: "renamed with a renaming identifier: Core Data infers the mapping"
        case .attributeTypeChanged: "a change of attribute type: Core Data cannot infer the conversion"
        case .attributeTypeWidened:
            "a numeric attribute widened (a wider integer, or Double): the inferred mapping copies the values (Apple's "
                + "documentation does not list type changes; apps ship this one without a mapping model)"
        case .attributeBecameOptional: "a required attribute becomes optional: Core Data infers the mapping"
        case .attributeBecameRequiredWithDefault:
            "an optional attribute becomes required and has a default value: Core Data infers the mapping"
        case .attributeBecameRequiredWithoutDefault:
            "an optional attribute becomes required without a default value: Core Data has no value for objects "
                + "where it is nil"
        case .attributeBecameTransient: "a stored attribute becomes transient: like removing it"
        case .attributeBecamePersistent: "a transient attribute becomes stored: like adding it"
        case .relationshipAdded: "a new optional relationship: Core Data infers the mapping"
        case .relationshipAddedRequired:
            "a new required relationship: existing objects have no destination, so the migration cannot be inferred"
        case .relationshipRemoved: "a removed relationship: Core Data infers the mapping"
        case .relationshipRenamed: "renamed with a renaming identifier: Core Data infers the mapping"
        case .relationshipCardinalityChanged:
            "a change between to-one and to-many, or of its counts: Core Data infers the mapping"
        case .relationshipOrderingChanged: "a change between ordered and unordered: Core Data infers the mapping"
        case .relationshipDestinationChanged:
            "a relationship to another entity: Core Data cannot infer which objects it should point to"
        case .relationshipInverseChanged: "a change of inverse: Core Data infers the mapping"
        case .relationshipBecameOptional: "a required relationship becomes optional: Core Data infers the mapping"
        case .relationshipBecameRequired:
            "an optional relationship becomes required: Core Data has no destination for objects without one"
        case .relationshipBecameTransient: "a stored relationship becomes transient: like removing it"
        case .relationshipBecamePersistent: "a transient relationship becomes stored: like adding it"
        case .fetchedPropertyAdded: "a new fetched property: a property of the entity's version hash; inferred"
        case .fetchedPropertyRemoved: "a removed fetched property: a property of the entity's version hash; inferred"
        case .propertyMovedInHierarchy:
            "a property moved up or down the entity hierarchy: Core Data infers the mapping"
        case .unstoredPropertyChanged:
            "a transient or fetched property changes: its version hash changes, but nothing stored does; inferred"
        case .notInVersionHash: "not part of the version hash: the store opens as it is"
        }
    }
}
