import MogenModel

/// What a diagram shows of a model: entities with their own attributes, relationships as edges (an inverse pair is one
/// edge with a cardinality at each end; a relationship without an inverse is a one-way edge) and inheritance edges.
/// Every renderer draws this, so the formats agree on what they show.
public struct DiagramModel: Sendable, Equatable {
    public struct Attribute: Sendable, Equatable {
        public var name: String
        /// The type as the model editor names it ("Integer 16", "String", …).
        public var type: String
        public var isOptional: Bool

        public init(name: String, type: String, isOptional: Bool) {
            self.name = name
            self.type = type
            self.isOptional = isOptional
        }
    }

    public struct Entity: Sendable, Equatable {
        public var name: String
        public var isAbstract: Bool
        /// The parent entity, when it is in the model.
        public var superentity: String?
        /// Attributes the entity declares (inherited ones are drawn on the superentity).
        public var attributes: [Attribute]

        public init(name: String, isAbstract: Bool, superentity: String?, attributes: [Attribute]) {
            self.name = name
            self.isAbstract = isAbstract
            self.superentity = superentity
            self.attributes = attributes
        }
    }

    /// One relationship, seen from the entity that declares it.
    public struct RelationshipEnd: Sendable, Equatable {
        /// The entity that declares the relationship.
        public var entity: String
        public var name: String
        public var isToMany: Bool
        public var isOrdered: Bool
        public var isOptional: Bool
        /// How many destination objects one source object has.
        public var cardinality: Cardinality

        public init(
            entity: String, name: String, isToMany: Bool, isOrdered: Bool, isOptional: Bool, cardinality: Cardinality
        ) {
            self.entity = entity
            self.name = name
            self.isToMany = isToMany
            self.isOrdered = isOrdered
            self.isOptional = isOptional
            self.cardinality = cardinality
        }
    }

    /// A relationship edge from `from` to `to`: `forward` is declared on `from` and points at `to`; `inverse`, when
    /// the pair is mutual, is declared on `to` and points back at `from`.
    public struct RelationshipEdge: Sendable, Equatable {
        public var from: String
        public var to: String
        public var forward: RelationshipEnd
        public var inverse: RelationshipEnd?

        public init(from: String, to: String, forward: RelationshipEnd, inverse: RelationshipEnd?) {
            self.from = from
            self.to = to
            self.forward = forward
            self.inverse = inverse
        }

        /// The "Entity.property" keys of the relationships the edge draws.
        public var propertyKeys: [String] {
            [forward.entity + "." + forward.name] + (inverse.map { [$0.entity + "." + $0.name] } ?? [])
        }
    }

    /// A subentity and its parent.
    public struct InheritanceEdge: Sendable, Equatable {
        public var child: String
        public var parent: String

        public init(child: String, parent: String) {
            self.child = child
            self.parent = parent
        }
    }

    public var name: String
    /// In the model's order (Xcode's: by name).
    public var entities: [Entity]
    public var relationships: [RelationshipEdge]
    public var inheritance: [InheritanceEdge]

    public init(
        name: String, entities: [Entity], relationships: [RelationshipEdge] = [], inheritance: [InheritanceEdge] = []
    ) {
        self.name = name
        self.entities = entities
        self.relationships = relationships
        self.inheritance = inheritance
    }

    public func entity(named name: String) -> Entity? {
        entities.first { $0.name == name }
    }
}
