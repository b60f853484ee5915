import Foundation
import MogenModel
import MogenSupport

/// One input of the `model-reader` fuzz target: the bytes of a model's `contents` file, read and validated as
/// `mogen lint` reads and validates it. The fuzz target (Fuzz/) and the regression test that replays saved crash
/// inputs both call `run`, so a saved input goes through exactly the code the fuzzer ran.
enum ModelReaderFuzzing {
    enum Outcome {
        /// The model was read; the reader's and the validator's diagnostics.
        case read([Diagnostic])
        /// The model could not be read.
        case rejected(DiagnosticError)
    }

    /// The folder the input is written into, as `Fuzz.xcdatamodel/contents`. `ModelReader` has no public entry
    /// taking bytes, and `read(xml:)` would skip the reader's own decoding of the bytes (encodings, byte order marks),
    /// so each input goes through the path `mogen lint` takes for a `contents` file. `Scripts/fuzz` points TMPDIR at
    /// its work directory; tests remove the folder when done.
    static let folder = URL(fileURLWithPath: NSTemporaryDirectory())
        .appendingPathComponent("mogen-fuzz-model-\(ProcessInfo.processInfo.processIdentifier)").path
    static let contentsPath = folder + "/Fuzz.xcdatamodel/contents"

    static func run(_ bytes: [UInt8]) -> Outcome {
        let fileManager = FileManager.default
        if !fileManager.createFile(atPath: contentsPath, contents: Data(bytes)) {
            // The folder is made on first use, and again after a test removed it.
            try? fileManager.createDirectory(atPath: folder + "/Fuzz.xcdatamodel", withIntermediateDirectories: true)
            guard fileManager.createFile(atPath: contentsPath, contents: Data(bytes)) else {
                fatalError("cannot write the fuzz input to \(contentsPath)")
            }
        }
        let result: ModelReader.Result
        do {
            result = try ModelReader.read(path: contentsPath)
        } catch {
            return .rejected(error)
        }
        // Both rule sets: the CloudKit rules run only for models marked as used with CloudKit, or with --cloudkit.
        var diagnostics = result.diagnostics
        for forceCloudKit in [false, true] {
            diagnostics += ModelValidator.validate(result.model, options: .init(forceCloudKit: forceCloudKit))
        }
        return .read(diagnostics)
    }
}
