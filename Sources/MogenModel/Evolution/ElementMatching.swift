/// Pairs the elements of two versions the way Core Data does: by canonical name, which is the renaming identifier
/// when there is one and the name otherwise ("The renaming identifier creates a canonical name", Core Data Model
/// Versioning guide, "Lightweight Migration"), so a rename in version 2 still matches from version 1 and from 2 to 3.
struct ElementMatching<Element> {
    struct Pair {
        let old: Element?
        let new: Element?
    }

    /// New elements in their order with their old counterparts, then the old elements that have none.
    let pairs: [Pair]

    init(old: [Element], new: [Element], name: (Element) -> String, renamingIdentifier: (Element) -> String?) {
        let oldNames = old.map { renamingIdentifier($0) ?? name($0) }
        // Entities have a few dozen properties: a scan beats building a dictionary for each.
        var oldByCanonicalName: [String: Int] = [:]
        if old.count > 32 {
            for (index, canonical) in oldNames.enumerated() where oldByCanonicalName[canonical] == nil {
                oldByCanonicalName[canonical] = index
            }
        }
        var matched = [Bool](repeating: false, count: old.count)
        var pairs: [Pair] = []
        pairs.reserveCapacity(max(old.count, new.count))
        for element in new {
            let canonical = renamingIdentifier(element) ?? name(element)
            let index = old.count > 32 ? oldByCanonicalName[canonical] : oldNames.firstIndex(of: canonical)
            if let index, !matched[index] {
                matched[index] = true
                pairs.append(Pair(old: old[index], new: element))
            } else {
                pairs.append(Pair(old: nil, new: element))
            }
        }
        for (index, element) in old.enumerated() where !matched[index] {
            pairs.append(Pair(old: element, new: nil))
        }
        self.pairs = pairs
    }

    /// Elements without renaming identifiers (fetched properties, indexes, fetch requests): by name.
    init(old: [Element], new: [Element], name: (Element) -> String) {
        self.init(old: old, new: new, name: name, renamingIdentifier: { _ in nil })
    }
}

/// How settings read in a report: as the model editor shows them.
enum SettingText {
    static func yesNo(_ value: Bool) -> String { value ? "yes" : "no" }
    static func optional(_ value: String?) -> String { value.map { "\(quoted: $0)" } ?? "none" }
    static func optionality(_ isOptional: Bool) -> String { isOptional ? "optional" : "required" }
    static func storage(_ isTransient: Bool) -> String { isTransient ? "transient" : "stored" }
    static func list(_ names: [String]) -> String { names.isEmpty ? "none" : "(" + names.joined(separator: ", ") + ")" }

    static func userInfo(_ info: UserInfo) -> String {
        info.isEmpty ? "none" : "{" + info.entries.map { "\($0.key) = \($0.value)" }.joined(separator: ", ") + "}"
    }

    /// A field for a setting that is not part of any version hash, when it differs.
    static func unhashed(_ name: String, _ before: String, _ after: String) -> ModelChange.Field? {
        before == after ? nil : ModelChange.Field(name, before, after, rule: .notInVersionHash)
    }

    /// The same, comparing the values before writing them as text (most settings of most properties are the same).
    static func unhashed<Value: Equatable>(
        _ name: String, _ before: Value, _ after: Value, text: (Value) -> String
    ) -> ModelChange.Field? {
        before == after ? nil : ModelChange.Field(name, text(before), text(after), rule: .notInVersionHash)
    }

    /// Whether two userInfo dictionaries have the same keys and values (where they are written does not matter).
    static func sameEntries(_ lhs: UserInfo, _ rhs: UserInfo) -> Bool {
        lhs.entries.count == rhs.entries.count
            && zip(lhs.entries, rhs.entries).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    }
}
