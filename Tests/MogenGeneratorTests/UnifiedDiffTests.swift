import Foundation
import MogenGenerator
import MogenTestSupport
import Testing

@Suite("Unified diff", .temporaryDirectories)
struct UnifiedDiffTests {
    @Test("equal texts give an empty diff")
    func equalTexts() {
        #expect(diffText("", "") == "")
        #expect(diffText("a\nb\n", "a\nb\n") == "")
        #expect(diffText("a\nb", "a\nb") == "")
        #expect(diffText("a\nb", "a\nb", context: 0) == "")
    }

    @Test("creating a text from nothing")
    func creation() {
        #expect(diffText("", "a\nb\nc\n") == "--- old\n+++ new\n@@ -0,0 +1,3 @@\n+a\n+b\n+c\n")
        #expect(diffText("", "a\n") == "--- old\n+++ new\n@@ -0,0 +1 @@\n+a\n")
        #expect(diffText("", "a") == "--- old\n+++ new\n@@ -0,0 +1 @@\n+a\n\\ No newline at end of file\n")
    }

    @Test("deleting a whole text")
    func deletion() {
        #expect(diffText("a\nb\nc\n", "") == "--- old\n+++ new\n@@ -1,3 +0,0 @@\n-a\n-b\n-c\n")
        #expect(diffText("a\n", "") == "--- old\n+++ new\n@@ -1 +0,0 @@\n-a\n")
    }

    @Test("a change in the middle, with three lines of context")
    func changeInTheMiddle() {
        let expected = "--- old\n+++ new\n@@ -2,7 +2,7 @@\n 2\n 3\n 4\n-5\n+five\n 6\n 7\n 8\n"
        #expect(diffText(diffNumbered(1...10), diffNumbered(1...10, replacing: [5: "five"])) == expected)
        let labelled = UnifiedDiff.diff(old: "a\n", new: "b\n", oldLabel: "a/Model.swift", newLabel: "b/Model.swift")
        #expect(labelled == "--- a/Model.swift\n+++ b/Model.swift\n@@ -1 +1 @@\n-a\n+b\n")
    }

    @Test("changes far apart make two hunks")
    func farApart() {
        let expected = "--- old\n+++ new\n@@ -1,6 +1,6 @@\n 1\n 2\n-3\n+three\n 4\n 5\n 6\n"
            + "@@ -14,7 +14,7 @@\n 14\n 15\n 16\n-17\n+seventeen\n 18\n 19\n 20\n"
        let new = diffNumbered(1...20, replacing: [3: "three", 17: "seventeen"])
        #expect(diffText(diffNumbered(1...20), new) == expected)
    }

