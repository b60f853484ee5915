import Foundation

/// A unified diff between two texts, as `diff -u` and `git diff` print it.
///
/// Kept instead of the standard library's `difference(from:)` with a hunk printer: that is a plain Myers search, whose
/// time grows with the product of the size and the number of changes, which on a file where every line changed
/// (output of another model, a template rewritten) is quadratic. This one runs Myers' search only within a work
/// budget, splits regions too far apart at lines found once on each side (patience diff's anchors), and replaces what
/// is left whole: linear in such files, and still the smallest diff for scattered edits (`mogen-bench diff`,
/// UnifiedDiffTests; figures in Docs/Performance.md).
public enum UnifiedDiff {
    /// The diff that turns `old` into `new`: a `--- oldLabel` line, a `+++ newLabel` line, then hunks with
    /// `context` lines of context. Empty string when the texts are equal.
    public static func diff(old: String, new: String, oldLabel: String, newLabel: String, context: Int = 3) -> String {
        var old = old
        var new = new
        return old.withUTF8 { oldBytes in
            new.withUTF8 { newBytes in
                let oldLines = lines(in: UnsafeRawBufferPointer(oldBytes))
                let newLines = lines(in: UnsafeRawBufferPointer(newBytes))
                // More context than lines changes nothing; clamping keeps the arithmetic below from overflowing.
                let context = min(max(context, 0), max(oldLines.count, newLines.count))
                var matcher = LineMatcher(old: oldLines, new: newLines)
                let changes = matcher.changes(horizon: context)
                guard !changes.isEmpty else { return "" }
                var output = "--- \(oldLabel)\n+++ \(newLabel)\n"
                for hunk in hunks(of: changes, context: context) {
                    appendHunk(hunk, old: oldLines, new: newLines, context: context, to: &output)
                }
                return output
            }
        }
    }

    /// Splits on "\n" with `memchr`, which stays fast in debug builds too.
    private static func lines(in text: UnsafeRawBufferPointer) -> [Line] {
        guard let base = text.baseAddress else { return [] }
        var lines: [Line] = []
        var start = 0
        while start < text.count {
            let newline = memchr(base + start, 0x0A, text.count - start)
            let end = newline.map { UnsafeRawPointer($0) - base + 1 } ?? text.count
            lines.append(Line(bytes: UnsafeRawBufferPointer(start: base + start, count: end - start)))
            start = end
        }
        return lines
    }

    /// Groups the changes into hunks: as in GNU diff, changes at most `2 * context` unchanged lines apart share one.
    private static func hunks(of changes: [Change], context: Int) -> [ArraySlice<Change>] {
        var hunks: [ArraySlice<Change>] = []
        var first = changes.startIndex
        for index in changes.indices.dropFirst() {
            let unchangedBetween = changes[index].oldStart - changes[index - 1].oldEnd
            if unchangedBetween > context, unchangedBetween - context > context {
                hunks.append(changes[first..<index])
                first = index
            }
        }
        hunks.append(changes[first...])
        return hunks
    }

    private static func appendHunk(
        _ hunk: ArraySlice<Change>, old: [Line], new: [Line], context: Int, to output: inout String
    ) {
        guard let first = hunk.first, let last = hunk.last else { return }
        // The lines around a hunk are unchanged, so its context is as long on both sides.
        let leading = min(context, first.oldStart)
        let trailing = min(context, old.count - last.oldEnd)
        let oldRange = (first.oldStart - leading)..<(last.oldEnd + trailing)
        let newRange = (first.newStart - leading)..<(last.newEnd + trailing)
        output += "@@ -\(rangeDescription(oldRange)) +\(rangeDescription(newRange)) @@\n"
        var next = oldRange.lowerBound
        for change in hunk {
            appendLines(old[next..<change.oldStart], marker: " ", to: &output)
            appendLines(old[change.oldStart..<change.oldEnd], marker: "-", to: &output)
            appendLines(new[change.newStart..<change.newEnd], marker: "+", to: &output)
            next = change.oldEnd
        }
        appendLines(old[next..<oldRange.upperBound], marker: " ", to: &output)
    }

    /// `start,count` with lines counted from 1, as GNU diff writes it: no `,1`, and an empty range gives the line
    /// before it (`0,0` at the very start), which `patch` relies on.
    private static func rangeDescription(_ range: Range<Int>) -> String {
        switch range.count {
        case 0: "\(range.lowerBound),0"
        case 1: "\(range.lowerBound + 1)"
        default: "\(range.lowerBound + 1),\(range.count)"
        }
    }

