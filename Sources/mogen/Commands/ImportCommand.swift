import Foundation
import MogenGenerator
import MogenImport
import MogenSupport

enum ImportCommand {
    static let command = Command(
        spec: CommandSpec(
            name: "import",
            abstract: "Write a mogen.json from a SwiftGen or mogenerator configuration.",
            discussion: """
                <source> is one of:
                  - SwiftGen's configuration (a .yml or .yaml file): each model of each 'coredata' entry gets an
                    entry that renders with SwiftGen's context: templateName swift4 or swift5 becomes the built-in
                    set swiftgen-swift4 or swiftgen-swift5 (the same output, without SwiftGen), templatePath the
                    same template file, params template variables (the templates' 'param'), and output the same
                    file;
                  - .mogenerator-args, mogenerator's JSON array of arguments;
                  - a shell script or a text file holding mogenerator command lines (a build phase's script): each
                    'mogenerator' command gets an entry with the mogenerator template set, which generates the
                    same _Entity.swift and Entity.swift files and API;
                  - after '--', a mogenerator command line itself: mogen import -- mogenerator --model ... .

                Everything that cannot be carried over, or changes meaning, is reported as a warning at its line
                and column; read them before deleting the old configuration. A .yml file is read as the small,
                regular part of YAML that SwiftGen configurations use (Docs/Migrating.md says which); anything else
                in it is an error at its place.

                Paths are read as each tool reads them: SwiftGen's relative to its configuration's directory,
                mogenerator's relative to the current directory, where it finds .mogenerator-args and where Xcode
                runs a build phase's script; so import a script from the project directory ($SRCROOT, which is
                removed from the paths). mogen.json is written in that directory, or to --output; an existing file
                is left alone unless --force is given. Exit status 2 when the source cannot be read or holds
                nothing to import.
                """,
            arguments: [
                ArgumentSpec(
                    name: "source", help: "swiftgen.yml, .mogenerator-args, or a script with mogenerator commands; "
                        + "or, after '--', a mogenerator command line.", isRepeated: true)
            ],
            options: [output, force, standardOutput],
            examples: [
                "mogen import swiftgen.yml",
                "mogen import .mogenerator-args --output App/mogen.json",
                "mogen import Scripts/generate-model.sh --stdout",
                "mogen import -- mogenerator -m Model.xcdatamodeld -M Generated -H Model --swift",
            ]),
        run: { arguments, reporter throws(CommandFailure) in try run(arguments, reporter: reporter) })

    static let output = OptionSpec(
        name: "--output", shortName: "-o", valueName: "file",
        help: "Where to write mogen.json (default: beside the source; the current directory for a command line).")
    static let force = OptionSpec(name: "--force", valueName: nil, help: "Replace an existing file.")
    static let standardOutput = OptionSpec(
        name: "--stdout", valueName: nil, help: "Print the configuration instead of writing it.")

    static func run(_ arguments: ParsedArguments, reporter: DiagnosticReporter) throws(CommandFailure) -> ExitCode {
        guard let source = arguments.positionals.first else { throw .usage(.missingArgument("source")) }
        let isCommandLine = arguments.positionals.count > 1 || MogeneratorImport.isProgram(source)
        let imported: ImportedConfiguration
        // SwiftGen resolves paths against its configuration's directory, mogenerator against the current one, which
        // is where it finds .mogenerator-args and where Xcode runs a build phase's script (the project directory).
        var baseDirectory = "."
        if isCommandLine {
            imported = MogeneratorImport.importCommandLine(arguments.positionals)
        } else {
            let file = try importFile(source)
            imported = file.imported
            if file.isRelativeToItsDirectory { baseDirectory = PathText.deletingLastComponent(source) }
        }
        reporter.report(imported.notes)
        if imported.notes.contains(where: { $0.severity == .error }) { return reporter.status }
        guard !imported.entries.isEmpty else {
            throw .input([.error("nothing to import", at: .file(source), .configuration)])
        }
        let destination = arguments.value(output) ?? PathText.join(baseDirectory, ConfigurationFile.fileName)
        let text = imported.rebased(from: baseDirectory, to: PathText.deletingLastComponent(destination)).text()
        if arguments.flag(standardOutput) {
            reporter.console.out(text)
            return reporter.status
        }
        if FileManager.default.fileExists(atPath: destination), !arguments.flag(force) {
            throw .input([.error("exists; not overwritten (--force replaces it)", at: .file(destination), .output)])
        }
        do {
            try OutputWriter.writeFile(text, to: destination)
        } catch {
            throw .input(error.diagnostics)
        }
        let origin = isCommandLine ? "the command line" : source
        reporter.console.error(
            "wrote \(destination): \(CommonOptions.count(imported.entries.count, "model")) from \(origin)")
        reporter.console.error(nextSteps(source: isCommandLine ? nil : source, destination: destination))
        return reporter.status
    }

    /// What to do after importing: generate, compare, then retire the other tool's step so that two tools do not
    /// write one file.
    static func nextSteps(source: String?, destination: String) -> String {
        let directory = PathText.deletingLastComponent(destination)
        let generate = directory == "." ? "mogen generate" : "(cd \(directory) && mogen generate)"
        var lines = ["next:", "  1. \(generate)   # writes what the old tool wrote; 'git diff' shows any difference"]
        if let source, ["yml", "yaml"].contains(PathText.pathExtension(source).lowercased()) {
            lines.append("  2. remove the coredata entry from \(source), or keep it and drop mogen.json: one of the two "
                + "should write these files")
        } else {
            lines.append("  2. replace the mogenerator command in your build phase or script with '\(generate)'")
        }
        return lines.joined(separator: "\n")
    }

    /// Reads `path` as the kind of source its name and first character say; says whether the paths in it are
    /// relative to its directory (else to the current directory).
    static func importFile(_ path: String) throws(CommandFailure)
        -> (imported: ImportedConfiguration, isRelativeToItsDirectory: Bool)
    {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue,
            let data = FileManager.default.contents(atPath: path)
        else {
            throw .input([.error("no such file", at: .file(path), .input)])
        }
        let bytes = [UInt8](data)
        let name = PathText.lastComponent(path)
        switch PathText.pathExtension(name).lowercased() {
        case "yml", "yaml":
            return (SwiftGenImport.importConfiguration(bytes, file: path), true)
        default:
            if name == MogeneratorImport.argumentsFileName || bytes.first(where: { $0 > 0x20 }) == UInt8(ascii: "[") {
                return (MogeneratorImport.importArgumentsFile(bytes, file: path), true)
            }
            guard let text = String(validating: bytes, as: UTF8.self) else {
                throw .input([.error("is not UTF-8 text", at: .file(path), .input)])
            }
            return (MogeneratorImport.importScript(text, file: path), false)
        }
    }
}
