import Foundation

/// The mogen binary on hostile inputs: each must end with an exit status (never a signal), within a time and memory
/// budget, and the work that grows with the input must grow linearly.
enum HostileInputBenchmark {
    /// Every hostile run ends within this time and peak memory.
    static let secondsLimit = 5.0
    static let peakBytesLimit = 512 * 1_048_576
    /// Time per unit of input, smallest vs largest size.
    static let linearityLimit = 2.0

    static func run(mogen: String, directory: String) throws -> Bool {
        guard FileManager.default.isExecutableFile(atPath: mogen) else {
            throw BenchmarkError("no mogen binary at \(mogen); build it with `swift build -c release`")
        }
        print("hostile inputs (the mogen binary as a process; each must end with a status, within "
            + "\(Measure.milliseconds(secondsLimit)) and \(Measure.megabytes(peakBytesLimit)))")
        var passed = true

        print("  a model on one line, one non-ASCII character vs none (lint):")
        var perEntity: [Double] = []
        var allEnded = true
        for (entities, nonASCII) in [(5_000, false), (5_000, true), (20_000, true)] {
            let model = try HostileInputs.writeModel(
                HostileInputs.oneLineModel(entities: entities, nonASCII: nonASCII),
                name: "OneLine\(entities)\(nonASCII ? "U" : "A")", in: directory)
            let outcome = measure(mogen, ["lint", model, "--quiet"])
            let ok = report("\(entities) entities, \(nonASCII ? "non-ASCII" : "ASCII    ")", outcome, expecting: [0])
            allEnded = allEnded && ok
            perEntity.append(outcome.seconds / Double(entities))
        }
        passed = linearity("time per entity, ASCII vs 20,000 non-ASCII", perEntity, measured: allEnded) && passed && allEnded

        print("  an inheritance chain (lint, dump):")
        for command in ["lint", "dump"] {
            var perLevel: [Double] = []
            var allEnded = true
            // Large enough that the work per level, not the process's start, decides the time.
            for levels in [5_000, 20_000] {
                let model = try HostileInputs.writeModel(
                    HostileInputs.inheritanceChain(levels: levels), name: "Chain\(levels)", in: directory)
                let outcome = measure(mogen, [command, model])
                allEnded = report("\(command) \(levels) levels", outcome, expecting: [0]) && allEnded
                perLevel.append(outcome.seconds / Double(levels))
            }
            passed = linearity("\(command): time per level, 5,000 vs 20,000", perLevel, measured: allEnded) && passed
                && allEnded
        }

        print("  100,000 nested elements (lint):")
        let deep = try HostileInputs.writeModel(HostileInputs.deepNesting(depth: 100_000), name: "Deep", in: directory)
        passed = report("100,000 levels", measure(mogen, ["lint", deep, "--quiet"]), expecting: [2]) && passed

        print("  templates (render):")
        for (index, entry) in HostileInputs.templates.enumerated() {
            let template = "\(directory)/hostile\(index).stencil"
            let context = "\(directory)/hostile\(index).json"
            try Data(entry.template.utf8).write(to: URL(fileURLWithPath: template))
            try Data(entry.context.utf8).write(to: URL(fileURLWithPath: context))
            let outcome = measure(mogen, ["render", template, "--context", context])
            passed = report(entry.name, outcome, expecting: [0, 2]) && passed
        }
        return passed
    }

    /// Runs mogen once (hostile inputs are slow to run twice when they fail their budget), killed at 4x the limit.
    private static func measure(_ mogen: String, _ arguments: [String]) -> ChildProcess.Outcome {
        ChildProcess.measure(mogen, arguments, deadline: 4 * secondsLimit)
    }

    private static func report(_ label: String, _ outcome: ChildProcess.Outcome, expecting statuses: Set<Int32>) -> Bool {
        let ended: String
        if outcome.timedOut {
            ended = "killed after \(Measure.milliseconds(4 * secondsLimit))"
        } else if let status = outcome.status {
            ended = "exit \(status)"
        } else if let signal = outcome.signal {
            ended = "signal \(signal)"
        } else {
            ended = "did not start"
        }
        let ok = outcome.status.map(statuses.contains) == true && outcome.seconds < secondsLimit
            && outcome.peakBytes < peakBytesLimit
        print("    " + label.padding(toLength: 36, withPad: " ", startingAt: 0)
            + String(format: "%9@  peak %9@  %@  ", Measure.milliseconds(outcome.seconds),
                Measure.megabytes(outcome.peakBytes), ended)
            + (ok ? "PASS" : "FAIL"))
        return ok
    }

    /// Compares the first and last time per unit; meaningless (and failed) when a run was killed or failed.
    private static func linearity(_ label: String, _ perUnit: [Double], measured: Bool) -> Bool {
        guard measured, let first = perUnit.first, let last = perUnit.last, first > 0 else {
            print("    \(label): not measured (a run failed) FAIL")
            return false
        }
        let ratio = last / first
        let ok = ratio <= linearityLimit
        print(String(format: "    %@: %.2fx (limit %.1fx) ", label, ratio, linearityLimit) + (ok ? "PASS" : "FAIL"))
        return ok
    }
}
