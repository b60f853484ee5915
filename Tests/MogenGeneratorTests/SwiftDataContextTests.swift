import MogenGenerator
import MogenModel
import MogenSupport
import MogenTestSupport
import Testing

/// What the SwiftData context decides, and says, for small models: inverses, inheritance by target, CloudKit's
/// rules, `Codable` per class hierarchy, migration stages.
@Suite("The SwiftData context", .temporaryDirectories)
struct SwiftDataContextTests {
    private func swiftData(
        _ body: String, header: String = "", options: ContextOptions = ContextOptions()
    ) throws -> (SwiftDataModelContext, [Diagnostic]) {
        let model = try ModelReader.read(xml: ModelXML.document(body, header: header), path: "Shop.xcdatamodel/contents").model
        let (context, diagnostics) = ContextBuilder.build(model: model, options: options, swiftDataHistory: [])
        return (try #require(context.swiftData), diagnostics)
    }

    private func property(_ name: String, of className: String, in context: SwiftDataModelContext) throws
        -> SwiftDataPropertyContext
    {
        let swiftDataClass = try #require(context.classes.first { $0.className == className })
        return try #require(swiftDataClass.properties.first { $0.name == name })
    }

    /// The macro line the swiftdata set writes before the property (`_model-class.stencil`), nil for none.
    private func macro(_ name: String, of className: String, in context: SwiftDataModelContext) throws -> String? {
        let property = try property(name, of: className, in: context)
        return property.macro.map { macro in
            "@" + macro + (property.macroArguments.isEmpty ? "" : "(" + property.macroArguments.joined(separator: ", ") + ")")
        }
    }

    static let pair = """
        <entity name="Order" representedClassName="Order">
            <relationship name="lines" optional="YES" toMany="YES" deletionRule="Cascade" destinationEntity="Line" inverseName="order"/>
            <relationship name="twin" optional="YES" maxCount="1" destinationEntity="Order" inverseName="twin"/>
        </entity>
        <entity name="Line" representedClassName="Line">
            <attribute name="sku" attributeType="String"/>
            <relationship name="order" maxCount="1" deletionRule="Deny" destinationEntity="Order" inverseName="lines"/>
        </entity>
        """

    @Test("the to-many side names the inverse, the other side does not, and a relationship that is its own inverse names none")
    func inverses() throws {
        let (context, _) = try swiftData(Self.pair)
        #expect(try macro("lines", of: "Order", in: context)
            == #"@Relationship(deleteRule: .cascade, inverse: \Line.order)"#)
        #expect(try macro("order", of: "Line", in: context) == "@Relationship(deleteRule: .deny)")
        #expect(try macro("twin", of: "Order", in: context) == nil)
    }

    @Test("CloudKit's rules: required values optional, Deny is Nullify, uniqueness left out, each with a located warning")
    func cloudKit() throws {
        let body = Self.pair.replacingOccurrences(of: #"<entity name="Line" representedClassName="Line">"#, with: """
            <entity name="Line" representedClassName="Line">
                <uniquenessConstraints><uniquenessConstraint><constraint value="sku"/></uniquenessConstraint></uniquenessConstraints>
            """)
        let (context, diagnostics) = try swiftData(body, options: ContextOptions(swiftData: SwiftDataOptions(cloudKit: true)))
        #expect(try property("sku", of: "Line", in: context).type == "String?")
        #expect(try macro("sku", of: "Line", in: context) == nil)
        #expect(try property("order", of: "Line", in: context).type == "Order?")
        #expect(try macro("order", of: "Line", in: context) == nil)
        #expect(try property("lines", of: "Order", in: context).type == "[Line]?")
        let messages = diagnostics.map(\.message)
        for expected in [
            "attribute 'Line.sku' is required without a default value; CloudKit needs",
            "relationship 'Line.order' is required; CloudKit needs every relationship optional",
            "relationship 'Line.order' has the Deny delete rule, which CloudKit does not support",
            "entity 'Line' has a uniqueness constraint; CloudKit cannot enforce unique values",
        ] {
            #expect(messages.contains { $0.hasPrefix(expected) }, "\(expected)")
        }
        #expect(diagnostics.allSatisfy { $0.location?.line != nil }, "every warning is located in the model")
    }

    static let hierarchy = """
        <entity name="Vehicle" representedClassName="Vehicle" isAbstract="YES">
            <attribute name="name" attributeType="String"/>
        </entity>
        <entity name="Car" representedClassName="Car" parentEntity="Vehicle">
            <attribute name="plate" attributeType="String"/>
            <relationship name="owner" maxCount="1" destinationEntity="Owner"/>
        </entity>
        <entity name="Owner" representedClassName="Owner"><attribute name="name" optional="YES" attributeType="String"/></entity>
        """

    @Test("subclasses from iOS 26 pass the inherited values to super.init; before, an abstract parent is flattened away")
    func inheritance() throws {
        let (subclasses, _) = try swiftData(Self.hierarchy)
        let car = try #require(subclasses.classes.first { $0.className == "Car" })
        #expect(car.superclassName == "Vehicle")
        #expect(car.initializer.superParameterNames == ["name"])
        #expect(car.initializer.parameters.map(\.swiftName) == ["name", "plate", "owner"])
        #expect(subclasses.classes.first { $0.className == "Vehicle" }?.isFinal == false)

        let (flattened, diagnostics) = try swiftData(
            Self.hierarchy, options: ContextOptions(swiftData: SwiftDataOptions(target: .ios17)))
        #expect(flattened.classes.map(\.className) == ["Car", "Owner"])
        let flatCar = try #require(flattened.classes.first)
        #expect(flatCar.superclassName == nil && flatCar.isFinal)
        #expect(flatCar.properties.map(\.name) == ["name", "plate", "owner"])
        #expect(diagnostics.contains { $0.message.hasPrefix("entity 'Vehicle' is abstract and gets no SwiftData class") })
        #expect(diagnostics.contains { $0.message.hasPrefix("entity 'Car' inherits from 'Vehicle'") })
    }

    @Test("Codable is for a whole class hierarchy: a subclass with a value init(from:) cannot give takes it from all")
    func codableHierarchy() throws {
        // A required transient value is not coded, and has no initial value: Car's init(from:) cannot give it one.
        let body = Self.hierarchy
            .replacingOccurrences(of: #"<relationship name="owner" maxCount="1""#, with: #"<relationship name="owner" optional="YES" maxCount="1""#)
            .replacingOccurrences(of: #"<attribute name="plate" attributeType="String"/>"#,
                with: #"<attribute name="plate" attributeType="String"/><attribute name="scratch" transient="YES" attributeType="String"/>"#)
        let (context, diagnostics) = try swiftData(body, options: ContextOptions(codable: true))
        #expect(context.classes.first { $0.className == "Vehicle" }?.coding == nil)
        #expect(context.classes.first { $0.className == "Car" }?.coding == nil)
        #expect(context.classes.first { $0.className == "Owner" }?.coding != nil)
        #expect(diagnostics.contains {
            $0.message.hasPrefix("entity 'Car' is not Codable in SwiftData: init(from:) cannot give 'scratch'")
        }, "\(diagnostics.map(\.message))")
    }

    @Test("every entity of the store gets a class, whatever its Codegen and class name: Xcode's rules are Core Data's")
    func everyEntity() throws {
        let body = """
            <entity name="Note" representedClassName="Note" codeGenerationType="class">
                <attribute name="title" optional="YES" attributeType="String"/>
            </entity>
            <entity name="Tag" representedClassName="Tag" codeGenerationType="category">
                <attribute name="name" optional="YES" attributeType="String"/>
            </entity>
            <entity name="Plain"><attribute name="value" optional="YES" attributeType="Integer 16"/></entity>
            <entity name="Folder" representedClassName="App.FolderObject">
                <relationship name="plain" optional="YES" maxCount="1" destinationEntity="Plain"/>
            </entity>
            """
        let (context, diagnostics) = try swiftData(body)
        #expect(context.classes.map(\.className) == ["Note", "Tag", "Plain", "FolderObject"])
        #expect(try property("plain", of: "FolderObject", in: context).type == "Plain?")
        #expect(!diagnostics.contains { $0.message.contains("is skipped") }, "\(diagnostics.map(\.message))")
        #expect(!diagnostics.contains { $0.severity == .error })
    }

    @Test("leaving an entity or an attribute out of the store is an error that says what to change")
    func nothingLeftOut() throws {
        let body = """
            <entity name="Kept" representedClassName="Kept">
                <attribute name="scratch" optional="YES" transient="YES" attributeType="Undefined"/>
                <attribute name="shape" optional="YES" attributeType="Transformable" customClassName="[Not a type"/>
            </entity>
            <entity name="Hidden" representedClassName="Hidden">
                <userInfo><entry key="mogen.ignore" value="YES"/></userInfo>
            </entity>
            """
        let (_, diagnostics) = try swiftData(body)
        let errors = diagnostics.filter { $0.severity == .error }.map(\.message)
        #expect(errors.contains { $0.hasPrefix("attribute 'Kept.scratch' cannot be in the SwiftData class: it is Undefined") })
        let (_, composite) = try swiftData("""
            <entity name="Place" representedClassName="Place"><attribute name="spot" optional="YES" attributeType="Composite" composite="Spot"/></entity>
            <composite name="Spot"><attribute name="x" optional="YES" attributeType="Transformable"/></composite>
            """)
        // A composite SwiftData cannot store (SwiftDataCompositeTests): the fix names the built-in Core Data set as
        // --template takes it.
        #expect(composite.contains {
            $0.severity == .error && $0.message.hasPrefix("attribute 'Place.spot' cannot be in the SwiftData class")
                && $0.message.contains("(--template swift)")
        }, "\(composite.map(\.message))")
        #expect(errors.contains { $0.hasPrefix("attribute 'Kept.shape' cannot be in the SwiftData class: its custom class '[Not a type'") })
        #expect(errors.contains { $0.hasPrefix("entity 'Hidden' has userInfo 'mogen.ignore', but a SwiftData schema needs every entity") })
        #expect(diagnostics.filter { $0.severity == .error }.allSatisfy { $0.location?.line != nil })
    }

    @Test("a class that would hide a module @Model's expansion names is an error; a custom class that would is replaced by the entity's name")
    func hiddenModules() throws {
        let (_, diagnostics) = try swiftData("""
            <entity name="Observation" representedClassName="Observation"><attribute name="taxon" optional="YES" attributeType="String"/></entity>
            """)
        #expect(diagnostics.contains {
            $0.severity == .error && $0.message.hasPrefix("entity 'Observation' would be the SwiftData class 'Observation', which hides the module Observation")
        }, "\(diagnostics.map(\.message))")
        let (context, renamed) = try swiftData("""
            <entity name="Sighting" representedClassName="SwiftData"><attribute name="taxon" optional="YES" attributeType="String"/></entity>
            """)
        #expect(context.classes.map(\.className) == ["Sighting"])
        #expect(renamed.contains { $0.severity == .warning && $0.message.contains("which would hide the module SwiftData") })
    }

    @Test("a Transformable read with the secure unarchiver says which stored values will not decode")
    func secureUnarchiving() throws {
        let (context, diagnostics) = try swiftData("""
            <entity name="Tag" representedClassName="Tag">
                <attribute name="color" optional="YES" attributeType="Transformable"/>
                <attribute name="tint" optional="YES" attributeType="Transformable" customClassName="UIColor"/>
                <attribute name="names" optional="YES" attributeType="Transformable" customClassName="[String]"/>
            </entity>
            """)
        #expect(try property("color", of: "Tag", in: context).type == "NSObject?")
        let messages = diagnostics.map(\.message)
        #expect(messages.contains { $0.hasPrefix("attribute 'Tag.color' is Transformable without a transformer name") && $0.contains("objects of any other class") })
        #expect(messages.contains { $0.hasPrefix("attribute 'Tag.tint' is Transformable without a transformer name") && $0.contains("stored 'UIColor' values read as nil") })
        #expect(!messages.contains { $0.hasPrefix("attribute 'Tag.names'") })
    }

    /// A bundle `Shop.xcdatamodeld` with the given versions (name → body), the last current unless `current` says.
    private func bundle(_ versions: [(String, String)], current: String? = nil) throws -> String {
        let root = try TemporaryDirectory.make() + "/Shop.xcdatamodeld"
        try ModelXML.writeBundle(at: root, versions: versions, current: current)
        return root
    }

    private func swiftDataVersions(of bundle: String) throws -> (SwiftDataModelContext, [Diagnostic]) {
        let read = try ModelReader.read(path: bundle)
        let older = Generator.olderVersions(of: read.model, path: bundle, options: ModelValidator.Options())
        let (context, diagnostics) = ContextBuilder.build(model: read.model, swiftDataHistory: older.versions)
        return (try #require(context.swiftData), older.diagnostics + diagnostics)
    }

    @Test("versions SwiftData cannot tell apart are one versioned schema, with a note; an empty version is left out")
    func equalVersions() throws {
        let empty = ""
        let first = #"<entity name="Item" representedClassName="Item"><attribute name="name" optional="YES" attributeType="String"/></entity>"#
        // Only what no version hash sees changes: a default value, the Codegen, an index, a renaming identifier.
        let second = #"""
            <entity name="Item" representedClassName="Item" codeGenerationType="class">
                <attribute name="name" optional="YES" attributeType="String" defaultValueString="x" elementID="title"/>
                <fetchIndex name="byName"><fetchIndexElement property="name" type="Binary" order="ascending"/></fetchIndex>
            </entity>
            """#
        let third = #"<entity name="Item" representedClassName="Item"><attribute name="name" attributeType="String"/></entity>"#
        let path = try bundle([("Shop", empty), ("Shop 2", first), ("Shop 3", second), ("Shop 4", third)])
        let (context, diagnostics) = try swiftDataVersions(of: path)
        #expect(context.versions.map(\.versionName) == ["Shop 2, Shop 3", "Shop 4"])
        #expect(context.versions.map(\.typeName) == ["ShopSchemaV1", "ShopSchemaV2"])
        #expect(context.versions.allSatisfy { !$0.classNames.isEmpty })
        #expect(context.migrationStages.count == 1)
        let messages = diagnostics.map(\.message)
        #expect(messages.contains { $0.hasPrefix("versions 'Shop 2' and 'Shop 3' have the same SwiftData classes") })
        #expect(messages.contains { $0.hasPrefix("version 'Shop' has no entity, so no versioned schema") })

        // Every version the same: no plan at all.
        let same = try bundle([("Shop", first), ("Shop 2", second)])
        let (single, _) = try swiftDataVersions(of: same)
        #expect(single.versions.isEmpty && single.migrationPlanTypeName == nil)
    }

    @Test("versions that sort after the current one are named in a warning, not dropped silently")
    func versionsAfterCurrent() throws {
        let first = #"<entity name="Item" representedClassName="Item"><attribute name="name" optional="YES" attributeType="String"/></entity>"#
        let second = #"<entity name="Item" representedClassName="Item"><attribute name="name" attributeType="String"/></entity>"#
        let path = try bundle([("Folio 1", first), ("Folio 2", second), ("Partner 5", first)], current: "Folio 2")
        let (context, diagnostics) = try swiftDataVersions(of: path)
        #expect(context.versions.map(\.versionName) == ["Folio 1", "Folio 2"])
        #expect(diagnostics.contains {
            $0.severity == .warning && $0.message.contains("'Partner 5' sort after it and are left out")
        }, "\(diagnostics.map(\.message))")
    }

    @Test("a model without entities is an error for SwiftData, never an empty schema")
    func emptyModel() throws {
        let (_, diagnostics) = try swiftData("")
        #expect(diagnostics.contains { $0.severity == .error && $0.message.hasPrefix("the model has no entity for a SwiftData class") })
    }

    @Test("NSManagedObject's member names are refused for Core Data classes only; @Model's own are renamed with originalName")
    func memberNames() throws {
        let body = """
            <entity name="Note" representedClassName="Note">
                <attribute name="deleted" attributeType="Boolean" defaultValueString="NO" usesScalarValueType="YES"/>
                <attribute name="hasChanges" attributeType="Boolean" defaultValueString="NO" usesScalarValueType="YES"/>
            </entity>
            """
        let model = try ModelReader.read(xml: ModelXML.document(body), path: "Notes.xcdatamodel/contents").model
        let forCoreData = ModelValidator.validate(model, options: ContextOptions().validationOptions(forSwiftData: false))
        #expect(forCoreData.contains { $0.severity == .error && $0.message.contains("clashes with NSManagedObject's member 'deleted'") })
        let forSwiftData = ModelValidator.validate(model, options: ContextOptions().validationOptions(forSwiftData: true))
        #expect(!forSwiftData.contains { $0.severity == .error }, "\(forSwiftData.map(\.message))")
        let (context, _) = try swiftData(body)
        #expect(try property("deleted", of: "Note", in: context).swiftName == "deleted")
        #expect(try macro("hasChanges", of: "Note", in: context) == #"@Attribute(originalName: "hasChanges")"#)
    }

    @Test("under --cloudkit: a relationship without an inverse is an error, a compound uniqueness constraint a warning")
    func cloudKitInverseAndCompoundUniqueness() throws {
        let body = """
            <entity name="Pin" representedClassName="Pin">
                <attribute name="lat" optional="YES" attributeType="Double" usesScalarValueType="YES"/>
                <attribute name="lon" optional="YES" attributeType="Double" usesScalarValueType="YES"/>
                <relationship name="next" optional="YES" maxCount="1" destinationEntity="Pin"/>
                <uniquenessConstraints><uniquenessConstraint><constraint value="lat"/><constraint value="lon"/></uniquenessConstraint></uniquenessConstraints>
            </entity>
            """
        let (context, diagnostics) = try swiftData(body, options: ContextOptions(swiftData: SwiftDataOptions(cloudKit: true)))
        #expect(context.classes.first?.uniqueKeyPaths == nil)
        #expect(diagnostics.contains { $0.severity == .error && $0.message.hasPrefix("relationship 'Pin.next' has no inverse; CloudKit requires one") })
        #expect(diagnostics.contains { $0.severity == .warning && $0.message.hasPrefix("entity 'Pin' has a uniqueness constraint; CloudKit cannot enforce") })
        let (plain, plainDiagnostics) = try swiftData(body)
        #expect(plain.classes.first?.uniqueKeyPaths == #"[\.lat, \.lon]"#)
        #expect(!plainDiagnostics.contains { $0.severity == .error })
    }

    @Test("an R-tree fetch index is an .rtree index, and the other indexes then say .binary")
    func rTreeIndex() throws {
        let (context, _) = try swiftData("""
            <entity name="Pin" representedClassName="Pin">
                <attribute name="lat" optional="YES" attributeType="Double" usesScalarValueType="YES"/>
                <attribute name="lon" optional="YES" attributeType="Double" usesScalarValueType="YES"/>
                <attribute name="name" optional="YES" attributeType="String"/>
                <fetchIndex name="byLocation">
                    <fetchIndexElement property="lat" type="RTree" order="ascending"/>
                    <fetchIndexElement property="lon" type="RTree" order="ascending"/>
                </fetchIndex>
                <fetchIndex name="byName"><fetchIndexElement property="name" type="Binary" order="ascending"/></fetchIndex>
            </entity>
            """)
        #expect(context.classes.first?.indexKeyPaths == #".rtree([\.lat, \.lon]), .binary([\.name])"#)
    }

    @Test("a plan only where its versions keep Core Data's hashes: otherwise inference with a warning, or an error when a step needs a custom stage")
    func planDecision() throws {
        let first = #"<entity name="Item" representedClassName="Item"><attribute name="name" optional="YES" attributeType="String"/></entity>"#
        let added = #"<entity name="Item" representedClassName="Item"><attribute name="name" optional="YES" attributeType="String"/><attribute name="note" optional="YES" attributeType="String"/></entity>"#
        let (kept, keptDiagnostics) = try swiftDataVersions(of: try bundle([("Shop", first), ("Shop 2", added)]))
        #expect(kept.migrationPlanTypeName == "ShopMigrationPlan")
        #expect(!keptDiagnostics.contains { $0.message.hasPrefix("no migration plan") })

        // The class is not named as the entity: no version of a plan would match a Core Data store.
        let renamed = { (body: String) in body.replacingOccurrences(of: #"representedClassName="Item""#, with: #"representedClassName="ItemObject""#) }
        let (inferred, inferredDiagnostics) = try swiftDataVersions(of: try bundle([("Shop", renamed(first)), ("Shop 2", renamed(added))]))
        #expect(inferred.migrationPlanTypeName == nil && inferred.versions.isEmpty)
        #expect(inferredDiagnostics.contains {
            $0.severity == .warning && $0.message.hasPrefix("no migration plan: SwiftData would find no version of the plan")
                && $0.message.contains("entity 'Item' is the class 'ItemObject'")
        }, "\(inferredDiagnostics.map(\.message))")

        // A new required attribute without a default needs a custom stage, which needs a plan: an error.
        let required = #"<entity name="Item" representedClassName="ItemObject"><attribute name="name" optional="YES" attributeType="String"/><attribute name="code" attributeType="String"/></entity>"#
        let (_, refused) = try swiftDataVersions(of: try bundle([("Shop", renamed(first)), ("Shop 2", required)]))
        #expect(refused.contains {
            $0.severity == .error && $0.message.hasPrefix("the step from 'Shop' to 'Shop 2' needs a custom migration stage")
        }, "\(refused.map(\.message))")
    }

    @Test("flattening copies no inverse, and says which links a flattened hierarchy cannot hold")
    func flattenedRelationships() throws {
        let body = """
            <entity name="Vehicle" representedClassName="Vehicle">
                <relationship name="owner" optional="YES" maxCount="1" destinationEntity="Owner" inverseName="vehicles"/>
            </entity>
            <entity name="Car" representedClassName="Car" parentEntity="Vehicle">
                <attribute name="plate" optional="YES" attributeType="String"/>
            </entity>
            <entity name="Owner" representedClassName="Owner">
                <relationship name="vehicles" optional="YES" toMany="YES" destinationEntity="Vehicle" inverseName="owner"/>
            </entity>
            """
        let (flat, diagnostics) = try swiftData(body, options: ContextOptions(swiftData: SwiftDataOptions(target: .ios18)))
        #expect(try macro("owner", of: "Car", in: flat) == nil)
        #expect(try macro("vehicles", of: "Owner", in: flat) == #"@Relationship(inverse: \Vehicle.owner)"#)
        let messages = diagnostics.map(\.message)
        #expect(messages.contains { $0.hasPrefix("relationship 'Car.owner' is a copy of 'Vehicle.owner' in a flattened class") })
        #expect(messages.contains { $0.hasPrefix("relationship 'Owner.vehicles' points to 'Vehicle', whose subentities ('Car')") })
        let (_, subclassing) = try swiftData(body)
        #expect(!subclassing.contains { $0.message.contains("flattened class") || $0.message.contains("whose subentities") })
    }

    @Test("a transformer the model names is the app's: SwiftData and Core Data output refer to it, and write one only when asked")
    func appTransformers() throws {
        let body = { (entry: String) in """
            <entity name="Drawing" representedClassName="Drawing">
                <attribute name="strokes" optional="YES" attributeType="Transformable" valueTransformerName="StrokesTransformer" customClassName="NSArray">\(entry)</attribute>
            </entity>
            """ }
        func build(_ text: String) throws -> (ModelContext, [Diagnostic]) {
            let model = try ModelReader.read(xml: ModelXML.document(text), path: "Art.xcdatamodel/contents").model
            return ContextBuilder.build(model: model, swiftDataHistory: [])
        }
        let (referred, diagnostics) = try build(body(""))
        #expect(referred.valueTransformers.isEmpty)
        #expect(try macro("strokes", of: "Drawing", in: try #require(referred.swiftData))
            == #"@Attribute(.transformable(by: "StrokesTransformer"))"#)
        #expect(diagnostics.contains { $0.message.contains("with the app's value transformer 'StrokesTransformer'") })
        let (asked, _) = try build(body(#"<userInfo><entry key="mogen.transformer" value="YES"/></userInfo>"#))
        #expect(asked.valueTransformers.map(\.name) == ["StrokesTransformer"])
        // Core Data output follows the same rule (Docs/ValueTransformers.md).
        let model = try ModelReader.read(xml: ModelXML.document(body("")), path: "Art.xcdatamodel/contents").model
        #expect(ContextBuilder.build(model: model).0.valueTransformers.isEmpty)
    }

    @Test("a platform class a Transformable names is imported only when asked, and a warning says how to ask")
    func frameworkImports() throws {
        let body = { (userInfo: String) in """
            <entity name="Tag" representedClassName="Tag">
                <attribute name="tint" optional="YES" attributeType="Transformable" valueTransformerName="ColorTransformer" customClassName="UIColor"/>
                \(userInfo)
            </entity>
            """ }
        let (plain, diagnostics) = try swiftData(body(""))
        #expect(plain.imports == ["Foundation", "SwiftData"])
        #expect(diagnostics.contains {
            $0.severity == .warning && $0.message.hasPrefix("attribute 'Tag.tint' is a UIColor, which UIKit declares")
        }, "\(diagnostics.map(\.message))")
        let (asked, quiet) = try swiftData(body(#"<userInfo><entry key="mogen.imports" value="UIKit"/></userInfo>"#))
        #expect(asked.imports == ["Foundation", "SwiftData", "UIKit"])
        #expect(!quiet.contains { $0.message.contains("which UIKit declares") })
        let (_, option) = try swiftData(body(""), options: ContextOptions(imports: ["UIKit"]))
        #expect(!option.contains { $0.message.contains("which UIKit declares") })
    }

    @Test("type stubs for SwiftData code: a type only the app's transformer reads is a struct, one an unarchiver reads a class")
    func typeStubKinds() throws {
        let body = """
            <entity name="Sketch" representedClassName="Sketch">
                <attribute name="strokes" optional="YES" attributeType="Transformable" valueTransformerName="StrokesTransformer" customClassName="Set&lt;Stroke&gt;"/>
                <attribute name="pen" optional="YES" attributeType="Transformable" customClassName="Pen"/>
            </entity>
            """
        let model = try ModelReader.read(xml: ModelXML.document(body), path: "Art.xcdatamodel/contents").model
        let (context, _) = ContextBuilder.build(model: model, swiftDataHistory: [])
        let stubs = TypeStubs.source(for: model, context: context)
        #expect(stubs.contains("public struct Stroke: Hashable {}"), "\(stubs)")
        #expect(stubs.contains("nonisolated public class Pen: NSObject {}"), "\(stubs)")
    }

    @Test("a custom stage's TODO says what its closures can do: fill a value that becomes required, not add one")
    func customStageAdvice() throws {
        let none = #"<entity name="Item" representedClassName="Item"><attribute name="name" optional="YES" attributeType="String"/></entity>"#
        let optional = #"<entity name="Item" representedClassName="Item"><attribute name="name" optional="YES" attributeType="String"/><attribute name="code" optional="YES" attributeType="String"/></entity>"#
        let required = #"<entity name="Item" representedClassName="Item"><attribute name="name" optional="YES" attributeType="String"/><attribute name="code" attributeType="String"/></entity>"#
        let (filled, _) = try swiftDataVersions(of: try bundle([("Shop", optional), ("Shop 2", required)]))
        #expect(filled.migrationStages.first?.advice?.hasPrefix("give every object without a value one in willMigrate") == true)
        let (added, _) = try swiftDataVersions(of: try bundle([("Shop", none), ("Shop 2", required)]))
        #expect(added.migrationStages.first?.advice?.hasPrefix("add a model version between these two where it is optional") == true)
    }
}
