import Foundation
import MogenGenerator
import MogenSupport
import MogenTestSupport
import Testing

/// `--warnings category=level` and `"warnings"`: the categories users can name are every category mogen prints, and
/// the levels apply as documented.
@Suite("warning levels by category")
struct WarningSettingTests {
    @Test("the categories users can set are exactly those the sources declare, each documented")
    func categoriesMatchTheSources() throws {
        var declared: Set<String> = []
        let sources = TestPackage.path("Sources")
        let enumerator = try #require(FileManager.default.enumerator(atPath: sources))
        let pattern = try Regex(#"DiagnosticCategory\(rawValue: "([a-z-]+)"\)"#)
        while let file = enumerator.nextObject() as? String {
            guard file.hasSuffix(".swift") else { continue }
            let text = try String(contentsOfFile: sources + "/" + file, encoding: .utf8)
            for match in text.matches(of: pattern) {
                if let name = match.output[1].substring { declared.insert(String(name)) }
            }
        }
        #expect(declared.count > 15)
        #expect(Set(WarningSetting.categories.map(\.rawValue)) == declared)
        #expect(WarningSetting.categories.count == declared.count, "each category once")
        let diagnostics = try String(contentsOfFile: TestPackage.path("Docs/Diagnostics.md"), encoding: .utf8)
        for category in declared.sorted() {
            #expect(diagnostics.contains("`\(category)`"), "Docs/Diagnostics.md names the category \(category)")
        }
    }

    @Test("off drops warnings and notes, error raises warnings, errors never change; a level wins over -as-errors")
    func levels() {
        let diagnostics: [Diagnostic] = [
            .warning("w1", at: nil, .codegen), .note("n1", at: nil, .codegen), .error("e1", at: nil, .codegen),
            .warning("w2", at: nil, .naming), .warning("w3", at: nil, .output),
        ]
        let levels = WarningLevels([.codegen: .off, .naming: .error, .output: .warning])
        #expect(levels.applied(to: diagnostics).map { "\($0.severity):\($0.message)" } == ["error:e1", "error:w2", "warning:w3"])
        let strict = WarningLevels([.output: .warning]).applied(to: diagnostics, warningsAsErrors: true)
        #expect(strict.map { "\($0.severity):\($0.message)" }
            == ["error:w1", "note:n1", "error:e1", "error:w2", "warning:w3"])
        #expect(WarningLevels().applied(to: diagnostics) == diagnostics)
    }

    @Test("a mistyped category or level is refused with the closest name")
    func problems() {
        #expect(WarningSetting.problem(category: "codegen", level: "off") == nil)
        #expect(WarningSetting.problem(category: "codgen", level: "off")?.contains("did you mean 'codegen'?") == true)
        #expect(WarningSetting.problem(category: "codegen", level: "eror")?.hasSuffix("did you mean 'error'?") == true)
        #expect(WarningSetting.problem(category: "codegen", level: nil) != nil)
        if case .failure(let error) = WarningSetting.parse("codegen", option: "--warnings") {
            #expect(error.message.contains("takes category=level"))
        } else {
            Issue.record("a value without '=' is refused")
        }
    }
}