    private static func appendLines(_ lines: ArraySlice<Line>, marker: String, to output: inout String) {
        for line in lines {
            output += marker
            output += String(decoding: line.bytes, as: UTF8.self)
            if !line.endsWithNewline { output += "\n\\ No newline at end of file\n" }
        }
    }
}

// Nested, so that these names cannot clash with others in the module.
extension UnifiedDiff {
    /// One line's bytes, its newline included: a last line without one differs from the same text with one, as in
    /// `diff`. Compared byte for byte, as `String ==` equates canonically equivalent texts that `diff` tells apart.
    /// Points into the texts, so it is only valid inside `withUTF8`.
    private struct Line: Hashable {
        let bytes: UnsafeRawBufferPointer

        var endsWithNewline: Bool { bytes.last == 0x0A }

        static func == (lhs: Line, rhs: Line) -> Bool {
            guard lhs.bytes.count == rhs.bytes.count else { return false }
            guard let left = lhs.bytes.baseAddress, let right = rhs.bytes.baseAddress else { return true }
            return memcmp(left, right, lhs.bytes.count) == 0
        }

        func hash(into hasher: inout Hasher) { hasher.combine(bytes: bytes) }
    }

    /// `old[oldStart..<oldEnd]` replaced with `new[newStart..<newEnd]` (either may be empty), lines counted from 0.
    private struct Change {
        var oldStart, oldEnd, newStart, newEnd: Int
    }

    /// Decides which lines changed. Lines left unmarked pair up in order, so any marking gives a correct diff: the work
    /// is in keeping it small, and bounded on any input.
    private struct LineMatcher {
        /// Old lines `oldStart..<oldEnd` against new lines `newStart..<newEnd`.
        private struct Region {
            var oldStart, oldEnd, newStart, newEnd: Int
        }

        /// Myers' search gives up on a region past this many edits: its memory grows with their square.
        private static let maxEditsPerSearch = 2_000
        /// Steps (mostly line comparisons) allowed for one diff; once spent, regions left are replaced wholesale.
        private static let workBudget = 30_000_000

        /// Each line as a number, the same for equal lines, so that comparing lines is comparing integers.
        private let old: [Int]
        private let new: [Int]
        private var oldChanged: [Bool]
        private var newChanged: [Bool]
        private var workLeft = workBudget

        init(old oldLines: [Line], new newLines: [Line]) {
            var numbers: [Line: Int] = [:]
            numbers.reserveCapacity(oldLines.count + newLines.count)
            func number(_ line: Line) -> Int {
                if let known = numbers[line] { return known }
                numbers[line] = numbers.count
                return numbers.count - 1
            }
            old = oldLines.map(number)
            new = newLines.map(number)
            oldChanged = Array(repeating: false, count: old.count)
            newChanged = Array(repeating: false, count: new.count)
        }

        /// The changes in order. As in GNU diff, runs of changes slide into the common prefix and suffix by at most
        /// `horizon` lines (the context), which decides between equally small diffs.
        mutating func changes(horizon: Int) -> [Change] {
            let middle = trimmingCommonEnds(Region(oldStart: 0, oldEnd: old.count, newStart: 0, newEnd: new.count))
            markChangedLines(in: middle)
            let first = max(middle.oldStart - horizon, 0)
            let suffix = max(old.count - middle.oldEnd - horizon, 0)
            Self.slideChanges(&oldChanged, lines: old, within: first..<(old.count - suffix), otherChanged: newChanged)
            Self.slideChanges(&newChanged, lines: new, within: first..<(new.count - suffix), otherChanged: oldChanged)
            var changes: [Change] = []
            var (i, j) = (0, 0)
            while i < old.count || j < new.count {
                if i < old.count, j < new.count, !oldChanged[i], !newChanged[j] {
                    (i, j) = (i + 1, j + 1)
                    continue
                }
                var change = Change(oldStart: i, oldEnd: i, newStart: j, newEnd: j)
                while change.oldEnd < old.count, oldChanged[change.oldEnd] { change.oldEnd += 1 }
                while change.newEnd < new.count, newChanged[change.newEnd] { change.newEnd += 1 }
                changes.append(change)
                (i, j) = (change.oldEnd, change.newEnd)
            }
            return changes
        }

