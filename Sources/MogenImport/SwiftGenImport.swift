import Foundation
import MogenGenerator
import MogenSupport

/// The `coredata` entries of SwiftGen's configuration (`swiftgen.yml`) carried over into `mogen.json` entries that
/// render with SwiftGen's context: the stock templates become the built-in sets `swiftgen-swift4`/`swiftgen-swift5`,
/// `templatePath` a template file, `params` template variables, and each output file `output` and `outputFile`.
/// Paths stay relative to the configuration's directory, as SwiftGen reads them (`input_dir` and `output_dir`
/// prefixed).
public enum SwiftGenImport {
    /// SwiftGen's stock Core Data templates and the built-in sets that reproduce them.
    public static let stockTemplates = ["swift4": "swiftgen-swift4", "swift5": "swiftgen-swift5"]
    /// The other parsers a SwiftGen configuration may configure; mogen leaves them to SwiftGen.
    static let otherParsers: Set<String> = ["colors", "files", "fonts", "ib", "json", "plist", "strings", "xcassets", "yaml"]

    public static func importConfiguration(_ bytes: [UInt8], file: String) -> ImportedConfiguration {
        var reader = SwiftGenConfigReader(file: file)
        let document: LocatedJSON
        do {
            document = try YAMLSubset.parse(bytes)
        } catch {
            reader.result.notes.append(.error(error.message, at: JSONInput.location(error.position, in: file),
                .configuration))
            return reader.result
        }
        reader.read(document)
        return reader.result
    }
}

/// Reads a SwiftGen configuration's document into entries and notes.
private struct SwiftGenConfigReader {
    let file: String
    var result = ImportedConfiguration()
    var inputDirectory = ""
    var outputDirectory = ""

    init(file: String) {
        self.file = file
    }

    mutating func read(_ document: LocatedJSON) {
        guard let members = document.members else {
            error("expected a mapping of SwiftGen's parsers (coredata: ...)", at: document)
            return
        }
        inputDirectory = members.first { $0.key == "input_dir" }?.value.stringValue ?? ""
        outputDirectory = members.first { $0.key == "output_dir" }?.value.stringValue ?? ""
        var sawCoreData = false
        for member in members {
            switch member.key {
            case "input_dir", "output_dir":
                if member.value.stringValue == nil { error("expected a path", at: member.value) }
            case "coredata":
                sawCoreData = true
                let entries = member.value.arrayValue ?? [member.value]
                for entry in entries { readEntry(entry) }
            case let key where SwiftGenImport.otherParsers.contains(key):
                note("\(quoted: key) is not Core Data; left to SwiftGen", at: member.keyPosition)
            default:
                warning("\(quoted: member.key) is not a key of SwiftGen's configuration; left out", at: member.keyPosition)
            }
        }
        if !sawCoreData {
            result.notes.append(.error("no 'coredata' entry: nothing to import", at: .file(file), .configuration))
        }
    }

    mutating func readEntry(_ entry: LocatedJSON) {
        guard let members = entry.members else {
            error("expected a coredata entry (inputs: ..., outputs: ...)", at: entry)
            return
        }
        var inputs: [LocatedJSON] = []
        var outputs: [LocatedJSON] = []
        for member in members {
            switch member.key {
            case "inputs", "paths":
                if member.key == "paths" {
                    warning("'paths' is SwiftGen 5's name for 'inputs'; read as 'inputs'", at: member.keyPosition)
                }
                inputs = member.value.arrayValue ?? [member.value]
            case "outputs":
                outputs = member.value.arrayValue ?? [member.value]
            case "filter":
                warning("'filter' (a regular expression for the files in an input folder) is not carried over: "
                    + "mogen.json names each model", at: member.keyPosition)
            case "options":
                warning("'options' are parser options; SwiftGen's Core Data parser has none; left out",
                    at: member.keyPosition)
            case "templateName", "templatePath", "output", "params":
                // SwiftGen 5 put one output's keys in the entry itself.
                outputs = [entry]
            default:
                warning("\(quoted: member.key) is not a key of a coredata entry; left out", at: member.keyPosition)
            }
        }
        guard !inputs.isEmpty else {
            error("this entry has no 'inputs'", at: entry)
            return
        }
        guard !outputs.isEmpty else {
            error("this entry has no 'outputs'", at: entry)
            return
        }
        var models: [(path: String, position: JSONPosition)] = []
        for input in inputs {
            guard let path = input.stringValue else {
                error("expected the path of a model", at: input)
                continue
            }
            models += modelPaths(PathText.join(inputDirectory, path), at: input)
        }
        for output in outputs {
            readOutput(output, models: models)
        }
    }