    @Test("changes at most twice the context apart share a hunk")
    func closeTogether() {
        // 6 unchanged lines between the changes: one hunk; 7: two.
        let merged = diffText(diffNumbered(1...20), diffNumbered(1...20, replacing: [5: "five", 12: "twelve"]))
        #expect(merged == "--- old\n+++ new\n@@ -2,14 +2,14 @@\n 2\n 3\n 4\n-5\n+five\n 6\n 7\n 8\n 9\n 10\n 11\n"
            + "-12\n+twelve\n 13\n 14\n 15\n")
        let split = diffText(diffNumbered(1...20), diffNumbered(1...20, replacing: [5: "five", 13: "thirteen"]))
        #expect(diffHunkHeaders(split) == ["@@ -2,7 +2,7 @@", "@@ -10,7 +10,7 @@"])
    }

    @Test("a missing final newline is marked, on either side")
    func missingFinalNewline() {
        let marker = "\\ No newline at end of file\n"
        #expect(diffText("a\nb", "a\nb\n") == "--- old\n+++ new\n@@ -1,2 +1,2 @@\n a\n-b\n\(marker)+b\n")
        #expect(diffText("a\nb\n", "a\nb") == "--- old\n+++ new\n@@ -1,2 +1,2 @@\n a\n-b\n+b\n\(marker)")
        #expect(diffText("a\nb", "a\nc") == "--- old\n+++ new\n@@ -1,2 +1,2 @@\n a\n-b\n\(marker)+c\n\(marker)")
        #expect(diffText("a\nb\nc", "A\nb\nc") == "--- old\n+++ new\n@@ -1,3 +1,3 @@\n-a\n+A\n b\n c\n\(marker)")
        #expect(diffText("a", "") == "--- old\n+++ new\n@@ -1 +0,0 @@\n-a\n\(marker)")
    }

    @Test("context of 0 and of 1 line")
    func smallContexts() {
        let old = diffNumbered(1...10)
        let changed = diffNumbered(1...10, replacing: [5: "five"])
        #expect(diffText(old, changed, context: 0) == "--- old\n+++ new\n@@ -5 +5 @@\n-5\n+five\n")
        #expect(diffText(old, changed, context: 1) == "--- old\n+++ new\n@@ -4,3 +4,3 @@\n 4\n-5\n+five\n 6\n")
        let inserted = diffNumbered(1...10, replacing: [5: "4.5\n5"])
        #expect(diffText(old, inserted, context: 0) == "--- old\n+++ new\n@@ -4,0 +5 @@\n+4.5\n")
        let removed = diffNumbered(1...10, replacing: [5: nil])
        #expect(diffText(old, removed, context: 0) == "--- old\n+++ new\n@@ -5 +4,0 @@\n-5\n")
        let twoApart = diffNumbered(1...10, replacing: [5: "five", 7: "seven"])
        #expect(diffHunkHeaders(diffText(old, twoApart, context: 0)) == ["@@ -5 +5 @@", "@@ -7 +7 @@"])
        #expect(diffHunkHeaders(diffText(old, twoApart, context: 1)) == ["@@ -4,5 +4,5 @@"])
        let threeApart = diffNumbered(1...10, replacing: [5: "five", 9: "nine"])
        #expect(diffHunkHeaders(diffText(old, threeApart, context: 1)) == ["@@ -4,3 +4,3 @@", "@@ -8,3 +8,3 @@"])
        // A negative context counts as none.
        #expect(diffText(old, changed, context: -2) == diffText(old, changed, context: 0))
    }

    @Test("lines are compared byte for byte")
    func byteComparison() throws {
        // "é" precomposed and decomposed: equal as Swift strings, different bytes for diff.
        let diff = diffText("caf\u{E9}\n", "cafe\u{301}\n")
        #expect(diff == "--- old\n+++ new\n@@ -1 +1 @@\n-caf\u{E9}\n+cafe\u{301}\n")
        #expect(try DiffPatch.apply(diff, to: "caf\u{E9}\n").utf8.elementsEqual("cafe\u{301}\n".utf8))
        #expect(diffText("a\r\nb\n", "a\nb\n") == "--- old\n+++ new\n@@ -1,2 +1,2 @@\n-a\r\n+a\n b\n")
    }

    @Test("the same output as GNU diff -u", .enabled(if: DiffGNU.isAvailable, "GNU diff is not at /usr/bin/diff"))
    func matchesGNUDiff() throws {
        let source = (1...60).map { "    let property\($0): Int = \($0)\n" }.joined()
        var lines = diffLines(source)
        lines.insert("    // a comment\n", at: 20)
        lines.remove(at: 40)
        lines[50] = "    let renamed: Int = 0\n"
        let edited = lines.joined()
        let cases: [(String, String)] = [
            ("", "a\nb\nc\n"), ("a\nb\nc\n", ""), ("a", ""), ("", "a"),
            (diffNumbered(1...10), diffNumbered(1...10, replacing: [5: "five"])),
            (diffNumbered(1...20), diffNumbered(1...20, replacing: [5: "five", 12: "twelve"])),
            (diffNumbered(1...20), diffNumbered(1...20, replacing: [5: "five", 13: "thirteen"])),
            (diffNumbered(1...20), diffNumbered(1...20, replacing: [1: nil, 20: "twenty\n21"])),
            (diffNumbered(1...10), diffNumbered(1...10, replacing: [5: "4.5\n5", 7: nil])),
            ("a\nb", "a\nb\n"), ("a\nb\n", "a\nb"), ("a\nb", "a\nc"), ("a\nb\nc", "A\nb\nc"),
            (source, edited), (edited, source), (source, source + "}\n"), ("import Foundation\n" + source, source),
            (source.replacingOccurrences(of: "y3", with: "y_3"), source.replacingOccurrences(of: "4", with: "four")),
            // Several diffs are equally small here; GNU diff's choice depends on sliding runs of changes over equal
            // lines, on where the other side changes, and on how far (the context) they may enter the common ends.
            ("a\nCH\nm\nx\ny\nx\ny\nz\n", "a\nch\nm\nx\ny\nz\n"),
            ("}\n{\na\n}\n}\nc\n}\n", "}\n{\na\nb\n}\nc\n}"),
            ("\n}\nc\n{\n{\n", "}\n}\nc\n{"),
            ("\n\nc\nc\nc\n{\n\n", "\n\nc\n\nc\n{\n\n}\n"),
            ("\nb\nb\na\n}\n}\n\na\n\na\n}", "\nb\nb\n}\n}\n}\n\na\na\n}\n"),
        ]
        for (old, new) in cases {
            for context in [0, 1, 3, 5] {
                let ours = diffText(old, new, context: context)
                let gnu = try DiffGNU.unifiedDiff(old: old, new: new, context: context)
                #expect(DiffGNU.body(of: ours) == DiffGNU.body(of: gnu), "context \(context):\n\(ours)\nGNU:\n\(gnu)")
            }
        }
    }

    @Test(
        "random edits of texts with distinct lines: the same output as GNU diff", .tags(.slow),
        .enabled(if: DiffGNU.isAvailable, "GNU diff is not at /usr/bin/diff"))
    func randomDistinctLinesMatchGNUDiff() throws {
        var random = DiffRandom(seed: 7)
        for round in 0..<120 {
            let old = (0..<Int.random(in: 0...40, using: &random)).map { "line \($0)" }
            var new: [String] = []
            for line in old {
                switch Int.random(in: 0..<10, using: &random) {
                case 0: break
                case 1: new.append("changed \(round).\(new.count)")
                case 2: new += ["inserted \(round).\(new.count)", line]
                default: new.append(line)
                }
            }
            let oldText = DiffRandom.text(old, finalNewline: Bool.random(using: &random))
            let newText = DiffRandom.text(new, finalNewline: Bool.random(using: &random))
            let context = Int.random(in: 0...5, using: &random)
            let ours = diffText(oldText, newText, context: context)
            let gnu = try DiffGNU.unifiedDiff(old: oldText, new: newText, context: context)
            #expect(DiffGNU.body(of: ours) == DiffGNU.body(of: gnu), "round \(round):\n\(ours)\nGNU:\n\(gnu)")
        }
    }

    @Test("random texts with repeated lines: the diff applies, and is as small as GNU diff's", .tags(.slow))
    func randomRoundTrips() throws {
        var random = DiffRandom(seed: 42)
        let alphabet = ["a", "b", "c", "", "}", "    return x", "a "]
        for round in 0..<400 {
            let old = random.lines(from: alphabet, count: Int.random(in: 0...25, using: &random))
            var new = old
            if Bool.random(using: &random) {
                new = random.lines(from: alphabet, count: Int.random(in: 0...25, using: &random))
            } else {
                for _ in 0..<Int.random(in: 0...4, using: &random) {
                    let position = Int.random(in: 0...new.count, using: &random)
                    if position < new.count, Bool.random(using: &random) {
                        new.remove(at: position)
                    } else {
                        new.insert(contentsOf: random.lines(from: alphabet, count: 1), at: position)
                    }
                }
            }
            let oldText = DiffRandom.text(old, finalNewline: Bool.random(using: &random))
            let newText = DiffRandom.text(new, finalNewline: Bool.random(using: &random))
            let diff = diffText(oldText, newText, context: Int.random(in: 0...4, using: &random))
            #expect(diff.isEmpty == oldText.utf8.elementsEqual(newText.utf8), "round \(round)")
            #expect(diff.isEmpty || diff.hasSuffix("\n"), "round \(round)")
            let patched = try DiffPatch.apply(diff, to: oldText)
            #expect(patched.utf8.elementsEqual(newText.utf8), "round \(round):\n\(diff)")
            if DiffGNU.isAvailable, round % 4 == 0 {
                let gnu = try DiffGNU.unifiedDiff(old: oldText, new: newText, context: 3)
                #expect(diffChangedLineCount(diffText(oldText, newText)) <= diffChangedLineCount(gnu), "round \(round)")
            }
        }
    }

    @Test("thousands of scattered changes stay minimal, between unique anchor lines")
    func manyScatteredChanges() throws {
        // 5,000 changes: too many for one Myers search, few enough between patience anchors.
        let old = (0..<20_000).map { "let value\($0) = \($0 % 7)" }
        let new = old.enumerated().map { $0.offset % 4 == 1 ? "let changed\($0.offset) = 0" : $0.element }
        let oldText = DiffRandom.text(old, finalNewline: true)
        let newText = DiffRandom.text(new, finalNewline: true)
        let diff = diffText(oldText, newText)
        #expect(diffChangedLineCount(diff) == 2 * 5_000)
        #expect(try DiffPatch.apply(diff, to: oldText) == newText)
    }

    // How fast these are is measured by `mogen-bench diff`, not here.
    @Test("200,000 lines differing in 3 lines: 3 hunks")
    func largeWithFewChanges() throws {
        let old = (0..<200_000).map { "    let value\($0): Int = \($0 % 1_000)" }
        var new = old
        for line in [1_000, 100_000, 199_990] { new[line] = "    let edited\(line) = true" }
        let oldText = DiffRandom.text(old, finalNewline: true)
        let newText = DiffRandom.text(new, finalNewline: true)
        let diff = diffText(oldText, newText)
        let headers = ["@@ -998,7 +998,7 @@", "@@ -99998,7 +99998,7 @@", "@@ -199988,7 +199988,7 @@"]
        #expect(diffHunkHeaders(diff) == headers)
        #expect(try DiffPatch.apply(diff, to: oldText) == newText)
    }

    @Test("200,000 lines differing in every line: one replacement", .tags(.slow))
    func largeCompletelyDifferent() throws {
        let old = (0..<200_000).map { "    let value\($0): Int = \($0 % 1_000)" }
        let new = (0..<200_000).map { "    var other\($0 % 5_000): String" }
        let oldText = DiffRandom.text(old, finalNewline: true)
        let newText = DiffRandom.text(new, finalNewline: false)
        let diff = diffText(oldText, newText)
        #expect(diffHunkHeaders(diff) == ["@@ -1,200000 +1,200000 @@"])
        #expect(try DiffPatch.apply(diff, to: oldText) == newText)
    }
}

