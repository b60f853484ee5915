import Foundation
import MogenGenerator

/// The unified diff that `mogen generate --check` prints, on large files: a few changes in 200,000 lines (a
/// regenerated model whose committed output was edited by hand) and every line changed (output of another model).
/// Median of several runs, with the time per line compared between 50,000 and 200,000 lines.
enum DiffBenchmark {
    /// Each diff of 200,000 lines takes under this.
    static let targetSeconds = 1.0
    static let linearityLimit = 2.0

    static func run() -> Bool {
        print("unified diff (in process, median of 5)")
        var passed = true
        for (name, changed) in [("3 lines changed", Self.fewChanges), ("every line changed", Self.allChanged)] {
            var perLine: [Double] = []
            for lines in [50_000, 200_000] {
                let old = (0..<lines).map { "    let value\($0): Int = \($0 % 1_000)" }
                let oldText = old.joined(separator: "\n") + "\n"
                let newText = changed(old).joined(separator: "\n") + "\n"
                var size = 0
                let seconds = Measure.median(runs: 5) {
                    size = UnifiedDiff.diff(old: oldText, new: newText, oldLabel: "a", newLabel: "b").utf8.count
                }
                let met = lines < 200_000 || seconds < targetSeconds
                passed = passed && met
                let verdict = lines < 200_000 ? "" : "  (target < \(Measure.milliseconds(targetSeconds))) \(met ? "PASS" : "FAIL")"
                print(String(format: "  %@ %7d lines  %@  diff %8d bytes", name.padding(toLength: 20, withPad: " ", startingAt: 0),
                    lines, Measure.milliseconds(seconds), size) + verdict)
                perLine.append(seconds / Double(lines))
            }
            let ratio = perLine[1] / perLine[0]
            let linear = ratio < linearityLimit
            passed = passed && linear
            print(String(format: "  %@: time per line, 50,000 vs 200,000: %.2fx (limit %.1fx) %@", name, ratio,
                linearityLimit, linear ? "PASS" : "FAIL"))
        }
        return passed
    }

    private static func fewChanges(_ lines: [String]) -> [String] {
        var changed = lines
        for line in [lines.count / 200, lines.count / 2, lines.count - 10] { changed[line] = "    let edited\(line) = true" }
        return changed
    }

    private static func allChanged(_ lines: [String]) -> [String] {
        lines.indices.map { "    var other\($0 % 5_000): String" }
    }
}
