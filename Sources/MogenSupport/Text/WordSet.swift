/// A fixed set of words (keywords, reserved names) that is asked about nearly every name of a model, and nearly always
/// answers no. A `Set<String>` hashes each name to say so; this checks first whether any word has the name's length,
/// first byte and last byte, which rules out almost every name without hashing (Docs/Performance.md).
///
/// Membership is the `Set`'s: names are equal when Swift says they are (canonical equivalence, so "\u{212A}" is "K").
/// The quick check is exact only between ASCII names and ASCII words, so any other name goes to the set, and a set
/// with a non-ASCII word does without the quick check.
public struct WordSet: Sendable, Sequence, ExpressibleByArrayLiteral {
    private let words: Set<String>
    /// For each length, a bit per first byte (its low 6 bits) of the words of that length; lengths from
    /// `longest - 1` on share the last entry.
    private let firstBytes: [UInt64]
    /// The same for last bytes.
    private let lastBytes: [UInt64]
    private static let longest = 64
    /// Whether every word is ASCII, which the quick check needs.
    private let checksQuickly: Bool

    public init<Words: Sequence>(_ words: Words) where Words.Element == String {
        self.words = Set(words)
        var firstBytes = [UInt64](repeating: 0, count: Self.longest)
        var lastBytes = firstBytes
        // The empty word needs no bits: an empty name always goes to the set.
        for word in self.words {
            guard let first = word.utf8.first, let last = word.utf8.last else { continue }
            let length = Self.lengthIndex(word.utf8.count)
            firstBytes[length] |= Self.bit(first)
            lastBytes[length] |= Self.bit(last)
        }
        self.firstBytes = firstBytes
        self.lastBytes = lastBytes
        checksQuickly = self.words.allSatisfy { $0.utf8.allSatisfy { $0 < 0x80 } }
    }

    public init(arrayLiteral words: String...) {
        self.init(words)
    }

    public func contains(_ name: String) -> Bool {
        guard checksQuickly else { return words.contains(name) }
        var name = name
        let excluded = name.withUTF8 { bytes -> Bool in
            let length = Self.lengthIndex(bytes.count)
            guard let first = bytes.first, let last = bytes.last,
                firstBytes[length] & Self.bit(first) == 0 || lastBytes[length] & Self.bit(last) == 0
            else { return false }
            // Ruled out by its bytes, which settles it only for ASCII: a non-ASCII name can be canonically
            // equivalent to a word of another length.
            return bytes.allSatisfy { $0 < 0x80 }
        }
        return !excluded && words.contains(name)
    }

    /// The words, in no particular order (a `Set`'s).
    public func makeIterator() -> Set<String>.Iterator { words.makeIterator() }

    private static func lengthIndex(_ count: Int) -> Int { Swift.min(count, longest - 1) }

    private static func bit(_ byte: UInt8) -> UInt64 { 1 << UInt64(byte & 63) }
}
