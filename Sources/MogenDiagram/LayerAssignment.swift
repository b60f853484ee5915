/// Puts entities into rows, as a layered drawing of a graph does (Sugiyama's method, simplified):
/// - layers: a parent above its subentities, the "one" end of a relationship above the "many" end (edges that would
///   close a cycle are left out, in that order of importance), each entity as high as its predecessors allow, and an
///   entity with no predecessor just above its nearest successor;
/// - order within a layer: a few sweeps that move each entity towards the mean position of its neighbours;
/// - a layer wider than the diagram should be wraps into several rows.
enum LayerAssignment {
    /// Rows of entity indexes, top to bottom, and each entity's neighbours (through any edge).
    static func rows(
        _ diagram: DiagramModel, sizes: [(width: Int, height: Int)], gap: Int
    ) -> (rows: [[Int]], neighbours: [[Int]]) {
        let count = diagram.entities.count
        guard count > 0 else { return ([], []) }
        let index = Dictionary(diagram.entities.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
        let graph = orientedGraph(diagram, index: index)
        let layerOf = layers(count: count, successors: graph.successors)
        let layerCount = (layerOf.max() ?? 0) + 1
        var layers = [[Int]](repeating: [], count: layerCount)
        for entity in 0..<count { layers[layerOf[entity]].append(entity) }
        layers = ordered(layers, neighbours: graph.neighbours)
        return (wrapped(layers, sizes: sizes, gap: gap), graph.neighbours)
    }

    struct Graph {
        /// Edges kept for layering: `successors[a]` are drawn below `a`.
        var successors: [[Int]]
        /// Every relationship and inheritance edge, both ways, for ordering.
        var neighbours: [[Int]]
    }

    static func orientedGraph(_ diagram: DiagramModel, index: [String: Int]) -> Graph {
        let count = diagram.entities.count
        var neighbours = [[Int]](repeating: [], count: count)
        // (upper, lower) pairs, the most telling first.
        var inheritance: [(Int, Int)] = []
        var oneToMany: [(Int, Int)] = []
        var others: [(Int, Int)] = []
        for edge in diagram.inheritance {
            guard let child = index[edge.child], let parent = index[edge.parent], child != parent else { continue }
            inheritance.append((parent, child))
            neighbours[child].append(parent)
            neighbours[parent].append(child)
        }
        for edge in diagram.relationships {
            guard let from = index[edge.from], let to = index[edge.to], from != to else { continue }
            neighbours[from].append(to)
            neighbours[to].append(from)
            let forwardMany = !edge.forward.cardinality.isToOne
            let inverseMany = edge.inverse.map { !$0.cardinality.isToOne } ?? false
            switch (forwardMany, inverseMany) {
            case (true, false): oneToMany.append((from, to))
            case (false, true): oneToMany.append((to, from))
            default: others.append((from, to))
            }
        }
        var successors = [[Int]](repeating: [], count: count)
        for (upper, lower) in inheritance + oneToMany + others
        where !successors[upper].contains(lower) && !reaches(lower, upper, successors) {
            successors[upper].append(lower)
        }
        return Graph(successors: successors, neighbours: neighbours)
    }

    /// Whether `target` can be reached from `start`.
    static func reaches(_ start: Int, _ target: Int, _ successors: [[Int]]) -> Bool {
        if start == target { return true }
        var seen: Set<Int> = [start]
        var stack = [start]
        while let node = stack.popLast() {
            for next in successors[node] where seen.insert(next).inserted {
                if next == target { return true }
                stack.append(next)
            }
        }
        return false
    }

    /// Longest-path layers in the acyclic graph; then a source is pulled down to just above its nearest successor.
    static func layers(count: Int, successors: [[Int]]) -> [Int] {
        var predecessorCount = [Int](repeating: 0, count: count)
        for list in successors { for node in list { predecessorCount[node] += 1 } }
        var order: [Int] = []
        var remaining = predecessorCount
        var ready = (0..<count).filter { remaining[$0] == 0 }
        var position = 0
        while position < ready.count {
            let node = ready[position]
            position += 1
            order.append(node)
            for next in successors[node] {
                remaining[next] -= 1
                if remaining[next] == 0 { ready.append(next) }
            }
        }
        var layer = [Int](repeating: 0, count: count)
        for node in order {
            for next in successors[node] { layer[next] = max(layer[next], layer[node] + 1) }
        }
        for node in order.reversed() where predecessorCount[node] == 0 && !successors[node].isEmpty {
            layer[node] = (successors[node].map { layer[$0] }.min() ?? 1) - 1
        }
        return layer
    }

    /// Barycentre sweeps: each entity moves towards the mean relative position of its neighbours in other layers;
    /// ties keep the previous order, so the result depends only on the model.
    static func ordered(_ layers: [[Int]], neighbours: [[Int]]) -> [[Int]] {
        var layers = layers
        var position = [Double](repeating: 0, count: neighbours.count)
        // Only the layer just sorted moves, so only its positions are written again.
        func record(_ layer: [Int]) {
            for (offset, node) in layer.enumerated() {
                position[node] = (Double(offset) + 0.5) / Double(layer.count)
            }
        }
        for layer in layers { record(layer) }
        for _ in 0..<8 {
            for layerIndex in layers.indices {
                let layer = layers[layerIndex]
                let members = Set(layer)
                let keys = layer.map { node in
                    let others = neighbours[node].filter { !members.contains($0) }
                    return others.isEmpty
                        ? position[node] : others.map { position[$0] }.reduce(0, +) / Double(others.count)
                }
                layers[layerIndex] = layer.indices.sorted { keys[$0] != keys[$1] ? keys[$0] < keys[$1] : $0 < $1 }
                    .map { layer[$0] }
                record(layers[layerIndex])
            }
        }
        return layers
    }

    /// Layers split into rows no wider than about the side of a square holding every box (at least the widest box),
    /// so a model with many unrelated entities stays readable instead of becoming one very wide row.
    static func wrapped(_ layers: [[Int]], sizes: [(width: Int, height: Int)], gap: Int) -> [[Int]] {
        let area = sizes.map { ($0.width + gap) * ($0.height + DiagramLayout.rowGap) }.reduce(0, +)
        var side = 1
        while side * side < area { side += 1 }
        let limit = max(side * 3 / 2, (sizes.map(\.width).max() ?? 0))
        var rows: [[Int]] = []
        for layer in layers {
            var row: [Int] = []
            var width = 0
            for node in layer {
                let added = (row.isEmpty ? 0 : gap) + sizes[node].width
                if !row.isEmpty, width + added > limit {
                    rows.append(row)
                    row = []
                    width = 0
                }
                width += row.isEmpty ? sizes[node].width : added
                row.append(node)
            }
            if !row.isEmpty { rows.append(row) }
        }
        return rows
    }
}
