import Foundation

/// Two `mogen` binaries side by side on the same synthesized models, their runs alternating so that a busy machine
/// slows both alike: `mogen-bench compare OTHER_MOGEN` times OTHER_MOGEN (say, a release build of an earlier
/// revision) against this build's `mogen`. Read + validate is `mogen lint`; generate is the single layout into an
/// empty directory. Figures include process start. It reports; it sets no target.
enum BinaryComparisonBenchmark {
    static let sizes = [100, 1_000, 5_000]

    static func run(mogen: String, other: String, directory: String) throws -> Bool {
        for binary in [mogen, other] where !FileManager.default.isExecutableFile(atPath: binary) {
            throw BenchmarkError("no mogen binary at \(binary)")
        }
        print("\(other) (other) against \(mogen) (this build): median of alternating runs, process included")
        print("                                       other        this   this/other")
        for size in sizes {
            let model = try SyntheticModelFile.write(entities: size, in: directory)
            let runs = size >= 5_000 ? 5 : 11
            let lint = try alternate(runs: runs, mogen: mogen, other: other) { ["lint", model, "--quiet"] }
            print(row("lint (read + validate) \(size)", lint))
            var run = 0
            let generate = try alternate(runs: runs, mogen: mogen, other: other) {
                run += 1
                let output = "\(directory)/compare-\(size)-\(run)"
                return ["generate", model, "--output", output, "--layout", "single", "--quiet"]
            }
            print(row("generate single \(size)", generate))
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
