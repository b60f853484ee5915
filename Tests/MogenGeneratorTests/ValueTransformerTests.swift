@testable import MogenGenerator
import MogenModel
import Foundation
import MogenSupport
import MogenTestSupport
import Testing

/// The value transformers mogen generates for transformable attributes: which names get one, the classes each
/// allows, the Swift class names, the opt-out, and what is reported.
@Suite("Value transformers", .temporaryDirectories)
struct ValueTransformerTests {
    @Test("the classes an archive holds, from a custom class", arguments: [
        ("[CalculatorExpression]", ["NSArray", "CalculatorExpression"]),
        ("[String: Measurement<UnitLength>]", ["NSDictionary", "NSString", "NSMeasurement", "UnitLength"]),
        ("Tag", ["Tag"]),
        ("App.Tag", ["App.Tag"]),
        ("Set<Tag>", ["NSSet", "Tag"]),
        ("Array<Swift.Int>", ["NSArray", "NSNumber"]),
        ("[[String: [Date]]]", ["NSArray", "NSDictionary", "NSString", "NSDate"]),
        ("[URL: Decimal]?", ["NSDictionary", "NSURL", "NSDecimalNumber"]),
        ("Dictionary<UUID, Optional<Data>>", ["NSDictionary", "NSUUID", "NSData"]),
        ("[Tag: [Tag]]", ["NSDictionary", "Tag", "NSArray"]),
        ("UIColor", ["UIColor"]),
        // Geometry structs are archived in NSValue: the struct is no class an unarchiver could allow.
        ("[CGPoint]", ["NSArray", "NSValue"]),
        ("[String: CoreGraphics.CGRect]", ["NSDictionary", "NSString", "NSValue"]),
        ("NSRange", ["NSValue"]),
    ])
    func archivedClasses(type: String, expected: [String]) {
        #expect(ArchivedClasses.of(type) == .classes(expected))
    }

    @Test("a custom class that does not say which classes its values are", arguments: [
        "[String: Any]", "NSObject", "[AnyObject]", "(Int, Int)", "Box<Tag>", "any NSSecureCoding", "[Tag",
    ])
    func unknownClasses(type: String) {
        guard case .unknown = ArchivedClasses.of(type) else {
            Issue.record("\(type) should not give classes")
            return
        }
    }

    @Test("a name the model declares is the model's type, not Foundation's")
    func declaredNames() {
        #expect(ArchivedClasses.of("[Date]", declared: ["Date"]) == .classes(["NSArray", "Date"]))
        #expect(ArchivedClasses.of("[Foundation.Date]", declared: ["Date"]) == .classes(["NSArray", "NSDate"]))
    }

    @Test("one transformer per name, allowing the union of the classes of the attributes that name it")
    func sharedNames() throws {
        let (context, diagnostics) = try GeneratorFixtures.context("""
            <entity name="Sketch" representedClassName="Sketch">
                <attribute name="palette" optional="YES" attributeType="Transformable" valueTransformerName="PaletteTransformer" customClassName="[Swatch]"/>
                <attribute name="notes" optional="YES" attributeType="Transformable" valueTransformerName="NSSecureUnarchiveFromData" customClassName="[String]"/>
                <attribute name="flag" optional="YES" attributeType="Transformable" valueTransformerName="NSNegateBoolean" customClassName="NSNumber"/>
            </entity>
            <entity name="Layer" representedClassName="Layer">
                <attribute name="swatches" optional="YES" attributeType="Transformable" valueTransformerName="PaletteTransformer" customClassName="Set&lt;Swatch&gt;"/>
                <attribute name="tags" optional="YES" attributeType="Transformable" valueTransformerName="TagsTransformer">
                    <userInfo><entry key="attributeValueClassName" value="[Tag]"/></userInfo>
                </attribute>
            </entity>
            """, options: ContextOptions(transformers: ["PaletteTransformer", "TagsTransformer"]))
        #expect(diagnostics.filter { $0.severity == .error }.isEmpty)
        #expect(context.valueTransformersTypeName == "TestValueTransformers")
        #expect(context.valueTransformers.map(\.name) == ["PaletteTransformer", "TagsTransformer"])
        let palette = try #require(context.valueTransformers.first)
        #expect(palette.className == "PaletteTransformer")
        #expect(palette.objcName == "PaletteTransformer")
        #expect(palette.nameLiteral == "\"PaletteTransformer\"")
        #expect(palette.allowedClasses == ["NSArray", "Swatch", "NSSet"])
        #expect(palette.attributes == ["Sketch.palette", "Layer.swatches"])
        #expect(palette.customClasses == ["[Swatch]", "Set<Swatch>"])
        #expect(context.valueTransformers.last?.allowedClasses == ["NSArray", "Tag"])
    }

