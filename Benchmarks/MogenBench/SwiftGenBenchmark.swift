import Foundation
import MogenGenerator
import MogenModel

/// SwiftGen's `swift5` output through mogen (the built-in `swiftgen-swift5` set with the SwiftGen context), on the
/// largest model of the real-world corpus (`../shared/corpus/models`, skipped with a note when absent) and on the
/// synthesized 1,000-entity model: read + SwiftGen context + render in this process (median), and `mogen generate`
/// as a process, start to exit (median). No target: the figures are to set beside SwiftGen's own, measured the same
/// way (`swiftgen run coredata --templateName swift5 MODEL --output FILE`) on a Mac.
enum SwiftGenBenchmark {
    static func run(mogen: String, directory: String) throws -> Bool {
        guard FileManager.default.isExecutableFile(atPath: mogen) else {
            throw BenchmarkError("no mogen binary at \(mogen); build it with `swift build -c release`")
        }
        guard let templates = TemplateSet.builtIn(named: "swiftgen-swift5") else {
            throw BenchmarkError("the built-in set swiftgen-swift5 is missing")
        }
        print("SwiftGen swift5 through mogen (swiftgen-swift5, --context swiftgen), medians")
        print("   model                                  entities   in process   mogen generate")
        // Column widths: 38, 9, 13, 17.
        var models: [(label: String, path: String)] = []
        if let largest = largestCorpusModel() {
            models.append(("corpus: " + largest.label, largest.path))
        } else {
            print("   note: ../shared/corpus/models is absent; the corpus figure is skipped")
        }
        models.append(("synthesized", try SyntheticModelFile.write(entities: 1_000, in: directory)))
        for (label, path) in models {
            let entityCount = try ModelReader.read(path: path).model.entities.count
            let inProcess = try Measure.median(runs: 11) {
                let model = try ModelReader.read(path: path).model
                let scope = SwiftGenContext.scope(
                    models: try SwiftGenContext.models([model]), parameters: [:], environment: [:])
                _ = try templates.environment.template(named: templates.singleTemplateName).render(scope)
            }
            let output = directory + "/swiftgen-out"
            let process = try Measure.median(runs: 7) {
                let status = ChildProcess.run(mogen, [
                    "generate", path, "--template", "swiftgen-swift5", "--output", output, "--output-file", "Model.swift",
                    "--quiet", "--force",
                ])
                guard status == 0 else { throw BenchmarkError("mogen generate \(path) exited with \(status)") }
            }
            try? FileManager.default.removeItem(atPath: output)
            print("   " + label.padding(toLength: 38, withPad: " ", startingAt: 0) + pad(String(entityCount), 9)
                + pad(Measure.milliseconds(inProcess), 13) + pad(Measure.milliseconds(process), 17))
        }
        return true
    }

    private enum PathLabel {
        static func last(_ path: String) -> String { path.split(separator: "/").last.map(String.init) ?? path }
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        String(repeating: " ", count: max(0, width - text.count)) + text
    }

    /// The corpus model version whose `contents` is largest among those SwiftGen's templates can take (a model they
    /// would turn into code that is not Swift, an entity without a class name, is an error through mogen too), as a
    /// `.xcdatamodel` folder.
    static func largestCorpusModel() -> (label: String, path: String)? {
        let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let corpus = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus/models").path
        guard let enumerator = FileManager.default.enumerator(atPath: corpus) else { return nil }
        var candidates: [(size: Int, relative: String)] = []
        while let relative = enumerator.nextObject() as? String {
            guard relative.hasSuffix(".xcdatamodel/contents"),
                let size = (try? FileManager.default.attributesOfItem(atPath: corpus + "/" + relative))?[.size] as? Int
            else { continue }
            candidates.append((size, relative))
        }
        for candidate in candidates.sorted(by: { ($0.size, $1.relative) > ($1.size, $0.relative) }) {
            let folder = String(candidate.relative.dropLast("/contents".count))
            guard let model = try? ModelReader.read(path: corpus + "/" + folder).model,
                SwiftGenCompatibility.blockingProblems(in: model).isEmpty,
                !ModelNamesInCode.problems(in: model, context: .swiftgen).contains(where: { $0.severity == .error })
            else { continue }
            let label = (folder.split(separator: "/").first.map(String.init) ?? "") + " " + PathLabel.last(folder)
            return (label, corpus + "/" + folder)
        }
        return nil
    }
}
