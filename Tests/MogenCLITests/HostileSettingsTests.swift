import Foundation
import Testing

/// Settings and JSON files written to break mogen: refused with a located error and exit 2 (64 for the command
/// line), never a crash or code of their own in the output.
@Suite("hostile settings and JSON files, as a process", .temporaryDirectories)
struct HostileSettingsTests {
    @Test("mogen.json: an import or base class carrying code is refused at its line and column; nothing is written")
    func codeInConfiguration() throws {
        let project = try Project()
        try project.write("mogen.json", #"""
            { "imports": ["Foundation\nimport Evil\n#error(\"pwn\")"],
              "models": [ { "model": "Employees.xcdatamodeld", "output": "Generated", "baseClass": "X\n#error(\"pwn\")" } ] }
            """#)
        let result = try project.mogen(["generate"])
        #expect(result.status == 2)
        #expect(result.stderr.contains(#"mogen.json:1:15: error: an entry of 'imports' must be a module name, such as 'CoreData' or 'UIKit.UIGestureRecognizerSubclass', not 'Foundation\nimport Evil\n#error("pwn")' [configuration]"#), "\(result.stderr)")
        #expect(result.stderr.contains(#"mogen.json:2:88: error: 'baseClass' must be a Swift class name"#), "\(result.stderr)")
        #expect(!result.stderr.contains("pwn\")\n"))
        #expect(!project.exists("Generated"))
    }

    @Test("the command line: --import, --base-class and --module are checked as mogen.json's keys are", arguments: [
        (["--import", "Foundation\nimport Evil"], #"'--import' must be a module name, such as 'CoreData' or 'UIKit.UIGestureRecognizerSubclass', not 'Foundation\nimport Evil'"#),
        (["--base-class", "Base {}\nclass X"], #"'--base-class' must be a Swift class name, such as 'BaseObject' or 'MyKit.BaseObject', not 'Base {}\nclass X'"#),
        (["--module", "App;"], "'--module' must be a module name, such as 'App', not 'App;'"),
    ])
    func codeOnCommandLine(option: [String], message: String) throws {
        let project = try Project()
        let result = try project.mogen(["generate", "Employees.xcdatamodeld", "-o", "Generated"] + option)
        #expect(result.status == 64)
        #expect(result.stderr.contains("mogen generate: error: " + message), "\(result.stderr)")
        #expect(!project.exists("Generated"))
        // dump --context reads the same options (all but --import).
        if option[0] != "--import" {
            let dump = try project.mogen(["dump", "Employees.xcdatamodeld", "--context"] + option)
            #expect(dump.status == 64)
            #expect(dump.stderr.contains("mogen dump: error: " + message), "\(dump.stderr)")
        }
    }

    @Test("valid qualified names generate: a submodule import and a module-qualified base class")
    func validNames() throws {
        let project = try Project()
        let result = try project.mogen([
            "generate", "Employees.xcdatamodeld", "--stdout", "--import", "UIKit.UIGestureRecognizerSubclass",
            "--base-class", "MyKit.BaseObject",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("import UIKit.UIGestureRecognizerSubclass\n"))
        #expect(result.stdout.contains(": MyKit.BaseObject"))
    }

    @Test("render --context reads strict JSON as mogen.json does, with errors at line and column", arguments: [
        (#"{ "a": 1, }"#, "context.json:1:9: error: trailing comma before '}' [input]"),
        (#"{ "a": 1, "a": 2 }"#, "context.json:1:11: error: duplicate key 'a' [input]"),
        ("{\n  // note\n}", "context.json:2:3: error: comments are not allowed in JSON [input]"),
        (#"{ "s": "\ud800" }"#, #"context.json:1:9: error: unpaired surrogate '\uD800' [input]"#),
        ("", "context.json:1:1: error: unexpected end of file [input]"),
        ("[1]", "context.json:1:1: error: the context must be a JSON object, not an array [input]"),
    ])
    func renderContext(text: String, expected: String) throws {
        let project = try Project(samples: [])
        try project.write("t.stencil", "{{ a }}")
        try project.write("context.json", text)
        let result = try project.mogen(["render", "t.stencil", "--context", "context.json"])
        #expect(result.status == 2)
        #expect(result.stderr == expected + "\n")
        #expect(result.stdout.isEmpty)
    }

    @Test("render --context: deep nesting, standard input, a directory, a missing file, invalid UTF-8; a good one renders")
    func renderContextFiles() throws {
        let project = try Project(samples: [])
        try project.write("t.stencil", "{{ a }}")
        try project.write("deep.json", String(repeating: "[", count: 100_000))
        let deep = try project.mogen(["render", "t.stencil", "-c", "deep.json"])
        #expect(deep.stderr == "deep.json:1:513: error: nesting deeper than 512 levels [input]\n")
        #expect(deep.status == 2)
        try FileManager.default.createDirectory(atPath: project.path("folder"), withIntermediateDirectories: true)
        let stdin = try MogenProcess.run(["render", "t.stencil", "-c", "-"], in: project.root, stdin: #"{"a": 1,}"#)
        #expect(stdin.stderr == "<stdin>:1:8: error: trailing comma before '}' [input]\n")
        #expect(stdin.status == 2)
        let folder = try project.mogen(["render", "t.stencil", "-c", "folder"])
        #expect(folder.stderr == "folder: error: is a directory, not a context file [input]\n")
        #expect(folder.status == 2)
        let missing = try project.mogen(["render", "t.stencil", "-c", "none.json"])
        #expect(missing.stderr == "none.json: error: no such file [input]\n")
        #expect(missing.status == 2)
        try Data([0x7B, 0x22, 0x61, 0x22, 0x3A, 0x22, 0xFF, 0x22, 0x7D]).write(to: URL(fileURLWithPath: project.path("bad.json")))
        let utf8 = try project.mogen(["render", "t.stencil", "-c", "bad.json"])
        #expect(utf8.stderr == "bad.json:1:7: error: invalid UTF-8 [input]\n")
        try project.write("good.json", "\u{FEFF}{\"a\": [1, 2.5, \"x\", null, {\"b\": true}]}")
        let good = try project.mogen(["render", "t.stencil", "-c", "good.json"])
        #expect(good.status == 0, "\(good.stderr)")
        #expect(good.stdout == #"[1, 2.5, "x", nil, ["b": true]]"#)
    }

    @Test("mogen.json: nesting 100,000 deep, a directory, NUL bytes: a located error and exit 2")
    func brokenConfiguration() throws {
        let project = try Project()
        for (text, expected) in [
            (String(repeating: "[", count: 100_000), "mogen.json:1:513: error: nesting deeper than 512 levels [configuration]"),
            ("{ \"models\": [] }\u{0}", "mogen.json:1:17: error: unexpected U+0000 after the top-level value [configuration]"),
            (#"{ "models": [ { "model": "Employees.xcdatamodeld", "vars": { "x": [[[[1e999999]]]] } } ] }"#, nil),
        ] {
            try project.write("mogen.json", text)
            let result = try project.mogen(["generate", "--list-outputs"])
            if let expected {
                #expect(result.status == 2)
                #expect(result.stderr == expected + "\n")
            } else {
                #expect(result.status == 0, "\(result.stderr)")
            }
        }
        try FileManager.default.createDirectory(atPath: project.path("folder"), withIntermediateDirectories: true)
        let folder = try project.mogen(["generate", "--config", "folder"])
        #expect(folder.status == 2)
        #expect(folder.stderr == "folder: error: is a directory, not a configuration file [configuration]\n")
    }
}
