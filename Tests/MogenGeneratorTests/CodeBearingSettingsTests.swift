import Foundation
import MogenGenerator
import MogenImport
import MogenModel
import MogenSupport
import MogenTestSupport
import Testing

/// Settings that generated code contains as written (`imports`, `baseClass`, `module`) are refused unless they have
/// the form Swift gives them, so that no setting can add code of its own.
@Suite("settings that become code", .temporaryDirectories)
struct CodeBearingSettingsTests {
    @Test("an import is a module or a submodule path", arguments: [
        ("Foundation", true), ("CoreData", true), ("UIKit.UIGestureRecognizerSubclass", true), ("_Concurrency", true),
        ("Été", true), ("", false), ("Foundation\nimport Evil", false), ("Foundation;", false), ("A..B", false),
        (".A", false), ("A.", false), ("@preconcurrency A", false), ("struct A.B", false), ("1A", false),
        ("class", false), ("A B", false), ("A\u{202E}", false),
    ])
    func importPaths(value: String, accepted: Bool) {
        #expect(SettingSyntax.importPath.accepts(value) == accepted)
    }

    @Test("a base class is a type name, qualified or not; a module name has no dots", arguments: [
        (SettingSyntax.className, "BaseObject", true), (.className, "MyKit.BaseObject", true),
        (.className, "MyKit.Outer.Inner", true), (.className, "Base<Int>", false), (.className, "MyKit.Type", false),
        (.className, "Base {}\nclass X: NSObject", false), (.className, "Base // comment", false),
        (.className, "Self", false), (.moduleName, "App", true), (.moduleName, "App.Sub", false),
        (.moduleName, "App\n", false),
    ])
    func classAndModuleNames(syntax: SettingSyntax, value: String, accepted: Bool) {
        #expect(syntax.accepts(value) == accepted)
    }

