import MogenModel
import MogenTestSupport

/// Small hand-written model pairs for the comparison rules.
enum EvolutionFixtures {
    static func model(_ body: String, version: String = "V") throws -> Model {
        try ModelReader.read(xml: ModelXML.document(body), path: "\(version).xcdatamodel/contents").model
    }

    static func diff(_ old: String, _ new: String) throws -> ModelDiff {
        ModelComparison.compare(try model(old, version: "Old"), try model(new, version: "New"))
    }

    /// One entity `A` with this body, in both versions.
    static func entityDiff(_ old: String, _ new: String, entityAttributes: String = "") throws -> ModelDiff {
        try diff(
            #"<entity name="A" representedClassName="A"\#(entityAttributes)>\#(old)</entity>"#,
            #"<entity name="A" representedClassName="A"\#(entityAttributes)>\#(new)</entity>"#)
    }
}
