import Foundation
import MogenGenerator
import MogenModel
import MogenSupport

/// One input of the `generated-code` fuzz target, and of the tests that check generated code with Swift's parser:
/// the code every built-in template set generates for a model. An input that starts with `<` is a model's `contents`
/// (mutated from real models); any other input is text that `HostileModel` puts into every text field of a model,
/// which is generated together with its harmless twin. The fuzz target (Fuzz/) and the tests both call `run`, and
/// check what it returns with `GeneratedCodeInvariant`.
enum GeneratedCodeFuzzing {
    /// One way of generating: a template set, a layout, the optional files.
    struct Configuration: CustomStringConvertible, Sendable {
        let templateSet: String
        let layout: Layout
        let optionalOutputs: [OptionalOutput]

        var description: String {
            "\(templateSet) \(layout)" + optionalOutputs.map { " " + $0.option }.joined()
        }
    }

    /// Every built-in set in each layout it has, with the optional files where it renders them.
    static let configurations: [Configuration] = [
        Configuration(templateSet: "swift", layout: .pair, optionalOutputs: OptionalOutput.allCases),
        Configuration(templateSet: "swift", layout: .single, optionalOutputs: OptionalOutput.allCases),
        Configuration(templateSet: "swiftdata", layout: .pair, optionalOutputs: []),
        Configuration(templateSet: "swiftdata", layout: .single, optionalOutputs: []),
        Configuration(templateSet: "mogenerator", layout: .pair, optionalOutputs: OptionalOutput.allCases),
        Configuration(templateSet: "mogenerator", layout: .single, optionalOutputs: []),
        Configuration(templateSet: "swiftgen-swift5", layout: .single, optionalOutputs: []),
    ]

    /// The Swift text of one generation: its files in the order they were rendered, then the type stand-ins
    /// (`mogen dump --type-stubs`), which are code too. Nil when the model was refused.
    struct Code: Sendable {
        let files: [(name: String, text: String)]
    }

    enum Outcome {
        /// A hostile text: for each configuration, the code of the hostile model and of its twin (nil where refused).
        case hostile(HostileModel, [(Configuration, hostile: Code?, twin: Code?)])
        /// A model's contents: for each configuration, its code (nil where refused).
        case model([(Configuration, Code?)])
    }

    /// The configuration the fuzz target generates an input with: one per input, chosen by its bytes, so that each
    /// run costs one generation (two for a hostile text) and the corpus covers every configuration.
    static func configuration(for bytes: [UInt8]) -> Configuration {
        configurations[Int(bytes.reduce(UInt32(2_166_136_261)) { ($0 ^ UInt32($1)) &* 16_777_619 } % UInt32(configurations.count))]
    }

    static func run(_ bytes: [UInt8], in configurations: [Configuration] = configurations) -> Outcome {
        // A folder of its own for each run (tests run several at once), removed when done; `Scripts/fuzz` points
        // TMPDIR at its work directory.
        let folder = URL(fileURLWithPath: NSTemporaryDirectory())
            .appendingPathComponent("mogen-fuzz-generated-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        if bytes.first == UInt8(ascii: "<") {
            let path = folder + "/Fuzz.xcdatamodel"
            guard (try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)) != nil,
                FileManager.default.createFile(atPath: path + "/contents", contents: Data(bytes))
            else { fatalError("cannot write the fuzz input under \(folder)") }
            return .model(configurations.map { ($0, generate(path, $0, outputIn: folder)) })
        }
        let model = HostileModel(text: String(decoding: bytes, as: UTF8.self))
        let twin = model.twin
        let paths: [String]
        do {
            paths = [try model.write(into: folder + "/hostile"), try twin.write(into: folder + "/twin")]
        } catch {
            fatalError("cannot write the hostile models under \(folder): \(error)")
        }
        return .hostile(model, configurations.map {
            ($0, generate(paths[0], $0, outputIn: folder), generate(paths[1], $0, outputIn: folder))
        })
    }

    /// The code `configuration` generates for the model at `path`, or nil when mogen refuses it.
    static func generate(_ path: String, _ configuration: Configuration, outputIn folder: String) -> Code? {
        guard let templates = TemplateSet.builtIn(named: configuration.templateSet) else {
            fatalError("no built-in template set \(configuration.templateSet)")
        }
        let request = GenerationRequest(
            modelPath: path, layout: configuration.layout, templates: templates,
            directories: OutputDirectories(folder + "/out"), optionalOutputs: configuration.optionalOutputs,
            contextKind: templates.manifest.context ?? .mogen)
        guard case let .success(result) = Generator.generate(request) else { return nil }
        var files = result.files.map { ($0.relativePath, $0.contents) }
        files.append(("TypeStubs.swift", TypeStubs.source(for: result.model, context: result.context)))
        return Code(files: files)
    }
}
