import Foundation

/// Values a command is done with, kept until the process exits instead of being freed.
///
/// Freeing a large model's schema, template context and generated text (millions of small objects) takes tens of
/// milliseconds that exiting does at once, as clang's `-disable-free` does. Only the tool's entry point turns this
/// on, right before running the one command it exits after; in-process callers, such as tests, free everything as
/// usual.
final class ExitWithoutTeardown: @unchecked Sendable {
    static let shared = ExitWithoutTeardown()

    // Guarded by `lock`.
    private var isEnabled = false
    private var kept: [Any] = []
    private let lock = NSLock()

    /// From now on, `keep` keeps values until the process exits.
    func enable() {
        lock.lock()
        defer { lock.unlock() }
        isEnabled = true
    }

    /// Keeps `value` alive until the process exits, if enabled; otherwise does nothing.
    func keep(_ value: Any) {
        lock.lock()
        defer { lock.unlock() }
        if isEnabled { kept.append(value) }
    }
}
