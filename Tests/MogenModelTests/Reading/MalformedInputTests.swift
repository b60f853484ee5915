import Foundation
import MogenSupport
import MogenTestSupport
import Testing
@testable import MogenModel

/// Bad input gives a located diagnostic and never a crash or a hang.
@Suite("Malformed input", .temporaryDirectories)
struct MalformedInputTests {
    private func failure(_ xml: String) throws -> Diagnostic {
        let error = try #require(throws: DiagnosticError.self) {
            try ModelReader.read(xml: xml, path: "Bad.xcdatamodel/contents")
        }
        return try #require(error.diagnostics.first)
    }

    @Test("truncated XML")
    func truncated() throws {
        let full = ModelXML.document(#"<entity name="A" syncable="YES"><attribute name="x" attributeType="String"/></entity>"#)
        let diagnostic = try failure(String(full.prefix(full.count - 30)))
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.category == .xml)
        #expect(diagnostic.message.hasPrefix("malformed XML"))
        #expect((diagnostic.location?.line ?? 0) >= 3)
        #expect(diagnostic.location?.file == "Bad.xcdatamodel/contents")
    }

    @Test("not XML at all", arguments: ["hello world", "{\"json\": true}", "\u{0}\u{1}\u{2}"])
    func notXML(text: String) throws {
        let diagnostic = try failure(text)
        #expect(diagnostic.category == .xml)
        #expect(diagnostic.location?.line == 1)
    }

    @Test("an empty file")
    func emptyFile() throws {
        #expect(try failure("").message.contains("empty"))
    }

    @Test("a binary property list")
    func binaryPlist() throws {
        #expect(try failure("bplist00\u{1}\u{2}").message.contains("binary property list"))
    }

    @Test("the wrong root element")
    func wrongRoot() throws {
        let diagnostic = try failure(#"<?xml version="1.0"?><plist version="1.0"><dict/></plist>"#)
        #expect(diagnostic.message.contains("root element is <plist>"))
        #expect(diagnostic.category == .format)
        #expect(diagnostic.location?.line == 1)
    }

    @Test("mismatched tags point at the line")
    func mismatchedTags() throws {
        let diagnostic = try failure("<model>\n<entity name=\"A\">\n</attribute>\n</model>")
        #expect(diagnostic.message.contains("closing tag"))
        #expect(diagnostic.location?.line == 3)
    }

    @Test("missing required attributes are reported and the element skipped")
    func missingRequired() throws {
        let result = try Fixtures.read("""
                <entity syncable="YES"/>
                <entity name="A" syncable="YES">
                    <attribute attributeType="String"/>
                    <attribute name="" attributeType="String"/>
                    <relationship name="r" maxCount="1" deletionRule="Nullify"/>
                </entity>
                <fetchRequest name="f"/>
                <configuration/>
            """)
        let messages = result.diagnostics.messages(.format, .error)
        #expect(messages.contains("<entity> attribute 'name' is missing"))
        #expect(messages.contains("<attribute> attribute 'name' is missing"))
        #expect(messages.contains("<attribute> attribute 'name' is empty"))
        #expect(messages.contains("<relationship> attribute 'destinationEntity' is missing (relationship 'r')"))
        #expect(messages.contains("<fetchRequest> attribute 'entity' is missing (fetchRequest 'f')"))
        #expect(messages.contains("<configuration> attribute 'name' is missing"))
        #expect(result.model.entities.map(\.name) == ["A"])
        #expect(result.model.entities[0].attributes.isEmpty)
        #expect(result.model.entities[0].relationships.isEmpty)
        #expect(result.diagnostics.allSatisfy { $0.location != nil })
    }

    @Test("an unknown attribute type suggests the closest")
    func unknownAttributeType() throws {
        let result = try Fixtures.read("""
                <entity name="A" syncable="YES"><attribute name="x" attributeType="Integer 23"/></entity>
            """)
        let message = try #require(result.diagnostics.first?.message)
        #expect(message == "attribute 'x' has unknown attributeType 'Integer 23'; did you mean 'Integer 32'?")
        #expect(result.model.entities[0].attributes[0].unknownTypeName == "Integer 23")
    }

    @Test("unreadable numbers, booleans and rules")
    func unreadableValues() throws {
        let result = try Fixtures.read("""
                <entity name="A" syncable="YES">
                    <attribute name="x" optional="maybe" attributeType="String"/>
                    <relationship name="r" maxCount="many" deletionRule="Explode" destinationEntity="A"/>
                </entity>
            """)
        #expect(result.diagnostics.messages(.format, .warning) == [
            "<attribute> attribute 'optional' has value 'maybe'; expected YES or NO (attribute 'x')"
        ])
        #expect(result.diagnostics.messages(.format, .error).count == 2)
    }

    @Test("a DTD with billion-laughs entity expansion is refused before parsing")
    func billionLaughs() throws {
        var entities = #"<!ENTITY lol "lol">"#
        for level in 1...9 {
            let previous = level == 1 ? "lol" : "lol\(level - 1)"
            entities += "\n <!ENTITY lol\(level) \"" + String(repeating: "&\(previous);", count: 10) + "\">"
        }
        let xml = "<?xml version=\"1.0\"?>\n<!DOCTYPE lolz [\n\(entities)\n]>\n<model><entity name=\"&lol9;\"/></model>"
        let start = Date()
        let diagnostic = try failure(xml)
        #expect(Date().timeIntervalSince(start) < 5)
        #expect(diagnostic.message.contains("document type declaration"))
        #expect(diagnostic.location?.line == 2)
        #expect(diagnostic.location?.column == 1)
    }

    @Test("external entities are never resolved or fetched")
    func externalEntity() throws {
        let directory = try TemporaryDirectory.make()
        let secret = directory + "/secret.txt"
        try TestFiles.write("TOP-SECRET", to: secret)
        let xml = """
            <?xml version="1.0"?>
            <!DOCTYPE model [ <!ENTITY xxe SYSTEM "file://\(secret)"> ]>
            <model><entity name="&xxe;"/></model>
            """
        let diagnostic = try failure(xml)
        #expect(diagnostic.category == .xml)
        #expect(!diagnostic.message.contains("TOP-SECRET"))
    }

    @Test("an undeclared entity reference is an error, not an expansion")
    func undeclaredEntity() throws {
        let diagnostic = try failure(#"<model><entity name="&nope;"/></model>"#)
        #expect(diagnostic.category == .xml)
    }

    @Test("a DTD after a comment is still found")
    func doctypeAfterComment() throws {
        let diagnostic = try failure("<?xml version=\"1.0\"?>\n<!-- license -->\n<!DOCTYPE x>\n<model/>")
        #expect(diagnostic.location?.line == 3)
    }

    @Test("a huge attribute value is a diagnostic, not a crash")
    func hugeAttributeValue() throws {
        let huge = String(repeating: "a", count: 12_000_000)
        let xml = ModelXML.document("<entity name=\"\(huge)\" syncable=\"YES\"/>")
        do {
            let result = try ModelReader.read(xml: xml)
            // If the parser accepts it, the name must be intact and validation must still run.
            #expect(result.model.entities.first?.name.count == huge.count)
        } catch {
            #expect(error.diagnostics.first?.category == .xml)
        }
    }

    @Test("deeply nested elements do not exhaust the stack")
    func deepNesting() throws {
        let depth = 5_000
        let xml = "<model>" + String(repeating: "<x>", count: depth) + String(repeating: "</x>", count: depth) + "</model>"
        do {
            let result = try ModelReader.read(xml: xml)
            #expect(result.model.unrecognized.count == 1)
        } catch {
            #expect(error.diagnostics.first?.category == .xml)
        }
    }

    @Test("processing instructions without data are read past, and every position after them stays exact")
    func datalessInstructions() throws {
        // Foundation's XMLParser, which mogen once read with, crashed on `<?target?>`; mogen must not.
        let xml = #"<?xml version="1.0"?><?pi?><model><?é?><entity name="A"/><!-- <?c?> --><?pi data?></model>"#
        let result = try ModelReader.read(xml: xml, path: "M.xcdatamodel/contents")
        let entity = try #require(result.model.entities.first)
        #expect(entity.name == "A")
        #expect(entity.location == SourceLocation(file: "M.xcdatamodel/contents", line: 1, column: 40))
        #expect(throws: Never.self) { try ModelReader.read(xml: "<?a?><?b?><model><?c?><?d?></model><?e?>") }
        // In a quoted attribute value, `<?x?>` is no instruction: the '<' stays an error.
        #expect(try failure(#"<model a="<?x?>"/>"#).message.contains("'<' inside an attribute value"))
        // `<?xml?>` is not blanked either: libxml2 refuses it before any callback.
        #expect(try failure("<?xml?><model/>").category == .xml)
    }
}
