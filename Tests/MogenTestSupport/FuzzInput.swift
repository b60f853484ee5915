import Foundation

/// Inputs of a fuzz target read from the checkout, for the tests that run them through the target's harness without
/// the fuzzer.
public struct FuzzInput {
    public let name: String
    public let bytes: [UInt8]

    /// The inputs `target` once crashed on (or hung on), in `Tests/FuzzRegressions/<target>/`.
    public static func regressions(_ target: String) -> [FuzzInput] {
        load(from: TestPackage.path("Tests/FuzzRegressions/" + target))
    }

    /// The seeds written for `target` by hand, in `Fuzz/Seeds/<target>/`.
    public static func seeds(_ target: String) -> [FuzzInput] {
        load(from: TestPackage.path("Fuzz/Seeds/" + target))
    }

    private static func load(from directory: String) -> [FuzzInput] {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [])
            .filter { !$0.hasPrefix(".") }.sorted()
        return names.compactMap { name in
            guard let data = FileManager.default.contents(atPath: directory + "/" + name) else { return nil }
            return FuzzInput(name: name, bytes: [UInt8](data))
        }
    }
}
