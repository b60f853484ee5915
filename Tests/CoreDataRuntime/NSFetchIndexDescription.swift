// Stand-ins of CoreData/NSFetchIndexDescription.h and NSFetchIndexElementDescription.h
// (https://developer.apple.com/documentation/coredata/nsfetchindexdescription).
public enum NSFetchIndexElementType: UInt {
    case binary = 0
    case rTree = 1
}

open class NSFetchIndexElementDescription {
    public init(property: NSPropertyDescription, collationType: NSFetchIndexElementType) {
        self.property = property
        self.collationType = collationType
    }

    open private(set) var property: NSPropertyDescription?
    open var propertyName: String? { property?.name }
    open var collationType: NSFetchIndexElementType
    open var isAscending = true
}

open class NSFetchIndexDescription {
    public init(name: String, elements: [NSFetchIndexElementDescription]?) {
        self.name = name
        self.elements = elements ?? []
    }

    open var name: String
    open var elements: [NSFetchIndexElementDescription]
    open var partialIndexPredicate: NSPredicate?
}
