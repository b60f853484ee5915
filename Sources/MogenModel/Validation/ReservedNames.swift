import MogenSupport

/// Names a Core Data property cannot take because `NSObject` or `NSManagedObject` already has a member (a method
/// without parameters, or a property) of that name: Core Data's own documentation forbids them, and generated
/// Swift would not compile or would override the framework's member.
public enum ReservedNames {
    /// Members on every platform, with the class that declares them.
    public static let members: [String: String] = {
        var names: [String: String] = [:]
        for name in [
            "description", "debugDescription", "hash", "superclass", "class", "self", "isProxy", "zone",
            "retainCount", "copy", "mutableCopy", "init", "dealloc", "retain", "release", "autorelease", "finalize",
            "classForCoder", "classForKeyedArchiver", "classForArchiver", "observationInfo",
            "autoContentAccessingProxy", "hashValue",
        ] {
            names[name] = "NSObject"
        }
        for name in [
            "entity", "objectID", "managedObjectContext", "isInserted", "inserted", "isUpdated", "updated",
            "isDeleted", "deleted", "isFault", "fault", "faultingState", "hasChanges", "hasPersistentChangedValues",
            "changedValues", "changedValuesForCurrentEvent", "awakeFromFetch", "awakeFromInsert", "willSave",
            "didSave", "willTurnIntoFault", "didTurnIntoFault", "prepareForDeletion", "validateForDelete",
            "validateForInsert", "validateForUpdate", "contextShouldIgnoreUnmodeledPropertyChanges",
        ] {
            names[name] = "NSManagedObject"
        }
        return names
    }()

    /// Members of NSObject on macOS only (AppleScript support): a warning, since the code may never run there.
    public static let macOSMembers: Set<String> = [
        "className", "classDescription", "attributeKeys", "toOneRelationshipKeys", "toManyRelationshipKeys",
        "classCode", "objectSpecifier", "scriptingProperties",
    ]

    /// Whether a property with this name would clash with a member of NSObject or NSManagedObject (on any platform).
    public static func isReserved(_ name: String) -> Bool {
        reservation(of: name) != nil
    }

    /// Both lists in one table, so checking a name costs one lookup: the owner, and whether only on macOS.
    static let all: [String: (owner: String, macOSOnly: Bool)] = {
        var table = members.mapValues { (owner: $0, macOSOnly: false) }
        for name in macOSMembers { table[name] = ("NSObject", true) }
        return table
    }()

    /// The owner of a reserved name, and whether only on macOS; nil for any other name. Every property of a model is
    /// checked, and nearly none is reserved, so a ``WordSet`` answers first, without hashing.
    static func reservation(of name: String) -> (owner: String, macOSOnly: Bool)? {
        guard allNames.contains(name) else { return nil }
        return all[name]
    }

    private static let allNames = WordSet(all.keys)
}
