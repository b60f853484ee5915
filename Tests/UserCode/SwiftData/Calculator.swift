// Code a user of the Calculator model writes against mogen's SwiftData output; type-checked with it.
import Foundation
import SwiftData

/// Declared by the user: the model names it as the custom class of a transformable attribute.
nonisolated public class CalculatorExpression: NSObject {}

@MainActor
func useCalculator() throws {
    // makeContainer registers the value transformers the model names.
    let container = try CalculatorContainer.makeContainer(inMemory: true)
    let history = History(createdAt: Date(), uuid: UUID(), isPinned: true)
    container.mainContext.insert(history)
    let expressions: [CalculatorExpression]? = history.expressions
    let copy = try JSONDecoder().decode(History.self, from: JSONEncoder().encode(history))
    _ = (expressions, copy.isPinned)
}