    @Test("a name that cannot be a Swift class, or would clash with one, gets a derived class name")
    func classNames() throws {
        let (context, _) = try GeneratorFixtures.context("""
            <entity name="Sketch" representedClassName="Sketch">
                <attribute name="a" optional="YES" attributeType="Transformable" valueTransformerName="com.example.label-transformer" customClassName="Label"/>
                <attribute name="b" optional="YES" attributeType="Transformable" valueTransformerName="Sketch" customClassName="Label"/>
                <attribute name="c" optional="YES" attributeType="Transformable" valueTransformerName="Label" customClassName="Label"/>
                <attribute name="d" optional="YES" attributeType="Transformable" valueTransformerName="LabelTransformer" customClassName="Label"/>
                <attribute name="e" optional="YES" attributeType="Transformable" valueTransformerName="TestValueTransformers" customClassName="Label"/>
                <attribute name="f" optional="YES" attributeType="Transformable" valueTransformerName="2d" customClassName="Label"/>
                <attribute name="g" optional="YES" attributeType="Transformable" valueTransformerName="Type" customClassName="Label"/>
            </entity>
            """, options: ContextOptions(transformers: [
                "com.example.label-transformer", "Sketch", "Label", "LabelTransformer", "TestValueTransformers", "2d", "Type",
            ]))
        let names = context.valueTransformers.map { [$0.name, $0.className, $0.objcName ?? "-"] }
        #expect(names == [
            ["com.example.label-transformer", "ComExampleLabelTransformer", "-"],
            ["Sketch", "SketchTransformer", "-"],
            // LabelTransformer is the model's next name, and keeps it: this one takes a number.
            ["Label", "LabelTransformer2", "-"],
            ["LabelTransformer", "LabelTransformer", "LabelTransformer"],
            ["TestValueTransformers", "TestValueTransformersTransformer", "-"],
            ["2d", "_2d", "-"],
            ["Type", "TypeTransformer", "-"],
        ])
    }

    @Test("userInfo mogen.transformer = NO leaves the name to the user, for every attribute that names it")
    func optOut() throws {
        let (context, diagnostics) = try GeneratorFixtures.context("""
            <entity name="Sketch" representedClassName="Sketch">
                <attribute name="stamp" optional="YES" attributeType="Transformable" valueTransformerName="StampTransformer" customClassName="Stamp">
                    <userInfo><entry key="mogen.transformer" value="NO"/></userInfo>
                </attribute>
                <attribute name="stamps" optional="YES" attributeType="Transformable" valueTransformerName="StampTransformer" customClassName="[Stamp]"/>
                <attribute name="any" optional="YES" attributeType="Transformable" valueTransformerName="StampTransformer" customClassName="[String: Any]"/>
                <attribute name="kept" optional="YES" attributeType="Transformable" valueTransformerName="KeptTransformer" customClassName="Kept">
                    <userInfo><entry key="mogen.transformer" value="YES"/></userInfo>
                </attribute>
                <attribute name="odd" optional="YES" attributeType="Transformable" valueTransformerName="OddTransformer" customClassName="Odd">
                    <userInfo><entry key="mogen.transformer" value="maybe"/></userInfo>
                </attribute>
            </entity>
            """, options: ContextOptions(transformers: ["StampTransformer"]))
        #expect(context.valueTransformers.map(\.name) == ["KeptTransformer"])
        // The user's transformer needs no word about the classes mogen cannot know; one nobody asked for, a note.
        #expect(diagnostics.filter { $0.severity != .note }.map(\.message) == [
            "attribute 'Sketch.odd' has userInfo 'mogen.transformer' = 'maybe', which is not YES or NO; it is ignored"
        ])
        #expect(diagnostics.filter { $0.severity == .note }.map(\.message) == [
            "Core Data reads 'Sketch.odd' with the app's value transformer 'OddTransformer', which the app registers under "
                + "that name before it loads the store; mogen writes one only when asked: userInfo 'mogen.transformer' = YES "
                + "on an attribute, or the name in 'transformers' (mogen.json) or '--transformer'"
        ])
    }

    @Test("no transformer when a custom class is unknown or missing; a warning when one is given but says nothing")
    func unknownCustomClasses() throws {
        let (context, diagnostics) = try GeneratorFixtures.context("""
            <entity name="Sketch" representedClassName="Sketch">
                <attribute name="settings" optional="YES" attributeType="Transformable" valueTransformerName="SettingsTransformer" customClassName="[String: Any]"/>
                <attribute name="colors" optional="YES" attributeType="Transformable" valueTransformerName="ColorsTransformer"/>
                <attribute name="more" optional="YES" attributeType="Transformable" valueTransformerName="ColorsTransformer" customClassName="[Color]"/>
            </entity>
            """, options: ContextOptions(transformers: ["SettingsTransformer", "ColorsTransformer"]))
        #expect(context.valueTransformers.isEmpty)
        let warnings = diagnostics.filter { $0.category == .codegen }.map(\.message)
        #expect(warnings == [
            "mogen generates no value transformer 'SettingsTransformer': the custom class of attribute "
                + "'Sketch.settings', [String: Any], names Any, which says nothing of the classes its values are; write "
                + "the transformer (a subclass of NSSecureUnarchiveFromDataTransformer), or set userInfo "
                + "'mogen.transformer' to NO to say it is yours"
        ])
    }

    @Test("a transformer is written only when asked: the model's names are the app's, with a note saying how to ask")
    func onlyWhenAsked() throws {
        let model = """
            <entity name="BowTie" representedClassName="BowTie">
                <attribute name="tint" optional="YES" attributeType="Transformable" valueTransformerName="ColorAttributeTransformer" customClassName="Swatch"/>
                <attribute name="corners" optional="YES" attributeType="Transformable" valueTransformerName="CornersTransformer" customClassName="[CGPoint]"/>
            </entity>
            """
        let (unasked, notes) = try GeneratorFixtures.context(model)
        #expect(unasked.valueTransformers.isEmpty)
        #expect(notes.map(\.severity) == [.note, .note])
        #expect(notes.first?.message.hasPrefix(
            "Core Data reads 'BowTie.tint' with the app's value transformer 'ColorAttributeTransformer'") == true)
        for options in [ContextOptions(transformers: ["CornersTransformer"])] {
            let (asked, diagnostics) = try GeneratorFixtures.context(model, options: options)
            #expect(asked.valueTransformers.map(\.name) == ["CornersTransformer"])
            #expect(asked.valueTransformers.first?.allowedClasses == ["NSArray", "NSValue"])
            #expect(diagnostics.map(\.severity) == [.note])
        }
        let (_, unknownName) = try GeneratorFixtures.context(model, options: ContextOptions(transformers: ["Corners"]))
        #expect(unknownName.contains { $0.severity == .warning && $0.message.hasPrefix(
            "'transformers' names the value transformer 'Corners', which no transformable attribute of the model names; "
                + "the model names 'ColorAttributeTransformer' and 'CornersTransformer'") })
    }

    @Test("an entity class as a transformable's custom class is a warning: a managed object cannot be archived")
    func entityClassArchived() throws {
        let (_, diagnostics) = try GeneratorFixtures.context("""
            <entity name="Layer" representedClassName="Layer">
                <attribute name="owner" optional="YES" attributeType="Transformable" valueTransformerName="OwnerTransformer" customClassName="Sketch">
                    <userInfo><entry key="mogen.transformer" value="YES"/></userInfo>
                </attribute>
            </entity>
            <entity name="Sketch" representedClassName="Sketch"/>
            """)
        #expect(diagnostics.contains { $0.severity == .warning && $0.message.hasPrefix(
            "the custom class of attribute 'Layer.owner', Sketch, names the class Sketch of an entity: a managed object "
                + "cannot be archived") })
    }

    @Test("a transformer asked for whose name an older version gave without asking: the app probably has one")
    func probablyTheApps() throws {
        let directory = try TemporaryDirectory.make()
        let bundle = directory + "/Paint.xcdatamodeld"
        let attribute = """
            <attribute name="tint" optional="YES" attributeType="Transformable" valueTransformerName="TintTransformer" customClassName="Swatch"
            """
        try ModelXML.writeBundle(at: bundle, versions: [
            ("Paint", "<entity name=\"Brush\" representedClassName=\"Brush\">\(attribute)/></entity>"),
            ("Paint 2", """
                <entity name="Brush" representedClassName="Brush">\(attribute)><userInfo><entry key="mogen.transformer" \
                value="YES"/></userInfo></attribute></entity>
                """),
        ])
        let result = try GeneratorFixtures.generate(bundle, layout: .single)
        #expect(result.context.valueTransformers.map(\.name) == ["TintTransformer"])
        #expect(result.diagnostics.contains { $0.severity == .warning && $0.message.hasPrefix(
            "mogen writes the value transformer 'TintTransformer' as asked, but version 'Paint' of the model names it "
                + "without asking mogen") })
        let text = result.files.map(\.contents).joined()
        #expect(text.contains("guard ValueTransformer(forName: name) == nil else { return }"))
    }

    @Test("the Calculator sample gets its transformer, in both layouts, and the type stubs declare none")
    func calculator() throws {
        for layout in Layout.allCases {
            let result = try GeneratorFixtures.generate(GeneratorFixtures.sample("Calculator"), layout: layout)
            let transformer = try #require(result.context.valueTransformers.first)
            #expect(transformer.className == "CalculatorExpressionsTransformer")
            #expect(transformer.allowedClasses == ["NSArray", "CalculatorExpression"])
            let shared = try #require(result.files.first { $0.relativePath.hasSuffix("+Model.swift") || layout == .single })
            #expect(shared.contents.contains(
                "nonisolated public final class CalculatorExpressionsTransformer: NSSecureUnarchiveFromDataTransformer {"))
            #expect(shared.contents.contains("[NSArray.self, CalculatorExpression.self]"))
            #expect(shared.contents.contains("nonisolated public enum CalculatorValueTransformers {"))
            #expect(shared.contents.contains("    public static func register() {\n        _ = registration\n    }"))
            let stubs = TypeStubs.source(for: result.model, context: result.context)
            #expect(!stubs.contains("Transformer"))
        }
    }

    @Test("a model without transformers to generate declares no registration enum")
    func none() throws {
        let result = try GeneratorFixtures.generate(GeneratorFixtures.sample("Employees"), layout: .single)
        #expect(result.context.valueTransformers.isEmpty)
        #expect(!result.files.contains { $0.contents.contains("ValueTransformers") })
    }
}