    mutating func readOutput(_ output: LocatedJSON, models: [(path: String, position: JSONPosition)]) {
        guard let members = output.members else {
            error("expected an output (templateName or templatePath, output, params)", at: output)
            return
        }
        var template: JSONValue?
        var usesTemplateFile = false
        var outputPath: String?
        var variables: [(String, JSONValue)] = []
        for member in members {
            switch member.key {
            case "templateName":
                guard let name = member.value.stringValue else { error("expected a template name", at: member.value); continue }
                guard let set = SwiftGenImport.stockTemplates[name] else {
                    error("SwiftGen has no Core Data template named \(MessageText.quoted(name)) (swift4, swift5)",
                        at: member.value)
                    continue
                }
                template = .string(set)
            case "templatePath":
                guard let path = member.value.stringValue else { error("expected a path", at: member.value); continue }
                template = .string(path)
                usesTemplateFile = true
                // SwiftGen reads it relative to the configuration's directory, as mogen.json will.
                let location = path.hasPrefix("/") ? path : PathText.join(PathText.deletingLastComponent(file), path)
                if !FileManager.default.fileExists(atPath: location) {
                    warning("the template \(MessageText.quoted(path)) does not exist; 'mogen generate' fails until it "
                        + "does (or use templateName: swift5, SwiftGen's own template)", at: member.value.position)
                }
            case "output":
                guard let path = member.value.stringValue else { error("expected a path", at: member.value); continue }
                outputPath = PathText.join(outputDirectory, path)
            case "params":
                guard let parameters = member.value.members else {
                    error("expected a mapping of parameters", at: member.value)
                    continue
                }
                variables = parameters.map { ($0.key, Self.jsonValue($0.value)) }
                for parameter in parameters where parameter.key == Setting.importedModulesVariable {
                    checkImportedModules(parameter.value)
                }
            case "inputs", "paths", "filter", "options":
                continue  // the entry's own keys, when the output's keys are in the entry (SwiftGen 5)
            default:
                warning("\(quoted: member.key) is not a key of a SwiftGen output; left out", at: member.keyPosition)
            }
        }
        guard let template else {
            error("this output names no template (templateName or templatePath)", at: output)
            return
        }
        guard let outputPath else {
            error("this output names no file (output)", at: output)
            return
        }
        if models.count > 1 {
            warning("SwiftGen writes the \(models.count) models of this entry into one file; mogen writes one file "
                + "per model, each named after its model", at: output.position)
        }
        for model in models {
            if model.path.contains("$") {
                warning("\(MessageText.quoted(model.path)) names a variable, which mogen.json does not expand; edit the "
                    + "path", at: model.position)
            }
            var entry = ImportedConfiguration.Entry(model: model.path)
            entry.set(Setting.template, template)
            if usesTemplateFile { entry.set(Setting.context, .string(TemplateContextKind.swiftgen.rawValue)) }
            let fileName = PathText.lastComponent(outputPath)
            entry.set(Setting.output, .string(PathText.deletingLastComponent(outputPath)))
            entry.set(Setting.outputFile, .string(models.count > 1
                ? PathText.deletingExtension(PathText.lastComponent(model.path)) + "+" + fileName : fileName))
            if !variables.isEmpty { entry.set(Setting.variables, .object(variables)) }
            result.entries.append(entry)
        }
    }

    /// The models an input names: itself when it is a model, else the models under the folder, as SwiftGen finds
    /// them there when it runs (read from the disk now, relative to the configuration's directory).
    mutating func modelPaths(_ path: String, at input: LocatedJSON) -> [(path: String, position: JSONPosition)] {
        if ["xcdatamodeld", "xcdatamodel"].contains(PathText.pathExtension(PathText.lastComponent(path)).lowercased()) {
            return [(path, input.position)]
        }
        let found = StarterConfiguration.findModels(under: PathText.join(PathText.deletingLastComponent(file), path))
        if found.isEmpty {
            error("\(MessageText.quoted(path)) is not a model (.xcdatamodeld, .xcdatamodel), and no model is under it",
                at: input)
        } else {
            note("the folder \(MessageText.quoted(path)) holds \(found.count) model(s) now; each has its own entry, so "
                + "a model added to the folder later needs one too", at: input.position)
        }
        return found.map { (PathText.join(path, $0), input.position) }
    }

    /// SwiftGen's templates print `params.extraImports` as `import` lines: each must be a module name, as in
    /// `mogen.json` (`vars.extraImports`), or the imported configuration would carry code into the output.
    mutating func checkImportedModules(_ value: LocatedJSON) {
        for item in value.arrayValue ?? [value] {
            guard let module = item.stringValue else {
                error("'params.\(Setting.importedModulesVariable)' must be a module name or a list of them, not "
                    + item.kindDescription, at: item)
                continue
            }
            if let problem = SettingSyntax.importPath.problem(with: module, in: "'params.\(Setting.importedModulesVariable)'") {
                error(problem, at: item)
            }
        }
    }

    /// A YAML value as a template variable: SwiftGen gives templates the values its YAML reader produced.
    static func jsonValue(_ value: LocatedJSON) -> JSONValue {
        switch value.value {
        case .null: .null
        case .bool(let bool): .bool(bool)
        case .number(let text): Int(text).map(JSONValue.int) ?? Double(text).map(JSONValue.double) ?? .string(text)
        case .string(let text): .string(text)
        case .array(let elements): .array(elements.map(jsonValue))
        case .object(let members): .object(members.map { ($0.key, jsonValue($0.value)) })
        }
    }

    mutating func error(_ message: String, at value: LocatedJSON) {
        result.notes.append(.error(message, at: JSONInput.location(value.position, in: file), .configuration))
    }

    mutating func warning(_ message: String, at position: JSONPosition) {
        result.notes.append(.warning(message, at: JSONInput.location(position, in: file), .configuration))
    }

    mutating func note(_ message: String, at position: JSONPosition) {
        result.notes.append(.note(message, at: JSONInput.location(position, in: file), .configuration))
    }
}
