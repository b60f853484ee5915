/// Changes to mark on a diagram of the newer model of two (`mogen diff --format mermaid`). Entities are named as in
/// the model; properties as "Entity.property". Removed entities and properties are not in the model drawn: they are
/// listed apart. The default marks nothing.
public struct DiagramMarks: Sendable, Equatable {
    public var addedEntities: Set<String>
    public var changedEntities: Set<String>
    public var removedEntities: Set<String>
    public var addedProperties: Set<String>
    public var changedProperties: Set<String>
    public var removedProperties: Set<String>

    public init(
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

    public static let none = DiagramMarks()

    public enum Mark: String, Sendable {
        case added, changed, removed
    }

    public func entityMark(_ name: String) -> Mark? {
        addedEntities.contains(name) ? .added : changedEntities.contains(name) ? .changed : nil
    }

    public func propertyMark(_ entity: String, _ property: String) -> Mark? {
        let key = entity + "." + property
        return addedProperties.contains(key) ? .added : changedProperties.contains(key) ? .changed : nil
    }

    /// An edge is added when one of its relationships is, else changed when one is.
    public func edgeMark(_ edge: DiagramModel.RelationshipEdge) -> Mark? {
        let keys = edge.propertyKeys
        if keys.contains(where: addedProperties.contains) { return .added }
        if keys.contains(where: changedProperties.contains) { return .changed }
        return nil
    }

    /// What was removed, sorted: entity names, then "Entity.property" keys.
    public var removedItems: [String] {
        removedEntities.sorted() + removedProperties.sorted()
    }
}
