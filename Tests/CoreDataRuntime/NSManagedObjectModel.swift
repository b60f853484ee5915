// Stand-in of CoreData/NSManagedObjectModel.h (https://developer.apple.com/documentation/coredata/nsmanagedobjectmodel).
open class NSManagedObjectModel {
    public init() {}

    open var entities: [NSEntityDescription] = []
    open var versionIdentifiers: Set<AnyHashable> = []

    open var entitiesByName: [String: NSEntityDescription] {
        Dictionary(entities.compactMap { entity in entity.name.map { ($0, entity) } }, uniquingKeysWith: { first, _ in first })
    }

    private var configurationEntities: [String: [NSEntityDescription]] = [:]

    open var configurations: [String] { configurationEntities.keys.sorted() }

    open func entities(forConfigurationName configuration: String?) -> [NSEntityDescription]? {
        guard let configuration else { return entities }
        return configurationEntities[configuration]
    }

    open func setEntities(_ entities: [NSEntityDescription], forConfigurationName configuration: String) {
        configurationEntities[configuration] = entities
    }

    open private(set) var fetchRequestTemplatesByName: [String: NSFetchRequest<any NSFetchRequestResult>] = [:]

    open func setFetchRequestTemplate(_ fetchRequestTemplate: NSFetchRequest<any NSFetchRequestResult>?, forName name: String) {
        fetchRequestTemplatesByName[name] = fetchRequestTemplate
    }

    open func fetchRequestTemplate(forName name: String) -> NSFetchRequest<any NSFetchRequestResult>? {
        fetchRequestTemplatesByName[name]
    }
}
