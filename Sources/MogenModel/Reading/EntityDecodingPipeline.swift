import Dispatch

/// Decodes `<entity>` elements on a background queue while the parser reads the rest of the file, so on a machine
/// with two cores decoding costs little wall time. Results keep file order (the queue is serial).
final class EntityDecodingPipeline: @unchecked Sendable {
    // `decoded` is only touched on `queue`; that confinement is what makes this class safe to share.
    private let queue = DispatchQueue(label: "mogen.entity-decoding")
    private var decoded: [ModelDecoder.DecodedEntity] = []

    /// Takes `<entity>` elements; leaves every other element to the caller.
    func take(_ element: XMLElementNode) -> Bool {
        guard element.name == "entity" else { return false }
        queue.async { self.decoded.append(ModelDecoder.decodeEntity(element)) }
        return true
    }

    /// Waits for the queue and returns every decoded entity, in file order.
    func finish() -> [ModelDecoder.DecodedEntity] {
        queue.sync { decoded }
    }
}
