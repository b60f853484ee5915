// Stand-in of CoreData/NSEntityDescription.h (https://developer.apple.com/documentation/coredata/nsentitydescription).
open class NSEntityDescription {
    public init() {}

    open var name: String?
    open var managedObjectClassName: String! = "NSManagedObject"
    open var isAbstract = false
    open var renamingIdentifier: String?
    open var versionHashModifier: String?
    open var userInfo: [AnyHashable: Any]?

    open var subentities: [NSEntityDescription] = [] {
        didSet {
            for entity in subentities { entity.superentity = self }
            dropIndexesInHierarchy()
        }
    }

    open private(set) weak var superentity: NSEntityDescription?

    open var properties: [NSPropertyDescription] = [] {
        didSet {
            for property in properties { property.entity = self }
            dropIndexesInHierarchy()
        }
    }

    open var propertiesByName: [String: NSPropertyDescription] {
        Dictionary(properties.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    open var attributesByName: [String: NSAttributeDescription] {
        propertiesByName.compactMapValues { $0 as? NSAttributeDescription }
    }

    open var relationshipsByName: [String: NSRelationshipDescription] {
        propertiesByName.compactMapValues { $0 as? NSRelationshipDescription }
    }

    open var uniquenessConstraints: [[Any]] = []
    open var indexes: [NSFetchIndexDescription] = []

    /// As Core Data does: "Changing an entity hierarchy in any way that affects the validity of indexes drops all
    /// existing indexes for entities in that hierarchy, such as adding or removing superentities or subentities, or
    /// adding and removing properties anywhere in the hierarchy."
    /// (https://developer.apple.com/documentation/coredata/nsentitydescription/indexes)
    private func dropIndexesInHierarchy() {
        var root = self
        while let parent = root.superentity { root = parent }
        var pending = [root]
        while let entity = pending.popLast() {
            entity.indexes = []
            pending += entity.subentities
        }
    }
}
