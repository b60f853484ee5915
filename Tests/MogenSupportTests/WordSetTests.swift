import MogenSupport
import Testing

/// `WordSet` answers exactly as a `Set<String>` of the same words: its quick check by length and first and last byte
/// only ever says no where the set says no.
@Suite("WordSet")
struct WordSetTests {
    static let keywords = ["class", "func", "in", "Self", "self", "K", "associatedtype", "do", "_"]
    static let longWord = String(repeating: "a", count: 70) + "z"

    private static func expectSameAsSet(_ words: [String], probes: [String]) {
        let wordSet = WordSet(words)
        let set = Set(words)
        for probe in probes {
            #expect(wordSet.contains(probe) == set.contains(probe), "\(probe.debugDescription) in \(words)")
        }
    }

    @Test("every word is found; names of the same length, first and last byte that are not words are not")
    func membersAndLookalikes() {
        let probes = Self.keywords + ["clams", "cless", "fund", "if", "iN", "Selfs", "elf", "k", "associatedtypo",
            "dO", "__", "", "x", "initialize"]
        Self.expectSameAsSet(Self.keywords, probes: probes)
        #expect(WordSet(Self.keywords).contains("class"))
        #expect(!WordSet(Self.keywords).contains("clams"))
    }

    @Test("names and words of 63 bytes and more share the last length entry")
    func longNames() {
        let words = Self.keywords + [Self.longWord, String(repeating: "b", count: 63)]
        let probes = [Self.longWord, Self.longWord + "z", String(repeating: "a", count: 64), String(repeating: "b", count: 63),
            String(repeating: "b", count: 90), String(repeating: "q", count: 100)]
        Self.expectSameAsSet(words, probes: probes)
    }

    @Test("a non-ASCII name canonically equal to a word of another length is found, as in a Set")
    func canonicalEquivalence() {
        // U+212A KELVIN SIGN is canonically equivalent to "K" but three bytes long.
        Self.expectSameAsSet(Self.keywords, probes: ["\u{212A}", "\u{212A}\u{212A}", "Sel\u{0066}", "s\u{0065}lf"])
        #expect(WordSet(["K"]).contains("\u{212A}"))
        #expect(WordSet(["classForKeyedArchiver"]).contains("classFor\u{212A}eyedArchiver"))
    }

    @Test("a set with a non-ASCII word finds it however it is written")
    func nonASCIIWords() {
        let words = ["caf\u{E9}", "\u{212A}elvin"]
        Self.expectSameAsSet(words, probes: ["cafe\u{301}", "caf\u{E9}", "Kelvin", "\u{212A}elvin", "cafe", "Kelvim"])
        #expect(WordSet(words).contains("cafe\u{301}"))
        #expect(WordSet(words).contains("Kelvin"))
    }

    @Test("agrees with a Set on many generated names")
    func generatedNames() {
        let alphabet = Array("aeKsfl_1\u{212A}\u{E9}")
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        var probes: [String] = []
        for _ in 0..<3_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let length = Int(state >> 60)
            probes.append(String((0..<length).map { index in
                alphabet[Int((state >> UInt64(4 * index % 56)) & 0xF) % alphabet.count]
            }))
        }
        Self.expectSameAsSet(Self.keywords + ["self", "false", "les", "KaK"], probes: probes)
    }

    @Test("iterates its words")
    func iteration() {
        #expect(Set(WordSet(Self.keywords)) == Set(Self.keywords))
        let literal: WordSet = ["Type", "Protocol"]
        #expect(Set(literal) == ["Type", "Protocol"])
    }
}
