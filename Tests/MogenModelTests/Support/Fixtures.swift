import Foundation
import MogenSupport
import MogenTestSupport
import Testing
@testable import MogenModel

/// Models the tests read: the package's `Samples/`, and models written as XML in a test.
enum Fixtures {
    static func sample(_ name: String) -> String {
        TestPackage.path("Samples/" + name)
    }

    static func read(_ body: String, header: String = "") throws -> ModelReader.Result {
        try ModelReader.read(xml: ModelXML.document(body, header: header), path: "Test.xcdatamodel/contents")
    }

    static func model(_ body: String, header: String = "") throws -> Model {
        try read(body, header: header).model
    }

    /// Validation diagnostics for a model body.
    static func validate(_ body: String, header: String = "", options: ModelValidator.Options = .init()) throws -> [Diagnostic] {
        let result = try read(body, header: header)
        return result.diagnostics + ModelValidator.validate(result.model, options: options)
    }
}

extension Array where Element == Diagnostic {
    /// Messages of the diagnostics in a category, for compact assertions.
    func messages(_ category: DiagnosticCategory, _ severity: Diagnostic.Severity? = nil) -> [String] {
        filter { $0.category == category && (severity == nil || $0.severity == severity) }.map(\.message)
    }
}
