import Foundation

// Build tool behind the EmbedTemplates plugin: turns the template sets in Templates/ into Swift source, so the mogen
// binary carries its default templates (it works wherever it is copied) and Templates/ stays their only source.
//
// usage: mogen-template-embedder TEMPLATES_DIR OUTPUT.swift

let arguments = CommandLine.arguments
guard arguments.count == 3 else {
    FileHandle.standardError.write(Data("usage: mogen-template-embedder TEMPLATES_DIR OUTPUT.swift\n".utf8))
    exit(64)
}
let root = URL(fileURLWithPath: arguments[1], isDirectory: true).standardizedFileURL
let output = URL(fileURLWithPath: arguments[2])
let fileManager = FileManager.default

/// A Swift raw string literal whose delimiter cannot occur in `text`.
func rawLiteral(_ text: String) -> String {
    var longest = 0
    var run = 0
    var afterQuote = false
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

var sets: [(name: String, files: [(name: String, text: String)])] = []
let setNames = ((try? fileManager.contentsOfDirectory(atPath: root.path)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
for setName in setNames {
    let directory = root.appendingPathComponent(setName, isDirectory: true)
    var isDirectory: ObjCBool = false
    guard fileManager.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
    var files: [(name: String, text: String)] = []
    let names = (fileManager.subpaths(atPath: directory.path) ?? []).filter { !$0.hasPrefix(".") }.sorted()
    for name in names {
        let file = directory.appendingPathComponent(name)
        guard fileManager.fileExists(atPath: file.path, isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
        guard let text = try? String(contentsOf: file, encoding: .utf8) else {
            FileHandle.standardError.write(Data("error: cannot read \(file.path) as UTF-8\n".utf8))
            exit(1)
        }
        files.append((name, text))
    }
    sets.append((setName, files))
}

var source = """
    // Generated at build time from Templates/ by the EmbedTemplates plugin. Do not edit: edit Templates/ instead.

    enum BuiltInTemplates {
        /// Template sets by name, each a dictionary of file names to contents.
        static let sets: [String: [String: String]] = [

    """
for set in sets {
    source += "        \(rawLiteral(set.name)): [\n"
    for file in set.files {
        source += "            \(rawLiteral(file.name)): \(rawLiteral(file.text)),\n"
    }
    source += "        ],\n"
}
source += "    ]\n}\n"

do {
    let existing = try? String(contentsOf: output, encoding: .utf8)
    if existing != source {
        try source.write(to: output, atomically: true, encoding: .utf8)
    }
} catch {
    FileHandle.standardError.write(Data("error: cannot write \(output.path): \(error)\n".utf8))
    exit(1)
}
