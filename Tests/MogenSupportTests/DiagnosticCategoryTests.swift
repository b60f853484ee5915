import MogenSupport
import Testing

extension DiagnosticCategory {
    /// A category declared outside MogenSupport, as each module declares its own.
    fileprivate static let example = DiagnosticCategory(rawValue: "example-category")
}

@Suite("Diagnostic categories")
struct DiagnosticCategoryTests {
    @Test("a category declared in another module prints between brackets, as compilers print tags")
    func printedForm() {
        let located = Diagnostic.error("broken", at: SourceLocation(file: "a.json", line: 2, column: 5), .example)
        #expect(located.description == "a.json:2:5: error: broken [example-category]")
        let unlocated = Diagnostic.warning("careful", at: nil, .input)
        #expect(unlocated.description == "mogen: warning: careful [input]")
    }

    @Test("categories compare by their printed name")
    func equality() {
        #expect(DiagnosticCategory(rawValue: "input") == .input)
        #expect(DiagnosticCategory.example != .input)
    }
}
