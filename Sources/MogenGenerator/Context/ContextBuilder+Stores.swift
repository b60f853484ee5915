import MogenModel

extension ContextBuilder {
    /// The stores the generated stack loads. A model without CloudKit has one store for `Default` (every entity).
    /// When a named configuration is marked "Used with CloudKit", each named configuration gets its own store, synced
    /// or not, as Apple's "Setting Up Core Data with CloudKit" describes for separating synced from local data
    /// (https://developer.apple.com/documentation/coredata/setting-up-core-data-with-cloudkit). When only the model
    /// itself (its `Default` configuration) is marked, the one store syncs.
    func persistentStores() -> [PersistentStoreContext] {
        let base = FileNames.safe(model.name)
        guard model.configurations.contains(where: \.usedWithCloudKit) else {
            return [PersistentStoreContext(
                configurationName: nil, configurationNameLiteral: nil, fileNameLiteral: SwiftLiteral.string(base + ".sqlite"),
                usesCloudKit: model.header.usedWithCloudKit)]
        }
        return model.configurations.map { configuration in
            PersistentStoreContext(
                configurationName: configuration.name, configurationNameLiteral: SwiftLiteral.string(configuration.name),
                fileNameLiteral: SwiftLiteral.string(base + "-" + FileNames.safe(configuration.name) + ".sqlite"),
                usesCloudKit: configuration.usedWithCloudKit)
        }
    }
}
