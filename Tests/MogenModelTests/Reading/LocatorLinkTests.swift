import Foundation
import MogenSupport
import MogenTestSupport
import Testing
@testable import MogenModel

/// Symbolic links and oversized version files get a message that says what is wrong, quickly.
@Suite("Locating: links and oversized values", .temporaryDirectories)
struct LocatorLinkTests {
    private let body = ModelXML.document(#"<entity name="A" syncable="YES"/>"#)

    private func failure(_ path: String) throws -> Diagnostic {
        let error = try #require(throws: DiagnosticError.self) { try ModelReader.read(path: path) }
        return try #require(error.diagnostics.first)
    }

    @Test("a bundle that is a symbolic link to itself is named as a link loop")
    func selfLink() throws {
        let bundle = try TemporaryDirectory.make() + "/Loop.xcdatamodeld"
        try FileManager.default.createSymbolicLink(atPath: bundle, withDestinationPath: bundle)
        let diagnostic = try failure(bundle)
        #expect(diagnostic.message.hasPrefix("a symbolic link loop"))
        #expect(diagnostic.location?.file == bundle)
        #expect(diagnostic.category == .input)
    }

    @Test("a link to nothing names its target")
    func danglingLink() throws {
        let bundle = try TemporaryDirectory.make() + "/Gone.xcdatamodeld"
        try FileManager.default.createSymbolicLink(atPath: bundle, withDestinationPath: "Elsewhere.xcdatamodeld")
        #expect(try failure(bundle).message == "a symbolic link to 'Elsewhere.xcdatamodeld', which does not exist")
    }

    @Test("a version that links outside its bundle is refused; one that links inside is read")
    func versionLinks() throws {
        let root = try TemporaryDirectory.make()
        try TestFiles.write(body, to: root + "/Outside.xcdatamodel/contents")
        let bundle = root + "/Shop.xcdatamodeld"
        try TestFiles.write(body, to: bundle + "/Inside.xcdatamodel/contents")
        let linkOut = bundle + "/Shop.xcdatamodel"
        try FileManager.default.createSymbolicLink(atPath: linkOut, withDestinationPath: "../Outside.xcdatamodel")
        let outside = try #require(throws: DiagnosticError.self) { try ModelReader.read(path: bundle, version: "Shop") }
        #expect(outside.diagnostics[0].message.hasPrefix(
            "'Shop.xcdatamodel' is a symbolic link to '../Outside.xcdatamodel', outside the bundle"))
        #expect(outside.diagnostics[0].location?.file == linkOut)

        try FileManager.default.createSymbolicLink(atPath: bundle + "/Shop 2.xcdatamodel", withDestinationPath: "Inside.xcdatamodel")
        #expect(try ModelReader.read(path: bundle, version: "Shop 2").model.entities.map(\.name) == ["A"])

        // A `contents` file linking out of the bundle is refused the same way.
        try TestFiles.write("", to: root + "/elsewhere")
        try FileManager.default.createDirectory(atPath: bundle + "/Shop 3.xcdatamodel", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: bundle + "/Shop 3.xcdatamodel/contents", withDestinationPath: root + "/Outside.xcdatamodel/contents")
        let contents = try #require(throws: DiagnosticError.self) { try ModelReader.read(path: bundle, version: "Shop 3") }
        #expect(contents.diagnostics[0].message.hasPrefix("'contents' is a symbolic link to"))
    }

    @Test("a huge version name is quoted short")
    func longVersionName() throws {
        let bundle = try TemporaryDirectory.make() + "/Shop.xcdatamodeld"
        try TestFiles.write(body, to: bundle + "/Shop.xcdatamodel/contents")
        let name = String(repeating: "V", count: 10_000)
        let plist = #"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict>"#
            + "<key>_XCCurrentVersionName</key><string>\(name).xcdatamodel</string></dict></plist>"
        try TestFiles.write(plist, to: bundle + "/.xccurrentversion")
        let diagnostic = try failure(bundle)
        #expect(diagnostic.message.hasPrefix(
            ".xccurrentversion names '" + String(repeating: "V", count: 60) + "…" + String(repeating: "V", count: 48)
                + ".xcdatamodel' (10012 bytes)"))
        #expect(diagnostic.message.count < 300)

        try TestFiles.write(String(repeating: " ", count: ModelLocator.maximumVersionFileSize + 1) + plist,
                           to: bundle + "/.xccurrentversion")
        #expect(try failure(bundle).message.hasPrefix("the file is \(ModelLocator.maximumVersionFileSize + 1 + plist.utf8.count) bytes"))
    }

    @Test("a requested version with a huge name gets a short message and no suggestion")
    func longRequestedVersion() throws {
        let bundle = try TemporaryDirectory.make() + "/Shop.xcdatamodeld"
        try TestFiles.write(body, to: bundle + "/Shop.xcdatamodel/contents")
        let error = try #require(throws: DiagnosticError.self) {
            try ModelLocator.locate(path: bundle, version: String(repeating: "Shop", count: 1_000_000))
        }
        #expect(error.diagnostics[0].message.hasPrefix("no model version named 'ShopShop"))
        #expect(error.diagnostics[0].message.hasSuffix("ShopShop' (4000000 bytes); versions: 'Shop'"))
    }

    @Test("quoted values are escaped, cut and counted")
    func messageText() {
        #expect(MessageText.quoted("Shop 2") == "'Shop 2'")
        #expect(MessageText.quoted("a\nb\u{202E}c") == #"'a\nb\u{202E}c'"#)
        #expect(MessageText.quoted("abcdef", limit: 3) == "'ab…f' (6 bytes)")
        #expect(MessageText.quoted("abc", limit: 3) == "'abc'")
    }
}
