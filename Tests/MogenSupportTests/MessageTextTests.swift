import MogenSupport
import Testing

/// Values from the input as messages show them: one line, escaped, and by their ends when long.
@Suite("Message text")
struct MessageTextTests {
    @Test("a long value keeps its start and its end, and says how long it was in bytes")
    func startAndEnd() {
        let value = "Start" + String(repeating: "V", count: 30_000_000) + "End"
        let quoted = MessageText.quoted(value)
        #expect(quoted == "'Start" + String(repeating: "V", count: 55) + "…" + String(repeating: "V", count: 57)
            + "End' (30000008 bytes)")
        #expect(MessageText.bare(value) == "Start" + String(repeating: "V", count: 55) + "…"
            + String(repeating: "V", count: 57) + "End (30000008 bytes)")
        #expect("entity \(quoted: value)" == "entity " + quoted)
    }

    @Test("a value up to the limit is shown whole; control characters are escaped either way")
    func shortValues() {
        let whole = String(repeating: "é", count: MessageText.shownCharacters)
        #expect(MessageText.quoted(whole) == "'\(whole)'")
        #expect(MessageText.quoted(whole + "é").hasSuffix("' (242 bytes)"))
        #expect(MessageText.quoted("a\nb") == #"'a\nb'"#)
        #expect(MessageText.bare("x\u{202E}") == #"x\u{202E}"#)
        let tail = MessageText.quoted(String(repeating: "a", count: 200) + "\n")
        #expect(tail.hasSuffix(#"a\n' (201 bytes)"#))
    }
}

@Suite("A diagnostic's path")
struct DiagnosticPathTests {
    @Test("a line break or a control character in a path cannot start a forged diagnostic line")
    func pathOnOneLine() {
        let path = "Shop\n/App/Model.xcdatamodel/contents:3:1: error: forged\u{202E}"
        let diagnostic = Diagnostic.error("real", at: SourceLocation(file: path, line: 2, column: 5), .input)
        #expect(diagnostic.description.split(separator: "\n").count == 1)
        #expect(diagnostic.description.hasPrefix(#"Shop\n/App/Model.xcdatamodel/contents:3:1: error: forged\u{202E}:2:5: error: real"#))
        #expect(SourceLocation.file("plain/path").description == "plain/path")
    }
}
