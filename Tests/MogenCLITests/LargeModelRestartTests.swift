import Foundation
import MogenSupport
import MogenTestSupport
import Testing

/// `mogen generate` restarts itself with glibc's malloc tuned (`HeapTuning`) for models of a megabyte and more, on
/// Linux. The restart must not show: the same files, the same messages, and the environment the user gave (templates
/// with the SwiftGen context see it as `env`).
@Suite("mogen generate on a large model (the tuned restart)", .tags(.slow), .temporaryDirectories)
struct LargeModelRestartTests {
    /// A model larger than `HeapTuning.worthwhileModelBytes`, with one warning (an entity without a class name would
    /// be an error; a to-many relationship without an inverse is a warning).
    private static func writeLargeModel(in project: Project) throws {
        var body = ""
        var entity = 0
        while body.utf8.count < HeapTuning.worthwhileModelBytes + 100_000 {
            body += "<entity name=\"Entity\(entity)\" representedClassName=\"Entity\(entity)\" syncable=\"YES\">\n"
            for attribute in 0..<20 {
                body += "<attribute name=\"attribute\(attribute)\" optional=\"YES\" attributeType=\"String\"/>\n"
            }
            if entity == 0 {
                body += "<relationship name=\"others\" optional=\"YES\" toMany=\"YES\" destinationEntity=\"Entity1\"/>\n"
            }
            body += "</entity>\n"
            entity += 1
        }
        try project.write("Large.xcdatamodel/contents", ModelXML.document(body))
        try project.write("templates/Environment.stencil", """
            probe={{ env.MOGEN_TEST_PROBE }} tunables={{ env.GLIBC_TUNABLES }} marker={{ env.MOGEN_HEAP_TUNING_RESTART }}
            entities={{ models.0.entities.count }}

            """)
    }

    private static func generate(in project: Project, output: String, glibcTunables: String?) throws -> ChildProcess.Output {
        var environment = ProcessInfo.processInfo.environment
        environment["GLIBC_TUNABLES"] = glibcTunables
        environment["MOGEN_HEAP_TUNING_RESTART"] = nil
        environment["MOGEN_TEST_PROBE"] = "kept"
        return try ChildProcess(MogenProcess.executable, [
            "generate", "Large.xcdatamodel", "-o", output, "--layout", "single",
        ], environment: environment, in: project.root).run()
    }

    /// Whether mogen restarts here at all: on Linux with transparent huge pages not `never`.
    private static let restarts: Bool = {
        #if os(Linux)
        let setting = (try? String(contentsOfFile: "/sys/kernel/mm/transparent_hugepage/enabled", encoding: .utf8)) ?? ""
        return setting.contains("[always]") || setting.contains("[madvise]")
        #else
        return false
        #endif
    }()

    @Test("the files and the messages are those of a run that does not restart")
    func sameOutput() throws {
        if !Self.restarts {
            print("note: mogen does not restart on this machine (not Linux, or no transparent huge pages); "
                + "this checks only that generating a large model is unchanged")
        }
        let project = try Project(samples: [])
        try Self.writeLargeModel(in: project)
        // GLIBC_TUNABLES set, even to nothing, keeps mogen from restarting.
        let restarted = try Self.generate(in: project, output: "restarted", glibcTunables: nil)
        let notRestarted = try Self.generate(in: project, output: "plain", glibcTunables: "")
        #expect(restarted.status == 0, "\(restarted.stderr)")
        #expect(restarted.status == notRestarted.status)
        #expect(restarted.stdout == notRestarted.stdout)
        #expect(restarted.stderr == notRestarted.stderr)
        #expect(restarted.stderr.contains("warning"), "\(restarted.stderr)")
        let files = try FileManager.default.contentsOfDirectory(atPath: project.path("restarted"))
        #expect(files == ["Large+Generated.swift"])
        #expect(try project.read("restarted/Large+Generated.swift") == project.read("plain/Large+Generated.swift"))
    }

    @Test("templates see the environment the user gave, without the restart's variables")
    func environment() throws {
        let project = try Project(samples: [])
        try Self.writeLargeModel(in: project)
        var environment = ProcessInfo.processInfo.environment
        environment["GLIBC_TUNABLES"] = nil
        environment["MOGEN_TEST_PROBE"] = "kept"
        let result = try ChildProcess(MogenProcess.executable, [
            "generate", "Large.xcdatamodel", "--context", "swiftgen", "--template", "templates/Environment.stencil",
            "-o", "out", "--output-file", "Environment.txt",
        ], environment: environment, in: project.root).run()
        #expect(result.status == 0, "\(result.stderr)")
        let text = try project.read("out/Environment.txt")
        #expect(text.contains("probe=kept tunables= marker=\n"), "\(text)")
        #expect(!text.contains("entities=0"), "\(text)")
    }
}
