import MogenGenerator
import MogenTemplate
import Testing
@testable import mogen

/// Each setting is declared once (`SettingDeclarations.swift`); these check that the commands take it from there.
@Suite("Settings as command-line options")
struct SettingOptionsTests {
    @Test("every setting is an option of generate; dump takes those that shape the context")
    func optionsComeFromSettings() {
        let generate = GenerateCommand.command.spec
        let dump = DumpCommand.command.spec
        for setting in Setting.all {
            let option = generate.option(named: setting.option.name)
            #expect(option?.help == setting.option.help, "generate \(setting.option.name)")
            #expect(option?.isFlag == setting.option.isFlag)
            // dump's own --context flag prints the context; the context setting is its --context-kind there.
            guard setting.key != "context" else { continue }
            #expect((dump.option(named: setting.option.name) != nil) == (setting.shapesContext || setting.key == "modelVersion"),
                "dump \(setting.option.name)")
        }
        #expect(Set(Setting.all.map(\.key)).count == Setting.all.count, "keys are unique")
        #expect(Set(Setting.all.map(\.option.name)).count == Setting.all.count, "options are unique")
        #expect(DumpCommand.context.help.contains("--import, --rename, --transformer, --integers, --swiftdata-target and --cloudkit"))
    }

    @Test("the command line gives typed settings, checked as mogen.json checks them")
    func typedSettings() throws {
        let spec = GenerateCommand.command.spec
        let arguments = try ArgumentParser.parse(
            ["--access-level", "internal", "--codable", "--import", "A", "--import", "B.C", "--var", "n=3",
             "--var", "flag=yes", "--rename", "Note.deleted=isTrashed", "--template-limit", "nesting=7", "-o", "Out"],
            spec: spec)
        let settings = try arguments.settings(Setting.all)
        #expect(settings.accessLevel == .internal)
        #expect(settings.codable == true)
        #expect(settings.strictTemplates == nil)
        #expect(settings.imports == ["A", "B.C"])
        #expect(settings.variables == ["n": .int(3), "flag": .bool(true)])
        #expect(settings.renames == [PropertyRename(property: "Note.deleted", swiftName: "isTrashed")])
        #expect(settings.templateLimits == ["nesting": 7])
        #expect(settings.output == "Out")
        #expect(settings.contextOptions.accessLevel == .internal)

        let bad = try ArgumentParser.parse(["--base-class", "A B"], spec: spec)
        #expect(throws: UsageError.self) { try bad.settings(Setting.all) }
        let notAsked = try ArgumentParser.parse(["--base-class", "A B"], spec: spec)
        #expect(try notAsked.settings([Setting.accessLevel.setting]) == GenerationSettings())
    }
}