private func diffText(_ old: String, _ new: String, context: Int = 3) -> String {
    UnifiedDiff.diff(old: old, new: new, oldLabel: "old", newLabel: "new", context: context)
}

/// The numbers in `range`, one a line; `replacing` puts other text in place of some (nil removes the line).
private func diffNumbered(_ range: ClosedRange<Int>, replacing: [Int: String?] = [:]) -> String {
    range.compactMap { number in replacing[number].map { $0.map { $0 + "\n" } } ?? "\(number)\n" }.joined()
}

private func diffHunkHeaders(_ diff: String) -> [String] {
    diff.components(separatedBy: "\n").filter { $0.hasPrefix("@@ ") }
}

/// Lines removed plus lines added.
private func diffChangedLineCount(_ diff: String) -> Int {
    diffLines(diff).dropFirst(2).filter { $0.hasPrefix("-") || $0.hasPrefix("+") }.count
}

/// The text's lines, each with its "\n" when it has one; split on bytes, as "\r\n" is a single `Character`.
private func diffLines(_ text: String) -> [String] {
    let pieces = text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false)
    var lines = pieces.map { String(decoding: $0, as: UTF8.self) }
    let last = lines.removeLast()
    return lines.map { $0 + "\n" } + (last.isEmpty ? [] : [last])
}

