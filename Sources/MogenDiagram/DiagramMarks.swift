/// Changes to mark on a diagram of the newer model of two (`mogen diff --format mermaid`). Entities are named as in
/// the model; properties as "Entity.property". Removed entities and properties are not in the model drawn: they are
/// listed apart. The default marks nothing.
package struct DiagramMarks: Sendable, Equatable {
    package var addedEntities: Set<String>
    package var changedEntities: Set<String>
    package var removedEntities: Set<String>
    package var addedProperties: Set<String>
    package var changedProperties: Set<String>
    package var removedProperties: Set<String>

    package init(
        addedEntities: Set<String> = [], changedEntities: Set<String> = [], removedEntities: Set<String> = [],
        addedProperties: Set<String> = [], changedProperties: Set<String> = [], removedProperties: Set<String> = []
    ) {
        self.addedEntities = addedEntities
        self.changedEntities = changedEntities
        self.removedEntities = removedEntities
        self.addedProperties = addedProperties
        self.changedProperties = changedProperties
        self.removedProperties = removedProperties
    }

    package static let none = DiagramMarks()

    package enum Mark: String, Sendable {
        case added, changed, removed
    }

    package func entityMark(_ name: String) -> Mark? {
        addedEntities.contains(name) ? .added : changedEntities.contains(name) ? .changed : nil
    }

    package func propertyMark(_ entity: String, _ property: String) -> Mark? {
        let key = entity + "." + property
        return addedProperties.contains(key) ? .added : changedProperties.contains(key) ? .changed : nil
    }

    /// An edge is added when one of its relationships is, else changed when one is.
    package func edgeMark(_ edge: DiagramModel.RelationshipEdge) -> Mark? {
        let keys = edge.propertyKeys
        if keys.contains(where: addedProperties.contains) { return .added }
        if keys.contains(where: changedProperties.contains) { return .changed }
        return nil
    }

    /// What was removed, sorted: entity names, then "Entity.property" keys.
    package var removedItems: [String] {
        removedEntities.sorted() + removedProperties.sorted()
    }
}
