import MogenSupport
import Testing

@Suite("Diagnostic notes and excerpts")
struct DiagnosticNoteTests {
    @Test("the excerpt follows the message and each note follows as compilers print notes, without a category")
    func printedForm() {
        let diagnostic = Diagnostic(
            .error, "Unknown template tag 'bogus'", at: SourceLocation(file: "tpl/part.stencil", line: 2, column: 4),
            category: DiagnosticCategory(rawValue: "template"), excerpt: "{% bogus %}\n   ^~~~~",
            notes: [
                DiagnosticNote("in the template loaded here", at: SourceLocation(file: "tpl/main.stencil", line: 1, column: 4),
                    excerpt: "{% include \"part.stencil\" %}\n   ^"),
                DiagnosticNote("no place", at: nil),
            ])
        #expect(diagnostic.description == """
            tpl/part.stencil:2:4: error: Unknown template tag 'bogus' [template]
            {% bogus %}
               ^~~~~
            tpl/main.stencil:1:4: note: in the template loaded here
            {% include "part.stencil" %}
               ^
            mogen: note: no place
            """)
    }
}