/// SplitMix64: the same pseudo-random cases on every run.
private struct DiffRandom: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func lines(from alphabet: [String], count: Int) -> [String] {
        (0..<count).map { _ in alphabet.randomElement(using: &self) ?? "" }
    }

    static func text(_ lines: [String], finalNewline: Bool) -> String {
        let joined = lines.joined(separator: "\n")
        return finalNewline && !lines.isEmpty ? joined + "\n" : joined
    }
}

/// Applies a unified diff as `patch` would, but strictly: context and removed lines must match the text byte for
/// byte, and hunk headers must give the right positions and counts.
private enum DiffPatch {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    static func apply(_ diff: String, to text: String) throws -> String {
        guard !diff.isEmpty else { return text }
        let source = diffLines(text)
        let rows = diffLines(diff)
        guard rows.count >= 2, rows[0].hasPrefix("--- "), rows[1].hasPrefix("+++ ") else {
            throw Failure(description: "no label lines")
        }
        guard rows.allSatisfy({ $0.hasSuffix("\n") }) else { throw Failure(description: "no final newline") }
        var output: [String] = []
        var next = 0  // the first line of `source` not yet used
        var index = 2
        while index < rows.count {
            let header = try hunkHeader(rows[index])
            index += 1
            // An empty range names the line before it.
            let oldFirst = header.oldCount == 0 ? header.oldStart : header.oldStart - 1
            let newFirst = header.newCount == 0 ? header.newStart : header.newStart - 1
            guard oldFirst >= next, oldFirst <= source.count else { throw Failure(description: "hunk out of order") }
            output += source[next..<oldFirst]
            next = oldFirst
            guard output.count == newFirst else { throw Failure(description: "wrong new start in \(rows[index - 1])") }
            var (oldSeen, newSeen) = (0, 0)
            while index < rows.count, !rows[index].hasPrefix("@@") {
                let row = rows[index]
                index += 1
                var line = String(row.unicodeScalars.dropFirst())
                if index < rows.count, rows[index] == "\\ No newline at end of file\n" {
                    line.removeLast()
                    index += 1
                }
                let marker = row.unicodeScalars.first
                guard marker == " " || marker == "-" || marker == "+" else {
                    throw Failure(description: "bad row \(row)")
                }
                if marker != "+" {
                    guard next < source.count, source[next].utf8.elementsEqual(line.utf8) else {
                        throw Failure(description: "line \(next + 1) does not match \(row)")
                    }
                    next += 1
                    oldSeen += 1
                }
                if marker != "-" {
                    output.append(line)
                    newSeen += 1
                }
            }
            guard oldSeen == header.oldCount, newSeen == header.newCount else {
                throw Failure(description: "wrong counts in hunk \(header)")
            }
        }
        output += source[next...]
        return output.joined()
    }

