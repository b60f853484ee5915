import Foundation
import MogenGenerator
import MogenTestSupport
import Testing

/// The built-in templates are compiled into mogen from `Sources/MogenGenerator/Rendering/BuiltInTemplates.swift`,
/// which `Scripts/update-generated` writes from `Templates/`. This test keeps the two equal: what was compiled in is
/// what the files say.
@Suite("Built-in templates")
struct BuiltInTemplatesTests {
    static let stale = "BuiltInTemplates.swift is out of date: run Scripts/update-generated"

    @Test("BuiltInTemplates.swift holds exactly the files of Templates/")
    func upToDate() throws {
        let root = TestPackage.path("Templates")
        let folders = try FileManager.default.contentsOfDirectory(atPath: root).filter { !$0.hasPrefix(".") }
        #expect(TemplateSet.builtInNames == folders.sorted(), "\(Self.stale)")
        for name in TemplateSet.builtInNames {
            var directory = root + "/" + name
            // A set that is another under a second name is a symbolic link to it, and embedded once.
            if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: directory) {
                #expect(!target.contains("/") && folders.contains(target), "\(name) links to \(target), which is no set")
                #expect(TemplateSet.builtInFiles(named: name) == TemplateSet.builtInFiles(named: target))
                directory = root + "/" + target
            }
            let files = try #require(TemplateSet.builtInFiles(named: name), "\(Self.stale)")
            #expect(Set(files.keys) == Set(Self.templateFiles(in: directory)), "\(name): \(Self.stale)")
            for (file, text) in files {
                let onDisk = try? String(contentsOfFile: directory + "/" + file, encoding: .utf8)
                #expect(text == onDisk, "\(name)/\(file): \(Self.stale)")
            }
        }
    }

    /// The files of a template set, by path relative to its folder, as `Scripts/embed-templates.swift` takes them:
    /// hidden files and folders left out.
    static func templateFiles(in directory: String) -> [String] {
        (FileManager.default.subpaths(atPath: directory) ?? []).filter { name in
            var isDirectory: ObjCBool = false
            return !name.split(separator: "/").contains { $0.hasPrefix(".") }
                && FileManager.default.fileExists(atPath: directory + "/" + name, isDirectory: &isDirectory)
                && !isDirectory.boolValue
        }
    }
}
