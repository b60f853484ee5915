// Writes the seed inputs of one fuzz target into a directory: `swift Fuzz/make-seeds.swift TARGET DIRECTORY`
// (run by Scripts/fuzz). Seeds come from the package (Samples/, Tests/Models, Templates/, Fuzz/Seeds/) and, when
// present, from ../shared (the conformance cases and the real-world model corpus); nothing from ../shared is
// committed, it is read at run time only.
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count == 2, let target = arguments.first, let output = arguments.last else {
    FileHandle.standardError.write(Data("usage: swift Fuzz/make-seeds.swift TARGET DIRECTORY\n".utf8))
    exit(64)
}
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().path
let shared = URL(fileURLWithPath: root).deletingLastPathComponent().appendingPathComponent("shared").path
let fileManager = FileManager.default

/// Files under `directory` (recursively) whose name satisfies `isWanted`, sorted; none when it does not exist.
func files(under directory: String, where isWanted: (String) -> Bool) -> [String] {
    guard let enumerator = fileManager.enumerator(atPath: directory) else { return [] }
    return enumerator.compactMap { $0 as? String }
        .filter { isWanted(($0 as NSString).lastPathComponent) }
        .map { directory + "/" + $0 }
        .sorted()
}

/// `directory` under ../shared, or nil with a note saying what is skipped.
func sharedPath(_ relative: String, for what: String) -> String? {
    let path = shared + "/" + relative
    if fileManager.fileExists(atPath: path) { return path }
    print("note: \(path) is absent; no \(what) seeds from it")
    return nil
}

var written = 0
func write(_ bytes: Data, name: String) {
    let safeName = name.map { $0.isLetter || $0.isNumber || $0 == "." || $0 == "-" ? $0 : "_" }
    guard fileManager.createFile(atPath: output + "/" + String(safeName), contents: bytes) else {
        FileHandle.standardError.write(Data("cannot write seeds into \(output)\n".utf8))
        exit(1)
    }
    written += 1
}

/// Every model `contents` file: the samples, the test models and the shared corpus.
func modelFiles() -> [String] {
    var found = files(under: root + "/Samples") { $0 == "contents" }
        + files(under: root + "/Tests/Models") { $0 == "contents" }
    if let corpus = sharedPath("corpus/models", for: "corpus model") {
        found += files(under: corpus) { $0 == "contents" }
    }
    return found
}

/// The `predicateString` of every fetch request in a model file.
final class PredicateCollector: NSObject, XMLParserDelegate {
    var predicates: [String] = []
    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        if let predicate = attributes["predicateString"] { predicates.append(predicate) }
    }
}

func relativeName(_ path: String) -> String {
    path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : "shared-" + (path as NSString).lastPathComponent
}

func writeCommittedSeeds() {
    for path in files(under: root + "/Fuzz/Seeds/" + target, where: { !$0.hasPrefix(".") }) {
        if let data = fileManager.contents(atPath: path) { write(data, name: "seed-" + relativeName(path)) }
    }
}

try fileManager.createDirectory(atPath: output, withIntermediateDirectories: true)
switch target {
case "model-reader":
    for (index, path) in modelFiles().enumerated() {
        if let data = fileManager.contents(atPath: path) { write(data, name: "\(index)-" + relativeName(path)) }
    }
case "generated-code":
    // Whole models; the hostile texts (text for every field of a model) are the committed seeds.
    for (index, path) in modelFiles().enumerated() {
        if let data = fileManager.contents(atPath: path) { write(data, name: "\(index)-" + relativeName(path)) }
    }
case "predicate":
    for (index, path) in modelFiles().enumerated() {
        guard let parser = XMLParser(contentsOf: URL(fileURLWithPath: path)) else { continue }
        let collector = PredicateCollector()
        parser.delegate = collector
        _ = parser.parse()  // a model that is not well-formed XML gives the predicates read before the error
        for (number, predicate) in collector.predicates.enumerated() {
            write(Data(predicate.utf8), name: "\(index)-\(number)")
        }
    }
case "template":
    for path in files(under: root + "/Templates", where: { $0.hasSuffix(".stencil") }) {
        if let data = fileManager.contents(atPath: path) { write(data, name: relativeName(path)) }
    }
    // Each conformance case: its template, a NUL byte and its context as JSON (the target's input format).
    if let cases = sharedPath("conformance/stencil-cases.jsonl", for: "conformance case"),
       let text = try? String(contentsOfFile: cases, encoding: .utf8) {
        for (index, line) in text.split(separator: "\n").enumerated() {
            guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                  let template = object["template"] as? String else { continue }
            var input = Data(template.utf8)
            if let context = object["context"], let json = try? JSONSerialization.data(withJSONObject: context) {
                input.append(0)
                input.append(json)
            }
            write(input, name: "case-\(index)")
        }
    }
case "config":
    for path in files(under: root + "/Samples", where: { $0 == "mogen.json" }) {
        if let data = fileManager.contents(atPath: path) { write(data, name: relativeName(path)) }
    }
    // The one-line JSON objects the configuration tests write as raw strings: #"{ "models": … }"#.
    let rawObject = try NSRegularExpression(pattern: ##"#"(\{.*?\})"#"##)
    let testFiles = ["MogenSupportTests", "MogenGeneratorTests", "MogenCLITests"].flatMap { folder in
        files(under: root + "/Tests/" + folder, where: { $0.hasSuffix(".swift") })
    }
    for path in testFiles {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { continue }
        let matches = rawObject.matches(in: text, range: NSRange(text.startIndex..., in: text))
        for (index, match) in matches.enumerated() {
            guard let range = Range(match.range(at: 1), in: text) else { continue }
            write(Data(text[range].utf8), name: "\((path as NSString).lastPathComponent)-\(index)")
        }
    }
default:
    FileHandle.standardError.write(Data("unknown fuzz target '\(target)'\n".utf8))
    exit(64)
}
writeCommittedSeeds()
print("\(written) seeds for \(target) in \(output)")
