import Foundation

/// `mogen generate` as a build runs it: the release binary started as a process on a synthesized model, writing into
/// an empty directory (the worst case: every file is written). Median of several runs. Both layouts: `single` writes
/// one file per model (what the build plugin runs); `pair` writes 2N+1 files, so its time also measures how fast
/// the file system creates files. Then, on output that is up to date, a re-run (what most builds do: compare, write
/// nothing) and `--check` (what CI does).
///
/// Every run writes into a directory of its own, and no output is deleted before the benchmark's directory goes at the
/// end: deleting is not what is measured, and on a file system mounted with `discard` (ext4 here) the blocks freed by
/// deleting thousands of files slow the creation of the next files for seconds (4,000 files: 0.17 s into a file
/// system left alone, 1.7–3.0 s just after deleting as many).
enum GenerateBenchmark {
    /// Targets, including process start: 100 entities under 60 ms; 1,000 under 200 ms in the single layout and under
    /// 400 ms in the pair layout (which also creates 2,001 files); linear.
    static func targets(layout: String) -> [Int: Double] {
        [100: 0.060, 1_000: layout == "single" ? 0.200 : 0.400]
    }
    static let sizes = [100, 1_000, 2_000]
    static let linearityLimit = 1.5

    static func run(mogen: String, directory: String) throws -> Bool {
        guard FileManager.default.isExecutableFile(atPath: mogen) else {
            throw BenchmarkError("no mogen binary at \(mogen); build it with `swift build -c release`")
        }
        var passed = true
        for layout in ["single", "pair"] {
            passed = try run(mogen: mogen, directory: directory, layout: layout) && passed
        }
        passed = try runOptionalOutputs(mogen: mogen, directory: directory) && passed
        return try runSwiftData(mogen: mogen, directory: directory) && passed
    }

    /// The SwiftData templates against the Core Data ones on the same model, single layout, runs alternating so that
    /// a busy machine slows both alike. Target: SwiftData within 1.5x of Core Data at 1,000 entities.
    static let swiftDataRatioLimit = 1.5

    static func runSwiftData(mogen: String, directory: String) throws -> Bool {
        print("generate --template swiftdata against the Core Data templates, single layout (medians of alternating runs)")
        var passed = true
        for size in [1_000, 2_000] {
            let model = try SyntheticModelFile.write(entities: size, in: directory)
            var times: [String: [Double]] = [:]
            for run in 0..<7 {
                for template in ["swift", "swiftdata"] {
                    let output = "\(directory)/\(template)-\(size)-\(run)"
                    times[template, default: []].append(try Measure.median(runs: 1) {
                        try generate(mogen: mogen, [
                            "generate", model, "--output", output, "--layout", "single", "--template", template, "--quiet",
                        ] + (template == "swiftdata" ? ["--swiftdata-target", "ios26"] : []))
                    })
                }
            }
            let coreData = times["swift"] ?? [], swiftData = times["swiftdata"] ?? []
            let core = coreData.sorted()[coreData.count / 2]
            let data = swiftData.sorted()[swiftData.count / 2]
            let ratio = data / core
            var line = String(format: "  %5d entities  Core Data %9@  SwiftData %9@  %.2fx", size,
                Measure.milliseconds(core), Measure.milliseconds(data), ratio)
            if size == 1_000 {
                let ok = ratio <= swiftDataRatioLimit
                passed = passed && ok
                line += String(format: "  target <= %.1fx: ", swiftDataRatioLimit) + (ok ? "PASS" : "FAIL")
            }
            print(line)
        }
        return passed
    }

    /// The files beyond the classes (`--stack`, `--model-as-code`) on top of the single layout: no target of their
    /// own, but they must stay linear.
    static func runOptionalOutputs(mogen: String, directory: String) throws -> Bool {
        print("generate --stack --model-as-code, single layout (median)")
        var perEntity: [Int: Double] = [:]
        for size in sizes {
            let model = try SyntheticModelFile.write(entities: size, in: directory)
            var runs = 0
            let seconds = try Measure.median(runs: size >= 1_000 ? 5 : 11) {
                runs += 1
                let output = "\(directory)/optional-\(size)-\(runs)"
                try generate(mogen: mogen, [
                    "generate", model, "--output", output, "--layout", "single", "--stack", "--model-as-code", "--quiet",
                ])
            }
            perEntity[size] = seconds / Double(size)
            print(String(format: "  %5d entities  %9@  %9@/entity", size, Measure.milliseconds(seconds),
                Measure.microseconds(seconds / Double(size))))
        }
        guard let small = perEntity[1_000], let large = perEntity[2_000] else { return true }
        let ratio = max(small, large) / min(small, large)
        let linear = ratio <= linearityLimit
        print(String(format: "  time per entity, 1000 vs 2000 entities: %.2fx (limit %.1fx) ", ratio, linearityLimit)
            + (linear ? "PASS" : "FAIL"))
        return linear
    }

    static func run(mogen: String, directory: String, layout: String) throws -> Bool {
        print("generate, \(layout) layout (the mogen binary as a process, into an empty directory, median)")
        var perEntity: [Int: Double] = [:]
        var passed = true
        for size in sizes {
            let model = try SyntheticModelFile.write(entities: size, in: directory)
            var runs = 0
            let seconds = try Measure.median(runs: size >= 1_000 ? 5 : 11) {
                runs += 1
                let output = "\(directory)/out-\(layout)-\(size)-\(runs)"
                try generate(mogen: mogen, ["generate", model, "--output", output, "--layout", layout, "--quiet"])
            }
            perEntity[size] = seconds / Double(size)
            var line = String(format: "  %5d entities  %9@  %9@/entity", size, Measure.milliseconds(seconds),
                Measure.microseconds(seconds / Double(size)))
            if let target = targets(layout: layout)[size] {
                let ok = seconds < target
                passed = passed && ok
                line += "  target < \(Measure.milliseconds(target)): " + (ok ? "PASS" : "FAIL")
            }
            print(line)
        }
        for (label, extra) in [("re-run, up to date", [String]()), ("--check, up to date", ["--check"])] {
            print("  \(label):")
            for size in sizes {
                let model = try SyntheticModelFile.write(entities: size, in: directory)
                let output = "\(directory)/stable-\(layout)-\(size)"
                try generate(mogen: mogen, ["generate", model, "--output", output, "--layout", layout, "--quiet"])
                let seconds = try Measure.median(runs: size >= 1_000 ? 5 : 11) {
                    try generate(mogen: mogen, ["generate", model, "--output", output, "--layout", layout, "--quiet"] + extra)
                }
                var line = String(format: "  %5d entities  %9@", size, Measure.milliseconds(seconds))
                if let target = targets(layout: layout)[size] {
                    let ok = seconds < target
                    passed = passed && ok
                    line += "  target < \(Measure.milliseconds(target)): " + (ok ? "PASS" : "FAIL")
                }
                print(line)
            }
        }
        if let small = perEntity[1_000], let large = perEntity[2_000] {
            let ratio = max(small, large) / min(small, large)
            let linear = ratio <= linearityLimit
            passed = passed && linear
            print(String(format: "  time per entity, 1000 vs 2000 entities: %.2fx (limit %.1fx) ", ratio, linearityLimit)
                + (linear ? "PASS" : "FAIL"))
        }
        return passed
    }

    /// Runs mogen, which must succeed.
    private static func generate(mogen: String, _ arguments: [String]) throws {
        let status = ChildProcess.run(mogen, arguments)
        guard status == 0 else {
            throw BenchmarkError("mogen \(arguments.joined(separator: " ")) exited with \(status)")
        }
    }
}
