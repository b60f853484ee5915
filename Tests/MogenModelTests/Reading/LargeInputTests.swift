import Foundation
import MogenSupport
import Testing
@testable import MogenModel

/// Inputs far larger or deeper than real models: a clean error or a correct result, and no quadratic work.
@Suite("Large and deep input")
struct LargeInputTests {
    @Test("elements nested deeper than the bound stop parsing at the element that goes too deep")
    func deepNesting() throws {
        let depth = 100_000
        let xml = "<model>" + String(repeating: "<x>", count: depth) + String(repeating: "</x>", count: depth) + "</model>"
        let error = try #require(throws: DiagnosticError.self) { try ModelReader.read(xml: xml) }
        let diagnostic = try #require(error.diagnostics.first)
        #expect(diagnostic.message.hasPrefix("elements are nested more than \(XMLDocumentReader.maximumDepth) deep"))
        #expect(diagnostic.category == .xml)
        // <model> and 63 <x> fit; the 64th <x> is the first too deep.
        #expect(diagnostic.location?.line == 1)
        #expect(diagnostic.location?.column == "<model>".count + 3 * (XMLDocumentReader.maximumDepth - 1) + 1)
    }

    @Test("nesting up to the bound is read")
    func nestingAtTheBound() throws {
        let depth = XMLDocumentReader.maximumDepth - 1
        let xml = "<model>" + String(repeating: "<x>", count: depth) + String(repeating: "</x>", count: depth) + "</model>"
        #expect(try ModelReader.read(xml: xml).model.unrecognized.count == 1)
    }

    @Test("a one-line model with non-ASCII text has exact positions, read in linear time")
    func oneLineNonASCII() throws {
        let count = 20_000
        var xml = #"<?xml version="1.0" encoding="UTF-8"?><model><entity name="Café" syncable="YES"/>"#
        var columns: [Int] = []  // the expected column of each entity's `<`, in characters
        var characters = xml.count - #"<entity name="Café" syncable="YES"/>"#.count
        columns.append(characters + 1)
        characters = xml.count
        for index in 1..<count {
            let element = #"<entity name="É\#(index)" syncable="YES"/>"#
            columns.append(characters + 1)
            characters += element.count
            xml += element
        }
        xml += "</model>"
        let model = try ModelReader.read(xml: xml).model
        #expect(model.entities.count == count)
        for index in [0, 1, 64, 4_999, count - 1] {
            #expect(model.entities[index].location.line == 1)
            #expect(model.entities[index].location.column == columns[index], "entity \(index)")
        }
    }

    @Test("line table conversions agree with counting characters from the start of the line")
    func lineTable() {
        let line = String(repeating: "aé€😀", count: 100)
        let text = Array("first\n\(line)\nlast".utf8)
        let table = LineTable(bytes: text)
        var offset = 6, column = 1
        for character in line {
            #expect(table.offset(line: 2, column: column) == offset)
            let position = table.position(ofOffset: offset)
            #expect(position.line == 2 && position.column == column)
            offset += character.utf8.count
            column += 1
        }
        #expect(table.position(ofOffset: text.count).line == 3)
    }
}
