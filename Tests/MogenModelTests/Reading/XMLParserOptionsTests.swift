import CMogenXML
import Foundation
import MogenSupport
import Testing
@testable import MogenModel

/// The XML parser's own defences (CMogenXML over libxml2), tested below the checks `ModelReader` makes first
/// (`PrologCheck` refuses a DTD before parsing): each must hold even if those checks missed something.
@Suite("XML parser options")
struct XMLParserOptionsTests {
    /// What one parse reported: the elements with their attributes and offsets, and the problem.
    struct Parse {
        var elements: [(name: String, attributes: [(String, String)], offset: Int)] = []
        var problem = MogenXMLProblem()
        var completed = false
    }

    final class Collector {
        var elements: [(name: String, attributes: [(String, String)], offset: Int)] = []
    }

    static func parse(_ text: String) -> Parse {
        parse(Array(text.utf8))
    }

    static func parse(_ bytes: [UInt8]) -> Parse {
        let collector = Collector()
        var result = Parse()
        withExtendedLifetime(collector) {
            var handlers = MogenXMLHandlers(
                context: Unmanaged.passUnretained(collector).toOpaque(),
                startElement: { context, name, attributes, count, offset, _, _ in
                    guard let context, let name else { return 1 }
                    let collector = Unmanaged<Collector>.fromOpaque(context).takeUnretainedValue()
                    let pairs = UnsafeBufferPointer(start: attributes, count: count).map { attribute in
                        (String(cString: attribute.name), String(decoding: UnsafeBufferPointer(
                            start: attribute.value, count: attribute.valueLength), as: UTF8.self))
                    }
                    collector.elements.append((String(cString: name), pairs, offset))
                    return 0
                },
                endElement: { _ in })
            result.completed = bytes.withUnsafeBufferPointer {
                mogen_xml_parse($0.baseAddress, $0.count, &handlers, &result.problem)
            } == 1
        }
        result.elements = collector.elements
        return result
    }

    @Test("a document type declaration is refused, with or without an internal subset, before any element")
    func doctype() {
        for text in [
            #"<!DOCTYPE model [<!ENTITY e "expanded">]><model name="&e;"/>"#,
            #"<!DOCTYPE model SYSTEM "http://127.0.0.1:9/model.dtd"><model/>"#,
            "<!DOCTYPE model><model/>",
        ] {
            let result = Self.parse(text)
            #expect(result.problem.code == Int32(MogenXMLDoctypeRefused), "\(text)")
            #expect(result.elements.isEmpty, "\(text)")
            #expect(!result.completed)
        }
    }

    @Test("entities other than the five predefined ones are errors, never expanded or looked up")
    func undeclaredEntities() {
        let result = Self.parse(#"<model name="&e;"/>"#)
        #expect(result.problem.code != 0)
        #expect(result.elements.isEmpty)
        #expect(XMLErrorMessages.reason(forCode: Int(result.problem.code)).contains("entity references"))
    }

    @Test("attribute values come with the predefined entities and character references decoded, '&' included")
    func references() throws {
        let result = Self.parse(#"<m a="x &amp; y &#38; z &lt;&gt;&quot;&apos; &#233;&#x20AC; &amp;#38;"/>"#)
        #expect(result.completed)
        let value = try #require(result.elements.first?.attributes.first?.1)
        #expect(value == "x & y & z <>\"' é€ &#38;")
    }

    @Test("the bytes are read as UTF-8 whatever encoding the document declares")
    func declaredEncodingIgnored() throws {
        let result = Self.parse(#"<?xml version="1.0" encoding="ISO-8859-1"?><m a="Café"/>"#)
        #expect(result.completed)
        #expect(result.elements.first?.attributes.first?.1 == "Café")
    }

    @Test("each element's offset is its '<', whatever its attributes hold and however its tag is split over lines")
    func offsets() {
        let text = "<model>\n  <entity a=\"x > y\"\n      b='é'/>\n<e\n/></model>"
        let result = Self.parse(text)
        let bytes = Array(text.utf8)
        #expect(result.elements.count == 3)
        for element in result.elements {
            #expect(bytes[element.offset] == UInt8(ascii: "<"))
        }
        let lastStart = bytes.count - "<e\n/></model>".utf8.count
        #expect(result.elements.map(\.offset) == [0, 10, lastStart])
    }

    @Test("namespace declarations are attributes, and prefixed names keep their prefix")
    func namespaces() {
        let result = Self.parse(#"<m xmlns="urn:a" xmlns:p="urn:p" p:k="v"><p:x/></m>"#)
        #expect(result.completed)
        #expect(result.elements.map(\.name) == ["m", "p:x"])
        #expect(result.elements.first?.attributes.map(\.0) == ["xmlns", "xmlns:p", "p:k"])
    }

    @Test("a document over the size bound is refused before parsing")
    func sizeBound() {
        let bytes = [UInt8](repeating: UInt8(ascii: " "), count: MogenXMLMaximumLength + 1)
        let result = Self.parse(bytes)
        #expect(result.problem.code == Int32(MogenXMLTooLarge))
        #expect(XMLErrorMessages.reason(forCode: Int(result.problem.code)).contains("256 MiB"))
    }

    @Test("a truncated document is an error where it ends, not an empty result")
    func truncated() {
        let result = Self.parse("<model>\n<entity name=\"A\">")
        #expect(!result.completed)
        #expect(result.problem.code != 0)
        #expect(result.problem.line == 2)
    }
}
