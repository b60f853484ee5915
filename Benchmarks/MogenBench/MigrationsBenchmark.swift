import Foundation

/// `mogen generate --migrations` on a bundle of 117 versions of an 88-entity model (WooCommerce's history has as many
/// of each), where each version adds an attribute: the plan reads, validates and compares every version. Measured
/// against generating the classes alone, the two commands alternating, median of 5 each.
enum MigrationsBenchmark {
    static let versions = 117
    static let entities = 88
    /// Target: what the plan adds to the classes alone, per older version read (each is a whole model to read,
    /// validate and compare with the next, as `lint --shipped` and the SwiftData plan read them too).
    static let targetSecondsPerVersion = 0.005

    static func run(mogen: String, directory: String) throws -> Bool {
        print("mogen generate --migrations, \(versions) versions of \(entities) entities (median of 5, alternating)")
        let bundle = try writeBundle(in: directory)
        let classesCommand = ["generate", bundle, "--output", directory + "/classes"]
        let planCommand = ["generate", bundle, "--output", directory + "/migrations", "--migrations"]
        // The first run writes the files; the measured ones find them up to date, as a build that changed nothing.
        _ = try time(mogen, classesCommand)
        _ = try time(mogen, planCommand)
        var classes: [Double] = []
        var withPlan: [Double] = []
        for _ in 0..<5 {
            classes.append(try time(mogen, classesCommand))
            withPlan.append(try time(mogen, planCommand))
        }
        let classesMedian = classes.sorted()[2]
        let planMedian = withPlan.sorted()[2]
        let perVersion = (planMedian - classesMedian) / Double(versions - 1)
        let met = perVersion <= targetSecondsPerVersion
        print("  classes alone                       \(Measure.milliseconds(classesMedian))")
        print("  classes and migrations              \(Measure.milliseconds(planMedian))  "
            + "(\(Measure.milliseconds(perVersion)) per older version, target < \(Measure.milliseconds(targetSecondsPerVersion))) "
            + (met ? "PASS" : "FAIL"))
        return met
    }

    /// The whole process, in seconds.
    private static func time(_ mogen: String, _ arguments: [String]) throws -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        let status = ChildProcess.measure(mogen, arguments).status
        guard status == 0 else { throw BenchmarkError("mogen \(arguments.joined(separator: " ")) failed: \(String(describing: status))") }
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }

    /// `Migrations.xcdatamodeld`: version N has the synthetic model with N - 1 extra optional attributes, spread over
    /// the entities, so every step is lightweight; the last is the current version.
    private static func writeBundle(in directory: String) throws -> String {
        let bundle = "\(directory)/Migrations.xcdatamodeld"
        let base = SyntheticModelFile.xml(entities: entities)
        var xml = base
        for version in 1...versions {
            let name = version == 1 ? "Migrations" : "Migrations \(version)"
            if version > 1 {
                let entity = String(format: "Entity%05d", (version * 7) % entities)
                xml = xml.replacingOccurrences(
                    of: #"<entity name="\#(entity)" representedClassName="\#(entity)" syncable="YES">"#,
                    with: #"<entity name="\#(entity)" representedClassName="\#(entity)" syncable="YES">"#
                        + "\n" + #"        <attribute name="added\#(version)" optional="YES" attributeType="String"/>"#)
            }
            let folder = "\(bundle)/\(name).xcdatamodel"
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try Data(xml.utf8).write(to: URL(fileURLWithPath: folder + "/contents"))
        }
        let current = #"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict>"#
            + #"<key>_XCCurrentVersionName</key><string>Migrations \#(versions).xcdatamodel</string></dict></plist>"#
        try Data(current.utf8).write(to: URL(fileURLWithPath: bundle + "/.xccurrentversion"))
        return bundle
    }
}
