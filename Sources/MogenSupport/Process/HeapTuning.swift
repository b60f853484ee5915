#if canImport(Glibc)
import Glibc
#endif

/// On Linux, glibc's `malloc` set up for a short process that allocates a lot: its heaps backed by transparent huge
/// pages, and grown 64 MiB at a time.
///
/// Generating from a 1,000-entity model touches about 100 MB. In 4 KiB pages that is 26,000 page faults, and a fifth
/// of the process's CPU time goes to the kernel mapping and zeroing pages; with these settings it is about 1,100
/// faults and the whole run takes a fifth less time. glibc reads its tunables only when a process starts
/// (`GLIBC_TUNABLES`, https://www.gnu.org/software/libc/manual/html_node/Memory-Allocation-Tunables.html; `hugetlb`
/// needs glibc 2.35, and older ones ignore it), so the tool restarts itself with them set (`restart()`), and the
/// restarted process removes them from its environment first thing (`finishRestart()`): programs it starts see the
/// environment it was given.
///
/// Nothing happens when the user has set `GLIBC_TUNABLES` (even to nothing, which is how to turn this off), when the
/// kernel's transparent huge pages are off, or when the process was restarted already. On other platforms nothing
/// happens at all.
package enum HeapTuning {
    /// `hugetlb=1` makes `malloc` advise the kernel to back its heaps with transparent huge pages; `top_pad` grows the
    /// heap 64 MiB at a time, so that what it advises is large enough to be backed by them.
    package static let glibcTunables = "glibc.malloc.hugetlb=1:glibc.malloc.top_pad=67108864"

    /// A restart costs about 8 ms (the Swift runtime and Foundation are loaded again), which the saved page faults
    /// repay from about this much model XML on (some 400 entities of the benchmark's model).
    package static let worthwhileModelBytes = 1 << 20

    /// Set in the restarted process's environment only, and removed from it at once.
    static let restartMarker = "MOGEN_HEAP_TUNING_RESTART"

    /// Whether this process is the restarted one. The first read (`finishRestart()`) removes the variables the restart
    /// set.
    package static let isRestarted: Bool = {
        #if os(Linux)
        guard getenv(restartMarker) != nil else { return false }
        unsetenv(restartMarker)
        unsetenv("GLIBC_TUNABLES")
        return true
        #else
        return false
        #endif
    }()

    /// Call first thing in `main`, before anything reads the environment.
    package static func finishRestart() {
        _ = isRestarted
    }

    /// Replaces the process with the same program and arguments, started with `glibcTunables`; returns when there is
    /// nothing to do (see the type's documentation) or the restart fails. Call only where nothing has been printed or
    /// changed yet: the restarted process does everything again.
    package static func restart() {
        #if os(Linux)
        guard !isRestarted, getenv("GLIBC_TUNABLES") == nil, transparentHugePagesAreAvailable() else { return }
        setenv("GLIBC_TUNABLES", glibcTunables, 1)
        setenv(restartMarker, "1", 1)
        execv("/proc/self/exe", CommandLine.unsafeArgv)
        // Still here: the restart failed. Carry on as started.
        unsetenv(restartMarker)
        unsetenv("GLIBC_TUNABLES")
        #endif
    }

    #if os(Linux)
    /// Whether the kernel backs memory that asks for it with huge pages: `[always]` or `[madvise]` selected in
    /// `/sys/kernel/mm/transparent_hugepage/enabled`, not `[never]` (or no such file).
    private static func transparentHugePagesAreAvailable() -> Bool {
        guard let file = fopen("/sys/kernel/mm/transparent_hugepage/enabled", "r") else { return false }
        defer { fclose(file) }
        var buffer = [CChar](repeating: 0, count: 128)
        guard fgets(&buffer, Int32(buffer.count), file) != nil else { return false }
        let setting = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return setting.contains("[always]") || setting.contains("[madvise]")
    }
    #endif
}
