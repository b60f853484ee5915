import Foundation
import MogenGenerator
import MogenModel
import MogenSupport
import MogenTemplate
import MogenTestSupport
import Testing

@Suite("template limits as settings", .temporaryDirectories)
struct TemplateLimitSettingTests {
    private func decode(_ text: String) throws -> Result<ConfigurationFile, DiagnosticError> {
        let directory = try TemporaryDirectory.make(with: ["M.xcdatamodel/contents": "<model/>"])
        do {
            return .success(try ConfigurationFile.decode(Array(text.utf8), path: directory + "/mogen.json"))
        } catch {
            return .failure(error)
        }
    }

    @Test("mogen.json sets limits at the top level and per model; each layer overrides limit by limit")
    func layers() throws {
        let file = try decode("""
            {
              "templateLimits": { "iterations": 5, "nesting": 7 },
              "models": [ { "model": "M.xcdatamodel", "templateLimits": { "nesting": 9 } } ]
            }
            """).get()
        var commandLine = GenerationSettings()
        commandLine.templateLimits = ["outputBytes": 1_000]
        let settings = try #require(file.models.first).settings.overlaid(with: commandLine)
        #expect(settings.templateLimits == ["iterations": 5, "nesting": 9, "outputBytes": 1_000])
        let limits = TemplateLimitSetting.limits(settings.templateLimits ?? [:])
        #expect(limits == TemplateLimits(
            maximumOutputBytes: 1_000, maximumIterations: 5, maximumNesting: 9,
            maximumExpressionDepth: TemplateLimits.default.maximumExpressionDepth))
    }

    @Test("an unknown limit is an error at its key, with a suggestion; a value that is not a positive whole number at the value")
    func errors() throws {
        let result = try decode("""
            {
              "templateLimits": { "iteration": 5, "nesting": 0, "outputBytes": "big" },
              "models": [ { "model": "M.xcdatamodel" } ]
            }
            """)
        guard case let .failure(error) = result else {
            Issue.record("expected errors")
            return
        }
        let messages = error.diagnostics.map { "\($0.location?.line ?? 0):\($0.location?.column ?? 0): \($0.message)" }
        #expect(messages.contains("2:23: unknown template limit 'iteration'; did you mean 'iterations'? "
            + "the limits are outputBytes, iterations, nesting, expressionDepth"))
        #expect(messages.contains("2:50: the template limit 'nesting' must be a whole number of at least 1"))
        #expect(messages.contains("2:68: the template limit 'outputBytes' must be a whole number of at least 1"))
    }

    @Test("the command line's name=number")
    func commandLine() throws {
        let parsed = try TemplateLimitSetting.parse("expressionDepth=12", option: Setting.templateLimits.option.name).get()
        #expect(parsed.name == "expressionDepth" && parsed.value == 12)
        for bad in ["expressionDepth", "expressionDepth=", "expressionDepth=-1", "depth=3", "nesting=1e3"] {
            guard case .failure = TemplateLimitSetting.parse(bad, option: Setting.templateLimits.option.name) else {
                Issue.record("\(bad) was accepted")
                continue
            }
        }
    }

    @Test("the limits reach the template set a request renders with")
    func request() throws {
        var settings = GenerationSettings()
        settings.templateLimits = ["iterations": 3]
        let request = try settings.request(modelPath: "M.xcdatamodel")
        #expect(request.templates.environment.limits.maximumIterations == 3)
    }
}
