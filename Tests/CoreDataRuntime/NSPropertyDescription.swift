// Stand-ins of CoreData/NSPropertyDescription.h, NSAttributeDescription.h, NSDerivedAttributeDescription.h,
// NSCompositeAttributeDescription.h, NSRelationshipDescription.h and NSFetchedPropertyDescription.h
// (https://developer.apple.com/documentation/coredata/nspropertydescription and its subclasses).
open class NSPropertyDescription {
    public init() {}

    /// Apple's is `unowned(unsafe) var entity: NSEntityDescription { get }`; a weak optional reference here.
    open internal(set) weak var entity: NSEntityDescription?
    open var name = ""
    open var isOptional = true
    open var isTransient = false
    open var userInfo: [AnyHashable: Any]?
    open var versionHashModifier: String?
    open var isIndexedBySpotlight = false
    open var renamingIdentifier: String?

    open private(set) var validationPredicates: [NSPredicate] = []
    open private(set) var validationWarnings: [Any] = []

    open func setValidationPredicates(_ validationPredicates: [NSPredicate]?, withValidationWarnings validationWarnings: [String]?) {
        self.validationPredicates = validationPredicates ?? []
        self.validationWarnings = validationWarnings ?? []
    }
}

public enum NSAttributeType: UInt {
    case undefinedAttributeType = 0
    case integer16AttributeType = 100
    case integer32AttributeType = 200
    case integer64AttributeType = 300
    case decimalAttributeType = 400
    case doubleAttributeType = 500
    case floatAttributeType = 600
    case stringAttributeType = 700
    case booleanAttributeType = 800
    case dateAttributeType = 900
    case binaryDataAttributeType = 1000
    case UUIDAttributeType = 1100
    case URIAttributeType = 1200
    case transformableAttributeType = 1800
    case objectIDAttributeType = 2000
    case compositeAttributeType = 2100
}

open class NSAttributeDescription: NSPropertyDescription {
    open var attributeType: NSAttributeType = .undefinedAttributeType
    open var attributeValueClassName: String?
    open var defaultValue: Any?
    open var valueTransformerName: String?
    open var allowsExternalBinaryDataStorage = false
    open var preservesValueInHistoryOnDeletion = false
    open var allowsCloudEncryption = false
}

open class NSDerivedAttributeDescription: NSAttributeDescription {
    open var derivationExpression: NSExpression?
}

open class NSCompositeAttributeDescription: NSAttributeDescription {
    open var elements: [NSAttributeDescription] = []
}

public enum NSDeleteRule: UInt {
    case noActionDeleteRule = 0
    case nullifyDeleteRule = 1
    case cascadeDeleteRule = 2
    case denyDeleteRule = 3
}

open class NSRelationshipDescription: NSPropertyDescription {
    open weak var destinationEntity: NSEntityDescription?
    open weak var inverseRelationship: NSRelationshipDescription?
    open var maxCount = 0
    open var minCount = 0
    open var deleteRule: NSDeleteRule = .nullifyDeleteRule
    open var isOrdered = false
    /// As Core Data derives it: any maximum but one (0 is no limit).
    open var isToMany: Bool { maxCount != 1 }
}

open class NSFetchedPropertyDescription: NSPropertyDescription {
    open var fetchRequest: NSFetchRequest<any NSFetchRequestResult>?
}
