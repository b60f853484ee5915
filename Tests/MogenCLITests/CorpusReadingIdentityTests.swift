import Foundation
import MogenTestSupport
import Testing

/// What mogen reads from every real model stays as it was: `mogen dump` (the schema, with every element's line and
/// column) and `mogen lint` (every diagnostic and its position) of each corpus model version, compared by digest with
/// `Tests/Golden/CorpusReading/digests.tsv`.
///
/// The digests were recorded with the reader built on Foundation's `XMLParser`, before mogen read XML with libxml2
/// directly; a change to them must come with a reason in its commit. To record them again, run this test with
/// `MOGEN_RECORD_CORPUS_DIGESTS` set to the `mogen` binary to record with.
@Suite("Corpus reading identity", .tags(.slow))
struct CorpusReadingIdentityTests {
    static let digestsFile = TestPackage.path("Tests/Golden/CorpusReading/digests.tsv")

    @Test("dump and lint output of every corpus model version equals the recorded digests",
        .enabled(if: TestPackage.corpusPath != nil, "needs ../shared/corpus/models, the real-world models"))
    func identity() throws {
        let root = try #require(TestPackage.corpusPath)
        let recorder = ProcessInfo.processInfo.environment["MOGEN_RECORD_CORPUS_DIGESTS"]
        var lines: [String] = []
        for (path, version) in CorpusModels.versions(in: root) {
            let relative = String(path.dropFirst(root.count + 1))
            let versionArguments = version.map { ["--model-version", $0] } ?? []
            var digest = Digest()
            for command in [["dump", relative, "--format", "json"], ["dump", relative, "--format", "text"], ["lint", relative]] {
                let output = try ChildProcess(
                    recorder ?? MogenProcess.executable, command + versionArguments, in: root).run()
                digest.add("\(command[0]) \(output.status)\n\(output.stdout)\n--\n\(output.stderr)\n==\n")
            }
            lines.append([relative, version ?? "-", digest.hex].joined(separator: "\t"))
        }
        let text = lines.joined(separator: "\n") + "\n"
        if recorder != nil {
            try text.write(toFile: Self.digestsFile, atomically: true, encoding: .utf8)
            return
        }
        let recorded = try String(contentsOfFile: Self.digestsFile, encoding: .utf8)
        let expected = recorded.split(separator: "\n").map(String.init)
        #expect(lines.count == expected.count)
        for (line, recordedLine) in zip(lines, expected) {
            #expect(line == recordedLine)
        }
    }
}

/// FNV-1a, 64 bits: enough to tell outputs apart, and the same on every platform (Swift's `Hasher` is seeded per
/// process).
private struct Digest {
    private var value: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func add(_ text: String) {
        for byte in text.utf8 {
            value ^= UInt64(byte)
            value = value &* 0x0000_0100_0000_01b3
        }
    }

    var hex: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
