import Foundation
import MogenGenerator
import MogenImport
import MogenModel
import MogenSupport
import MogenTestSupport
import Testing

/// The `config` fuzz target's harness without the fuzzer: the inputs it once crashed on (Tests/FuzzRegressions/config/)
/// must now decode or be rejected with located errors, and the hand-written seeds (Fuzz/Seeds/config/) must reach
/// both outcomes.
/// Serialized: the harness's folder is removed after each test.
@Suite("Fuzz regressions: mogen.json", .serialized)
struct ConfigurationFuzzRegressionTests {
    @Test("saved mogen.json inputs decode, or are rejected with errors located in the file")
    func configuration() {
        defer { try? FileManager.default.removeItem(atPath: ConfigurationFuzzing.folder) }
        for input in FuzzInput.regressions("config") {
            guard case .rejected(let error) = ConfigurationFuzzing.run(input.bytes) else { continue }
            expectLocated(error, input.name)
        }
    }

    @Test("the seed using every key decodes; the one with wrong types is rejected at each wrong value")
    func configurationSeeds() {
        defer { try? FileManager.default.removeItem(atPath: ConfigurationFuzzing.folder) }
        let seeds = Dictionary(uniqueKeysWithValues: FuzzInput.seeds("config").map { ($0.name, $0.bytes) })
        #expect(seeds.count == 5)
        switch ConfigurationFuzzing.run(seeds["all-keys.json"] ?? []) {
        case .decoded(let models): #expect(models == 1)
        case .rejected(let error): Issue.record("all-keys.json was rejected: \(error)")
        }
        guard case .rejected(let error) = ConfigurationFuzzing.run(seeds["wrong-types.json"] ?? []) else {
            Issue.record("wrong-types.json was accepted")
            return
        }
        expectLocated(error, "wrong-types.json")
        #expect(error.diagnostics.count >= 4)
    }

    @Test("the seeds of mogen import's readers import without errors, so the fuzzer starts from valid sources")
    func importSeeds() {
        let seeds = Dictionary(uniqueKeysWithValues: FuzzInput.seeds("config").map { ($0.name, $0.bytes) })
        let imported = [
            SwiftGenImport.importConfiguration(seeds["swiftgen.yml"] ?? [], file: "swiftgen.yml"),
            MogeneratorImport.importScript(String(decoding: seeds["mogenerator.sh"] ?? [], as: UTF8.self), file: "s"),
            MogeneratorImport.importArgumentsFile(seeds["mogenerator-args.json"] ?? [], file: "a"),
        ]
        for result in imported {
            #expect(!result.entries.isEmpty)
            #expect(!result.notes.contains { $0.severity == .error }, "\(result.notes)")
        }
    }

    private func expectLocated(_ error: DiagnosticError, _ name: String) {
        #expect(!error.diagnostics.isEmpty, "\(name)")
        for diagnostic in error.diagnostics {
            #expect(diagnostic.location?.file == ConfigurationFuzzing.path, "\(name): \(diagnostic)")
        }
    }
}
