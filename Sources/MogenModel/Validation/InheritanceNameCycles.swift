/// Inheritance cycles among entity names. `InheritanceGraph` resolves a parent to the first entity of its name, so
/// it misses a cycle that goes through a name declared twice (`A`, `B : A`, a second `A : B`), which walks by name
/// (subentities, parents looked up by name) still go round. Here every declaration's parent link counts: a link is
/// on a cycle when its two names are in one strongly connected component of the graph of names.
struct InheritanceNameCycles {
    /// Whether each entity's parent link is on a cycle of names.
    let isOnCycle: [Bool]

    init(entities: [Entity]) {
        var nodes: [String: Int] = [:]
        for entity in entities where nodes[entity.name] == nil { nodes[entity.name] = nodes.count }
        let links: [(from: Int, to: Int)?] = entities.map { entity in
            guard let parent = entity.parentName, let to = nodes[parent], let from = nodes[entity.name] else { return nil }
            return (from, to)
        }
        var edges = [[Int]](repeating: [], count: nodes.count)
        for case let (from, to)? in links { edges[from].append(to) }
        let components = Self.components(edges)
        // Two names in one component lie on a cycle together; a name is on one alone only through its own link.
        isOnCycle = links.map { link in link.map { components[$0.from] == components[$0.to] } ?? false }
    }

    /// Tarjan's strongly connected components, the component of each node, without recursion (a chain can be
    /// thousands of entities long).
    private static func components(_ edges: [[Int]]) -> [Int] {
        let count = edges.count
        var order = [Int](repeating: -1, count: count)
        var lowest = [Int](repeating: 0, count: count)
        var onStack = [Bool](repeating: false, count: count)
        var stack: [Int] = []
        var component = [Int](repeating: -1, count: count)
        var visited = 0
        var found = 0
        // Each entry: a node being visited and the position of the next edge to follow from it.
        var work: [(node: Int, next: Int)] = []
        func enter(_ node: Int) {
            order[node] = visited
            lowest[node] = visited
            visited += 1
            stack.append(node)
            onStack[node] = true
            work.append((node, 0))
        }
        for root in 0..<count where order[root] < 0 {
            enter(root)
            while let (node, next) = work.last {
                if next < edges[node].count {
                    work[work.count - 1].next += 1
                    let target = edges[node][next]
                    if order[target] < 0 {
                        enter(target)
                    } else if onStack[target] {
                        lowest[node] = min(lowest[node], order[target])
                    }
                    continue
                }
                work.removeLast()
                if let caller = work.last?.node { lowest[caller] = min(lowest[caller], lowest[node]) }
                guard lowest[node] == order[node] else { continue }
                while let member = stack.popLast() {
                    onStack[member] = false
                    component[member] = found
                    if member == node { break }
                }
                found += 1
            }
        }
        return component
    }
}
