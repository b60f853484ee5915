import Foundation
import MogenSupport
import MogenTestSupport
import Testing
@testable import MogenModel

@Suite("Finding the model file to read", .temporaryDirectories)
struct LocatorTests {
    let body = ModelXML.document(#"<entity name="A" syncable="YES"/>"#)

    private func currentVersionPlist(_ name: String?) -> String {
        let dict = name.map { "\t<key>_XCCurrentVersionName</key>\n\t<string>\($0)</string>\n" } ?? ""
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            \(dict)</dict>
            </plist>
            """
    }

    private func bundle(versions: [String], current: String??) throws -> String {
        let root = try TemporaryDirectory.make() + "/Shop.xcdatamodeld"
        for version in versions {
            try TestFiles.write(body, to: "\(root)/\(version).xcdatamodel/contents")
        }
        if let current {
            try TestFiles.write(currentVersionPlist(current), to: root + "/.xccurrentversion")
        }
        return root
    }

    @Test("contentsSize is the size of the version locate finds, and nil where there is none")
    func contentsSize() throws {
        let root = try bundle(versions: ["Shop", "Shop 2"], current: "Shop 2.xcdatamodel")
        try TestFiles.write(body + "\n<!-- longer -->", to: "\(root)/Shop 2.xcdatamodel/contents")
        #expect(ModelLocator.contentsSize(path: root) == body.utf8.count + 16)
        #expect(ModelLocator.contentsSize(path: root, version: "Shop") == body.utf8.count)
        #expect(ModelLocator.contentsSize(path: root, version: "Shop 3") == nil)
        #expect(ModelLocator.contentsSize(path: root + "/missing.xcdatamodel") == nil)
    }

    @Test("a bundle's current version comes from .xccurrentversion")
    func currentVersion() throws {
        let root = try bundle(versions: ["Shop", "Shop 2", "Shop 10"], current: "Shop 2.xcdatamodel")
        let source = try ModelLocator.locate(path: root)
        #expect(source.versionName == "Shop 2")
        #expect(source.currentVersionName == "Shop 2")
        #expect(source.versionNames == ["Shop", "Shop 2", "Shop 10"])
        #expect(source.modelName == "Shop")
        #expect(source.contentsPath == root + "/Shop 2.xcdatamodel/contents")
        #expect(source.inputFiles == [root + "/.xccurrentversion", root + "/Shop 2.xcdatamodel/contents"])
    }

    @Test("without .xccurrentversion the only version is read")
    func onlyVersion() throws {
        let root = try bundle(versions: ["Whatever"], current: .some(nil))
        #expect(try ModelLocator.locate(path: root).versionName == "Whatever")
        let bare = try bundle(versions: ["Other"], current: nil)
        #expect(try ModelLocator.locate(path: bare).versionName == "Other")
        #expect(try ModelLocator.locate(path: bare).inputFiles == [bare + "/Other.xcdatamodel/contents"])
    }

    @Test("several versions and no current version: an error listing the versions")
    func ambiguousVersions() throws {
        let root = try bundle(versions: ["Shop", "Shop 2"], current: .some(nil))
        let error = try #require(throws: DiagnosticError.self) { try ModelLocator.locate(path: root) }
        #expect(error.description.contains("'Shop', 'Shop 2'"))
        #expect(error.description.contains("--model-version"))
    }

    @Test("--model-version picks another version, with or without extension")
    func requestedVersion() throws {
        let root = try bundle(versions: ["Shop", "Shop 2"], current: "Shop 2.xcdatamodel")
        #expect(try ModelLocator.locate(path: root, version: "Shop").versionName == "Shop")
        #expect(try ModelLocator.locate(path: root, version: "Shop.xcdatamodel").versionName == "Shop")
        let error = try #require(throws: DiagnosticError.self) { try ModelLocator.locate(path: root, version: "Shop 3") }
        #expect(error.description.contains("no model version named 'Shop 3'"))
        #expect(error.description.contains("did you mean"))
    }

    @Test(".xccurrentversion naming a missing version is an error")
    func currentVersionMissing() throws {
        let root = try bundle(versions: ["Shop"], current: "Gone.xcdatamodel")
        let error = try #require(throws: DiagnosticError.self) { try ModelLocator.locate(path: root) }
        #expect(error.description.contains("'Gone.xcdatamodel', which is not in the bundle"))
        #expect(error.diagnostics[0].location?.file.hasSuffix(".xccurrentversion") == true)
    }

    @Test("a broken .xccurrentversion is an error")
    func brokenPlist() throws {
        let root = try bundle(versions: ["Shop"], current: nil)
        try TestFiles.write("<plist><dict><key>", to: root + "/.xccurrentversion")
        #expect(throws: DiagnosticError.self) { try ModelLocator.locate(path: root) }
    }

    @Test("a .xcdatamodel folder and a contents file are read directly")
    func folderAndFile() throws {
        let folder = try TemporaryDirectory.make() + "/Plain.xcdatamodel"
        try TestFiles.write(body, to: folder + "/contents")
        let source = try ModelLocator.locate(path: folder + "/")
        #expect(source.modelName == "Plain")
        #expect(source.contentsPath == folder + "/contents")
        let file = try ModelLocator.locate(path: folder + "/contents")
        #expect(file.modelName == "Plain")
        #expect(try ModelReader.read(path: folder).model.entities.map(\.name) == ["A"])
    }

    @Test("--model-version on something that is not a bundle is an error")
    func versionWithoutBundle() throws {
        let folder = try TemporaryDirectory.make() + "/Plain.xcdatamodel"
        try TestFiles.write(body, to: folder + "/contents")
        #expect(throws: DiagnosticError.self) { try ModelLocator.locate(path: folder, version: "X") }
    }

    @Test("an Xcode 3 binary model gets an error that names the format")
    func binaryModel() throws {
        let folder = try TemporaryDirectory.make() + "/Old.xcdatamodeld/Old.xcdatamodel"
        try TestFiles.write("bplist00", to: folder + "/elements")
        try TestFiles.write("bplist00", to: folder + "/layout")
        let error = try #require(throws: DiagnosticError.self) {
            try ModelLocator.locate(path: (folder as NSString).deletingLastPathComponent)
        }
        #expect(error.description.contains("Xcode 3 binary model"))
        #expect(error.diagnostics[0].category == .input)
    }

    @Test("missing paths and folders that are not models")
    func notModels() throws {
        let missing = try #require(throws: DiagnosticError.self) { try ModelLocator.locate(path: "/no/such/Model.xcdatamodeld") }
        #expect(missing.description.contains("no such file or directory"))
        let empty = try TemporaryDirectory.make()
        let notModel = try #require(throws: DiagnosticError.self) { try ModelLocator.locate(path: empty) }
        #expect(notModel.description.contains("not a Core Data model"))
        let emptyBundle = empty + "/Empty.xcdatamodeld"
        try FileManager.default.createDirectory(atPath: emptyBundle, withIntermediateDirectories: true)
        let noVersions = try #require(throws: DiagnosticError.self) { try ModelLocator.locate(path: emptyBundle) }
        #expect(noVersions.description.contains("no .xcdatamodel version"))
    }

    @Test("versions sort naturally")
    func naturalOrder() {
        let names = ["Model 10", "Model 2", "Model", "Model 1"]
        #expect(names.sorted(by: NaturalOrder.areInIncreasingOrder) == ["Model", "Model 1", "Model 2", "Model 10"])
        // Leading zeros do not count; non-ASCII text compares by code point; equal numbers fall back to `<`.
        let more = ["v010", "v9", "Ämodel", "Zmodel", "v0", "v00", "v2b", "v2a", "Model 117", "Model 99", "é 2", "é 10"]
        #expect(more.sorted(by: NaturalOrder.areInIncreasingOrder)
            == ["Model 99", "Model 117", "Zmodel", "v0", "v00", "v2a", "v2b", "v9", "v010", "Ämodel", "é 2", "é 10"])
        #expect(!NaturalOrder.areInIncreasingOrder("Model 2", "Model 2"))
    }
}
