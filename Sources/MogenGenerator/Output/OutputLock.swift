import Foundation
import MogenSupport

/// A `flock` on each output directory, taken before a run reads what is there and held until its last rename, so
/// that two `mogen generate` runs into one folder take turns: the second plans against the first's finished output
/// (and refuses to replace another model's files, as it would at any other time). Writers lock exclusively, runs
/// that only read (`--check`, `--dry-run`) shared.
///
/// The lock is on the directory's own file descriptor (opened read-only), so nothing is left in the user's folder.
/// Linux and macOS both lock any open file this way, directories included (flock(2): "a shared or exclusive lock
/// can be placed on a file regardless of the mode in which the file was opened" on Linux; Apple's flock(2) locks
/// "the file associated with the file descriptor"). Several directories are locked in the order of their real
/// paths, each once, so two runs never wait for each other in a circle.
public final class OutputLock {
    /// How long a run waits for another run on the same folder before it fails.
    public static let waitLimit: Duration = .seconds(120)
    /// How often a waiting run tries again (`flock` itself cannot wait for a limited time).
    private static let retryInterval: UInt32 = 50_000

    /// The directories that could not be locked (a file system without `flock`), each a warning to print.
    public private(set) var warnings: [Diagnostic] = []
    private var descriptors: [Int32] = []
    /// Directories this run created to lock them, outermost first.
    private var created: [String] = []

    private init() {}

    /// Locks `directories`. For writing, a directory that does not exist yet is created first, so that every run
    /// locks the directory itself (locking its nearest existing parent instead would let a run that created the
    /// directory and one that found it lock different things); `discardCreatedDirectories` removes it again if the
    /// run writes nothing. Directories inside a model are left alone: planning refuses them. Calls `waiting` once
    /// for each directory another run holds, then waits for it up to `waitLimit`.
    public static func acquire(
        _ directories: [String], forWriting: Bool, waitLimit: Duration = waitLimit,
        currentDirectory: String = FileManager.default.currentDirectoryPath, waiting: (String) -> Void
    ) throws(DiagnosticError) -> OutputLock {
        let lock = OutputLock()
        do {
            var targets: [(path: String, realPath: String)] = []
            for directory in Set(directories).sorted()
            where ModelBundleCheck.problems([directory], currentDirectory: currentDirectory).isEmpty {
                if forWriting { try OutputWriter.ensureDirectory(directory, created: &lock.created) }
                guard let realPath = PathText.resolvingLinks(directory) else { continue }
                targets.append((directory, realPath))
            }
            // One lock per directory however it is spelled: two descriptors of one directory in one process would
            // wait for each other.
            var seen: Set<String> = []
            for target in targets.sorted(by: { $0.realPath < $1.realPath }) where seen.insert(target.realPath).inserted {
                try lock.lock(target.path, exclusive: forWriting, waitLimit: waitLimit, waiting: waiting)
            }
        } catch {
            lock.discardCreatedDirectories()
            lock.release()
            throw error
        }
        return lock
    }

    private func lock(
        _ directory: String, exclusive: Bool, waitLimit: Duration, waiting: (String) -> Void
    ) throws(DiagnosticError) {
        let start = ContinuousClock.now
        var hasWaited = false
        while true {
            let descriptor = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            guard descriptor >= 0 else {
                // Removed since (by a run that created it and wrote nothing): a writer makes it again; a reader has
                // nothing to read there, or to keep others from.
                let failure = errno
                if failure == ENOENT {
                    guard exclusive else { return }
                    try OutputWriter.ensureDirectory(directory, created: &created)
                    continue
                }
                warnings.append(cannotLock(directory, String(cString: strerror(failure))))
                return
            }
            let locked = Self.lockWaiting(descriptor, exclusive: exclusive, until: start + waitLimit) {
                if !hasWaited { waiting(directory) }
                hasWaited = true
            }
            switch locked {
            case .locked:
                // A run that created the directory removes it when it writes nothing: then the lock is on a
                // directory no longer at the path, and the one there now is locked again.
                guard Self.isSameDirectory(descriptor, directory) else {
                    close(descriptor)
                    continue
                }
                descriptors.append(descriptor)
                return
            case .timedOut:
                close(descriptor)
                throw DiagnosticError(.error(
                    "another mogen run has held this folder for \(Int(waitLimit.components.seconds)) s, the longest "
                        + "mogen waits; nothing was written: run again when it is done", at: .file(directory), .output))
            case let .unavailable(reason):
                close(descriptor)
                warnings.append(cannotLock(directory, reason))
                return
            }
        }
    }

    /// A file system that cannot lock (some network ones) still gets its files, with a warning.
    private func cannotLock(_ directory: String, _ reason: String) -> Diagnostic {
        .warning(
            "cannot lock this folder (\(reason)): a mogen run writing into it at the same time could mix its files "
                + "with this run's", at: .file(directory), .output)
    }

    private enum Outcome {
        case locked
        case timedOut
        case unavailable(String)
    }

    private static func lockWaiting(
        _ descriptor: Int32, exclusive: Bool, until deadline: ContinuousClock.Instant, waiting: () -> Void
    ) -> Outcome {
        while true {
            if flock(descriptor, (exclusive ? LOCK_EX : LOCK_SH) | LOCK_NB) == 0 { return .locked }
            switch errno {
            case EINTR:
                continue
            case EWOULDBLOCK:
                guard ContinuousClock.now < deadline else { return .timedOut }
                waiting()
                usleep(retryInterval)
            case let failure:
                return .unavailable(String(cString: strerror(failure)))
            }
        }
    }

    private static func isSameDirectory(_ descriptor: Int32, _ path: String) -> Bool {
        var locked = stat(), current = stat()
        return fstat(descriptor, &locked) == 0 && stat(path, &current) == 0
            && locked.st_dev == current.st_dev && locked.st_ino == current.st_ino
    }

    /// Removes the directories this run created that are still empty, innermost first: a run that fails, or writes
    /// nothing, leaves no folder behind. Call it while holding the lock.
    public func discardCreatedDirectories() {
        for directory in created.reversed() { rmdir(directory) }
        created = []
    }

    /// Lets other runs in. Closing a descriptor releases its lock; so does the process ending, however it ends.
    public func release() {
        for descriptor in descriptors { close(descriptor) }
        descriptors = []
    }

    deinit { release() }
}
