import Testing
@testable import MogenModel

@Suite("Reading the model header and entities")
struct HeaderAndEntityTests {
    @Test("current-era header")
    func currentHeader() throws {
        let model = try Fixtures.model("", header: #"usedWithCloudKit="YES" usedWithSwiftData="YES" "#)
        #expect(model.header.type == "com.apple.IDECoreDataModeler.DataModel")
        #expect(model.header.documentVersion == "1.0")
        #expect(model.header.lastSavedToolsVersion == "22758")
        #expect(model.header.systemVersion == "23F79")
        #expect(model.header.minimumToolsVersion == "Automatic")
        #expect(model.header.sourceLanguage == "Swift")
        #expect(model.header.userDefinedModelVersionIdentifier == "")
        #expect(model.header.usedWithCloudKit)
        #expect(model.header.usedWithSwiftData)
        #expect(model.isUsedWithCloudKit)
        #expect(model.entities.isEmpty)
    }

    @Test("Xcode 4 era header: name, macOSVersion, iOSVersion, dotted tools version")
    func xcode4Header() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
            <model name="Model" userDefinedModelVersionIdentifier="" type="com.apple.IDECoreDataModeler.DataModel" \
            documentVersion="1.0" lastSavedToolsVersion="14315.12.1" systemVersion="11B26" minimumToolsVersion="Xcode 4.3" \
            macOSVersion="Automatic" iOSVersion="Automatic">
                <elements/>
            </model>
            """
        let model = try ModelReader.read(xml: xml).model
        #expect(model.header.name == "Model")
        #expect(model.header.lastSavedToolsVersion == "14315.12.1")
        #expect(model.header.macOSVersion == "Automatic")
        #expect(model.header.iOSVersion == "Automatic")
        #expect(model.header.minimumToolsVersion == "Xcode 4.3")
        #expect(model.header.sourceLanguage == nil)
        #expect(!model.header.usedWithCloudKit)
    }

    @Test("usedWithCloudKit is read in every spelling", arguments: [("YES", true), ("true", true), ("NO", false), ("false", false)])
    func cloudKitSpellings(value: String, expected: Bool) throws {
        let model = try Fixtures.model("", header: "usedWithCloudKit=\"\(value)\" ")
        #expect(model.header.usedWithCloudKit == expected)
    }

    @Test("entity attributes")
    func entityAttributes() throws {
        let model = try Fixtures.model("""
                <entity name="Base" representedClassName="Base" isAbstract="YES" syncable="YES"/>
                <entity name="Car" representedClassName="App.Car" parentEntity="Base" elementID="Automobile" \
            versionHashModifier="2" syncable="YES" codeGenerationType="class"/>
                <entity name="Plain" syncable="YES" codeGenerationType="category"/>
            """)
        let base = try #require(model.entity(named: "Base"))
        #expect(base.isAbstract)
        #expect(base.codeGeneration == .manual)
        let car = try #require(model.entity(named: "Car"))
        #expect(car.parentName == "Base")
        #expect(car.superentityNames == ["Base"])
        #expect(car.renamingIdentifier == "Automobile")
        #expect(car.versionHashModifier == "2")
        #expect(car.codeGeneration == .class)
        #expect(car.className.module == .named("App"))
        #expect(car.className.name == "Car")
        #expect(!car.isAbstract)
        let plain = try #require(model.entity(named: "Plain"))
        #expect(plain.codeGeneration == .category)
        #expect(!plain.className.isCustom)
        #expect(plain.className.name == "NSManagedObject")
        #expect(base.subentityNames == ["Car"])
    }

    @Test("class names split into module and class once", arguments: [
        ("Employee", ClassName.Module.unspecified, "Employee", "Employee"),
        (".Employee", .current, "Employee", ".Employee"),
        ("App.Employee", .named("App"), "Employee", "App.Employee"),
        ("Something.We.Cannot.Handle", .named("Something"), "We.Cannot.Handle", "Something.We.Cannot.Handle"),
    ])
    func classNames(written: String, module: ClassName.Module, name: String, qualified: String) {
        let className = ClassName(written: written)
        #expect(className.module == module)
        #expect(className.name == name)
        #expect(className.qualifiedName == qualified)
        #expect(className.isCustom)
    }

    @Test("explicit NSManagedObject is not a custom class")
    func explicitManagedObject() {
        #expect(!ClassName(written: "NSManagedObject").isCustom)
        #expect(!ClassName(written: nil).isCustom)
        #expect(!ClassName(written: "").isCustom)
    }

    @Test("element locations are the line and column of the element's '<'")
    func locations() throws {
        let model = try Fixtures.model("""
                <entity name="A" syncable="YES">
                    <attribute name="x" optional="YES" attributeType="String"/>
                </entity>
            """)
        let entity = try #require(model.entity(named: "A"))
        #expect(entity.location.line == 3)
        #expect(entity.location.column == 5)
        #expect(entity.location.file == "Test.xcdatamodel/contents")
        #expect(entity.attributes[0].location.line == 4)
        #expect(entity.attributes[0].location.column == 9)
    }

    @Test("a start tag spread over several lines is located at its first line")
    func multilineTag() throws {
        let model = try Fixtures.model("""
                <entity name="A"
                        syncable="YES"/>
            """)
        #expect(model.entities[0].location.line == 3)
        #expect(model.entities[0].location.column == 5)
    }

    @Test("columns count characters, not bytes")
    func columnsCountCharacters() throws {
        let model = try Fixtures.model("""
                <entity name="Café" syncable="YES"><attribute name="x" attributeType="String"/></entity>
            """)
        // `<attribute` starts after `    <entity name="Café" syncable="YES">`: 39 characters.
        #expect(model.entities[0].attributes[0].location.column == 40)
    }

    @Test("unknown elements and attributes are kept out of the way")
    func unknownItems() throws {
        let result = try Fixtures.read("""
                <entity name="A" futureFlag="YES" syncable="YES">
                    <attribute name="x" attributeType="String" futureAttribute="1"/>
                    <hologram name="h"/>
                </entity>
                <futureModelElement/>
            """)
        #expect(result.diagnostics.isEmpty)
        let items = result.model.unrecognized.map { "\($0.kind.rawValue) \($0.name) in \($0.parent)" }
        #expect(items.sorted() == [
            "attribute futureAttribute in attribute", "attribute futureFlag in entity", "element futureModelElement in model",
            "element hologram in entity",
        ])
        #expect(result.model.entity(named: "A")?.attributes.count == 1)
    }

    @Test("the diagram layout block is ignored")
    func layoutIgnored() throws {
        let result = try Fixtures.read("""
                <entity name="A" syncable="YES"/>
                <elements>
                    <element name="A" positionX="-63" positionY="-18" width="128" height="44"/>
                </elements>
            """)
        #expect(result.model.unrecognized.isEmpty)
        #expect(result.model.entities.count == 1)
    }

    @Test("userInfo at every level")
    func userInfoEverywhere() throws {
        let model = try Fixtures.model("""
                <entity name="A" syncable="YES">
                    <attribute name="x" attributeType="String">
                        <userInfo><entry key="a.key" value="attribute"/></userInfo>
                    </attribute>
                    <relationship name="r" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="A">
                        <userInfo><entry key="r.key" value="relationship"/></userInfo>
                    </relationship>
                    <fetchedProperty name="f" optional="YES">
                        <fetchRequest name="fetchedPropertyFetchRequest" entity="A"/>
                        <userInfo><entry key="f.key" value="fetched"/></userInfo>
                    </fetchedProperty>
                    <userInfo>
                        <entry key="key with.dots..." value="say &quot;hi&quot;"/>
                        <entry key="flag" value="YES"/>
                        <entry key="count" value=" 42 "/>
                        <entry key="list" value="a, b,,c "/>
                    </userInfo>
                </entity>
                <userInfo><entry key="model.key" value="model"/></userInfo>
            """)
        let entity = try #require(model.entity(named: "A"))
        #expect(entity.userInfo["key with.dots..."] == "say \"hi\"")
        #expect(entity.userInfo.bool("flag") == true)
        #expect(entity.userInfo.int("count") == 42)
        #expect(entity.userInfo.list("list") == ["a", "b", "c"])
        #expect(entity.userInfo["missing"] == nil)
        #expect(entity.userInfo.bool("list") == nil)
        #expect(entity.attributes[0].userInfo["a.key"] == "attribute")
        #expect(entity.relationships[0].userInfo["r.key"] == "relationship")
        #expect(entity.fetchedProperties[0].userInfo["f.key"] == "fetched")
        #expect(model.userInfo["model.key"] == "model")
        #expect(entity.userInfo.entries.map(\.key) == ["key with.dots...", "flag", "count", "list"])
    }

    @Test("empty userInfo and entities without children")
    func emptyContainers() throws {
        let model = try Fixtures.model("""
                <entity name="A" syncable="YES">
                    <userInfo/>
                </entity>
                <entity name="B" syncable="YES"/>
            """)
        #expect(model.entities.map(\.name) == ["A", "B"])
        #expect(model.entities[0].userInfo.isEmpty)
        #expect(model.entities[1].attributes.isEmpty)
    }
}
