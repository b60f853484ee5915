import Foundation
import MogenModel

/// `mogen diff` between two versions of a 1,000-entity model in which every entity changes: each gets a new
/// attribute and a renamed one (through a renaming identifier), so the report has 2,000 changes. Measured as the
/// whole process a user runs, and in process (compare + text report, with the models already read).
enum EvolutionBenchmark {
    static let entities = 1_000
    /// Target: the whole `mogen diff` under this.
    static let targetSeconds = 0.200

    static func run(mogen: String, directory: String) throws -> Bool {
        print("mogen diff, two versions of \(entities) entities, every entity changed (median of 5)")
        let bundle = try writeBundle(in: directory)
        let old = try ModelReader.read(path: bundle, version: "Evolution").model
        let new = try ModelReader.read(path: bundle, version: "Evolution 2").model
        var changes = 0
        var bytes = 0
        let inProcess = Measure.median(runs: 5) {
            let diff = ModelComparison.compare(old, new)
            changes = diff.allChanges.count
            bytes = ModelDiffText.render(diff, oldLabel: "old", newLabel: "new").utf8.count
        }
        guard changes == 2 * entities else {
            throw BenchmarkError("expected \(2 * entities) changes, found \(changes)")
        }
        var statuses: [Int32?] = []
        let process = Measure.median(runs: 5) {
            statuses.append(ChildProcess.measure(mogen, ["diff", bundle]).status)
        }
        guard statuses.allSatisfy({ $0 == 0 }) else { throw BenchmarkError("mogen diff failed: \(statuses)") }
        let met = process < targetSeconds
        print("  compare + text report (in process)  \(Measure.milliseconds(inProcess))  (\(changes) changes, \(bytes) bytes)")
        print("  mogen diff (whole process)          \(Measure.milliseconds(process))  "
            + "(target < \(Measure.milliseconds(targetSeconds))) \(met ? "PASS" : "FAIL")")
        return met
    }

    /// A bundle with the synthetic model as `Evolution` and its changed copy as `Evolution 2`, the current version.
    private static func writeBundle(in directory: String) throws -> String {
        let bundle = "\(directory)/Evolution.xcdatamodeld"
        let old = SyntheticModelFile.xml(entities: entities)
        let new = old
            .replacingOccurrences(of: #"<attribute name="attribute05""#, with: #"<attribute name="renamed05" elementID="attribute05""#)
            .replacingOccurrences(
                of: #"        <relationship name="next""#,
                with: "        <attribute name=\"added\" optional=\"YES\" attributeType=\"String\"/>\n"
                    + #"        <relationship name="next""#)
        for (version, xml) in [("Evolution", old), ("Evolution 2", new)] {
            let folder = "\(bundle)/\(version).xcdatamodel"
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try Data(xml.utf8).write(to: URL(fileURLWithPath: folder + "/contents"))
        }
        let current = #"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict>"#
            + #"<key>_XCCurrentVersionName</key><string>Evolution 2.xcdatamodel</string></dict></plist>"#
        try Data(current.utf8).write(to: URL(fileURLWithPath: bundle + "/.xccurrentversion"))
        return bundle
    }
}
