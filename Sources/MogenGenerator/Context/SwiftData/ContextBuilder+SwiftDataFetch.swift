import MogenModel
import MogenSupport

extension ContextBuilder {
    /// `FetchDescriptor` factories from the model's fetch request templates on `entity`.
    mutating func swiftDataFetchDescriptors(for entity: Entity, plan: SwiftDataPlan) -> [SwiftDataFetchDescriptor] {
        []
    }
}
