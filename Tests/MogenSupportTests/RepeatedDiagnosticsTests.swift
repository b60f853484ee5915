import MogenSupport
import Testing

/// At most `RepeatedDiagnostics.limit` diagnostics of one kind per element, then one that counts the rest.
@Suite("Repeated diagnostics")
struct RepeatedDiagnosticsTests {
    private let file = "M.xcdatamodel/contents"

    private func at(_ line: Int) -> MogenSupport.SourceLocation { MogenSupport.SourceLocation(file: file, line: line, column: 5) }

    /// Diagnostics of one kind: made at one place.
    private func repeats(_ lines: [Int], severity: (Int) -> Diagnostic.Severity = { _ in .error }) -> [Diagnostic] {
        lines.map { Diagnostic(severity($0), "duplicate property 'E.x'", at: at($0), category: .input) }
    }

    @Test("each kind keeps its first diagnostics in each element, and one more counts the rest")
    func limits() {
        let limit = RepeatedDiagnostics.limit
        let first = repeats(Array(10..<(10 + limit + 5)))
        let other = (10..<(10 + limit + 2)).map { Diagnostic.warning("another kind", at: at($0), .input) }
        let second = repeats([500, 501, 502])
        let result = RepeatedDiagnostics.limited(
            (first + other + second).sortedByLocation(), elements: [at(9), at(400)])
        #expect(result.filter { $0.message == "duplicate property 'E.x'" }.count == limit + 3)
        #expect(result.filter { $0.message == "another kind" }.count == limit)
        let summaries = result.filter { $0.message.contains("left out") }
        #expect(summaries.map(\.message) == [
            "5 more like the one at line \(10 + limit - 1) left out (mogen reports at most \(limit) of one kind per element)",
            "2 more like the one at line \(10 + limit - 1) left out (mogen reports at most \(limit) of one kind per element)",
        ])
        // Each where the first left out was, so the output stays in file order.
        #expect(summaries.map(\.location) == [at(10 + limit), at(10 + limit)])
        #expect(summaries.map(\.severity) == [.error, .warning])
    }

    @Test("the count says the most severe of those left out, so --quiet still shows that errors were")
    func severity() {
        let limit = RepeatedDiagnostics.limit
        let mixed = repeats(Array(1...(limit + 3))) { $0 == limit + 2 ? .error : .warning }
        let summary = RepeatedDiagnostics.limited(mixed, elements: []).last
        #expect(summary?.severity == .error)
        #expect(summary?.message.hasPrefix("3 more like") == true)
    }

    @Test("up to the limit, diagnostics are left as they are")
    func underTheLimit() {
        let some = repeats(Array(1...RepeatedDiagnostics.limit))
        #expect(RepeatedDiagnostics.limited(some, elements: []) == some)
    }
}