        /// Myers' search first, as it finds the smallest diff; when a region is too far apart for it, patience diff's
        /// anchors split the region. A stack rather than recursion, as anchors can nest deeper than the call stack.
        private mutating func markChangedLines(in middle: Region) {
            var pending = [middle]
            while let untrimmed = pending.popLast() {
                let region = trimmingCommonEnds(untrimmed)
                if region.oldStart == region.oldEnd || region.newStart == region.newEnd || workLeft <= 0 {
                    markReplaced(region)
                } else if !markMinimalEdits(in: region) {
                    let parts = partsBetweenAnchors(of: region)
                    if parts.isEmpty { markReplaced(region) } else { pending += parts }
                }
            }
        }

        private func trimmingCommonEnds(_ region: Region) -> Region {
            var r = region
            while r.oldStart < r.oldEnd, r.newStart < r.newEnd, old[r.oldStart] == new[r.newStart] {
                (r.oldStart, r.newStart) = (r.oldStart + 1, r.newStart + 1)
            }
            while r.oldStart < r.oldEnd, r.newStart < r.newEnd, old[r.oldEnd - 1] == new[r.newEnd - 1] {
                (r.oldEnd, r.newEnd) = (r.oldEnd - 1, r.newEnd - 1)
            }
            return r
        }

        private mutating func markReplaced(_ region: Region) {
            for i in region.oldStart..<region.oldEnd { oldChanged[i] = true }
            for j in region.newStart..<region.newEnd { newChanged[j] = true }
        }

        /// Myers' greedy O(ND) search, keeping for each edit count d the furthest x reached on each diagonal k = x - y,
        /// so that the path found can be walked back. Marks nothing and returns false past the edit or work limits.
        private mutating func markMinimalEdits(in region: Region) -> Bool {
            let (n, m) = (region.oldEnd - region.oldStart, region.newEnd - region.newStart)
            let maxEdits = min(n + m, Self.maxEditsPerSearch)
            guard abs(n - m) <= maxEdits, n + m < Int(Int32.max) / 2 else { return false }
            let offset = maxEdits + 1
            var furthest = [Int](repeating: 0, count: 2 * maxEdits + 3)
            var history: [Int32] = []  // diagonals -d...d for each d in turn: (d + 1)² entries in all
            for d in 0...maxEdits {
                for k in stride(from: -d, through: d, by: 2) {
                    let down = k == -d || (k != d && furthest[offset + k - 1] < furthest[offset + k + 1])
                    var x = down ? furthest[offset + k + 1] : furthest[offset + k - 1] + 1
                    let snakeStart = x
                    while x < n, x - k < m, old[region.oldStart + x] == new[region.newStart + x - k] { x += 1 }
                    furthest[offset + k] = x
                    if x >= n, x - k >= m {
                        markEdits(in: region, editCount: d, history: history)
                        return true
                    }
                    workLeft -= x - snakeStart + 1
                    if workLeft <= 0 { return false }
                }
                for k in -d...d { history.append(Int32(furthest[offset + k])) }
            }
            return false
        }

        /// Walks the path found by `markMinimalEdits` back from the end of `region`, marking each edit on it.
        private mutating func markEdits(in region: Region, editCount: Int, history: [Int32]) {
            var (x, y) = (region.oldEnd - region.oldStart, region.newEnd - region.newStart)
            for d in stride(from: editCount, to: 0, by: -1) {
                func furthestBefore(onDiagonal k: Int) -> Int { Int(history[(d - 1) * (d - 1) + k + d - 1]) }
                let k = x - y
                let down = k == -d || (k != d && furthestBefore(onDiagonal: k - 1) < furthestBefore(onDiagonal: k + 1))
                let previousK = down ? k + 1 : k - 1
                x = furthestBefore(onDiagonal: previousK)
                y = x - previousK
                if down { newChanged[region.newStart + y] = true } else { oldChanged[region.oldStart + x] = true }
            }
        }

