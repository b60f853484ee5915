import Foundation
import MogenSupport
import MogenTestSupport
import Testing
@testable import MogenModel

/// Model files are read as UTF-8 or UTF-16 with a byte-order mark; every other encoding is refused before the XML
/// parser sees it (libxml2 crashed on EBCDIC and UTF-32).
@Suite("Text encodings")
struct EncodingTests {
    private let body = #"<entity name="Café" syncable="YES"><attribute name="x" attributeType="String"/></entity>"#

    private func source(_ path: String = "Enc.xcdatamodel/contents") -> ModelSource {
        ModelSource(
            inputPath: path, modelName: "Enc", contentsPath: path, versionName: nil, versionNames: [],
            currentVersionName: nil, inputFiles: [path])
    }

    private func read(_ bytes: [UInt8]) throws -> Model {
        try ModelReader.read(bytes: bytes, source: source()).model
    }

    private func failure(_ bytes: [UInt8]) throws -> Diagnostic {
        let error = try #require(throws: DiagnosticError.self) { try ModelReader.read(bytes: bytes, source: source()) }
        return try #require(error.diagnostics.first)
    }

    private func utf16(_ text: String, bigEndian: Bool) -> [UInt8] {
        (bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]) + text.utf16.flatMap { unit -> [UInt8] in
            let high = UInt8(unit >> 8), low = UInt8(unit & 0xFF)
            return bigEndian ? [high, low] : [low, high]
        }
    }

    @Test("a declared encoding other than UTF-8 is refused at its value",
          arguments: ["EBCDIC-US", "EBCDIC-UK", "UTF-32", "UTF-32LE", "ISO-8859-1", "UTF-16", "US-ASCII"])
    func declaredEncodings(name: String) throws {
        let diagnostic = try failure(Array("<?xml version=\"1.0\" encoding=\"\(name)\"?>\n<model/>\n".utf8))
        #expect(diagnostic.message.hasPrefix("the XML declaration names encoding '\(name)'"))
        #expect(diagnostic.message.contains("model files must be UTF-8"))
        #expect(diagnostic.category == .xml)
        #expect(diagnostic.location?.line == 1)
        #expect(diagnostic.location?.column == 31)
    }

    @Test("UTF-8 is read whatever the declaration's letter case, with or without a byte-order mark")
    func utf8() throws {
        for declared in ["UTF-8", "utf-8", "Utf-8"] {
            let xml = ModelXML.document(body).replacingOccurrences(of: "UTF-8", with: declared)
            #expect(try read(Array(xml.utf8)).entities.map(\.name) == ["Café"])
        }
        let withMark = try read([0xEF, 0xBB, 0xBF] + Array(ModelXML.document(body).utf8))
        let without = try read(Array(ModelXML.document(body).utf8))
        #expect(withMark.entities.map(\.name) == ["Café"])
        // The byte-order mark is not a character of the first line: positions are the same.
        #expect(withMark.entities[0].attributes[0].location == without.entities[0].attributes[0].location)
    }

    @Test("UTF-16 with a byte-order mark reads as its UTF-8 twin, positions included", arguments: [true, false])
    func utf16(bigEndian: Bool) throws {
        let xml = ModelXML.document(body)
        let twin = try read(Array(xml.utf8))
        for declared in ["UTF-16", bigEndian ? "UTF-16BE" : "utf-16le"] {
            let model = try read(utf16(xml.replacingOccurrences(of: "UTF-8", with: declared), bigEndian: bigEndian))
            #expect(model.entities.map(\.name) == ["Café"])
            #expect(model.entities[0].location == twin.entities[0].location)
            #expect(model.entities[0].attributes[0].location == twin.entities[0].attributes[0].location)
        }
        let undeclared = xml.replacingOccurrences(of: #" encoding="UTF-8""#, with: "")
        #expect(try read(utf16(undeclared, bigEndian: bigEndian)).entities.count == 1)
    }

    @Test("a UTF-16 file whose declaration names another encoding is refused")
    func utf16DeclaringUTF8() throws {
        let diagnostic = try failure(utf16(ModelXML.document(body), bigEndian: false))
        #expect(diagnostic.message.contains("UTF-16LE"))
        #expect(diagnostic.message.contains("names encoding 'UTF-8'"))
        #expect(diagnostic.location?.line == 1)
    }

    @Test("a document type declaration is refused in UTF-16 too", arguments: [true, false])
    func utf16Doctype(bigEndian: Bool) throws {
        let xml = "<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n<!DOCTYPE model [<!ENTITY e \"x\">]>\n<model/>"
        let diagnostic = try failure(utf16(xml, bigEndian: bigEndian))
        #expect(diagnostic.message.contains("document type declaration"))
        #expect(diagnostic.location?.line == 2)
        #expect(diagnostic.location?.column == 1)
    }

    @Test("UTF-32, EBCDIC and UTF-16 without a byte-order mark are refused by their first bytes")
    func signatures() throws {
        let cases: [([UInt8], String)] = [
            ([0x00, 0x00, 0xFE, 0xFF, 0x00, 0x00, 0x00, 0x3C], "UTF-32"),
            ([0xFF, 0xFE, 0x00, 0x00, 0x3C, 0x00, 0x00, 0x00], "UTF-32"),
            ([0x3C, 0x00, 0x00, 0x00, 0x3F, 0x00, 0x00, 0x00], "UTF-32"),
            ([0x00, 0x3C, 0x00, 0x3F, 0x00, 0x78, 0x00, 0x6D], "UTF-16 without a byte-order mark"),
            ([0x3C, 0x00, 0x3F, 0x00, 0x78, 0x00, 0x6D, 0x00], "UTF-16 without a byte-order mark"),
            ([0x4C, 0x6F, 0xA7, 0x94, 0x93, 0x40, 0xA5, 0x85], "EBCDIC"),
        ]
        for (bytes, named) in cases {
            let diagnostic = try failure(bytes)
            #expect(diagnostic.message.contains(named), "\(bytes)")
            #expect(diagnostic.category == .xml)
            #expect(diagnostic.location?.line == 1)
        }
    }

    @Test("malformed UTF-16 is refused where it goes wrong, not replaced")
    func malformedUTF16() throws {
        let text = utf16("<model>\n<entity name=\"", bigEndian: true) + [0xD8, 0x00, 0x00, 0x41]
        let unpaired = try failure(text)
        #expect(unpaired.message == "invalid UTF-16: an unpaired surrogate 0xD800")
        #expect(unpaired.location?.line == 2)
        #expect(unpaired.location?.column == 15)
        #expect(try failure(utf16("<model/>", bigEndian: false) + [0x3C]).message.contains("middle of a character"))
    }

    @Test("a malformed or unterminated declaration is an error, not a crash")
    func malformedDeclaration() throws {
        for text in [
            #"<?xml version="1.0" encoding="EBCDIC-US""#, #"<?xml version="1.0" encoding="EBCDIC-US"#,
            #"<?xml version="1.0" encoding=EBCDIC-US?><model/>"#, #"<?xml version="1.0"encoding="EBCDIC-US"?><model/>"#,
            #"<?xml version="1.0" encoding="UTF-8" encoding="EBCDIC-US"?><model/>"#,
        ] {
            let diagnostic = try failure(Array(text.utf8))
            #expect(diagnostic.category == .xml, "\(text)")
            #expect(diagnostic.message.contains("declaration"), "\(text)")
        }
    }

    @Test("a file with only an XML declaration has no root element")
    func declarationOnly() throws {
        for text in [#"<?xml version="1.0"?>"#, "<?xml version=\"1.0\"?>\n<!-- nothing -->\n", "  \n"] {
            let diagnostic = try failure(Array(text.utf8))
            #expect(diagnostic.message == "the file has no root element: expected the <model> element of a Core Data model")
        }
    }
}
