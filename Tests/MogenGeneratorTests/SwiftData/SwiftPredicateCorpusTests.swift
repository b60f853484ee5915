import Foundation
@testable import MogenGenerator
import MogenModel
import MogenTestSupport
import Testing

/// The fetch request templates of the samples, the test models and the real-world corpus, through the `#Predicate` translator
/// with a scope read from each model: each one translates or says why; the translations and the counts are printed.
@Suite("SwiftData #Predicate translation of real models")
struct SwiftPredicateCorpusTests {
    @Test("every fetch request template of the samples, the test models and the corpus translates or says why")
    func realModels() throws {
        var translated = 0
        var reasons: [String: Int] = [:]
        // The corpus where ../shared has it.
        let corpus = try TestPackage.corpusPath.map(ModelCodeRoundTripTests.corpusPaths(in:)) ?? []
        for model in ModelCodeRoundTripTests.cases(ModelCodeRoundTripTests.bundledPaths + corpus).cases.map(\.model) {
            let scope = Self.scope(of: model)
            let classNames = scope.entities.mapValues(\.className)
            for request in model.fetchRequests {
                guard let predicate = request.predicate else { continue }
                var variables: [String: SwiftPredicateVariable] = [:]
                for variable in request.variables {
                    variables[variable.name] = SwiftPredicateVariable(
                        parameterName: SwiftNames.escaped(SwiftNames.parameterName(fromVariable: variable.name)),
                        swiftType: AttributeTypeMapping.swiftType(of: variable.type, classNames: classNames))
                }
                switch scope.translate(predicate, rootEntity: request.entityName, variables: variables) {
                case let .closure(prelude, parameter, body):
                    translated += 1
                    print("  \(request.name): \(prelude) { \(parameter) in \(body) }")
                case let .untranslatable(reason): reasons[reason, default: 0] += 1
                }
            }
        }
        let refused = reasons.values.reduce(0, +)
        print("#Predicate: \(translated) of \(translated + refused) fetch request templates translate; refused:")
        for (reason, count) in reasons.sorted(by: { ($1.value, $0.key) < ($0.value, $1.key) }) {
            print("  \(count) × \(reason)")
        }
        #expect(translated > 0)
    }

    /// The model's entities as SwiftData classes would have them: integers keep their size, optionality follows
    /// the model.
    static func scope(of model: Model) -> SwiftPredicateScope {
        var entities: [String: SwiftPredicateScope.Entity] = [:]
        for entity in model.entities {
            var properties: [String: SwiftPredicateScope.Property] = [:]
            for attribute in entity.allAttributes {
                var type = AttributeTypeMapping.swiftType(
                    of: .attribute(attribute.type, customClassName: attribute.customClassName), classNames: [:])
                if type == "NSDecimalNumber" { type = "Decimal" }
                properties[attribute.name] = .init(
                    swiftName: SwiftNames.escaped(attribute.name),
                    kind: .attribute(swiftType: type, isOptional: attribute.isOptional))
            }
            for relationship in entity.allRelationships {
                properties[relationship.name] = .init(
                    swiftName: SwiftNames.escaped(relationship.name),
                    kind: relationship.isToMany
                        ? .toMany(destination: relationship.destinationName, isOptional: false)
                        : .toOne(destination: relationship.destinationName, isOptional: relationship.isOptional))
            }
            entities[entity.name] = .init(className: SwiftNames.sanitized(entity.name), properties: properties)
        }
        return SwiftPredicateScope(entities: entities)
    }
}
