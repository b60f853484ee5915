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
