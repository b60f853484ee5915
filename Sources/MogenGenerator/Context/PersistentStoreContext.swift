/// One persistent store of the model's Core Data stack (`<Model>+Stack.swift`): the stack loads one per entry of
/// `model.stores`. Documented in `Docs/TemplateContext.md` and `Docs/Stack.md`.
public struct PersistentStoreContext: Sendable {
    /// The model configuration the store holds; nil for `Default`, every entity.
    public let configurationName: String?
    /// `configurationName` as a Swift string literal, or nil.
    public let configurationNameLiteral: String?
    /// The store's SQLite file name, as a Swift string literal: `"Employees.sqlite"`, `"Recipes-Cloud.sqlite"`.
    public let fileNameLiteral: String
    /// The configuration is marked "Used with CloudKit": the store syncs through `NSPersistentCloudKitContainer`.
    public let usesCloudKit: Bool
}
