import MogenSupport
import Testing

@Suite("Concurrent map")
struct ConcurrentMapTests {
    private struct Failure: Error, Equatable {
        let element: Int
    }

    @Test("results come back in the order of the elements", arguments: [0, 1, 2, 1_000])
    func keepsOrder(count: Int) {
        let elements = Array(0..<count)
        #expect(elements.concurrentMap { $0 * 2 } == elements.map { $0 * 2 })
    }

    @Test("an error thrown for an element is thrown by the map")
    func throwsFailure() {
        #expect(throws: Failure(element: 3)) {
            _ = try Array(0..<8).concurrentMap { (element: Int) throws(Failure) -> Int in
                if element == 3 { throw Failure(element: 3) }
                return element
            }
        }
    }
}
