import MogenModel

/// What a diagram shows of a model: entities with their own attributes, relationships as edges (an inverse pair is one
/// edge with a cardinality at each end; a relationship without an inverse is a one-way edge) and inheritance edges.
/// Every renderer draws this, so the formats agree on what they show.
package struct DiagramModel: Sendable, Equatable {
    package struct Attribute: Sendable, Equatable {
        package var name: String
        /// The type as the model editor names it ("Integer 16", "String", …).
        package var type: String
        package var isOptional: Bool

        package init(name: String, type: String, isOptional: Bool) {
            self.name = name
            self.type = type
            self.isOptional = isOptional
        }
    }

    package struct Entity: Sendable, Equatable {
        package var name: String
        package var isAbstract: Bool
        /// The parent entity, when it is in the model.
        package var superentity: String?
        /// Attributes the entity declares (inherited ones are drawn on the superentity).
        package var attributes: [Attribute]

        package init(name: String, isAbstract: Bool, superentity: String?, attributes: [Attribute]) {
            self.name = name
            self.isAbstract = isAbstract
            self.superentity = superentity
            self.attributes = attributes
        }
    }

    /// One relationship, seen from the entity that declares it.
    package struct RelationshipEnd: Sendable, Equatable {
        /// The entity that declares the relationship.
        package var entity: String
        package var name: String
        package var isToMany: Bool
        package var isOrdered: Bool
        package var isOptional: Bool
        /// How many destination objects one source object has.
        package var cardinality: Cardinality

        package init(
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
    package struct RelationshipEdge: Sendable, Equatable {
        package var from: String
        package var to: String
        package var forward: RelationshipEnd
        package var inverse: RelationshipEnd?

        package init(from: String, to: String, forward: RelationshipEnd, inverse: RelationshipEnd?) {
            self.from = from
            self.to = to
            self.forward = forward
            self.inverse = inverse
        }

        /// The "Entity.property" keys of the relationships the edge draws.
        package var propertyKeys: [String] {
            [forward.entity + "." + forward.name] + (inverse.map { [$0.entity + "." + $0.name] } ?? [])
        }
    }

    /// A subentity and its parent.
    package struct InheritanceEdge: Sendable, Equatable {
        package var child: String
        package var parent: String

        package init(child: String, parent: String) {
            self.child = child
            self.parent = parent
        }
    }

    package var name: String
    /// In the model's order (Xcode's: by name).
    package var entities: [Entity]
    package var relationships: [RelationshipEdge]
    package var inheritance: [InheritanceEdge]

    package init(
        name: String, entities: [Entity], relationships: [RelationshipEdge] = [], inheritance: [InheritanceEdge] = []
    ) {
        self.name = name
        self.entities = entities
        self.relationships = relationships
        self.inheritance = inheritance
    }

    package func entity(named name: String) -> Entity? {
        entities.first { $0.name == name }
    }
}
