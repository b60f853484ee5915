import Foundation
import MogenTestSupport
import Testing

/// `mogen templates eject` writes the built-in set's files into a folder as `generate` writes its outputs: nothing
/// that exists is replaced, and no symbolic link is followed out of the folder.
@Suite("mogen templates eject", .temporaryDirectories)
struct TemplatesEjectTests {
    @Test("a symbolic link at a template's path, dangling or not, is refused, and nothing is written outside")
    func symbolicLinks() throws {
        let project = try Project(samples: [])
        try FileManager.default.createDirectory(atPath: project.path("tpl"), withIntermediateDirectories: true)
        try project.write("elsewhere/existing.stencil", "mine\n")
        // Dangling: following it would create elsewhere/model.swift.stencil.
        try FileManager.default.createSymbolicLink(
            atPath: project.path("tpl/model.swift.stencil"), withDestinationPath: project.path("elsewhere/model.swift.stencil"))
        try FileManager.default.createSymbolicLink(
            atPath: project.path("tpl/human.swift.stencil"), withDestinationPath: project.path("elsewhere/existing.stencil"))

        let result = try project.mogen(["templates", "eject", "swift", "tpl"])
        #expect(result.status == 2)
        for name in ["model.swift.stencil", "human.swift.stencil"] {
            #expect(result.stderr.contains("tpl/\(name): error: is a symbolic link; mogen neither follows nor replaces it, "
                + "so nothing is written there [output]"), "\(result.stderr)")
        }
        #expect(!project.exists("elsewhere/model.swift.stencil"))
        #expect(try project.read("elsewhere/existing.stencil") == "mine\n")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: project.path("tpl/model.swift.stencil"))
            == project.path("elsewhere/model.swift.stencil"))
        // The other files of the set are written, and no temporary file is left.
        #expect(project.exists("tpl/machine.swift.stencil"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: project.path("tpl")).allSatisfy { !$0.hasPrefix(".") })
        #expect(try FileManager.default.contentsOfDirectory(atPath: project.path("elsewhere")) == ["existing.stencil"])
    }
}
