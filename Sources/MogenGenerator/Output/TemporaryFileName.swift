import Foundation
import MogenModel
import MogenSupport

/// The names of the temporary files `OutputWriter` stages new contents in, `.<file name>.mogen-<pid>-<counter>`
/// beside the destination, and the recognition of those a killed run left behind.
enum TemporaryFileName {
    static let marker = ".mogen-"

    /// The temporary name for `fileName`, written by process `pid`. The file name is cut (at a character) when the
    /// whole would be longer than a file name may be.
    static func make(for fileName: String, pid: pid_t, counter: Int) -> String {
        let suffix = "\(marker)\(pid)-\(counter)"
        let budget = FileNameLengthCheck.maximumBytes - 1 - suffix.utf8.count
        var kept = String.UnicodeScalarView()
        var used = 0
        for scalar in fileName.unicodeScalars {
            used += scalar.utf8.count
            if used > budget { break }
            kept.append(scalar)
        }
        return "." + String(kept) + suffix
    }

    /// The process that wrote `name`, when `name` has exactly the form of mogen's temporaries.
    static func writer(of name: String) -> pid_t? {
        guard name.hasPrefix("."), let markerRange = name.range(of: marker, options: .backwards),
            markerRange.lowerBound > name.startIndex
        else { return nil }
        let fileName = name[name.index(after: name.startIndex)..<markerRange.lowerBound]
        let numbers = name[markerRange.upperBound...].split(separator: "-", omittingEmptySubsequences: false)
        guard !fileName.isEmpty, numbers.count == 2,
            numbers.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
            let pid = pid_t(numbers[0]), pid > 0, Int(numbers[1]) != nil
        else { return nil }
        return pid
    }

    /// Whether process `pid` exists: signal 0 checks without sending anything; EPERM means it exists but belongs to
    /// another user.
    static func isRunning(_ pid: pid_t) -> Bool {
        kill(pid, 0) == 0 || errno == EPERM
    }

    /// The temporaries in `directories` whose writer is no longer running: left by a run that was killed while
    /// writing. Only regular files are listed; a running process's temporaries never are.
    static func stale(in directories: [String]) -> [String] {
        var found: [String] = []
        var seen = Set<String>()
        // One directory can be spelled several ways (`out`, `./out`): each is listed once.
        for directory in directories.sorted() where seen.insert(PathText.absolute(directory)).inserted {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
            for name in names.sorted() {
                guard let pid = writer(of: name), !isRunning(pid) else { continue }
                let path = PathText.join(directory, name)
                var status = stat()
                if lstat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG { found.append(path) }
            }
        }
        return found
    }
}
