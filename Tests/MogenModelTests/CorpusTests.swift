import Foundation
import MogenTestSupport
import Testing
@testable import MogenModel

/// Every real-world model in `../shared/corpus/models` loads; the Xcode 3 binary ones fail with a clear error.
@Suite("Real-world corpus")
struct CorpusTests {
    static func modelVersions(in root: String) -> [(path: String, version: String?)] {
        CorpusModels.versions(in: root)
    }

    @Test("every model version in the corpus loads, or is an Xcode 3 binary model",
        .enabled(if: TestPackage.corpusPath != nil, "needs ../shared/corpus/models, the real-world models"))
    func corpusLoads() throws {
        let root = try #require(TestPackage.corpusPath)
        let versions = Self.modelVersions(in: root)
        #expect(versions.count >= 82)
        var loaded = 0
        var binary: [String] = []
        var entities = 0
        for (path, version) in versions {
            do {
                let result = try ModelReader.read(path: path, version: version)
                #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty, "\(path) \(version ?? "")")
                entities += result.model.entities.count
                // Validation must finish without crashing on every real model.
                _ = ModelValidator.validate(result.model)
                loaded += 1
            } catch {
                let message = error.description
                #expect(message.contains("Xcode 3 binary model"), "\(path) \(version ?? ""): \(message)")
                binary.append(path + " " + (version ?? ""))
            }
        }
        print("corpus: \(loaded) versions loaded (\(entities) entities), \(binary.count) binary: \(binary)")
        #expect(binary.count == 2)
        #expect(loaded == versions.count - 2)
    }

    @Test("the current version of every corpus bundle is found",
        .enabled(if: TestPackage.corpusPath != nil, "needs ../shared/corpus/models, the real-world models"))
    func currentVersions() throws {
        let root = try #require(TestPackage.corpusPath)
        let bundles = Set(Self.modelVersions(in: root).map(\.path))
        var failures: [String] = []
        for bundle in bundles.sorted() {
            do {
                _ = try ModelLocator.locate(path: bundle)
            } catch {
                failures.append(error.description)
            }
        }
        // 022 holds binary versions only; one bundle has two versions and an empty .xccurrentversion.
        #expect(failures.allSatisfy { $0.contains("Xcode 3 binary model") || $0.contains("choose one with --model-version") })
        #expect(failures.count <= 2)
    }

    @Test("corpus facts the reader must get right",
        .enabled(if: TestPackage.corpusPath != nil, "needs ../shared/corpus/models, the real-world models"))
    func knownFacts() throws {
        let root = try #require(TestPackage.corpusPath)
        // 070: SwiftGen's fixture, with fetched properties, fetch request flags and module-qualified classes.
        let swiftGen = try ModelReader.read(path: root + "/070/Model.xcdatamodeld", version: "Model 2").model
        let child = try #require(swiftGen.entity(named: "ChildEntity"))
        #expect(child.className.module == .named("SwiftGen"))
        #expect(child.superentityNames == ["MainEntity"])
        #expect(child.inheritedAttributes.count > 10)
        let objectIDs = try #require(swiftGen.fetchRequests.first { $0.name == "ObjectIDFetchRequest" })
        #expect(objectIDs.resultType == .managedObjectID)
        #expect(objectIDs.variables.map(\.name) == ["NAME", "NEEDLE"])
        #expect(objectIDs.variables[1].type == .string)
        #expect(swiftGen.entity(named: "AutoClassGen")?.codeGeneration == .class)
        // 087: a composite attribute.
        let flow = try ModelReader.read(path: root + "/087/GeneratedFlowModel.xcdatamodeld").model
        #expect(flow.composites.map(\.name).contains("FlowPoint"))
        // 001: the earliest format, with userInfo.
        let magical = try ModelReader.read(path: root + "/001/TestModel.xcdatamodeld").model
        #expect(magical.header.macOSVersion == "Automatic")
        #expect(magical.entities.contains { !$0.userInfo.isEmpty || $0.attributes.contains { !$0.userInfo.isEmpty } })
    }
}
