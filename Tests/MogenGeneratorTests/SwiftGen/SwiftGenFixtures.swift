import Foundation
import MogenGenerator
import MogenModel
import MogenSupport
import MogenTemplate
import MogenTestSupport

/// SwiftGen 6.6.3's Core Data fixtures in `../shared/thirdparty/swiftgen-6.6.3` (read, never copied): its model, the
/// context SwiftGenKit builds for it, its stock templates and the outputs they produce with each parameter set of
/// its `Tests/TemplatesTests/CoreDataTests.swift`.
enum SwiftGenFixtures {
    /// SwiftGen's fixtures and templates under `../shared`, when they are there.
    static var rootPath: String? { TestPackage.sharedPath("thirdparty/swiftgen-6.6.3") }

    static func model(in root: String) -> String {
        root + "/Sources/TestUtils/Fixtures/Resources/CoreData/Model.xcdatamodeld"
    }

    static func stockTemplate(_ variant: String, in root: String) -> String {
        root + "/Sources/SwiftGenCLI/templates/coredata/\(variant).stencil"
    }

    static func expectedOutput(_ name: String, variant: String, in root: String) throws -> String {
        try String(contentsOfFile: root + "/Sources/TestUtils/Fixtures/Generated/CoreData/\(variant)/\(name).swift",
            encoding: .utf8)
    }

    static let variants = ["swift4", "swift5"]

    /// The parameter sets of SwiftGen's template tests, by the name of the expected output.
    static let parameterSets: [(output: String, parameters: [String: TemplateValue])] = [
        ("defaults", [:]),
        ("defaults-generateObjcName", ["generateObjcName": true]),
        ("defaults-publicAccess", ["publicAccess": true]),
        ("defaults-extraImports", ["extraImports": ["ExtraModule", "Transformables"]]),
        ("defaults-importCoreLocation", ["extraImports": "CoreLocation"]),
    ]

    /// `models` for the model at `path`.
    static func models(_ path: String) throws -> TemplateValue {
        let model = try ModelReader.read(path: path).model
        return try SwiftGenContext.models([model])
    }

    /// The text `templates` renders for `models`, as the template writes it (before mogen's output normalisation).
    static func render(_ templates: TemplateSet, models: TemplateValue, parameters: [String: TemplateValue]) throws
        -> String
    {
        try templates.environment.template(named: templates.singleTemplateName).render(
            SwiftGenContext.scope(models: models, parameters: parameters, environment: [:]))
    }
}
