/// The inheritance of a model's entities, built once by `ModelResolver` and shared by all of them: each entity's
/// parent and own properties, held once. An entity's ancestors and inherited properties are walked from here when
/// asked for, so a chain of n entities holds n entries, where lists per entity held n²/2 (334 MB for 5,000 levels).
final class EntityHierarchy: Sendable {
    /// What an entity passes on to its subentities.
    struct Member: Sendable {
        let name: String
        let attributes: [Attribute]
        let relationships: [Relationship]
        let fetchedProperties: [FetchedProperty]

        var propertyCount: Int { attributes.count + relationships.count + fetchedProperties.count }
    }

    let members: [Member]
    /// The index of each entity's parent, when its `parentEntity` names a declared entity (the first of that name).
    private let parents: [Int?]
    private let isOnCycle: [Bool]
    private let ancestorCounts: [Int]
    private let inheritedPropertyCounts: [Int]
    /// Depth-first numbering of the entities whose ancestry has no cycle: `x` is an ancestor of `e` when `e`'s
    /// number falls inside `x`'s range, which answers "inherits from" without walking.
    private let preorder: [Int?]
    private let subtreeEnds: [Int]
    private let indexes: [String: Int]

    init(members: [Member], graph: InheritanceGraph) {
        let count = members.count
        var indexes: [String: Int] = [:]
        for (index, member) in members.enumerated() where indexes[member.name] == nil {
            indexes[member.name] = index
        }
        var ancestorCounts = [Int](repeating: 0, count: count)
        var inheritedPropertyCounts = [Int](repeating: 0, count: count)
        // An entity on a cycle inherits from the cycle's other entities, and stops before it comes round again.
        for cycle in graph.cycles {
            let cycleProperties = cycle.reduce(0) { $0 + members[$1].propertyCount }
            for index in cycle {
                ancestorCounts[index] = cycle.count - 1
                inheritedPropertyCounts[index] = cycleProperties - members[index].propertyCount
            }
        }
        var children = [[Int]](repeating: [], count: count)
        var roots: [Int] = []
        for index in graph.order where !graph.isOnCycle[index] {
            guard let parent = graph.parentIndexes[index] else {
                roots.append(index)
                continue
            }
            ancestorCounts[index] = ancestorCounts[parent] + 1
            inheritedPropertyCounts[index] = inheritedPropertyCounts[parent] + members[parent].propertyCount
            if !graph.reachesCycle[index] { children[parent].append(index) }
        }
        var preorder = [Int?](repeating: nil, count: count)
        var subtreeEnds = [Int](repeating: 0, count: count)
        var next = 0
        // Without recursion: a hierarchy can be thousands deep. An entry that is not `entering` closes its range.
        var stack: [(index: Int, entering: Bool)] = roots.reversed().map { ($0, true) }
        while let (index, entering) = stack.popLast() {
            guard entering else {
                subtreeEnds[index] = next
                continue
            }
            preorder[index] = next
            next += 1
            stack.append((index, false))
            stack += children[index].reversed().map { ($0, true) }
        }
        self.members = members
        parents = graph.parentIndexes
        isOnCycle = graph.isOnCycle
        self.ancestorCounts = ancestorCounts
        self.inheritedPropertyCounts = inheritedPropertyCounts
        self.preorder = preorder
        self.subtreeEnds = subtreeEnds
        self.indexes = indexes
    }

    func ancestorCount(of index: Int) -> Int { ancestorCounts[index] }

    func inheritedPropertyCount(of index: Int) -> Int { inheritedPropertyCounts[index] }

    /// Whether an entity named `name` is among the ancestors of the entity at `index`.
    func inherits(_ index: Int, from name: String) -> Bool {
        // Parents are resolved to the first entity of a name, so only that one can be an ancestor.
        guard let ancestor = indexes[name], ancestor != index else { return false }
        if let position = preorder[index] {
            guard let ancestorPosition = preorder[ancestor] else { return false }
            return ancestorPosition < position && position < subtreeEnds[ancestor]
        }
        return ancestors(of: index).contains(ancestor)
    }

    /// The ancestors of the entity at `index`, nearest first. They stop at an unknown parent, and before an entity
    /// would come round a cycle again (both are reported by validation).
    func ancestors(of index: Int) -> Ancestors {
        Ancestors(parents: parents, isOnCycle: isOnCycle, start: index)
    }

    struct Ancestors: Sequence, IteratorProtocol {
        private let parents: [Int?]
        private let isOnCycle: [Bool]
        private var upcoming: Int?
        /// The first entity of the walk that is on a cycle: reaching it again ends the walk.
        private var cycleEntry: Int?

        init(parents: [Int?], isOnCycle: [Bool], start: Int) {
            self.parents = parents
            self.isOnCycle = isOnCycle
            upcoming = parents[start]
            cycleEntry = isOnCycle[start] ? start : nil
        }

        mutating func next() -> Int? {
            guard let current = upcoming, current != cycleEntry else { return nil }
            if cycleEntry == nil, isOnCycle[current] { cycleEntry = current }
            upcoming = parents[current]
            return current
        }
    }
}

/// An entity's place in its model's hierarchy.
struct Lineage: Hashable, Sendable {
    let hierarchy: EntityHierarchy?
    let index: Int

    /// Before resolution: no ancestors.
    static let unresolved = Lineage(hierarchy: nil, index: 0)

    /// The ancestors' members, nearest first.
    var ancestors: [EntityHierarchy.Member] {
        guard let hierarchy else { return [] }
        return hierarchy.ancestors(of: index).map { hierarchy.members[$0] }
    }

    /// The first ancestor's member for which `value` is not nil, nearest first.
    func nearest<T>(_ value: (EntityHierarchy.Member) -> T?) -> T? {
        guard let hierarchy else { return nil }
        for ancestor in hierarchy.ancestors(of: index) {
            if let found = value(hierarchy.members[ancestor]) { return found }
        }
        return nil
    }

    /// Inherited values, the root's first.
    func inherited<T>(_ values: (EntityHierarchy.Member) -> [T]) -> [T] {
        ancestors.reversed().flatMap(values)
    }

    // Two lineages are equal when they describe the same ancestry, whichever model they come from.
    static func == (lhs: Lineage, rhs: Lineage) -> Bool {
        if lhs.hierarchy === rhs.hierarchy, lhs.index == rhs.index { return true }
        let (left, right) = (lhs.ancestors, rhs.ancestors)
        return left.count == right.count
            && zip(left, right).allSatisfy { pair in
                pair.0.name == pair.1.name && pair.0.attributes == pair.1.attributes
                    && pair.0.relationships == pair.1.relationships
                    && pair.0.fetchedProperties == pair.1.fetchedProperties
            }
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(hierarchy?.ancestorCount(of: index) ?? 0)
    }
}
