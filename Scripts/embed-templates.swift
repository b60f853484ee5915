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

/// A set's or file's name as a Swift string literal: quoted when plain, else a raw literal.
func nameLiteral(_ name: String) -> String {
    let plain = name.unicodeScalars.allSatisfy { $0.isASCII && $0.value >= 0x20 && $0 != "\"" && $0 != "\\" }
    return plain ? "\"" + name + "\"" : rawLiteral(name)
}

/// The files of a template set, by path relative to its folder: hidden files and folders left out.
func templateFiles(in directory: String) -> [String] {
    (fileManager.subpaths(atPath: directory) ?? []).filter { name in
        var isDirectory: ObjCBool = false
        return !name.split(separator: "/").contains { $0.hasPrefix(".") }
            && fileManager.fileExists(atPath: directory + "/" + name, isDirectory: &isDirectory) && !isDirectory.boolValue
    }.sorted()
}

/// The Swift source that embeds every template set under `templates`. What is there twice is embedded once: a set
/// folder that is a symbolic link to another set is that set under a second name, and a file that is a symbolic link
/// to another set's file is that file.
func embeddingSource() throws -> String {
    var source = """
        // Generated from Templates/ by Scripts/embed-templates.swift. Do not edit: edit Templates/, then run
        // Scripts/update-generated.

        enum BuiltInTemplates {
            /// Template sets by name, each a dictionary of file names to contents.
            static let sets: [String: [String: String]] = {
                var sets: [String: [String: String]] = [

        """
    var links: [String] = []
    for set in try fileManager.contentsOfDirectory(atPath: templates).filter({ !$0.hasPrefix(".") }).sorted() {
        let directory = templates + "/" + set
        if let target = try? fileManager.destinationOfSymbolicLink(atPath: directory) {
            links.append("sets[\(nameLiteral(set))] = embedded[\(nameLiteral(target))]")
            continue
        }
        source += "            \(nameLiteral(set)): [\n"
        for name in templateFiles(in: directory) {
            if let target = try? fileManager.destinationOfSymbolicLink(atPath: directory + "/" + name) {
                let parts = target.split(separator: "/").map(String.init)
                guard parts.count == 3, parts[0] == ".." else {
                    throw EmbedError("\(set)/\(name) links to \(target), which is not ../<set>/<file>")
                }
                links.append("sets[\(nameLiteral(set))]?[\(nameLiteral(name))] = embedded[\(nameLiteral(parts[1]))]?[\(nameLiteral(parts[2]))]")
                continue
            }
            let text = try String(contentsOfFile: directory + "/" + name, encoding: .utf8)
            source += "                \(nameLiteral(name)): \(rawLiteral(text)),\n"
        }
        source += "            ],\n"
    }
    source += "        ]\n"
    if !links.isEmpty {
        source += "        // Sets and files that are others under a second name (symbolic links in Templates/).\n"
        source += "        let embedded = sets\n"
    }
    for link in links {
        source += "        \(link)\n"
    }
    return source + "        return sets\n    }()\n}\n"
}

struct EmbedError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
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
