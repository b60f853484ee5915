/// What must hold of generated code, checked on its `SyntaxOutline`s: by the tests over the samples, `Tests/Models`,
/// the corpus and hostile models, and by the `generated-code` fuzz target.
enum GeneratedCodeInvariant {
    /// Everything wrong with what `GeneratedCodeFuzzing.run` generated, each file outlined by `outline` (swift-syntax
    /// in the fuzz target, `Scripts/syntax-outline` in the tests): every file parses with nothing at file scope; a
    /// hostile model and its twin are both generated or both refused, and their code differs only inside comments and
    /// string literals.
    static func problems(
        in outcome: GeneratedCodeFuzzing.Outcome, outline: ([(name: String, text: String)]) throws -> [SyntaxOutline]
    ) rethrows -> [String] {
        var problems: [String] = []
        switch outcome {
        case let .model(generated):
            for (configuration, code) in generated {
                guard let code else { continue }
                for (file, fileOutline) in zip(code.files, try outline(code.files)) {
                    problems += self.problems(in: fileOutline, file: file.name).map { "\(configuration): \($0)" }
                }
            }
        case let .hostile(model, generated):
            for (configuration, hostile, twin) in generated {
                guard let hostile, let twin else {
                    if (hostile == nil) != (twin == nil) {
                        problems.append("\(configuration): the model with \(model.text.debugDescription) "
                            + (hostile == nil ? "is refused, its twin is not" : "generates, its twin is refused"))
                    }
                    continue
                }
                let outlines = try outline(hostile.files + twin.files)
                let named = zip((hostile.files + twin.files).map(\.name), outlines).map { (name: $0, outline: $1) }
                let hostileOutlines = Array(named.prefix(hostile.files.count))
                for (name, fileOutline) in hostileOutlines {
                    problems += self.problems(in: fileOutline, file: name).map { "\(configuration): \($0)" }
                }
                problems += differences(hostile: hostileOutlines, twin: Array(named.dropFirst(hostile.files.count)))
                    .map { "\(configuration) with \(model.text.debugDescription): \($0)" }
            }
        }
        return problems
    }

    /// What is wrong with one generated file on its own: it does not parse, or it has code at file scope (where a
    /// generated file has only imports and declarations, code there would run).
    static func problems(in outline: SyntaxOutline, file: String) -> [String] {
        outline.errors.map { "\(file):\($0)" }
            + outline.fileScopeStatements.map { "\(file):\($0): a statement at file scope" }
    }

    /// Where the code of a hostile model differs from its twin's other than inside comments and string literals:
    /// there the hostile text left a comment or a literal, or changed what was declared. Files are paired in the
    /// order they were generated (their names differ with the model's name).
    static func differences(hostile: [(name: String, outline: SyntaxOutline)], twin: [(name: String, outline: SyntaxOutline)])
        -> [String]
    {
        guard hostile.count == twin.count else {
            return ["the hostile model generates \(hostile.count) files, its twin \(twin.count)"]
        }
        var differences: [String] = []
        for (left, right) in zip(hostile, twin) {
            if left.outline.declarations != right.outline.declarations {
                let added = left.outline.declarations.filter { !right.outline.declarations.contains($0) }
                let missing = right.outline.declarations.filter { !left.outline.declarations.contains($0) }
                differences.append("\(left.name): declarations differ from \(right.name)'s; only in the hostile "
                    + "model's: \(added.prefix(5)); only in the twin's: \(missing.prefix(5))")
            } else if left.outline.shape != right.outline.shape {
                let common = min(left.outline.shape.count, right.outline.shape.count)
                let index = (0..<common).first { left.outline.shape[$0] != right.outline.shape[$0] } ?? common
                let excerpt = { (shape: [String]) in shape[max(0, index - 8)..<min(shape.count, index + 8)].joined(separator: " ") }
                differences.append("\(left.name): code differs from \(right.name)'s outside comments and literals, "
                    + "at token \(index): \(excerpt(left.outline.shape)) | \(excerpt(right.outline.shape))")
            }
        }
        return differences
    }
}
