import Foundation

/// Inputs of a fuzz target read from the checkout, for the tests that run them through the target's harness without
/// the fuzzer. The same file serves the three test targets (the other two link to it).
struct FuzzInput {
    let name: String
    let bytes: [UInt8]

    /// The inputs `target` once crashed on (or hung on), in `Tests/FuzzRegressions/<target>/`.
    static func regressions(_ target: String) -> [FuzzInput] {
        load(from: checkout.appendingPathComponent("Tests/FuzzRegressions/" + target))
    }

    /// The seeds written for `target` by hand, in `Fuzz/Seeds/<target>/`.
    static func seeds(_ target: String) -> [FuzzInput] {
        load(from: checkout.appendingPathComponent("Fuzz/Seeds/" + target))
    }

    /// The checkout's root: this file is in Tests/<target>/Fuzzing/.
    private static let checkout = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private static func load(from directory: URL) -> [FuzzInput] {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
            .filter { !$0.hasPrefix(".") }.sorted()
        return names.compactMap { name in
            guard let data = FileManager.default.contents(atPath: directory.appendingPathComponent(name).path) else {
                return nil
            }
            return FuzzInput(name: name, bytes: [UInt8](data))
        }
    }
}
