import Foundation
import MogenModel
import MogenTestSupport
import Testing

/// The `model-reader` and `predicate` fuzz targets' harnesses without the fuzzer: the inputs they once crashed on
/// (Tests/FuzzRegressions/) must now end in a result or a clear error, and the hand-written seeds (Fuzz/Seeds/) must
/// get through, so that the fuzzer starts from inputs that reach past the first check.
/// Serialized: the model-reader harness writes each input to the same file.
@Suite("Fuzz regressions: model reader and predicates", .serialized)
struct ModelFuzzRegressionTests {
    @Test("saved model-reader inputs are read, or rejected with errors located in the file")
    func modelReader() {
        defer { try? FileManager.default.removeItem(atPath: ModelReaderFuzzing.folder) }
        for input in FuzzInput.regressions("model-reader") {
            guard case .rejected(let error) = ModelReaderFuzzing.run(input.bytes) else { continue }
            #expect(!error.diagnostics.isEmpty, "\(input.name)")
            for diagnostic in error.diagnostics {
                #expect(diagnostic.severity == .error, "\(input.name): \(diagnostic)")
                #expect(diagnostic.location?.file == ModelReaderFuzzing.contentsPath, "\(input.name): \(diagnostic)")
            }
        }
    }

    @Test("saved predicate inputs are parsed, or rejected with a message")
    func predicate() {
        for input in FuzzInput.regressions("predicate") {
            if case .rejected(let error) = PredicateFuzzing.run(input.bytes) {
                #expect(!error.message.isEmpty, "\(input.name)")
            }
        }
    }

    @Test("the model seed reads the same in UTF-8 and UTF-16; in Latin-1 it is refused at its declaration")
    func modelSeeds() {
        defer { try? FileManager.default.removeItem(atPath: ModelReaderFuzzing.folder) }
        let seeds = Dictionary(uniqueKeysWithValues: FuzzInput.seeds("model-reader").map { ($0.name, $0.bytes) })
        #expect(seeds.count == 3)
        var messages: [[String]] = []
        for name in ["small.xml", "small-utf16.xml"] {
            guard let bytes = seeds[name], case .read(let diagnostics) = ModelReaderFuzzing.run(bytes) else {
                Issue.record("\(name) was not read")
                continue
            }
            messages.append(diagnostics.map(\.message))
        }
        // It is marked as used with CloudKit and breaks three of its rules, so that the fuzzer starts inside them.
        #expect(messages.count == 2 && Set(messages).count == 1)
        #expect(messages.first?.contains { $0.contains("CloudKit integration does not support ordered") } == true)
        // Model files are UTF-8 or UTF-16; the Latin-1 seed makes the fuzzer start at that check.
        guard let latin1 = seeds["small-latin1.xml"], case .rejected(let error) = ModelReaderFuzzing.run(latin1) else {
            Issue.record("small-latin1.xml was read")
            return
        }
        #expect(error.diagnostics.first?.message.contains("ISO-8859-1") == true)
        #expect(error.diagnostics.first?.location?.line == 1)
    }

    @Test("the predicate seeds parse, and take the variables they name")
    func predicateSeeds() {
        let seeds = FuzzInput.seeds("predicate")
        #expect(seeds.count == 5)
        var variables: Set<String> = []
        for seed in seeds {
            guard case .parsed(let names) = PredicateFuzzing.run(seed.bytes) else {
                Issue.record("\(seed.name) did not parse")
                continue
            }
            variables.formUnion(names)
        }
        #expect(variables == ["NAME", "e", "VALUE"])
    }
}
