import Foundation
import MogenModel
import Testing

/// The `model-reader` and `predicate` fuzz targets' harnesses without the fuzzer: the inputs they once crashed on
/// (Tests/FuzzRegressions/) must now end in a result or a clear error, and the hand-written seeds (Fuzz/Seeds/) must
/// get through, so that the fuzzer starts from inputs that reach past the first check.
/// Serialized: the model-reader harness writes each input to the same file.
@Suite("Fuzz regressions: model reader and predicates", .serialized)
struct ModelFuzzRegressionTests {
    /// Inputs whose fix belongs to another change that has not landed yet; skipped with a note until it does.
    static let knownOpen: Set<String> = [
        // An ASCII document declaring encoding "UTF-32", "EBCDIC-US" or "UTF7" (the last found by the fuzzer, minimized):
        // libxml2, under Foundation's XMLParser, crashes (SEGV in xmlSwitchToEncoding) until the reader refuses the
        // encodings it cannot read before parsing.
        "encoding-declared-ebcdic.xml",
        "encoding-declared-utf32.xml",
        "encoding-declared-utf7.xml",
        // Found by the fuzzer, minimized to 6 bytes: a UTF-16 byte order mark, `<`, then a high surrogate with no low
        // surrogate after it; libxml2 crashes (SEGV in xmlParseChunk) until the reader checks the UTF-16 itself.
        "utf16-unpaired-surrogate.xml",
    ]

    @Test("saved model-reader inputs are read, or rejected with errors located in the file")
    func modelReader() {
        defer { try? FileManager.default.removeItem(atPath: ModelReaderFuzzing.folder) }
        for input in FuzzInput.regressions("model-reader", knownOpen: Self.knownOpen) {
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
        for input in FuzzInput.regressions("predicate", knownOpen: Self.knownOpen) {
            if case .rejected(let error) = PredicateFuzzing.run(input.bytes) {
                #expect(!error.message.isEmpty, "\(input.name)")
            }
        }
    }

    @Test("the model seed reads the same in UTF-8, UTF-16 and Latin-1")
    func modelSeeds() {
        defer { try? FileManager.default.removeItem(atPath: ModelReaderFuzzing.folder) }
        let seeds = FuzzInput.seeds("model-reader")
        #expect(seeds.count == 3)
        var messages: [[String]] = []
        for seed in seeds {
            guard case .read(let diagnostics) = ModelReaderFuzzing.run(seed.bytes) else {
                Issue.record("\(seed.name) was not read")
                continue
            }
            messages.append(diagnostics.map(\.message))
        }
        // It is marked as used with CloudKit and breaks three of its rules, so that the fuzzer starts inside them.
        #expect(messages.count == 3 && Set(messages).count == 1)
        #expect(messages.first?.contains { $0.contains("CloudKit integration does not support ordered") } == true)
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
