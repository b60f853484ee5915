import Foundation
import MogenSupport
import MogenTemplate

/// One object of the template context: its members in a fixed, documented order, looked up by name. The order is
/// what `mogen dump --context` prints.
///
/// Nodes of one kind share their key table (`ContextNode.Shape`), so building one of the thousands of attribute
/// nodes costs an array of values, not a dictionary.
public final class ContextNode: TemplateObject {
    /// The keys of one kind of node, in order: a node's value for `keys[i]` is its `i`th.
    public final class Shape: Sendable {
        public let keys: [String]

        public init(_ keys: [String]) {
            self.keys = keys
        }

        /// The first of duplicate keys wins.
        func index(of key: String) -> Int? {
            keys.firstIndex(of: key)
        }
    }

    public let shape: Shape
    /// The keys and values as the node was written; the value of `shape.keys[i]` is `pairs[i].value`.
    private let pairs: KeyValuePairs<String, TemplateValue>

    private init(_ shape: Shape, _ pairs: KeyValuePairs<String, TemplateValue>) {
        self.shape = shape
        self.pairs = pairs
    }

    public func templateValue(forKey key: String) -> TemplateValue? {
        shape.index(of: key).map { pairs[$0].value }
    }

    public var keys: [String] { shape.keys }

    /// A node of the kind `kind`, with its keys and values written side by side. The kind's shape is made from the
    /// keys of its first node and shared afterwards (debug builds check that later nodes use the same keys).
    static func make(_ kind: String, _ pairs: KeyValuePairs<String, TemplateValue>) -> ContextNode {
        let shape = ShapeCache.shared.shape(for: kind, keys: pairs)
        assert(pairs.map(\.key) == shape.keys, "context node '\(kind)' changed its keys")
        return ContextNode(shape, pairs)
    }

    /// Keys and values, in order.
    public var fields: [(key: String, value: TemplateValue)] {
        pairs.map { ($0.key, $0.value) }
    }
}

/// The shapes of the kinds of context node, made once each.
private final class ShapeCache: @unchecked Sendable {
    static let shared = ShapeCache()
    // Guarded by `lock`; contexts may be built from several threads.
    private var shapes: [String: ContextNode.Shape] = [:]
    private let lock = NSLock()

    func shape(for kind: String, keys: KeyValuePairs<String, TemplateValue>) -> ContextNode.Shape {
        lock.lock()
        defer { lock.unlock() }
        if let shape = shapes[kind] { return shape }
        let shape = ContextNode.Shape(keys.map(\.key))
        shapes[kind] = shape
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
