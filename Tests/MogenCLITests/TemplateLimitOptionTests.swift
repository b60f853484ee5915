import Foundation
import MogenTestSupport
import Testing

@Suite("--template-limit as a process", .temporaryDirectories)
struct TemplateLimitOptionTests {
    @Test("render stops at a lowered limit with a located [template] error; a bad limit is a usage error")
    func render() throws {
        let directory = try TemporaryDirectory.make()
        try Data("{% for i in items %}{{ i }}{% endfor %}".utf8)
            .write(to: URL(fileURLWithPath: directory + "/loop.stencil"))
        try Data(#"{"items": [1, 2, 3, 4]}"#.utf8).write(to: URL(fileURLWithPath: directory + "/context.json"))
        let base = ["render", "loop.stencil", "--context", "context.json"]
        let fine = try MogenProcess.run(base, in: directory)
        #expect(fine.status == 0, "\(fine.stderr)")
        #expect(fine.stdout == "1234")
        let limited = try MogenProcess.run(base + ["--template-limit", "iterations=2"], in: directory)
        #expect(limited.status == 2)
        #expect(limited.stderr.hasPrefix("loop.stencil:1:"))
        #expect(limited.stderr.contains("exceeds the limit of 2 iterations"))
        #expect(limited.stderr.split(separator: "\n").first?.hasSuffix("[template]") == true)
        let unknown = try MogenProcess.run(base + ["--template-limit", "loops=2"], in: directory)
        #expect(unknown.status == 64)
        #expect(unknown.stderr.contains("unknown template limit 'loops'"))
    }

    @Test("generate passes the limit to the templates")
    func generate() throws {
        let directory = try TemporaryDirectory.make()
        let model = TestPackage.path("Samples/Employees.xcdatamodeld")
        let limited = try MogenProcess.run(
            ["generate", model, "-o", directory + "/out", "--template-limit", "outputBytes=100"])
        #expect(limited.status == 2)
        #expect(limited.stderr.contains("Template output exceeds the limit of 100 bytes"))
        #expect(!FileManager.default.fileExists(atPath: directory + "/out"))
    }
}
