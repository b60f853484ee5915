import Foundation
import MogenGenerator
import MogenModel
import MogenTestSupport
import Testing

/// The SwiftGen golden files compile against the Core Data interface (`Scripts/typecheck-generated`), with the
/// stand-ins `mogen dump --type-stubs` writes for the types the samples name, in Swift 6 and 5 with nonisolated
/// default isolation. SwiftGen's output does not compile where the default isolation is MainActor (a new Xcode 26
/// app target): its classes become main-actor-isolated while NSManagedObject's initializers are not. mogen writes
/// SwiftGen's bytes, so it keeps that; Docs/SwiftGenContext.md says so, and the last test pins it.
@Suite("Type-checking SwiftGen output", .tags(.slow), .serialized, .temporaryDirectories)
struct SwiftGenTypeCheckTests {
    static var nonisolatedModes: [[String]] {
        GeneratorFixtures.compilerModes.filter { !$0.contains("--xcode26") }
    }

    static var cases: [(String, String, [String])] {
        GeneratorFixtures.samples.flatMap { sample in
            SwiftGenGoldenTests.parameterCases.flatMap { parameters in nonisolatedModes.map { (sample, parameters.name, $0) } }
        }
    }

    /// A directory with the golden file of `sample`/`caseName` and the sample's type stubs.
    private static func prepare(_ sample: String, caseName: String) throws -> (directory: String, stubs: String) {
        let directory = try TemporaryDirectory.make()
        let golden = TestPackage.path("Tests/Golden/SwiftGen/\(sample)/\(caseName)/\(sample)+Generated.swift")
        try TestFiles.write(try String(contentsOfFile: golden, encoding: .utf8), to: directory + "/Generated/Model.swift")
        let model = try ModelReader.read(path: GeneratorFixtures.sample(sample)).model
        let stubs = directory + "/Stubs.swift"
        try TestFiles.write(TypeStubs.source(for: model, context: ContextBuilder.build(model: model).0), to: stubs)
        return (directory, stubs)
    }

    @Test("every sample's SwiftGen golden files type-check with nonisolated default isolation", arguments: cases)
    func goldenFiles(sample: String, caseName: String, mode: [String]) throws {
        let (directory, stubs) = try Self.prepare(sample, caseName: caseName)
        let (status, output) = try GeneratorFixtures.typeCheck(directory + "/Generated", extra: [stubs], mode: mode)
        #expect(status == 0, "SwiftGen/\(sample)/\(caseName) does not type-check with \(mode):\n\(output)")
    }

    @Test("SwiftGen's output does not compile with default isolation MainActor, as with SwiftGen itself")
    func mainActorIsolation() throws {
        let (directory, stubs) = try Self.prepare("Employees", caseName: "swift5")
        let (status, output) = try GeneratorFixtures.typeCheck(directory + "/Generated", extra: [stubs], mode: ["--xcode26"])
        #expect(status != 0)
        #expect(output.contains("has different actor isolation from nonisolated overridden declaration"), "\(output)")
    }
}
