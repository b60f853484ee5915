import Testing
@testable import MogenModel

/// The XML name of each attribute key is its case name, written by the compiler (`CodingKey`'s `stringValue`), and
/// the numbering finds every key from its name's number. (The reading tests and `CorpusReadingIdentityTests` show
/// the names are the ones models use.)
@Suite("The XML names of attribute keys")
struct AttributeKeyNameTests {
    private func check<Key: XMLAttributeKey>(_: Key.Type) {
        #expect(Set(Key.allCases.map(\.xmlName)).count == Key.allCases.count, "\(Key.self)'s names are not distinct")
        for key in Key.allCases {
            #expect(Key(stringValue: key.xmlName)?.rawValue == key.rawValue, "\(Key.self).\(key)")
            #expect(key.nameNumber == KnownAttributeNames.number(of: key.xmlName), "\(Key.self).\(key)")
            #expect(key.nameNumber != KnownAttributeNames.unknown, "\(Key.self).\(key)")
            #expect(Key.key(numbered: Int(key.nameNumber))?.rawValue == key.rawValue, "\(Key.self).\(key)")
        }
    }

    @Test func namesAreTheCaseNames() {
        check(ModelKey.self)
        check(EntityKey.self)
        check(AttributeKey.self)
        check(RelationshipKey.self)
        check(FetchedPropertyKey.self)
        check(FetchRequestKey.self)
        check(ConfigurationKey.self)
        check(FetchIndexElementKey.self)
        check(NameKey.self)
        check(ValueKey.self)
        check(EntryKey.self)
    }

    @Test func namesAsXcodeWritesThem() {
        #expect(ModelKey.allCases.map(\.xmlName) == [
            "type", "documentVersion", "lastSavedToolsVersion", "systemVersion", "minimumToolsVersion",
            "sourceLanguage", "userDefinedModelVersionIdentifier", "usedWithCloudKit", "usedWithSwiftData", "name",
            "macOSVersion", "iOSVersion",
        ])
        #expect(AttributeKey.allowsExternalBinaryDataStorage.xmlName == "allowsExternalBinaryDataStorage")
        #expect(RelationshipKey.destinationEntity.xmlName == "destinationEntity")
        #expect(KnownAttributeNames.number(of: "noSuchAttribute") == KnownAttributeNames.unknown)
        #expect(KnownAttributeNames.names == KnownAttributeNames.names.sorted())
    }

    @Test func anAttributeNotOfTheTypeHasNoKey() {
        // `toMany` is a relationship's, not an attribute's.
        let number = Int(KnownAttributeNames.number(of: "toMany"))
        #expect(RelationshipKey.key(numbered: number) == .toMany)
        #expect(AttributeKey.key(numbered: number) == nil)
        #expect(NoKey.key(numbered: number) == nil)
    }
}
