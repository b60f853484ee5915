import MogenModel

extension DiagramMarks {
    /// The changes of a model comparison, to mark on a diagram of the new model (`mogen diff --format mermaid`):
    /// an entity with any change is changed; properties are added, removed or changed (a rename is a change).
    public init(_ diff: ModelDiff) {
        self.init()
        for entity in diff.entities {
            for change in entity.changes {
                let key = entity.name + "." + change.name
                switch (change.element, change.kind) {
                case (.entity, .added): addedEntities.insert(entity.name)
                case (.entity, .removed): removedEntities.insert(entity.name)
                case (.attribute, .added), (.relationship, .added), (.fetchedProperty, .added):
                    addedProperties.insert(key)
                case (.attribute, .removed), (.relationship, .removed), (.fetchedProperty, .removed):
                    removedProperties.insert(key)
                case (.attribute, _), (.relationship, _), (.fetchedProperty, _): changedProperties.insert(key)
                default: break
                }
            }
            if !addedEntities.contains(entity.name), !removedEntities.contains(entity.name),
               !entity.changes.isEmpty || entity.hashChangedBySuperentity != nil
            {
                changedEntities.insert(entity.name)
            }
        }
    }
}
