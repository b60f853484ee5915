import MogenDiagram
import MogenModel
import MogenTestSupport

/// Models the diagram tests draw: the package's samples, models written as XML in a test, and generated ones.
enum DiagramFixtures {
    static let samples = ["Calculator", "Employees", "Music", "Recipes"]

    static func sample(_ name: String) throws -> DiagramModel {
        DiagramModel(try ModelReader.read(path: TestPackage.path("Samples/\(name).xcdatamodeld")).model)
    }

    static func diagram(_ body: String) throws -> DiagramModel {
        DiagramModel(try ModelReader.read(xml: ModelXML.document(body), path: "Test.xcdatamodel/contents").model)
    }

    /// A model of `count` entities, linked the way real models are: one-to-many relationships forming a tree (each
    /// entity owned by the one at a third of its number), subentities of every seventh entity, many-to-many and
    /// one-way relationships across the tree, and a few entities on their own.
    static func generated(_ count: Int) throws -> DiagramModel {
        var entities: [String] = []
        for number in 0..<count {
            let name = "Entity\(number)"
            let isAlone = number % 11 == 10
            let parent = number % 7 == 6 && number > 6 ? "Entity\(number - 6)" : nil
            let owner = number > 0 && !isAlone && parent == nil ? (number - 1) / 3 : nil
            var lines = ["<entity name=\"\(name)\" representedClassName=\"\(name)\""
                + (parent.map { " parentEntity=\"\($0)\"" } ?? "") + (number % 9 == 8 ? " isAbstract=\"YES\"" : "")
                + " syncable=\"YES\">"]
            for attribute in 0..<(number % 5 + 1) {
                lines.append("<attribute name=\"value\(attribute)\" optional=\"\(attribute % 2 == 0 ? "YES" : "NO")\" "
                    + "attributeType=\"\(["String", "Integer 64", "Date", "Boolean", "Double"][attribute % 5])\"/>")
            }
            if let owner {
                lines.append(relationship("owner", to: "Entity\(owner)", toMany: false, inverse: "items\(number)"))
            }
            for other in (number * 3 + 1)...(number * 3 + 3)
            where other < count && other % 11 != 10 && !(other % 7 == 6 && other > 6) {
                lines.append(relationship("items\(other)", to: "Entity\(other)", toMany: true, inverse: "owner"))
            }
            if number % 6 == 0, number + 4 < count {
                lines.append(relationship("tags", to: "Entity\(number + 4)", toMany: true, inverse: "tagged"))
            }
            if number % 6 == 4 {
                lines.append(relationship("tagged", to: "Entity\(number - 4)", toMany: true, inverse: "tags"))
            }
            if number % 4 == 1, number + 5 < count {
                lines.append(relationship("related", to: "Entity\(number + 5)", toMany: true, inverse: nil))
            }
            lines.append("</entity>")
            entities.append(lines.joined(separator: "\n"))
        }
        return try diagram(entities.joined(separator: "\n"))
    }

    /// A model of `count` entities in deep chains, as the benchmarks' synthetic model is: a ring of to-one
    /// `next`/`previous` relationships through every entity (layered as one chain `count` deep), a to-many `peers`
    /// from each entity to itself, and inheritance chains of ten levels along the ring.
    static func deepChains(_ count: Int) throws -> DiagramModel {
        var entities: [String] = []
        func name(_ number: Int) -> String { "Entity\((number + count) % count)" }
        for number in 0..<count {
            let parent = number % 10 == 0 ? "" : " parentEntity=\"\(name(number - 1))\""
            var lines = ["<entity name=\"\(name(number))\" representedClassName=\"\(name(number))\"\(parent) syncable=\"YES\">"]
            for attribute in 0..<(number % 7 + 3) {
                lines.append("<attribute name=\"attribute\(attribute)\" attributeType=\"String\"/>")
            }
            // Names of their own: a subentity inherits its parent's relationships.
            let next = (number + 1) % count, previous = (number + count - 1) % count
            lines.append(relationship("next\(number)", to: name(next), toMany: false, inverse: "previous\(next)"))
            lines.append(relationship("previous\(number)", to: name(previous), toMany: false, inverse: "next\(previous)"))
            lines.append(relationship("peers\(number)", to: name(number), toMany: true, inverse: "peers\(number)"))
            lines.append("</entity>")
            entities.append(lines.joined(separator: "\n"))
        }
        return try diagram(entities.joined(separator: "\n"))
    }

    static func relationship(_ name: String, to destination: String, toMany: Bool, inverse: String?) -> String {
        "<relationship name=\"\(name)\" optional=\"YES\"\(toMany ? " toMany=\"YES\"" : " maxCount=\"1\"") "
            + "deletionRule=\"Nullify\" destinationEntity=\"\(destination)\""
            + (inverse.map { " inverseName=\"\($0)\" inverseEntity=\"\(destination)\"" } ?? "") + "/>"
    }
}
