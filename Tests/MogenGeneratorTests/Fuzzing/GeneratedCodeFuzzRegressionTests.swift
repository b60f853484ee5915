import Foundation
import MogenTestSupport
import Testing

/// The `generated-code` fuzz target's harness without the fuzzer: its seeds (Fuzz/Seeds/generated-code/, hostile
/// texts) and the inputs it once found (Tests/FuzzRegressions/generated-code/) generate code that holds the invariant
/// the target checks, read by Swift's parser through `Scripts/syntax-outline`.
@Suite("Fuzz regressions: generated code", .tags(.slow), .temporaryDirectories)
struct GeneratedCodeFuzzRegressionTests {
    @Test("the seeds and saved inputs generate code that parses, runs nothing at file scope, and keeps model text in comments and literals")
    func savedInputs() throws {
        let inputs = FuzzInput.seeds("generated-code") + FuzzInput.regressions("generated-code")
        #expect(inputs.count >= 7)
        for input in inputs {
            let problems = try GeneratedCodeInvariant.problems(in: GeneratedCodeFuzzing.run(input.bytes)) {
                try SyntaxOutlineTool.outlines(of: $0)
            }
            #expect(problems.isEmpty, "\(input.name): \(problems.prefix(5))")
        }
    }
}
