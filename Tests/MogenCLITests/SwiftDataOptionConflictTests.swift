import Foundation
import MogenTestSupport
import Testing

/// The SwiftData templates write no Core Data stack and no model in code: asking for them with `--template
/// swiftdata` is an error that names both, not the template loader's complaint about a missing file.
@Suite("SwiftData templates with --stack or --model-as-code", .temporaryDirectories)
struct SwiftDataOptionConflictTests {
    @Test("on the command line: a usage error naming both options", arguments: [
        ("--stack", "no Core Data stack (they have no stack.swift.stencil): SwiftData code opens its store with the "
            + "container in <Model>+Schema.swift (Docs/SwiftData.md)"),
        ("--model-as-code", "no Core Data model in code (they have no managed-object-model.swift.stencil): SwiftData "
            + "code takes its schema from its @Model classes (Docs/SwiftData.md)"),
    ])
    func commandLine(option: String, reason: String) throws {
        let project = try Project()
        let result = try project.mogen(["generate", "Employees.xcdatamodeld", "--template", "swiftdata", "--swiftdata-target", "ios26", option, "-o", "out"])
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("mogen generate: error: \(option) cannot be combined with --template swiftdata: "
            + "the SwiftData templates write \(reason)\nUSAGE: mogen generate"), "\(result.stderr)")
        #expect(!project.exists("out"))
    }

    @Test("in mogen.json: a configuration error at the key that asks for the output, or at the template's")
    func configuration() throws {
        let project = try Project()
        try project.write("mogen.json", """
            {
              "template": "swiftdata",
              "models": [
                { "model": "Employees.xcdatamodeld",
                  "output": "out", "modelAsCode": true }
              ]
            }
            """)
        let result = try project.mogen(["generate"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("mogen.json:5:24: error: 'modelAsCode' (--model-as-code) cannot be combined with "
            + "the template set 'swiftdata' (--template): the SwiftData templates write no Core Data model in code"),
            "\(result.stderr)")
        // The output asked for on the command line, the set in the file: the error is at the set.
        try project.write("mogen.json", #"{ "template": "swiftdata", "swiftdataTarget": "ios26", "models": [ { "model": "Employees.xcdatamodeld" } ] }"#)
        let mixed = try project.mogen(["generate", "--stack"])
        #expect(mixed.status == 2)
        #expect(mixed.stderr.contains("mogen.json:1:3: error: 'stack' (--stack) cannot be combined with the template set "
            + "'swiftdata' (--template)"), "\(mixed.stderr)")
        #expect(!project.exists("out") && !project.exists("Employees+Stack.swift"))
    }

    @Test("a template folder for SwiftData without a stack template: an input error at the folder")
    func templateFolder() throws {
        let project = try Project()
        #expect(try project.mogen(["templates", "eject", "swiftdata", "tpl"]).status == 0)
        let result = try project.mogen(["generate", "Employees.xcdatamodeld", "--template", "tpl", "--stack", "-o", "out"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("tpl: error: 'stack' (--stack) cannot be combined with the template set 'tpl' "
            + "(--template): the SwiftData templates write no Core Data stack"), "\(result.stderr)")
        #expect(!project.exists("out"))
    }

    @Test("the SwiftData templates need the target release: an error that says what each costs, at the template key")
    func targetRequired() throws {
        let project = try Project()
        let commandLine = try project.mogen(["generate", "Employees.xcdatamodeld", "--template", "swiftdata", "-o", "out"])
        #expect(commandLine.status != 0)
        #expect(commandLine.stderr.contains("error: the SwiftData templates need the oldest release the app supports: "
            + "--swiftdata-target (\"swiftdataTarget\" in mogen.json) ios17"), "\(commandLine.stderr)")
        try project.write("mogen.json", #"{ "template": "swiftdata", "models": [ { "model": "Employees.xcdatamodeld", "output": "out" } ] }"#)
        let file = try project.mogen(["generate"])
        #expect(file.status != 0)
        #expect(file.stderr.contains("mogen.json:1:3: error: the SwiftData templates need the oldest release"), "\(file.stderr)")
        #expect(!project.exists("out"))
        #expect(try project.mogen(["generate", "--swiftdata-target", "ios17"]).status == 0)
        #expect(project.exists("out"))
    }
}
