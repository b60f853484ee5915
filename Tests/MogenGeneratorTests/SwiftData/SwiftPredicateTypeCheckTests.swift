import Foundation
import MogenGenerator
import MogenModel
import MogenTestSupport
import Testing

/// Every translation of `SwiftPredicateFixtures.translated` must type-check with Foundation's real `#Predicate`
/// macro, over stand-in classes with the `@Model` classes' property types, in Swift 6 with default isolation
/// MainActor (the strictest mode generated code is compiled in).
@Suite("SwiftData #Predicate translations type-check", .tags(.slow), .temporaryDirectories)
struct SwiftPredicateTypeCheckTests {
    @Test("every translated predicate type-checks with the real #Predicate macro",
        .enabled(if: TestMachine.program("swiftc") != nil, "needs swiftc on PATH"))
    func translationsTypeCheck() throws {
        var source = SwiftPredicateFixtures.classes
        for (index, expected) in SwiftPredicateFixtures.translated.enumerated() {
            let result = SwiftPredicateFixtures.scope.translate(
                try PredicateParser.parse(expected.predicate), rootEntity: "Recipe", variables: expected.variables)
            guard case let .closure(prelude, parameterName, body) = result else {
                Issue.record("\(expected.predicate) does not translate: \(result)")
                continue
            }
            let parameters = expected.variables.values.sorted { $0.parameterName < $1.parameterName }
                .map { "\($0.parameterName): \($0.swiftType)" }.joined(separator: ", ")
            source += "\n// \(expected.predicate)\nfunc predicate\(index)(\(parameters)) -> Predicate<Recipe> {\n"
            source += prelude.map { "    \($0)\n" }.joined()
            source += "    return #Predicate<Recipe> { \(parameterName) in \(body) }\n}\n"
        }
        let directory = try TemporaryDirectory.make()
        let file = directory + "/Predicates.swift"
        try TestFiles.write(source, to: file)
        let result = try ChildProcess(
            "swiftc", ["-typecheck", "-swift-version", "6", "-default-isolation", "MainActor", file],
            temporaryDirectory: try TemporaryDirectory.make()).run()
        #expect(result.status == 0, "the translations do not type-check:\n\(result.stderr)\n\(source)")
        #expect(!result.stderr.contains("warning:"), "the translations type-check with warnings:\n\(result.stderr)")
    }
}
