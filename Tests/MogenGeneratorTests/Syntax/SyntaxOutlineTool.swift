import Foundation
import MogenTestSupport
import Testing

/// Runs `Scripts/syntax-outline`, which parses Swift files with the toolchain's swift-syntax, on generated code.
enum SyntaxOutlineTool {
    /// The outline of each of `files` (name, text), in their order. The files are written under numbered names,
    /// since generated file names hold whatever the model's name holds.
    static func outlines(of files: [(name: String, text: String)], withTokens: Bool = true) throws -> [SyntaxOutline] {
        guard !files.isEmpty else { return [] }
        let directory = try TemporaryDirectory.make()
        var paths: [String] = []
        for (index, file) in files.enumerated() {
            let path = "\(directory)/\(index).swift"
            try Data(file.text.utf8).write(to: URL(fileURLWithPath: path))
            paths.append(path)
        }
        let result = try ChildProcess(
            TestPackage.path("Scripts/syntax-outline"), (withTokens ? [] : ["--without-tokens"]) + paths).run()
        try #require(result.status == 0, "Scripts/syntax-outline failed: \(result.stderr)")
        let outlines = try JSONDecoder().decode([String: SyntaxOutline].self, from: Data(result.stdout.utf8))
        return try paths.map { path in try #require(outlines[path], "no outline for \(path)") }
    }
}
