import Foundation

/// Where `OutputWriter` stages new contents before renaming them into place: beside each destination, except in an
/// Xcode Run Script phase with user script sandboxing (`ENABLE_USER_SCRIPT_SANDBOXING`, on in new projects since
/// Xcode 15). Its sandbox denies creating any file under the source root that is not a declared output, so a
/// temporary file beside an output fails; the target's temporary directory stays writable (swift-build,
/// `Sources/SWBTaskConstruction/TaskProducerSandboxing.swift`). There mogen stages in `TARGET_TEMP_DIR`, and when that
/// is on another volume than the output, where rename(2) cannot reach, it writes the output in place.
enum StagingDirectory {
    static let current: String? = directory(in: ProcessInfo.processInfo.environment)

    /// The directory to stage in, from a build's environment; nil: beside each destination.
    static func directory(in environment: [String: String]) -> String? {
        guard environment["ENABLE_USER_SCRIPT_SANDBOXING"] == "YES",
            let directory = environment["TARGET_TEMP_DIR"] ?? environment["TEMP_DIR"], !directory.isEmpty
        else { return nil }
        return directory
    }
}
