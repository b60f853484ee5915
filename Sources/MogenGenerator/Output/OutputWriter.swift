import Foundation
import MogenModel
import MogenSupport

/// Carries out an `OutputPlan` in two phases, so that a failure leaves the previous output as it was:
/// 1. every new content goes to a temporary file in its destination's directory (creating missing directories);
///    if any of that fails, the temporary files and created directories are removed and nothing else has changed;
/// 2. each temporary file is renamed over its destination (atomic: a reader or a killed run never sees a truncated
///    file), and orphans are deleted when pruning.
/// Temporary files that a killed run left behind (their process is gone) are removed at the end.
public enum OutputWriter {
    /// What a write did.
    public struct Report: Sendable, Equatable {
        /// Files created or rewritten.
        public var written: [String] = []
        /// Orphans deleted (`prune`).
        public var deleted: [String] = []
        /// Temporary files of killed runs removed.
        public var removedTemporaries: [String] = []
    }

    /// Writes what the plan creates or updates and, with `prune`, deletes its orphans.
    public static func apply(_ plan: OutputPlan, prune: Bool = false) throws(DiagnosticError) -> Report {
        var createdDirectories: [String] = []
        var staged: [(temporary: String, entry: OutputPlan.Entry)] = []
        do {
            var knownDirectories = Set<String>()
            for entry in plan.changes {
                let directory = PathText.deletingLastComponent(entry.file.path)
                if knownDirectories.insert(directory).inserted {
                    try ensureDirectory(directory, created: &createdDirectories)
                }
                staged.append((try stage(entry.file.contents, for: entry.file.path), entry))
            }
        } catch {
            for item in staged { unlink(item.temporary) }
            for directory in createdDirectories.reversed() { rmdir(directory) }
            throw error
        }

        var report = Report()
        var failures: [Diagnostic] = []
        for (temporary, entry) in staged {
            switch commit(temporary, to: entry.file.path, createOnly: entry.file.ownership == .human) {
            case .written: report.written.append(entry.file.path)
            case .existed: break
            case let .failed(problem): failures.append(problem)
            }
        }
        if prune {
            for orphan in plan.orphans {
                // The file could have changed since planning: delete it only if it still is the same file.
                guard FileManager.default.contents(atPath: orphan.path).map({ String(decoding: $0, as: UTF8.self) })
                    == orphan.existing
                else { continue }
                if unlink(orphan.path) == 0 {
                    report.deleted.append(orphan.path)
                } else if errno != ENOENT {
                    failures.append(.error("cannot delete the orphaned file: \(String(cString: strerror(errno)))",
                        at: .file(orphan.path), .output))
                }
            }
        }
        for path in plan.staleTemporaries where removeStaleTemporary(path) { report.removedTemporaries.append(path) }
        if !failures.isEmpty { throw DiagnosticError(failures) }
        return report
    }

    /// The error for an output directory that exists and is not a directory (planning reports it too).
    static func notADirectory(_ directory: String) -> Diagnostic {
        .error("is not a directory, so nothing can be written in it", at: .file(directory), .output)
    }

    /// Creates `directory` and its missing ancestors, recording those it created (outermost first).
    static func ensureDirectory(_ directory: String, created: inout [String]) throws(DiagnosticError) {
        var status = stat()
        if stat(directory, &status) == 0 {
            guard (status.st_mode & S_IFMT) == S_IFDIR else { throw DiagnosticError(notADirectory(directory)) }
            return
        }
        let parent = PathText.deletingLastComponent(directory)
        if parent != directory { try ensureDirectory(parent, created: &created) }
        if mkdir(directory, 0o755) == 0 {
            created.append(directory)
        } else if errno != EEXIST {
            // EEXIST: another run created it meanwhile, which is fine.
            throw DiagnosticError(.error(
                "cannot create the output directory: \(String(cString: strerror(errno)))", at: .file(directory), .output))
        }
    }

    /// Removes a killed run's temporary file, checking again that its process is gone; whether it was removed.
    static func removeStaleTemporary(_ path: String) -> Bool {
        guard let pid = TemporaryFileName.writer(of: PathText.lastComponent(path)), !TemporaryFileName.isRunning(pid)
        else { return false }
        return unlink(path) == 0
    }

    /// Temporary names: the process id keeps concurrent runs apart, the counter files within a run.
    private static let temporaryCounter = TemporaryCounter()
    private static let processIdentifier = getpid()

