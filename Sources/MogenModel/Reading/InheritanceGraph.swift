/// The entities' parent links, by index, walked once: an order in which every entity comes after its parent, and
/// the cycles. `EntityHierarchy` and the inheritance rules build on it, so neither walks an entity's whole ancestry
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
    /// Whether each entity is on a cycle.
    let isOnCycle: [Bool]

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
        var isOnCycle = [Bool](repeating: false, count: entities.count)
        for index in cycles.joined() { isOnCycle[index] = true }
        self.isOnCycle = isOnCycle
    }
}