    private typealias HunkHeader = (oldStart: Int, oldCount: Int, newStart: Int, newCount: Int)

    private static func hunkHeader(_ row: String) throws -> HunkHeader {
        let parts = row.split(separator: " ")
        guard parts.count == 4, parts[0] == "@@", parts[3] == "@@\n", parts[1].hasPrefix("-"), parts[2].hasPrefix("+")
        else { throw Failure(description: "bad hunk header \(row)") }
        // `start` alone means a count of 1, which is never written out.
        func range(_ part: Substring) throws -> (Int, Int) {
            let numbers = part.dropFirst().split(separator: ",", omittingEmptySubsequences: false).map { Int($0) }
            switch numbers.count {
            case 1: if let start = numbers[0] { return (start, 1) }
            case 2: if let start = numbers[0], let count = numbers[1], count != 1 { return (start, count) }
            default: break
            }
            throw Failure(description: "bad range in \(row)")
        }
        let (old, new) = (try range(parts[1]), try range(parts[2]))
        return (old.0, old.1, new.0, new.1)
    }
}

/// Runs GNU diff on temporary files.
private enum DiffGNU {
    static let path = "/usr/bin/diff"

    /// Only GNU diff: others may pick other hunks, or print them otherwise.
    static let isAvailable: Bool = {
        guard FileManager.default.isExecutableFile(atPath: path) else { return false }
        return (try? run(["--version"]))?.contains("GNU diffutils") ?? false
    }()

    static func unifiedDiff(old: String, new: String, context: Int) throws -> String {
        let directory = try TemporaryDirectory.make()
        try TestFiles.write(old, to: directory + "/old")
        try TestFiles.write(new, to: directory + "/new")
        return try run(["-U", "\(context)", directory + "/old", directory + "/new"])
    }

    /// The diff without its two label lines, where GNU diff puts file names and times.
    static func body(of diff: String) -> String {
        diffLines(diff).dropFirst(2).joined()
    }

    private static func run(_ arguments: [String]) throws -> String {
        let result = try ChildProcess(path, arguments).run()
        // 0: same, 1: different, 2: trouble.
        guard result.status < 2 else { throw DiffPatch.Failure(description: "diff \(arguments) failed: \(result.stderr)") }
        return result.stdout
    }
}
