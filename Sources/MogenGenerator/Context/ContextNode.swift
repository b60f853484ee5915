import Foundation
import MogenSupport
import MogenTemplate

/// One object of the template context: its members in a fixed, documented order, looked up by name. The order is
/// what `mogen dump --context` prints.
///
/// Nodes of one kind share their key table (`ContextNode.Shape`), so building one of the thousands of attribute
/// nodes costs an array of values, not a dictionary.
package final class ContextNode: TemplateObject {
    /// The keys of one kind of node, and where each one's value is.
    package final class Shape: Sendable {
        package let keys: [String]
        /// Each key's position, in an open-addressing table indexed by ``slot(of:)``; -1 marks an empty slot. Every
        /// member a template prints is looked up here, and hashing the key with `Hasher` (as a dictionary does) took
        /// 9% of a single-layout generation's CPU, more than the rest of the lookup. (A table bucketed by name
        /// length alone made no difference on `mogen-bench template` earlier.)
        private let slots: [Int32]
        private let mask: Int

        package init(_ keys: [String]) {
            self.keys = keys
            var size = 8
            while size < keys.count * 4 { size *= 2 }
            var slots = [Int32](repeating: -1, count: size)
            for (position, key) in keys.enumerated() {
                var slot = Self.slot(of: key) & (size - 1)
                // The first of duplicate keys wins, as it did in a dictionary built that way.
                while slots[slot] >= 0, keys[Int(slots[slot])] != key { slot = (slot + 1) & (size - 1) }
                if slots[slot] < 0 { slots[slot] = Int32(position) }
            }
            self.slots = slots
            mask = size - 1
        }

        func index(of key: String) -> Int? {
            var slot = Self.slot(of: key) & mask
            while true {
                let position = Int(slots[slot])
                // Not found by its bytes: a key written differently may still equal one (Swift compares strings by
                // canonical equivalence: "\u{212A}" is "K"), as it did in a dictionary.
                if position < 0 { return keys.firstIndex(of: key) }
                if keys[position] == key { return position }
                slot = (slot + 1) & mask
            }
        }

        /// A cheap mix of what tells the keys of a kind apart: their UTF-8 length and first and last bytes. Keys
        /// that share it are told apart by comparing them in full.
        /// (Read through `withUTF8`: `utf8.last` alone cost 80 instructions, more than the rest of a lookup.)
        private static func slot(of key: String) -> Int {
            var key = key
            return key.withUTF8 { bytes in
                guard let first = bytes.first, let last = bytes.last else { return 0 }
                return (bytes.count &* 31 &+ Int(first)) &* 31 &+ Int(last)
            }
        }
    }

    package let shape: Shape
    /// The keys and values as the node was written; the value of `shape.keys[i]` is `pairs[i].value`. Kept as
    /// written rather than copied into an array of values: that copy (and freeing the pairs) was a fifth of building
    /// the context's nodes.
    private let pairs: KeyValuePairs<String, TemplateValue>

    private init(_ shape: Shape, _ pairs: KeyValuePairs<String, TemplateValue>) {
        self.shape = shape
        self.pairs = pairs
    }

    package func templateValue(forKey key: String) -> TemplateValue? {
        shape.index(of: key).map { pairs[$0].value }
    }

    package var keys: [String] { shape.keys }

    /// A node of the kind `kind`, with its keys and values written side by side. The kind's shape is made from the
    /// keys of its first node and shared afterwards (debug builds check that later nodes use the same keys).
    static func make(_ kind: StaticString, _ pairs: KeyValuePairs<String, TemplateValue>) -> ContextNode {
        let shape = ShapeCache.shared.shape(for: kind, keys: pairs)
        assert(pairs.map(\.key) == shape.keys, "context node '\(kind)' changed its keys")
        return ContextNode(shape, pairs)
    }

    /// Keys and values, in order.
    package var fields: [(key: String, value: TemplateValue)] {
        pairs.map { ($0.key, $0.value) }
    }
}

/// The shapes of the kinds of context node, made once each.
private final class ShapeCache: @unchecked Sendable {
    static let shared = ShapeCache()
    // Guarded by `lock`; contexts may be built from several threads.
    private var shapes: [UnsafeRawPointer: ContextNode.Shape] = [:]
    private let lock = NSLock()

    func shape(for kind: StaticString, keys: KeyValuePairs<String, TemplateValue>) -> ContextNode.Shape {
        let id = UnsafeRawPointer(kind.utf8Start)
        lock.lock()
        defer { lock.unlock() }
        if let shape = shapes[id] { return shape }
        let shape = ContextNode.Shape(keys.map(\.key))
        shapes[id] = shape
        return shape
    }
}

extension TemplateValue {
    static func strings(_ values: [String]) -> TemplateValue {
        .array(values.map { .string($0) })
    }

    static func optional(_ value: String?) -> TemplateValue {
        value.map { .string($0) } ?? .null
    }

    static func nodes(_ nodes: [ContextNode]) -> TemplateValue {
        .array(nodes.map { .object($0) })
    }

    /// userInfo as a dictionary.
    static func userInfo(_ entries: [(key: String, value: String)]) -> TemplateValue {
        var dictionary: [String: TemplateValue] = [:]
        for entry in entries where dictionary[entry.key] == nil { dictionary[entry.key] = .string(entry.value) }
        return .dictionary(dictionary)
    }
}
