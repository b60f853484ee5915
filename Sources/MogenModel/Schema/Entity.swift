/// An `<entity>`, with its inheritance resolved against the model.
public struct Entity: Hashable, Sendable {
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

    /// Ancestors, nearest first. Stops at an unknown parent or a cycle (both are reported by validation).
    public internal(set) var superentityNames: [String] = []
    /// Direct subentities, in file order.
    public internal(set) var subentityNames: [String] = []
    /// Attributes declared by ancestors, the root's first.
    public internal(set) var inheritedAttributes: [Attribute] = []
    public internal(set) var inheritedRelationships: [Relationship] = []
    public internal(set) var inheritedFetchedProperties: [FetchedProperty] = []

    public var superentityName: String? { superentityNames.first }

    /// Inherited and own attributes: everything an instance has.
    public var allAttributes: [Attribute] { inheritedAttributes + attributes }
    public var allRelationships: [Relationship] { inheritedRelationships + relationships }
    public var allFetchedProperties: [FetchedProperty] { inheritedFetchedProperties + fetchedProperties }

    /// Number of properties an instance has (attributes, relationships, fetched properties).
    public var propertyCount: Int {
        inheritedAttributes.count + attributes.count + inheritedRelationships.count + relationships.count
            + inheritedFetchedProperties.count + fetchedProperties.count
    }

    /// The attribute with this name, own or inherited.
    public func attribute(named name: String) -> Attribute? {
        attributes.first { $0.name == name } ?? inheritedAttributes.last { $0.name == name }
    }

    /// The relationship with this name, own or inherited.
    public func relationship(named name: String) -> Relationship? {
        relationships.first { $0.name == name } ?? inheritedRelationships.last { $0.name == name }
    }

    public func fetchedProperty(named name: String) -> FetchedProperty? {
        fetchedProperties.first { $0.name == name } ?? inheritedFetchedProperties.last { $0.name == name }
    }

    /// Whether any property, own or inherited, has this name.
    public func hasProperty(named name: String) -> Bool {
        attribute(named: name) != nil || relationship(named: name) != nil || fetchedProperty(named: name) != nil
    }
}
