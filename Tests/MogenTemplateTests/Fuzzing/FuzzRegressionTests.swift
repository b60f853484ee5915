import MogenTemplate
import MogenTestSupport
import Testing

/// The `template` fuzz target's harness without the fuzzer: the inputs it once crashed on or ran away with
/// (Tests/FuzzRegressions/template/) must now render or fail with an error, and the hand-written seeds
/// (Fuzz/Seeds/template/) must render, so that the fuzzer starts from inputs that reach the renderer.
@Suite("Fuzz regressions: templates")
struct TemplateFuzzRegressionTests {
    @Test("saved template inputs render, or fail with an error that says why")
    func template() {
        for input in FuzzInput.regressions("template") {
            let outcomes = TemplateFuzzing.run(input.bytes)
            #expect(outcomes.count == TemplateFuzzing.environments.count, "\(input.name)")
            for case .failed(let error) in outcomes {
                #expect(!"\(error)".isEmpty, "\(input.name)")
            }
        }
    }

    @Test("the template seeds render in both modes, one with the context after its NUL byte")
    func templateSeeds() throws {
        let seeds = FuzzInput.seeds("template")
        #expect(seeds.count == 3)
        for seed in seeds {
            for outcome in TemplateFuzzing.run(seed.bytes) {
                if case .failed(let error) = outcome { Issue.record("\(seed.name): \(error)") }
            }
        }
        let withContext = try #require(seeds.first { $0.bytes.contains(0) })
        guard case .rendered(let output) = TemplateFuzzing.run(withContext.bytes)[0] else { return }
        #expect(output == "one0211,2,3")
    }
}
