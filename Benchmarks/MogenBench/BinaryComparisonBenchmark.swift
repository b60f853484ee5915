import Foundation

/// Two `mogen` binaries side by side on the same models, their runs alternating so that a busy machine slows both
/// alike: `mogen-bench compare OTHER_MOGEN` times OTHER_MOGEN (say, a release build of an earlier revision) against
/// this build's `mogen`. The models: the real one `mogen-bench swiftgen` times (when ../shared is there) and
/// synthesized ones. Read + validate is `mogen lint`; generate is the single and the pair layout, each run into an
/// empty directory. Figures include process start. It reports; it sets no target.
enum BinaryComparisonBenchmark {
    static let sizes = [100, 1_000, 5_000]

    static func run(mogen: String, other: String, directory: String) throws -> Bool {
        for binary in [mogen, other] where !FileManager.default.isExecutableFile(atPath: binary) {
            throw BenchmarkError("no mogen binary at \(binary)")
        }
        print("\(other) (other) against \(mogen) (this build): median of alternating runs, process included")
        print("                                       other        this   this/other")
        // The real model SwiftGen is timed on (../shared's corpus; left out when absent), then synthetic ones.
        var models: [(label: String, path: String, runs: Int)] = []
        if let corpus = SwiftGenBenchmark.largestCorpusModel() {
            models.append(("corpus", corpus.path, 11))
            print("corpus: \(corpus.label)")
        }
        for size in sizes {
            models.append(("\(size)", try SyntheticModelFile.write(entities: size, in: directory), size >= 5_000 ? 5 : 11))
        }
        // Each run generates into an empty directory, removed before the next (not timed): the files of earlier
        // runs would otherwise pile up (10,000 per run of the pair layout on 5,000 entities) and slow the later ones.
        let output = "\(directory)/compare-output"
        for model in models {
            let lint = try alternate(runs: model.runs, mogen: mogen, other: other) { ["lint", model.path, "--quiet"] }
            print(row("lint (read + validate) \(model.label)", lint))
            for layout in ["single", "pair"] {
                let generate = try alternate(runs: model.runs, mogen: mogen, other: other) {
                    try? FileManager.default.removeItem(atPath: output)
                    return ["generate", model.path, "--output", output, "--layout", layout, "--quiet"]
                }
                print(row("generate \(layout) \(model.label)", generate))
            }
        }
        return true
    }

    /// The median seconds of `mogen` and of `other`, each run with the arguments `arguments` returns, in turn.
    private static func alternate(
        runs: Int, mogen: String, other: String, _ arguments: () -> [String]
    ) throws -> (this: Double, other: Double) {
        var this: [Double] = []
        var others: [Double] = []
        for _ in 0..<runs {
            for (binary, isThis) in [(mogen, true), (other, false)] {
                let outcome = ChildProcess.measure(binary, arguments())
                guard outcome.status == 0 else {
                    throw BenchmarkError("\(binary) \(arguments().joined(separator: " ")) failed")
                }
                if isThis { this.append(outcome.seconds) } else { others.append(outcome.seconds) }
            }
        }
        return (this.sorted()[runs / 2], others.sorted()[runs / 2])
    }

    private static func row(_ label: String, _ times: (this: Double, other: Double)) -> String {
        label.padding(toLength: 32, withPad: " ", startingAt: 0)
            + Measure.milliseconds(times.other).leftPadded(12) + Measure.milliseconds(times.this).leftPadded(12)
            + String(format: "%12.2fx", times.this / times.other)
    }
}

private extension String {
    func leftPadded(_ width: Int) -> String {
        String(repeating: " ", count: max(0, width - count)) + self
    }
}
