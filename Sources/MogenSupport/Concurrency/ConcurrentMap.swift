import Dispatch

extension Array where Element: Sendable {
    /// `map`, spread over the machine's cores. Each element's result goes to its own slot, so the order is kept and
    /// no two threads write the same memory. The first error thrown wins.
    public func concurrentMap<Result: Sendable, Failure: Error>(
        _ transform: @Sendable (Element) throws(Failure) -> Result
    ) throws(Failure) -> [Result] {
        guard count > 1 else {
            var results: [Result] = []
            results.reserveCapacity(count)
            for element in self { results.append(try transform(element)) }
            return results
        }
        let slots = Slots<Result, Failure>(count: count)
        DispatchQueue.concurrentPerform(iterations: count) { index in
            do throws(Failure) {
                slots.store(.success(try transform(self[index])), at: index)
            } catch {
                slots.store(.failure(error), at: index)
            }
        }
        return try slots.results()
    }
}

/// One slot per element; written once each, by one thread, and read after every thread has finished.
private final class Slots<Value: Sendable, Failure: Error>: @unchecked Sendable {
    private let buffer: UnsafeMutableBufferPointer<Result<Value, Failure>?>

    init(count: Int) {
        buffer = .allocate(capacity: count)
        buffer.initialize(repeating: nil)
    }

    deinit {
        _ = buffer.deinitialize()
        buffer.deallocate()
    }

    func store(_ value: Result<Value, Failure>, at index: Int) {
        buffer[index] = value
    }

    func results() throws(Failure) -> [Value] {
        var values: [Value] = []
        values.reserveCapacity(buffer.count)
        for slot in buffer {
            guard let slot else { preconditionFailure("concurrentMap left a slot empty") }
            values.append(try slot.get())
        }
        return values
    }
}
