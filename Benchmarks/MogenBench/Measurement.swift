import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Timing and memory helpers for the benchmarks.
enum Measure {
    /// Wall-clock seconds of `body`, the median of `runs` runs.
    static func median(runs: Int, _ body: () throws -> Void) rethrows -> Double {
        var times: [Double] = []
        for _ in 0..<runs {
            let start = DispatchTime.now().uptimeNanoseconds
            try body()
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        times.sort()
        return times[times.count / 2]
    }

    /// The peak resident memory of this process so far, in bytes.
    static func peakResidentBytes() -> Int {
        var usage = rusage()
        #if os(Linux)
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Int(usage.ru_maxrss) * 1024
        #else
        getrusage(RUSAGE_SELF, &usage)
        return Int(usage.ru_maxrss)
        #endif
    }

    static func milliseconds(_ seconds: Double) -> String { String(format: "%.1f ms", seconds * 1000) }
    static func microseconds(_ seconds: Double) -> String { String(format: "%.1f µs", seconds * 1e6) }
    static func megabytes(_ bytes: Int) -> String { String(format: "%.1f MB", Double(bytes) / 1_048_576) }
}
