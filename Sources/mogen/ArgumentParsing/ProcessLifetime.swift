import Foundation

/// Values kept until the process exits. A command that builds a large object graph and then ends the process
/// saves the time of freeing it piece by piece; the system reclaims the memory at exit in one step.
enum ProcessLifetime {
    private static let kept = Kept()

    static func keep(_ value: some Sendable) {
        kept.append(value)
    }

    private final class Kept: @unchecked Sendable {
        // Guarded by `lock`.
        private var values: [any Sendable] = []
        private let lock = NSLock()

        func append(_ value: any Sendable) {
            lock.lock()
            values.append(value)
            lock.unlock()
        }
    }
}
