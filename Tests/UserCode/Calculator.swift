// Code a user of the Calculator model writes against mogen's output; type-checked with it.
import CoreData
import Foundation

/// The custom class of the transformable `History.expressions` (the user's). In an app it adopts NSSecureCoding, which
/// the Core Data interface does not declare.
@objc nonisolated public class CalculatorExpression: NSObject {}

func useCalculator(_ context: NSManagedObjectContext, decoder: any Decoder, encoder: any Encoder) throws {
    CalculatorValueTransformers.register()
    let transformer = ValueTransformer(forName: CalculatorExpressionsTransformer.name)
    let history = History(context: context, createdAt: Date(), uuid: UUID(), expressions: [CalculatorExpression()])
    history.result = 42
    let expressions: [CalculatorExpression]? = history.expressions
    let pinned: [History] = try History.fetchPinnedHistory(in: context)
    try history.encode(to: encoder)
    let decoded = try History(from: decoder)
    _ = (expressions, pinned, decoded, transformer)
}

/// The generated stack (`--stack`).
@MainActor
func useCalculatorStore() async throws {
    let store = try CalculatorStore(storage: .inMemory)
    let count: Int = try await store.performBackgroundTask { context in
        try context.count(for: History.makeFetchRequest())
    }
    let histories: [History] = try store.viewContext.fetch(History.makeFetchRequest())
    try store.save()
    _ = (count, histories)
}