    /// Writes `contents` to a new temporary file beside `path` (or in the staging directory of a sandboxed Xcode
    /// build, `StagingDirectory`); returns the temporary file's path.
    static func stage(_ contents: String, for path: String) throws(DiagnosticError) -> String {
        let directory = StagingDirectory.current ?? PathText.deletingLastComponent(path)
        let temporary = PathText.join(directory, TemporaryFileName.make(
            for: PathText.lastComponent(path), pid: processIdentifier, counter: temporaryCounter.next()))
        if let problem = writeNewFile(temporary, contents) {
            throw DiagnosticError(.error("cannot write in the output directory: \(problem)", at: .file(directory), .output))
        }
        return temporary
    }

    enum CommitOutcome {
        case written
        /// `createOnly`, and the file exists (created by the user or another run since planning).
        case existed
        case failed(Diagnostic)
    }

    /// Moves a staged file to `path`. With `createOnly`, an existing file is left as it is: link(2) fails if the
    /// destination exists, so a file the user created meanwhile is never replaced.
    static func commit(_ temporary: String, to path: String, createOnly: Bool) -> CommitOutcome {
        var succeeded = createOnly ? link(temporary, path) == 0 : rename(temporary, path) == 0
        var failure = errno
        // Staged on another volume (`StagingDirectory`): the contents are copied into place instead.
        let copies = !succeeded && failure == EXDEV
        if copies {
            succeeded = copy(temporary, to: path, createOnly: createOnly)
            failure = errno
        }
        // After a link, a copy or a failure, the temporary name is left over.
        if createOnly || !succeeded || copies { unlink(temporary) }
        if succeeded { return .written }
        if createOnly, failure == EEXIST { return .existed }
        return .failed(.error("cannot write the file: \(String(cString: strerror(failure)))", at: .file(path), .output))
    }

    /// Writes the contents of `temporary` at `path`, in place: created (`createOnly`: only if nothing is there), or
    /// truncated and rewritten. Not atomic, which only a rename on one volume is. Sets errno on failure.
    private static func copy(_ temporary: String, to path: String, createOnly: Bool) -> Bool {
        guard let contents = FileManager.default.contents(atPath: temporary) else { return false }
        guard let failure = contents.withUnsafeBytes({ write($0, to: path, flags: O_CREAT | (createOnly ? O_EXCL : O_TRUNC)) })
        else { return true }
        errno = failure.code
        return false
    }

    /// Creates `path` (which must not exist) with `contents`, using plain POSIX calls. The rename that follows is
    /// what makes the write atomic for other processes. The file is not synced to disk: for the 2,001 files of a
    /// 1,000-entity model, fsync doubled the run's time (3.2 s → 6.2 s), and what a system crash can leave (an empty
    /// file) the next run replaces. Returns the reason on failure.
    static func writeNewFile(_ path: String, _ contents: String) -> String? {
        // The string's own UTF-8 (a generated file can be megabytes; a copy costs its size in page faults).
        var contents = contents
        guard let failure = contents.withUTF8({ write(UnsafeRawBufferPointer($0), to: path, flags: O_CREAT | O_EXCL) })
        else { return nil }
        // A file this call did not create is not its to remove.
        if failure.afterOpening { unlink(path) }
        return String(cString: strerror(failure.code))
    }

    /// Opens `path` for writing with `flags` (creating it with mode 0644), writes all of `bytes` and closes it; the
    /// first failure's errno, and whether the file was open by then, or nil when everything was written.
    private static func write(
        _ bytes: UnsafeRawBufferPointer, to path: String, flags: Int32
    ) -> (code: Int32, afterOpening: Bool)? {
        let descriptor = open(path, O_WRONLY | flags, 0o644)
        guard descriptor >= 0 else { return (errno, false) }
        var failure: Int32?
        var offset = 0
        while offset < bytes.count {
            let written = Foundation.write(descriptor, bytes.baseAddress.map { $0 + offset }, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                failure = errno
                break
            }
            offset += written
        }
        if close(descriptor) != 0, failure == nil { failure = errno }
        return failure.map { ($0, true) }
    }

    private final class TemporaryCounter: @unchecked Sendable {
        // Guarded by `lock`.
        private var value = 0
        private let lock = NSLock()

        func next() -> Int {
            lock.lock()
            defer { lock.unlock() }
            value += 1
            return value
        }
    }
}
