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
            if let row { Self.checkStatedDefault(of: setting, row: String(row)) }
        }
        #expect(rows.count == Setting.all.count + 2, "one row per setting, and `models` and `model`")
    }

    /// The default a setting's row and help text state is its declaration's (`SettingKey`'s `default:`): a row says
    /// "default: `public`" or "`swift`, the default", a help text "public (default)", "swift (the default" or
    /// "(default: public"; and no other of a choice's values is called the default.
    private static func checkStatedDefault(of setting: Setting, row: String) {
        let help = setting.option.help
        if let value = setting.defaultText {
            let rowForms = ["default: `\(value)`", "`\(value)`, the default", "`\(value)` (the default"]
            #expect(rowForms.contains { row.contains($0) }, "Docs/Configuration.md's \(setting.key) row: default `\(value)`")
            let helpForms = ["\(value) (default", "\(value) (the default", "(default: \(value)"]
            #expect(helpForms.contains { help.contains($0) }, "\(setting.option.name)'s help: default \(value)")
        } else {
            #expect(!row.contains("(default)") && !row.contains(", the default"),
                "Docs/Configuration.md's \(setting.key) row states a default its declaration does not have")
        }
        // A choice without a declared default (`context`: the set's) may say what its default comes from.
        guard setting.defaultText != nil else { return }
        for other in setting.option.allowedValues ?? [] where other != setting.defaultText {
            #expect(!help.contains("\(other) (default") && !help.contains("\(other) (the default"),
                "\(setting.option.name)'s help calls \(other) the default")
            #expect(!row.contains("default: `\(other)`") && !row.contains("`\(other)`, the default"),
                "Docs/Configuration.md's \(setting.key) row calls `\(other)` the default")
        }
    }
}
