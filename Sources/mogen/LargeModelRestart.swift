import Foundation
import MogenModel
import MogenSupport

/// Restarts the tool with glibc's `malloc` tuned (``HeapTuning``) before it generates from models large enough to
/// repay the restart. Only the tool's entry point turns this on: in-process callers, such as tests, are never
/// restarted.
final class LargeModelRestart: @unchecked Sendable {
    static let shared = LargeModelRestart()

    // Guarded by `lock`.
    private var isEnabled = false
    private let lock = NSLock()

    func enable() {
        lock.lock()
        defer { lock.unlock() }
        isEnabled = true
    }

    /// Restarts the process (which then runs the whole command again) when enabled and the model files of `models`
    /// add up to ``HeapTuning/worthwhileModelBytes``; returns otherwise. Call before printing or changing anything.
    func restartIfWorthwhile(models: [(path: String, version: String?)]) {
        lock.lock()
        let isEnabled = isEnabled
        lock.unlock()
        guard isEnabled, !HeapTuning.isRestarted else { return }
        // A model that cannot be located counts for nothing here; the generation reports it.
        let bytes = models.reduce(0) { $0 + (ModelLocator.contentsSize(path: $1.path, version: $1.version) ?? 0) }
        if bytes >= HeapTuning.worthwhileModelBytes { HeapTuning.restart() }
    }
}
