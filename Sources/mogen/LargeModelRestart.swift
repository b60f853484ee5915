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
        var bytes = 0
        for model in models {
            // A model that cannot be located is reported by the generation itself.
            guard let source = try? ModelLocator.locate(path: model.path, version: model.version),
                let size = try? FileManager.default.attributesOfItem(atPath: source.contentsPath)[.size] as? Int
            else { continue }
            bytes += size
        }
        if bytes >= HeapTuning.worthwhileModelBytes { HeapTuning.restart() }
    }
}
