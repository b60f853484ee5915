// Writes Sources/MogenGenerator/Rendering/BuiltInTemplates.swift from Templates/, one template set per folder:
// `swift Scripts/embed-templates.swift` (run by Scripts/update-generated, which then regenerates the golden files).
// The file is committed because a build-tool plugin cannot write it: SwiftPM does not run plugins on a tool that
// another package's plugin uses, as MogenPlugin uses mogen. BuiltInTemplatesTests fails when it is out of date.
// Leaves the file untouched when it is already up to date, so that nothing is rebuilt.
import Foundation

let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().path
let templates = root + "/Templates"
let destination = root + "/Sources/MogenGenerator/Rendering/BuiltInTemplates.swift"
let fileManager = FileManager.default

/// A Swift raw multi-line string literal whose delimiter cannot occur in `text`.
func rawLiteral(_ text: String) -> String {
    var longest = 0, run = 0, afterQuote = false
    for character in text {
        if character == "#", afterQuote {
            run += 1
            longest = max(longest, run)
        } else {
            afterQuote = character == "\""
            run = 0
        }
    }
    let hashes = String(repeating: "#", count: longest + 1)
    return hashes + "\"\"\"\n" + text + "\n\"\"\"" + hashes
}

/// The files of a template set, by path relative to its folder: hidden files and folders left out.
func templateFiles(in directory: String) -> [String] {
    (fileManager.subpaths(atPath: directory) ?? []).filter { name in
        var isDirectory: ObjCBool = false
        return !name.split(separator: "/").contains { $0.hasPrefix(".") }
            && fileManager.fileExists(atPath: directory + "/" + name, isDirectory: &isDirectory) && !isDirectory.boolValue
    }.sorted()
}

/// The Swift source that embeds every template set under `templates`. A set folder that is a symbolic link to
/// another is that set under a second name: an alias, embedded once.
func embeddingSource() throws -> String {
    var source = """
        // Generated from Templates/ by Scripts/embed-templates.swift. Do not edit: edit Templates/, then run
        // Scripts/update-generated.

        enum BuiltInTemplates {
            /// Template sets by name, each a dictionary of file names to contents.
            static let sets: [String: [String: String]] = [

        """
    var aliases: [(String, String)] = []
    for set in try fileManager.contentsOfDirectory(atPath: templates).filter({ !$0.hasPrefix(".") }).sorted() {
        let directory = templates + "/" + set
        if let target = try? fileManager.destinationOfSymbolicLink(atPath: directory) {
            aliases.append((set, target))
            continue
        }
        source += "        \(rawLiteral(set)): [\n"
        for name in templateFiles(in: directory) {
            let text = try String(contentsOfFile: directory + "/" + name, encoding: .utf8)
            source += "            \(rawLiteral(name)): \(rawLiteral(text)),\n"
        }
        source += "        ],\n"
    }
    source += """
            ]

            /// Sets that are another set under a second name (a symbolic link in Templates/).
            static let aliases: [String: String] = [

        """
    for (alias, target) in aliases {
        source += "        \(rawLiteral(alias)): \(rawLiteral(target)),\n"
    }
    return source + (aliases.isEmpty ? "        :\n" : "") + "    ]\n}\n"
}

do {
    let source = try embeddingSource()
    if fileManager.contents(atPath: destination) == Data(source.utf8) {
        print("\(destination) is up to date")
    } else {
        try Data(source.utf8).write(to: URL(fileURLWithPath: destination))
        print("\(destination) updated")
    }
} catch {
    FileHandle.standardError.write(Data("embed-templates: \(error)\n".utf8))
    exit(1)
}
