/// The entities' parent links, by index, walked once: an order in which every entity comes after its parent, and
/// the cycles. Resolving and validating inheritance both build on it, so neither walks an entity's whole ancestry
/// again for every entity (which made a chain of thousands of entities quadratic).
struct InheritanceGraph {
    /// The index of each entity's parent, when its `parentEntity` names a declared entity (the first of that name).
    let parentIndexes: [Int?]
    /// Every entity once; an entity not on a cycle comes after its parent.
    let order: [Int]
    /// The entities whose parent links loop, each cycle from one of them through its parents.
    let cycles: [[Int]]
    /// Whether each entity is on a cycle or has one among its ancestors.
    let reachesCycle: [Bool]

    init(entities: [Entity]) {
        var indexOf: [String: Int] = [:]
        for (index, entity) in entities.enumerated() where indexOf[entity.name] == nil {
            indexOf[entity.name] = index
        }
        let parents = entities.map { entity in entity.parentName.flatMap { indexOf[$0] } }
        enum State { case unvisited, onPath, done }
        var state = [State](repeating: .unvisited, count: entities.count)
        var reachesCycle = [Bool](repeating: false, count: entities.count)
        var order: [Int] = []
        var cycles: [[Int]] = []
        order.reserveCapacity(entities.count)
        for start in entities.indices where state[start] == .unvisited {
            // Climb to a root, an entity already placed, or back onto this climb (a cycle).
            var path: [Int] = []
            var next: Int? = start
            while let index = next, state[index] == .unvisited {
                state[index] = .onPath
                path.append(index)
                next = parents[index]
            }
            var looping = false
            if let index = next {
                if state[index] == .onPath, let cycleStart = path.firstIndex(of: index) {
                    cycles.append(Array(path[cycleStart...]))
                    looping = true
                } else {
                    looping = reachesCycle[index]
                }
            }
            for index in path {
                state[index] = .done
                reachesCycle[index] = looping
            }
            order.append(contentsOf: path.reversed())
        }
        parentIndexes = parents
        self.order = order
        self.cycles = cycles
        self.reachesCycle = reachesCycle
    }

    /// For each entity, what it inherits, from the top of the hierarchy down: `inherited(parent) + own(parent)`.
    func inherited<T>(_ own: (Int) -> [T]) -> [[T]] {
        accumulate(
            onCycle: { ancestors in ancestors.reversed().flatMap(own) }, step: { parent, above in above + own(parent) })
    }

    /// For each entity, its ancestors' values, nearest first: `[value(parent)] + ancestors(parent)`.
    func ancestors<T>(_ value: (Int) -> T) -> [[T]] {
        accumulate(onCycle: { ancestors in ancestors.map(value) }, step: { parent, above in [value(parent)] + above })
    }

    /// A list per entity, computed once per entity in parent order from its parent's list. An entity on a cycle gets
    /// `onCycle` of the other entities of the cycle, nearest first: its ancestors stop before it comes round again.
    private func accumulate<T>(onCycle: ([Int]) -> [T], step: (_ parent: Int, _ parentList: [T]) -> [T]) -> [[T]] {
        var result = [[T]](repeating: [], count: parentIndexes.count)
        var isOnCycle = [Bool](repeating: false, count: parentIndexes.count)
        for cycle in cycles {
            for (position, index) in cycle.enumerated() {
                isOnCycle[index] = true
                result[index] = onCycle((1..<cycle.count).map { cycle[(position + $0) % cycle.count] })
            }
        }
        for index in order where !isOnCycle[index] {
            guard let parent = parentIndexes[index] else { continue }
            result[index] = step(parent, result[parent])
        }
        return result
    }
}
