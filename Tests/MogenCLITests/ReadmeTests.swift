import Foundation
import MogenTestSupport
import Testing

/// What README.md shows is what mogen does: the diagram is `mogen diagram`'s output, the generated code is an excerpt
/// of a real run, every relative link leads to a file (and heading) that exists, and the test command CI runs is
/// there (`.ci/run` runs "the test command from README.md").
@Suite("README: the diagram, the generated excerpt, links and the test command are real", .temporaryDirectories)
struct ReadmeTests {
    /// The pages whose links are checked.
    static let pages = ["README.md", "CONTRIBUTING.md", "Docs/Xcode.md"]

    /// A fenced code block: its info string (`swift`, `mermaid`), its lines, and the last non-blank line before it.
    struct CodeBlock {
        var info: String
        var lines: [String]
        var preceding: String
    }

    static func read(_ relative: String) throws -> String {
        try String(contentsOfFile: TestPackage.path(relative), encoding: .utf8)
    }

    static func codeBlocks(in markdown: String) -> [CodeBlock] {
        var blocks: [CodeBlock] = []
        var open: CodeBlock?
        var lastText = ""
        for line in markdown.components(separatedBy: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if var block = open {
                if trimmed == "```" {
                    blocks.append(block)
                    open = nil
                } else {
                    block.lines.append(line)
                    open = block
                }
            } else if trimmed.hasPrefix("```") {
                open = CodeBlock(info: String(trimmed.dropFirst(3)), lines: [], preceding: lastText)
            } else if !trimmed.isEmpty {
                lastText = trimmed
            }
        }
        return blocks
    }

    /// The text outside fenced code blocks and inline code spans, where links are.
    static func prose(of markdown: String) -> String {
        var inBlock = false
        var kept: [String] = []
        for line in markdown.components(separatedBy: "\n") {
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") {
                inBlock.toggle()
                continue
            }
            if !inBlock { kept.append(line) }
        }
        return kept.joined(separator: "\n").replacingOccurrences(of: "`[^`\n]*`", with: "", options: .regularExpression)
    }

    /// The anchors GitHub gives a page's headings: lower case, punctuation but `-` and `_` dropped, spaces as `-`,
    /// and `-1`, `-2`… after a repeated one.
    static func anchors(of markdown: String) -> Set<String> {
        var anchors = Set<String>()
        var counts: [String: Int] = [:]
        var inBlock = false
        for line in markdown.components(separatedBy: "\n") {
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") { inBlock.toggle() }
            guard !inBlock, line.hasPrefix("#") else { continue }
            let title = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)
            let slug = String(title.lowercased().unicodeScalars.compactMap { scalar -> Character? in
                if scalar == " " { return "-" }
                if scalar == "-" || scalar == "_" || CharacterSet.alphanumerics.contains(scalar) { return Character(scalar) }
                return nil
            })
            let count = counts[slug, default: 0]
            anchors.insert(count == 0 ? slug : "\(slug)-\(count)")
            counts[slug] = count + 1
        }
        return anchors
    }

    @Test("the mermaid block is exactly what 'mogen diagram Samples/Employees.xcdatamodeld' prints")
    func diagram() throws {
        let mermaid = Self.codeBlocks(in: try Self.read("README.md")).filter { $0.info == "mermaid" }
        #expect(mermaid.count == 1, "README.md shows one diagram")
        let drawn = try MogenProcess.run(["diagram", "Samples/Employees.xcdatamodeld"])
        #expect(drawn.status == 0, "\(drawn.stderr)")
        let shown = try #require(mermaid.first).lines.joined(separator: "\n") + "\n"
        #expect(shown == drawn.stdout, "update the README's diagram to the output of mogen diagram")
    }

    @Test("each generated-code excerpt is a real excerpt: its code lines appear, in order, in the file mogen writes")
    func generatedExcerpt() throws {
        let output = try TemporaryDirectory.make()
        let generated = try MogenProcess.run(["generate", "Samples/Employees.xcdatamodeld", "-o", output, "--quiet"])
        #expect(generated.status == 0, "\(generated.stderr)")
        // `<!-- excerpt: FILE -->` before a block names the file it is taken from.
        let marker = try Regex("^<!-- excerpt: ([A-Za-z+]+\\.swift) -->$")
        let excerpts = Self.codeBlocks(in: try Self.read("README.md")).compactMap { block -> (String, [String])? in
            guard let match = block.preceding.wholeMatch(of: marker), let name = match.output[1].substring else { return nil }
            return (String(name), block.lines)
        }
        #expect(!excerpts.isEmpty, "README.md marks its generated-code excerpts with <!-- excerpt: FILE -->")
        for (name, excerpt) in excerpts {
            let file = try String(contentsOfFile: output + "/" + name, encoding: .utf8).components(separatedBy: "\n")
            let code = excerpt.filter {
                let trimmed = $0.trimmingCharacters(in: .whitespaces)
                return !trimmed.isEmpty && !trimmed.hasPrefix("//")
            }
            #expect(code.count >= 3, "\(name): an excerpt shows code")
            var index = file.startIndex
            for line in code {
                guard let found = file[index...].firstIndex(of: line) else {
                    Issue.record("\(name): the README's line is not in the generated file (after the lines before it): \(line)")
                    break
                }
                index = file.index(after: found)
            }
        }
    }

    @Test("every relative link of README.md, CONTRIBUTING.md and Docs/Xcode.md leads to a file, and a heading that exist")
    func links() throws {
        let link = try Regex(#"\]\(([^)\s]+)\)"#)
        var checked = 0
        for page in Self.pages {
            let text = try Self.read(page)
            let directory = URL(fileURLWithPath: TestPackage.path(page)).deletingLastPathComponent()
            for match in Self.prose(of: text).matches(of: link) {
                guard let target = match.output[1].substring.map(String.init),
                    !target.contains("://"), !target.hasPrefix("mailto:")
                else { continue }
                let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
                let file = parts[0].isEmpty ? URL(fileURLWithPath: TestPackage.path(page)) : directory.appendingPathComponent(parts[0])
                checked += 1
                guard FileManager.default.fileExists(atPath: file.path) else {
                    Issue.record("\(page): the link \(target) leads to no file")
                    continue
                }
                if parts.count == 2, file.pathExtension == "md" {
                    let anchors = Self.anchors(of: try String(contentsOf: file, encoding: .utf8))
                    #expect(anchors.contains(parts[1]), "\(page): the link \(target) names no heading of \(file.lastPathComponent)")
                }
            }
        }
        #expect(checked > 20, "the pages link to the documentation")
    }

    @Test("the build and test commands CI depends on are in README.md and CONTRIBUTING.md")
    func commands() throws {
        let readme = Self.codeBlocks(in: try Self.read("README.md")).flatMap(\.lines)
        let contributing = Self.codeBlocks(in: try Self.read("CONTRIBUTING.md")).flatMap(\.lines)
        for lines in [readme, contributing] {
            #expect(lines.contains { $0.hasPrefix("swift test -Xswiftc -warnings-as-errors") })
            #expect(lines.contains { $0.hasPrefix("swift build") })
        }
    }
}
