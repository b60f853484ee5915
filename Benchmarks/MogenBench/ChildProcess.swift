import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a program and waits for it with posix_spawn and wait4. Foundation's `Process.waitUntilExit` notices the
/// exit only at its next poll (every 50 ms on Linux), which would round every measured run up to a multiple of 50 ms.
enum ChildProcess {
    struct Outcome {
        /// The exit status; nil when the program could not start or was ended by a signal.
        var status: Int32?
        /// The signal that ended it, if one did.
        var signal: Int32?
        var seconds: Double
        /// The child's own peak resident memory.
        var peakBytes: Int
        /// Whether it was killed for running past its deadline.
        var timedOut = false
    }

    /// Runs `executable` with `arguments`, its output discarded; returns the exit status (-1 when it could not
    /// start or did not exit normally).
    static func run(_ executable: String, _ arguments: [String]) -> Int32 {
        measure(executable, arguments).status ?? -1
    }

    /// Runs `executable` with `arguments`, its output discarded, and measures it. With a deadline, a child still
    /// running after that many seconds is killed (polling every millisecond, so only hostile runs take one).
    static func measure(_ executable: String, _ arguments: [String], deadline: Double? = nil) -> Outcome {
        #if os(Linux)
        var actions = posix_spawn_file_actions_t()
        #else
        var actions: posix_spawn_file_actions_t?
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let start = DispatchTime.now().uptimeNanoseconds
        var pid = pid_t()
        guard posix_spawn(&pid, executable, &actions, nil, argv, environ) == 0 else {
            return Outcome(status: nil, signal: nil, seconds: 0, peakBytes: 0)
        }
        var status: Int32 = 0
        var usage = rusage()
        var timedOut = false
        while true {
            let waited = wait4(pid, &status, deadline == nil ? 0 : WNOHANG, &usage)
            if waited == pid { break }
            if waited == -1, errno != EINTR { return Outcome(status: nil, signal: nil, seconds: 0, peakBytes: 0) }
            if waited == 0, let deadline {
                if Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 > deadline, !timedOut {
                    kill(pid, SIGKILL)
                    timedOut = true
                }
                usleep(1_000)
            }
        }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        #if os(Linux)
        let peak = Int(usage.ru_maxrss) * 1024
        #else
        let peak = Int(usage.ru_maxrss)
        #endif
        // WIFEXITED / WEXITSTATUS / WTERMSIG, which Swift does not import.
        let signal = status & 0x7f
        return Outcome(
            status: signal == 0 ? (status >> 8) & 0xff : nil, signal: signal == 0 ? nil : signal, seconds: seconds,
            peakBytes: peak, timedOut: timedOut)
    }
}
