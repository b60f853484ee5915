import MogenModel

extension DiagramModel {
    /// The diagram of a read model. Edges come in the order of the entities and of their relationships.
    public init(_ model: Model) {
        let names = Set(model.entities.map(\.name))
        var entities: [Entity] = []
        var inheritance: [InheritanceEdge] = []
        var relationships: [RelationshipEdge] = []
        // "Entity.relationship" keys already drawn as the inverse end of an edge.
        var drawn = Set<String>()
        for entity in model.entities {
            let parent = entity.parentName.flatMap { names.contains($0) && $0 != entity.name ? $0 : nil }
            entities.append(Entity(
                name: entity.name, isAbstract: entity.isAbstract, superentity: parent,
                attributes: entity.attributes.map { attribute in
                    Attribute(
                        name: attribute.name, type: attribute.unknownTypeName ?? attribute.type.xmlName,
                        isOptional: attribute.isOptional)
                }))
            if let parent { inheritance.append(InheritanceEdge(child: entity.name, parent: parent)) }
            for relationship in entity.relationships where names.contains(relationship.destinationName) {
                let key = entity.name + "." + relationship.name
                guard !drawn.contains(key) else { continue }
                let forward = Self.end(relationship, of: entity.name)
                var inverse: RelationshipEnd?
                if let pair = Self.mutualInverse(of: relationship, declaredBy: entity.name, in: model) {
                    inverse = Self.end(pair, of: relationship.destinationName)
                    drawn.insert(relationship.destinationName + "." + pair.name)
                }
                drawn.insert(key)
                relationships.append(RelationshipEdge(
                    from: entity.name, to: relationship.destinationName, forward: forward, inverse: inverse))
            }
        }
        self.init(name: model.name, entities: entities, relationships: relationships, inheritance: inheritance)
    }

    private static func end(_ relationship: Relationship, of entity: String) -> RelationshipEnd {
        RelationshipEnd(
            entity: entity, name: relationship.name, isToMany: relationship.isToMany,
            isOrdered: relationship.isOrdered, isOptional: relationship.isOptional,
            cardinality: Cardinality(
                isToMany: relationship.isToMany, isOptional: relationship.isOptional,
                minCount: relationship.minCount, maxCount: relationship.maxCount))
    }

    /// The inverse, when the two name each other and each is declared on the other's destination; anything less
    /// (an inverse declared on a superentity, one that names a third relationship) is drawn as one-way edges.
    private static func mutualInverse(
        of relationship: Relationship, declaredBy entity: String, in model: Model
    ) -> Relationship? {
        guard let inverseName = relationship.inverseName,
            relationship.inverseEntityName == nil || relationship.inverseEntityName == relationship.destinationName,
            let pair = model.entity(named: relationship.destinationName)?.relationships.first(where: {
                $0.name == inverseName
            }),
            pair.inverseName == relationship.name, pair.destinationName == entity,
            pair.inverseEntityName == nil || pair.inverseEntityName == entity
        else { return nil }
        return pair
    }
}
