import MogenSupport

/// An `<entity>`, with its inheritance resolved against the model. Its fields are read as `entity.name`, …
@dynamicMemberLookup
public struct Entity: SharedStorageValue {
    /// `codeGenerationType`: whether Xcode generates the class itself.
    public enum CodeGeneration: Hashable, Sendable {
        /// Absent: "Manual/None"; the class is the user's (or mogen's) to write.
        case manual
        /// `class`: Xcode generates the class and its properties.
        case `class`
        /// `category`: Xcode generates an extension with the properties.
        case category
        case other(String)

        init(written: String?) {
            switch written {
            case nil, "": self = .manual
            case "class": self = .class
            case "category": self = .category
            case let value?: self = .other(value)
            }
        }

        public var name: String {
            switch self {
            case .manual: "manual"
            case .class: "class"
            case .category: "category"
            case let .other(value): value
            }
        }
    }

    public struct Properties: SchemaProperties {
        public let name: String
        public let className: ClassName
        /// `parentEntity` as written.
        public let parentName: String?
        public let isAbstract: Bool
        public let codeGeneration: CodeGeneration
        /// `elementID` in the file: the previous name, used by lightweight migration.
        public let renamingIdentifier: String?
        public let versionHashModifier: String?
        /// Properties declared on this entity, in file order.
        public let attributes: [Attribute]
        public let relationships: [Relationship]
        public internal(set) var fetchedProperties: [FetchedProperty]
        public let fetchIndexes: [FetchIndex]
        public let compoundIndexes: [CompoundIndex]
        public let uniquenessConstraints: [UniquenessConstraint]
        public let userInfo: UserInfo
        public let location: SourceLocation

        // Resolved against the model (see `ModelResolver`).

        /// Direct subentities, in file order.
        public internal(set) var subentityNames: [String] = []
        /// Ancestors and what they pass on, shared with the model's other entities.
        var lineage = Lineage.unresolved
    }

    public private(set) var sharedStorage: SharedStorage<Properties>

    init(_ properties: Properties) {
        sharedStorage = SharedStorage(properties)
    }

    /// Changes resolved fields; copies the storage first when another value shares it.
    mutating func update(_ change: (inout Properties) -> Void) {
        var properties = sharedStorage.properties
        change(&properties)
        sharedStorage = SharedStorage(properties)
    }

    /// Ancestors, nearest first. Stops at an unknown parent or a cycle (both are reported by validation).
    public var superentityNames: [String] { self.lineage.ancestors.map(\.name) }

    /// The parent entity's name, when the parent is declared (and is not the entity itself).
    public var superentityName: String? { self.lineage.nearest(\.name) }

    /// Number of ancestors, without walking them.
    public var superentityCount: Int { self.lineage.hierarchy?.ancestorCount(of: self.lineage.index) ?? 0 }

    /// Whether an entity of this name is among the ancestors, without walking them (in a hierarchy with no cycle).
    public func isSubentity(of name: String) -> Bool {
        self.lineage.hierarchy?.inherits(self.lineage.index, from: name) ?? false
    }

    /// Attributes declared by ancestors, the root's first.
    public var inheritedAttributes: [Attribute] { self.lineage.inherited(\.attributes) }
    public var inheritedRelationships: [Relationship] { self.lineage.inherited(\.relationships) }
    public var inheritedFetchedProperties: [FetchedProperty] { self.lineage.inherited(\.fetchedProperties) }

    /// Inherited and own attributes: everything an instance has.
    public var allAttributes: [Attribute] { self.inheritedAttributes + self.attributes }
    public var allRelationships: [Relationship] { self.inheritedRelationships + self.relationships }
    public var allFetchedProperties: [FetchedProperty] { self.inheritedFetchedProperties + self.fetchedProperties }

    /// Number of properties an instance has (attributes, relationships, fetched properties).
    public var propertyCount: Int {
        let properties = sharedStorage.properties
        let inherited = properties.lineage.hierarchy?.inheritedPropertyCount(of: properties.lineage.index) ?? 0
        return inherited + properties.attributes.count + properties.relationships.count
            + properties.fetchedProperties.count
    }

    /// The attribute with this name, own or inherited (from the nearest ancestor that declares it).
    public func attribute(named name: String) -> Attribute? {
        self.attributes.first { $0.name == name } ?? self.lineage.nearest { $0.attributes.first { $0.name == name } }
    }

    /// The relationship with this name, own or inherited.
    public func relationship(named name: String) -> Relationship? {
        self.relationships.first { $0.name == name }
            ?? self.lineage.nearest { $0.relationships.first { $0.name == name } }
    }

    public func fetchedProperty(named name: String) -> FetchedProperty? {
        self.fetchedProperties.first { $0.name == name }
            ?? self.lineage.nearest { $0.fetchedProperties.first { $0.name == name } }
    }

    /// Whether any property, own or inherited, has this name.
    public func hasProperty(named name: String) -> Bool {
        attribute(named: name) != nil || relationship(named: name) != nil || fetchedProperty(named: name) != nil
    }
}
