@testable import MogenGenerator
import MogenTestSupport
import Testing

/// The stages of `Generator.generate`: rendering reads nothing, and is a function of the prepared model and the
/// user's class files it is given.
@Suite("Generator stages")
struct GeneratorStagesTests {
    @Test("render takes the user's class files as input: the class file's initializer decides Decodable")
    func renderIsAFunctionOfItsInputs() throws {
        // The directory does not exist: a render that read the disk would find no class file at all.
        let request = GenerationRequest(
            modelPath: GeneratorFixtures.sample("Calculator"), templates: GeneratorFixtures.builtInTemplates,
            directories: OutputDirectories("/nonexistent/mogen-stages"))
        let prepared = try Generator.prepare(request).get()
        let toRead = prepared.classFilesToRead
        #expect(toRead.map(\.fileName) == ["History.swift"])
        #expect(toRead.map(\.path) == ["/nonexistent/mogen-stages/History.swift"])

        func extensionLine(_ classFile: String?) throws -> String? {
            let files = try Generator.render(prepared, existingClassFiles: classFile.map { ["History.swift": $0] } ?? [:])
                .get().files
            let machine = files.first { $0.relativePath == "History+Generated.swift" }?.contents ?? ""
            return machine.split(separator: "\n").first { $0.hasPrefix("nonisolated extension History: Encodable") }.map(String.init)
        }
        // No class file yet (mogen writes one with the initializer), or one that declares it: Codable.
        #expect(try extensionLine(nil) == "nonisolated extension History: Encodable, Decodable {")
        #expect(try extensionLine("class History { required init(from decoder: Decoder) throws {} }")
            == "nonisolated extension History: Encodable, Decodable {")
        // One without it: Encodable only.
        #expect(try extensionLine("class History {}") == "nonisolated extension History: Encodable {")
    }
}
