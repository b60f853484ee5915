import Foundation
import MogenGenerator
import MogenTemplate
import MogenTestSupport
import Testing

/// The template context is an API: every key templates can read is documented in Docs/TemplateContext.md, and
/// everything documented exists.
@Suite("Template context documentation")
struct DocumentationTests {
    /// Every key of every context object reachable from a model that uses every feature.
    static func contextKeys() throws -> Set<String> {
        var keys = Set<String>()
        func visit(_ value: TemplateValue) {
            switch value {
            case let .object(object):
                guard let node = (object as? ContextNode) ?? (object as? LazyContextNode)?.node else { return }
                for field in node.fields {
                    keys.insert(field.key)
                    visit(field.value)
                }
            case let .array(values):
                values.forEach(visit)
            default:
                break
            }
        }
        for sample in GeneratorFixtures.samples {
            let result = try GeneratorFixtures.generate(GeneratorFixtures.sample(sample), options: ContextOptions(codable: true))
            visit(.object(result.context.node))
            let swiftData = try GeneratorFixtures.generate(
                GeneratorFixtures.sample(sample), options: ContextOptions(codable: true),
                templates: GeneratorFixtures.swiftDataTemplates)
            visit(.object(swiftData.context.node))
        }
        return keys
    }

    @Test("every context key is documented")
    func documented() throws {
        let text = try String(contentsOfFile: TestPackage.path("Docs/TemplateContext.md"), encoding: .utf8)
        let keys = try Self.contextKeys()
        #expect(keys.count > 60)
        for key in keys.sorted() {
            #expect(text.contains("`\(key)`"), "Docs/TemplateContext.md does not document `\(key)`")
        }
    }

    @Test("every mogen.json key is documented with its command-line option")
    func configurationDocumented() throws {
        let text = try String(contentsOfFile: TestPackage.path("Docs/Configuration.md"), encoding: .utf8)
        let rows = text.split(separator: "\n").filter { $0.hasPrefix("| `") }
        for setting in Setting.all {
            let row = rows.first { $0.hasPrefix("| `\(setting.key)` |") }
            #expect(row != nil, "Docs/Configuration.md has no row for `\(setting.key)`")
            #expect(row?.contains("`\(setting.option.name)") == true, "\(setting.key): \(setting.option.name)")
        }
        #expect(rows.count == Setting.all.count + 2, "one row per setting, and `models` and `model`")
    }
}
