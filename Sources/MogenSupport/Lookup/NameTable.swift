/// Finds a value by its name without hashing: names are bucketed by their UTF-8 length, so a lookup compares the name
/// with the one or two names of the same length. Cheaper than a dictionary for small, fixed sets of names looked up
/// on hot paths: the members of every template context node.
///
/// Inlinable so that each use is specialized for its value type, as it was when every module had its own table.
public struct NameTable<Value: Sendable>: Sendable {
    @usableFromInline let buckets: [[(name: String, value: Value)]]

    /// A table of `entries`; when a name appears twice, the first entry wins.
    @inlinable
    public init(_ entries: [(name: String, value: Value)]) {
        var buckets: [[(name: String, value: Value)]] = []
        for entry in entries {
            let length = entry.name.utf8.count
            if buckets.count <= length { buckets += Array(repeating: [], count: length + 1 - buckets.count) }
            if !buckets[length].contains(where: { $0.name == entry.name }) { buckets[length].append(entry) }
        }
        self.buckets = buckets
    }

    @inlinable
    public func value(named name: String) -> Value? {
        let length = name.utf8.count
        guard length < buckets.count else { return nil }
        for entry in buckets[length] where entry.name == name { return entry.value }
        return nil
    }

    @inlinable
    public func contains(_ name: String) -> Bool {
        value(named: name) != nil
    }
}
