import Foundation
import MogenGenerator
import MogenImport
import MogenModel
import MogenSupport

/// One input of the `config` fuzz target: the bytes of a `mogen.json`, decoded as `mogen generate` decodes the
/// file it finds, and read as each configuration `mogen import` reads. Shared by the fuzz target (Fuzz/) and the regression test that replays saved crash inputs.
enum ConfigurationFuzzing {
    enum Outcome {
        /// The file was accepted: the number of model entries.
        case decoded(models: Int)
        case rejected(DiagnosticError)
    }

    /// The folder the file is taken to be in. The decoder checks that each model it names exists, so the folder
    /// holds a `Model.xcdatamodeld` for entries to name (the seeds do). `Scripts/fuzz` points TMPDIR at its work
    /// directory; tests remove the folder when done.
    static let folder = URL(fileURLWithPath: NSTemporaryDirectory())
        .appendingPathComponent("mogen-fuzz-config-\(ProcessInfo.processInfo.processIdentifier)").path
    static let path = folder + "/mogen.json"

    static func run(_ bytes: [UInt8]) -> Outcome {
        if !FileManager.default.fileExists(atPath: folder + "/Model.xcdatamodeld") {
            try? FileManager.default.createDirectory(
                atPath: folder + "/Model.xcdatamodeld", withIntermediateDirectories: true)
        }
        // The same bytes as the configurations `mogen import` reads: SwiftGen's YAML, mogenerator's arguments and
        // scripts. They must be refused with diagnostics, never crash or hang.
        _ = SwiftGenImport.importConfiguration(bytes, file: "swiftgen.yml")
        _ = MogeneratorImport.importArgumentsFile(bytes, file: ".mogenerator-args")
        _ = MogeneratorImport.importScript(String(decoding: bytes, as: UTF8.self), file: "build.sh")
        do {
            let file = try ConfigurationFile.decode(bytes, path: path)
            return .decoded(models: file.models.count)
        } catch {
            return .rejected(error)
        }
    }
}
