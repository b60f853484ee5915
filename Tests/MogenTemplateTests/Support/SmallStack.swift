import Foundation

/// Runs `body` on a thread with a 512 KB stack and returns its result, so that a recursion
/// growing with the size of the input (which the default 8 MB stack might still absorb at a
/// test's size) crashes the test instead of passing unnoticed.
func onSmallStack<Result: Sendable>(_ body: @escaping @Sendable () throws -> Result) throws -> Result {
    let outcome = Outcome<Result>()
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
        outcome.set(Swift.Result { try body() })
        done.signal()
    }
    thread.stackSize = 512 * 1024
    thread.start()
    done.wait()
    return try outcome.get().get()
}

/// The result handed from the thread to the waiting test.
private final class Outcome<Value: Sendable>: @unchecked Sendable {
    // Guarded by `lock`.
    private var result: Swift.Result<Value, any Error>?
    private let lock = NSLock()

    func set(_ result: Swift.Result<Value, any Error>) {
        lock.lock()
        defer { lock.unlock() }
        self.result = result
    }

    func get() -> Swift.Result<Value, any Error> {
        lock.lock()
        defer { lock.unlock() }
        return result ?? .failure(CancellationError())
    }
}