        /// The parts of `region` between patience diff's anchors: lines found once on each side, in the longest series
        /// that is in the same order on both sides. None when there are no anchors.
        private mutating func partsBetweenAnchors(of region: Region) -> [Region] {
            workLeft -= (region.oldEnd - region.oldStart) + (region.newEnd - region.newStart)
            let oldUnique = Self.positionsOfUniqueLines(old[region.oldStart..<region.oldEnd])
            let newUnique = Self.positionsOfUniqueLines(new[region.newStart..<region.newEnd])
            var pairs: [(old: Int, new: Int)] = []
            for i in region.oldStart..<region.oldEnd where oldUnique[old[i]] == i {
                if let j = newUnique[old[i]] { pairs.append((i, j)) }
            }
            let anchors = Self.longestIncreasingSubsequence(of: pairs)
            guard !anchors.isEmpty else { return [] }
            var (parts, oldFrom, newFrom) = ([Region](), region.oldStart, region.newStart)
            for anchor in anchors + [(old: region.oldEnd, new: region.newEnd)] {
                parts.append(Region(oldStart: oldFrom, oldEnd: anchor.old, newStart: newFrom, newEnd: anchor.new))
                (oldFrom, newFrom) = (anchor.old + 1, anchor.new + 1)
            }
            return parts
        }

        private static func positionsOfUniqueLines(_ lines: ArraySlice<Int>) -> [Int: Int] {
            var positions: [Int: Int] = [:]
            for i in lines.indices { positions[lines[i]] = positions[lines[i]] == nil ? i : -1 }
            return positions.filter { $0.value >= 0 }
        }

        /// The longest subsequence of `pairs` (in `old` order) whose `new` increases too, by patience sorting.
        private static func longestIncreasingSubsequence(of pairs: [(old: Int, new: Int)]) -> [(old: Int, new: Int)] {
            var pileTops: [Int] = []
            var predecessor = [Int](repeating: -1, count: pairs.count)  // top of the pile to the left, when placed
            for (index, pair) in pairs.enumerated() {
                var (low, high) = (0, pileTops.count)
                while low < high {
                    let middle = (low + high) / 2
                    if pairs[pileTops[middle]].new < pair.new { low = middle + 1 } else { high = middle }
                }
                if low > 0 { predecessor[index] = pileTops[low - 1] }
                if low == pileTops.count { pileTops.append(index) } else { pileTops[low] = index }
            }
            var result: [(old: Int, new: Int)] = []
            var index = pileTops.last ?? -1
            while index >= 0 {
                result.append(pairs[index])
                index = predecessor[index]
            }
            return result.reversed()
        }

        /// Chooses among equally small diffs as GNU diff does: each run of changed lines slides over equal lines, up
        /// then down, merging with the runs it meets; it settles at its lowest place next to a change on the other side
        /// if it passed one, else at its lowest.
        private static func slideChanges(
            _ changed: inout [Bool], lines: [Int], within window: Range<Int>, otherChanged: [Bool]
        ) {
            let otherKept = otherChanged.indices.filter { !otherChanged[$0] }
            // Whether the other side has changed lines just before the line paired with our `rank`th unchanged one.
            func otherChangesBefore(rank: Int) -> Bool {
                let position = rank < otherKept.count ? otherKept[rank] : otherChanged.count
                return position > (rank > 0 ? otherKept[rank - 1] + 1 : 0)
            }
            var end = window.lowerBound
            var kept = end  // unchanged lines before the run
            while true {
                var start = end
                while start < window.upperBound, !changed[start] { (start, kept) = (start + 1, kept + 1) }
                guard start < window.upperBound else { return }
                end = start
                while end < window.upperBound, changed[end] { end += 1 }
                var length: Int
                var settleAt: Int
                repeat {
                    length = end - start
                    while start > window.lowerBound, lines[start - 1] == lines[end - 1] {
                        (start, end, kept) = (start - 1, end - 1, kept - 1)
                        (changed[start], changed[end]) = (true, false)
                        while start > window.lowerBound, changed[start - 1] { start -= 1 }
                    }
                    settleAt = otherChangesBefore(rank: kept) ? end : window.upperBound
                    while end < window.upperBound, lines[start] == lines[end] {
                        (changed[start], changed[end]) = (false, true)
                        (start, end, kept) = (start + 1, end + 1, kept + 1)
                        while end < window.upperBound, changed[end] { end += 1 }
                        if otherChangesBefore(rank: kept) { settleAt = end }
                    }
                } while end - start != length
                while settleAt < end {
                    (start, end, kept) = (start - 1, end - 1, kept - 1)
                    (changed[start], changed[end]) = (true, false)
                }
            }
        }
    }
}
