import Foundation
import MogenGenerator
import MogenImport
import MogenSupport
import Testing

@Suite("mogen import: SwiftGen and mogenerator configurations")
struct ConfigurationImportTests {
    func swiftGen(_ text: String) -> ImportedConfiguration {
        SwiftGenImport.importConfiguration(Array(text.utf8), file: "swiftgen.yml")
    }

    /// An entry on one line, without spaces between its tokens.
    func compact(_ entry: ImportedConfiguration.Entry) -> String {
        JSONValue.object(entry.members).rendered().split(separator: "\n")
            .map { $0.trimmingCharacters(in: .whitespaces) }.joined().replacingOccurrences(of: "\": ", with: "\":")
    }

    func notes(_ imported: ImportedConfiguration) -> [String] {
        imported.notes.map(\.description)
    }

    @Test("a SwiftGen entry: stock template, params, input_dir and output_dir")
    func swiftGenStock() {
        let imported = swiftGen("""
            input_dir: Sources/App
            output_dir: Sources/App/Generated
            coredata:
              inputs: Model.xcdatamodeld
              outputs:
                templateName: swift5
                output: CoreData.swift
                params:
                  publicAccess: true
                  extraImports: [CoreLocation]
            """)
        #expect(imported.notes.isEmpty)
        #expect(imported.text() == """
            {
              "models": [
                {
                  "model": "Sources/App/Model.xcdatamodeld",
                  "template": "swiftgen-swift5",
                  "output": "Sources/App/Generated",
                  "outputFile": "CoreData.swift",
                  "vars": {
                    "publicAccess": true,
                    "extraImports": [
                      "CoreLocation"
                    ]
                  }
                }
              ]
            }

            """)
    }

    @Test("several entries and outputs; a template file renders with SwiftGen's context; several models in one file")
    func swiftGenSeveral() {
        let imported = swiftGen("""
            coredata:
              - inputs: [A.xcdatamodeld, B.xcdatamodel]
                outputs:
                  - templatePath: Templates/coredata.stencil
                    output: Gen/Models.swift
              - inputs: C.xcdatamodeld
                outputs:
                  templateName: swift4
                  output: C.swift
            strings:
              inputs: en.lproj
            """)
        let entries = imported.entries.map { compact($0) }
        #expect(entries == [
            #"{"model":"A.xcdatamodeld","template":"Templates/coredata.stencil","context":"swiftgen","output":"Gen","outputFile":"A+Models.swift"}"#,
            #"{"model":"B.xcdatamodel","template":"Templates/coredata.stencil","context":"swiftgen","output":"Gen","outputFile":"B+Models.swift"}"#,
            #"{"model":"C.xcdatamodeld","template":"swiftgen-swift4","output":".","outputFile":"C.swift"}"#,
        ])
        #expect(notes(imported) == [
            "swiftgen.yml:4:23: warning: the template 'Templates/coredata.stencil' does not exist; 'mogen generate' fails "
                + "until it does (or use templateName: swift5, SwiftGen's own template) [configuration]",
            "swiftgen.yml:4:9: warning: SwiftGen writes the 2 models of this entry into one file; mogen writes one file "
                + "per model, each named after its model [configuration]",
            "swiftgen.yml:10:1: note: 'strings' is not Core Data; left to SwiftGen [configuration]",
        ])
    }

    @Test(
        "what cannot be carried over is reported at its place",
        arguments: [
            ("coredata:\n  inputs: M.xcdatamodeld\n  outputs:\n    templateName: flat\n    output: X.swift",
             "swiftgen.yml:4:19: error: SwiftGen has no Core Data template named 'flat' (swift4, swift5)"),
            ("coredata:\n  inputs: M.xcdatamodeld\n  outputs:\n    output: X.swift",
             "swiftgen.yml:4:5: error: this output names no template (templateName or templatePath)"),
            ("coredata:\n  outputs:\n    templateName: swift5\n    output: X.swift",
             "swiftgen.yml:2:3: error: this entry has no 'inputs'"),
            ("strings:\n  inputs: a", "swiftgen.yml: error: no 'coredata' entry: nothing to import"),
            ("coredata:\n  inputs: M.xcdatamodeld\n  outputs: { templateName: swift5, output: X.swift }\n  extra: 1",
             "swiftgen.yml:4:3: warning: 'extra' is not a key of a coredata entry; left out"),
            ("coredata: &a\n  inputs: M", "swiftgen.yml:1:11: error: an anchor or alias ('&') is not part of the YAML"),
        ])
    func swiftGenProblems(text: String, expected: String) {
        #expect(notes(swiftGen(text)).contains { $0.hasPrefix(expected) }, "\(notes(swiftGen(text)))")
    }

    @Test("a mogenerator command in a build script: options, prefixes, variables, continuation lines")
    func mogeneratorScript() {
        let script = """
            #!/bin/sh
            cd "$SRCROOT"
            "${PODS_ROOT}/mogenerator/mogenerator" --model "$SRCROOT/App/Model.xcdatamodeld" \\
              -M App/Generated --human-dir=App/Model --swift --base-class Base --base-class-import BaseKit \\
              --template-var scalarsWhenNonOptional --template-var prefix=AB --output Out -C Default --orphaned
            echo done
            """
        let imported = MogeneratorImport.importScript(script, file: "build.sh")
        #expect(imported.entries.map { compact($0) } == [
            #"{"model":"App/Model.xcdatamodeld","template":"mogenerator","machineDir":"App/Generated","#
                + #""humanDir":"App/Model","baseClass":"Base","output":"Out","configuration":"Default","#
                + #""imports":["BaseKit"],"vars":{"scalarsWhenNonOptional":true,"prefix":"AB"}}"#
        ])
        #expect(notes(imported) == [
            "build.sh:5:3: warning: template variable 'scalarsWhenNonOptional' changes mogenerator's Objective-C "
                + "output only; kept in vars, unused by the mogenerator set [configuration]",
            "build.sh:5:90: warning: --orphaned: use 'mogen generate --prune', which deletes the files mogen "
                + "generated earlier and no longer generates [configuration]",
        ])
    }

    @Test(".mogenerator-args, and a command line given as words")
    func mogeneratorArguments() {
        let file = MogeneratorImport.importArgumentsFile(
            Array(#"["--model", "M.xcdatamodeld", "-O", "Gen", "--template-path", "T"]"#.utf8), file: ".mogenerator-args")
        #expect(file.entries.first?.value(Setting.output) == .string("Gen"))
        #expect(notes(file).map { $0.prefix(29) } == [
            ".mogenerator-args:1:44: warni", ".mogenerator-args:1:2: warnin",
        ])
        let line = MogeneratorImport.importCommandLine(["mogenerator", "-m", "M.xcdatamodeld", "--frobnicate", "-S"])
        #expect(line.entries.first?.value(Setting.template) == .string("mogenerator"))
        #expect(notes(line) == [
            "<command line>:1:4: warning: 'frobnicate' is not a mogenerator 1.32 option; left out [configuration]"
        ])
        let noModel = MogeneratorImport.importArgumentsFile(Array(#"["--swift"]"#.utf8), file: "a")
        #expect(noModel.entries.isEmpty)
        #expect(notes(noModel) == ["a:1:2: error: the command names no model (--model) [configuration]"])
        let notArray = MogeneratorImport.importArgumentsFile(Array(#"{"model": 1}"#.utf8), file: "a")
        #expect(notes(notArray) == ["a:1:1: error: expected an array of argument strings, found an object [configuration]"])
        #expect(notes(MogeneratorImport.importScript("echo hi", file: "s.sh"))
            == ["s.sh: error: no mogenerator command found [configuration]"])
    }

    @Test("shell words: quotes, escapes, continuations and command separators")
    func shellWords() {
        let script = ShellWords.split("a 'b c' \"d \\\"e\\\"\" f\\ g \\\n h; i && j | k # comment\n\nl", file: "s.sh")
        #expect(script.diagnostics.isEmpty)
        let commands = script.commands
        #expect(commands.map { $0.map(\.text) } == [["a", "b c", "d \"e\"", "f g", "h"], ["i"], ["j"], ["k"], ["l"]])
        #expect(commands[0][4] == ShellWord(text: "h", line: 2, column: 2))
    }

    @Test("a SwiftGen configuration with Windows line endings imports as with LF")
    func swiftGenCRLF() {
        let text = "coredata:\n  inputs: Model.xcdatamodeld\n  outputs:\n    templateName: swift5\n    output: Gen/Core.swift\n"
        let crlf = swiftGen(text.replacingOccurrences(of: "\n", with: "\r\n"))
        #expect(notes(crlf).isEmpty, "\(notes(crlf))")
        #expect(crlf.entries.map { compact($0) } == swiftGen(text).entries.map { compact($0) })
        #expect(crlf.entries.count == 1)
    }

    @Test("a script the shell would not split as written: an unclosed quote, a NUL character, located errors", arguments: [
        ("mogenerator --model M.xcdatamodeld --output-dir 'Gen\nmogenerator --model N.xcdatamodeld\n",
         "s.sh:1:49: error: this single quote is not closed: the shell would read the rest of the script as one word, "
            + "so mogen reads nothing after it [configuration]"),
        ("echo start\r\nmogenerator --model \"M.xcdatamodeld --swift\r\n",
         "s.sh:2:21: error: this double quote is not closed: the shell would read the rest of the script as one word, "
            + "so mogen reads nothing after it [configuration]"),
        ("mogenerator --model M.xcdatamodeld --output-dir G\u{0}en --swift\n",
         "s.sh:1:50: error: a NUL character, which a shell script cannot hold [configuration]"),
    ])
    func unsplittableScripts(script: String, expected: String) {
        let imported = MogeneratorImport.importScript(script, file: "s.sh")
        #expect(notes(imported) == [expected])
        #expect(imported.entries.isEmpty)
    }

    @Test("a here-document's text is skipped with a warning at its '<<', not read as commands")
    func hereDocuments() {
        let script = """
            cat > notes.txt <<'EOF'
            mogenerator --model Other.xcdatamodeld
            EOF
            cat <<-END; mogenerator --model First.xcdatamodeld --swift
            \tmogenerator --model Tabbed.xcdatamodeld
            \tEND
            mogenerator --model Model.xcdatamodeld --swift
            cat <<LAST
            mogenerator --model Never.xcdatamodeld
            """
        let imported = MogeneratorImport.importScript(script, file: "s.sh")
        #expect(imported.entries.map { $0.members.first?.1 } == [.string("First.xcdatamodeld"), .string("Model.xcdatamodeld")])
        #expect(notes(imported) == [
            "s.sh:1:17: warning: a here-document: its text (line 2) is input to its command, not commands, so mogen "
                + "reads no mogenerator options in it [configuration]",
            "s.sh:4:5: warning: a here-document: its text (line 5) is input to its command, not commands, so mogen "
                + "reads no mogenerator options in it [configuration]",
            "s.sh:8:5: warning: a here-document: its text (line 9) is input to its command, not commands, so mogen "
                + "reads no mogenerator options in it; no line 'LAST' ends it, so it runs to the end [configuration]",
        ])
    }

    @Test(".mogenerator-args with a NUL character in an argument is an error at it")
    func argumentsWithNUL() {
        let imported = MogeneratorImport.importArgumentsFile(
            Array(#"["--model", "M.xcdatamodeld", "--output-dir", "G\u0000en"]"#.utf8), file: "a")
        #expect(notes(imported) == [
            "a:1:47: error: an argument with a NUL character, where the program would cut it [configuration]"
        ])
        #expect(imported.entries.isEmpty)
    }

    @Test("paths are rebased onto the directory of the new mogen.json, built-in set names are not")
    func rebasing() {
        var imported = ImportedConfiguration()
        var entry = ImportedConfiguration.Entry(model: "Sources/../Model.xcdatamodeld")
        entry.set(Setting.template, .string("swift"))
        entry.set(Setting.output, .string("Gen"))
        imported.entries = [entry]
        let rebased = imported.rebased(from: "Project", to: "Project/App")
        #expect(rebased.entries[0].value(Setting.template) == .string("swift"))
        #expect(rebased.entries[0].value(Setting.output) == .string("../Gen"))
        #expect(rebased.entries[0].members[0].1 == .string("../Model.xcdatamodeld"))
        #expect(PathText.relative("A/B", from: "A/B") == ".")
    }
}