    @Test("mogen.json: every value that would become code is an error at its line and column, quoted on one line")
    func configurationFile() throws {
        let directory = try TemporaryDirectory.make()
        try FileManager.default.createDirectory(atPath: directory + "/M.xcdatamodel", withIntermediateDirectories: true)
        let text = #"""
            {
              "imports": ["Foundation\nimport Evil\n#error(\"pwn\")", "Fine"],
              "models": [ { "model": "M.xcdatamodel",
                "baseClass": "Base {}\nclass Evil: NSObject", "module": "App.Sub" } ]
            }
            """#
        let error = #expect(throws: DiagnosticError.self) {
            try ConfigurationFile.decode(Array(text.utf8), path: directory + "/mogen.json")
        }
        let messages = try #require(error).diagnostics.map { "\($0.location?.line ?? 0):\($0.location?.column ?? 0): \($0.message)" }
        #expect(messages == [
            #"2:15: an entry of 'imports' must be a module name, such as 'CoreData' or 'UIKit.UIGestureRecognizerSubclass', not 'Foundation\nimport Evil\n#error("pwn")'"#,
            #"4:18: 'baseClass' must be a Swift class name, such as 'BaseObject' or 'MyKit.BaseObject', not 'Base {}\nclass Evil: NSObject'"#,
            "4:61: 'module' must be a module name, such as 'App', not 'App.Sub'",
        ])
        #expect(!messages.joined().contains("\n"))
    }

    @Test("valid values are kept as written")
    func validValues() throws {
        let directory = try TemporaryDirectory.make()
        try FileManager.default.createDirectory(atPath: directory + "/M.xcdatamodel", withIntermediateDirectories: true)
        let text = #"""
            { "imports": ["UIKit.UIGestureRecognizerSubclass"],
              "models": [ { "model": "M.xcdatamodel", "baseClass": "MyKit.BaseObject", "module": "App" } ] }
            """#
        let settings = try #require(try ConfigurationFile.decode(Array(text.utf8), path: directory + "/mogen.json")
            .models.first).settings
        #expect(settings.imports == ["UIKit.UIGestureRecognizerSubclass"])
        #expect(settings.baseClass == "MyKit.BaseObject")
        #expect(settings.module == "App")
    }

    @Test("the command line's options are checked as their keys are")
    func commandLineOptions() {
        #expect(problem(Setting.imports.setting, "Evil\n#error(\"x\")")
            == #"'--import' must be a module name, such as 'CoreData' or 'UIKit.UIGestureRecognizerSubclass', not 'Evil\n#error("x")'"#)
        #expect(problem(Setting.baseClass.setting, "A B") != nil)
        #expect(problem(Setting.module.setting, "A.B") != nil)
        #expect(problem(Setting.baseClass.setting, "MyKit.Base") == nil)
        // Options whose values are not code take any text.
        #expect(problem(Setting.configuration.setting, "Cloud Sync\n") == nil)
    }

    @Test("vars.extraImports, which SwiftGen's templates print as imports, must be module names: in mogen.json, on the command line, in an imported swiftgen.yml")
    func extraImports() throws {
        let directory = try TemporaryDirectory.make()
        try FileManager.default.createDirectory(atPath: directory + "/M.xcdatamodel", withIntermediateDirectories: true)
        let text = #"""
            { "vars": { "extraImports": ["UIKit", "Foundation\nfunc evil() {}"], "other": "any\ntext" },
              "models": [ { "model": "M.xcdatamodel", "vars": { "extraImports": true } } ] }
            """#
        let error = #expect(throws: DiagnosticError.self) {
            try ConfigurationFile.decode(Array(text.utf8), path: directory + "/mogen.json")
        }
        let messages = try #require(error).diagnostics.map { "\($0.location?.line ?? 0):\($0.location?.column ?? 0): \($0.message)" }
        #expect(messages == [
            #"1:39: 'vars.extraImports' must be a module name, such as 'CoreData' or 'UIKit.UIGestureRecognizerSubclass', not 'Foundation\nfunc evil() {}'"#,
            "2:69: 'vars.extraImports' must be a module name or a list of them, not a boolean",
        ])
        #expect(problem(Setting.variables.setting, "extraImports=Foundation\nfunc evil() {}")
            == #"'--var extraImports' must be a module name, such as 'CoreData' or 'UIKit.UIGestureRecognizerSubclass', not 'Foundation\nfunc evil() {}'"#)
        #expect(problem(Setting.variables.setting, "extraImports=UIKit") == nil)
        #expect(problem(Setting.variables.setting, "other=any text\n") == nil)

        let yaml = """
            coredata:
              inputs: M.xcdatamodel
              outputs:
                templateName: swift5
                output: Model.swift
                params:
                  extraImports: "Foundation\\nfunc evil() {}"
            """
        let imported = SwiftGenImport.importConfiguration(Array(yaml.utf8), file: directory + "/swiftgen.yml")
        let diagnostic = try #require(imported.notes.first { $0.severity == .error })
        #expect(diagnostic.location?.line == 7)
        #expect(diagnostic.message.hasPrefix("'params.extraImports' must be a module name"))
    }

    /// Why `value`, given on the command line for `setting`, is refused; nil when it is taken.
    private func problem(_ setting: Setting, _ value: String) -> String? {
        do {
            _ = try Setting.read([setting]) { _ in [value] }
            return nil
        } catch {
            return error.message
        }
    }

    @Test("the model's userInfo: imports, a base class or a scalar type carrying code are errors; good ones are kept")
    func userInfo() throws {
        let (context, diagnostics) = try GeneratorFixtures.context("""
                <entity name="Note" representedClassName="Note">
                    <attribute name="level" attributeType="Integer 16" usesScalarValueType="YES">
                        <userInfo><entry key="attributeValueScalarType" value="Int16&#10;#error(&quot;x&quot;)"/></userInfo>
                    </attribute>
                    <attribute name="rank" attributeType="Integer 16" usesScalarValueType="YES">
                        <userInfo><entry key="attributeValueScalarType" value=" MyKit.Rank "/></userInfo>
                    </attribute>
                    <userInfo>
                        <entry key="mogen.imports" value="Shared, UIKit.UIGestureRecognizerSubclass, A&#10;#error(&quot;x&quot;)"/>
                        <entry key="mogen.baseClass" value="Base {}&#10;#error(&quot;x&quot;)"/>
                    </userInfo>
                </entity>
            """)
        #expect(diagnostics.filter { $0.severity == .error }.map(\.message).sorted() == [
            #"an entry of userInfo 'mogen.imports' of entity 'Note' must be a module name, such as 'CoreData' or 'UIKit.UIGestureRecognizerSubclass', not 'A\n#error("x")'"#,
            #"userInfo 'attributeValueScalarType' of attribute 'Note.level' must be a Swift type name, such as 'Priority' or 'MyKit.Priority', not 'Int16\n#error("x")'"#,
            #"userInfo 'mogen.baseClass' of entity 'Note' must be a Swift class name, such as 'BaseObject' or 'MyKit.BaseObject', not 'Base {}\n#error("x")'"#,
        ])
        let note = try #require(context.entities.first)
        #expect(note.imports == ["Shared", "UIKit.UIGestureRecognizerSubclass"])
        #expect(note.superclassName == "NSManagedObject")
        #expect(note.attributes.first { $0.name == "rank" }?.valueType == "MyKit.Rank")
    }

    @Test("messages quote values on one line, escaping controls, and cut long ones")
    func quoting() {
        #expect(MessageText.quoted("plain") == "'plain'")
        #expect(MessageText.quoted("a\nb\tc\r\u{0}\u{202E}") == #"'a\nb\tc\r\u{0}\u{202E}'"#)
        let long = MessageText.quoted(String(repeating: "x", count: 1_000))
        #expect(long == "'" + String(repeating: "x", count: 60) + "…" + String(repeating: "x", count: 60) + "' (1000 bytes)")
        // A character made of very many scalars is cut too.
        let marks = MessageText.quoted("e" + String(repeating: "\u{301}", count: 10_000))
        #expect(marks.unicodeScalars.count == 123 + " (20001 bytes)".unicodeScalars.count)
    }

    @Test("a rename's new name with a newline is refused with the name quoted on one line")
    func renameWithNewline() throws {
        let model = try ModelReader.read(path: GeneratorFixtures.testModel("Names")).model
        let problems = ContextBuilder.renameProblems(
            in: model, renames: [PropertyRename(property: "Note.deleted", swiftName: "trashed\n#error(\"x\")")])
        #expect(problems.map(\.message) == [
            #"rename 'Note.deleted': 'trashed\n#error("x")' cannot be the Swift name of a property; use letters, digits and '_', not a keyword or a member of NSManagedObject"#
        ])
    }
}
