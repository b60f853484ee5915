import MogenGenerator
import MogenSupport

/// One mogenerator command line, read option by option, and the `mogen.json` entry it becomes.
struct MogeneratorCommand {
    /// mogenerator 1.32's options: long name, short name, whether it takes a value.
    enum Option: String, CaseIterable {
        case model, configuration, baseClass = "base-class", baseClassImport = "base-class-import"
        case baseClassForce = "base-class-force", includem, includeh, templatePath = "template-path"
        case templateGroup = "template-group", templateVar = "template-var", outputDir = "output-dir"
        case machineDir = "machine-dir", humanDir = "human-dir", swift, listSourceFiles = "list-source-files"
        case orphaned, v2, version, help

        var short: Character? {
            switch self {
            case .model: "m"
            case .configuration: "C"
            case .outputDir: "O"
            case .machineDir: "M"
            case .humanDir: "H"
            case .swift: "S"
            case .v2: "2"
            case .help: "h"
            default: nil
            }
        }

        /// The camel-case spellings mogenerator also accepts.
        var compatibilityName: String? {
            switch self {
            case .baseClass: "baseClass"
            case .templatePath: "templatePath"
            default: nil
            }
        }

        var takesValue: Bool {
            switch self {
            case .swift, .listSourceFiles, .orphaned, .v2, .version, .help: false
            default: true
            }
        }
    }

    private(set) var values: [(option: Option, value: String, word: ShellWord)] = []
    private(set) var notes: [Diagnostic] = []

    mutating func read(_ words: [ShellWord], file: String) {
        var index = 0
        while index < words.count {
            let word = words[index]
            index += 1
            guard word.text.hasPrefix("-"), word.text != "-" else {
                notes.append(.warning("\(MessageText.quoted(word.text)): mogenerator takes no arguments besides its "
                    + "options; left out", at: location(word, file), .configuration))
                continue
            }
            let (name, inlineValue) = Self.split(word.text)
            guard let option = Self.option(named: name) else {
                notes.append(.warning("\(MessageText.quoted(name)) is not a mogenerator 1.32 option; left out",
                    at: location(word, file), .configuration))
                continue
            }
            var value = inlineValue ?? ""
            if option.takesValue, inlineValue == nil {
                guard index < words.count else {
                    notes.append(.error("\(MessageText.quoted(name)) needs a value", at: location(word, file),
                        .configuration))
                    break
                }
                value = words[index].text
                index += 1
            }
            values.append((option, value, word))
        }
    }

    /// The entry, or nil when the command names no model.
    func entry(file: String, notes: inout [Diagnostic]) -> ImportedConfiguration.Entry? {
        guard let model = values.last(where: { $0.option == .model }) else {
            notes.append(.error("the command names no model (--model)", at: values.first.map { location($0.word, file) }
                ?? .file(file), .configuration))
            return nil
        }
        var entry = ImportedConfiguration.Entry(model: Self.projectRelative(model.value, model.word, file, &notes))
        entry.set(Setting.template, .string(MogeneratorImport.templateSet))
        var imports: [JSONValue] = []
        var variables: [(String, JSONValue)] = []
        for (option, value, word) in values {
            let here = location(word, file)
            switch option {
            case .model, .v2, .version, .help:
                continue
            case .configuration:
                entry.set(Setting.configuration, .string(value))
            case .baseClass:
                entry.set(Setting.baseClass, .string(value))
            case .baseClassForce:
                entry.set(Setting.baseClass, .string(value))
                notes.append(.warning("--base-class-force: mogen gives the base class to entities without a parent "
                    + "only, as --base-class does; subentities keep their parent's class", at: here, .configuration))
            case .baseClassImport:
                imports.append(.string(value))
            case .outputDir:
                entry.set(Setting.output, .string(Self.projectRelative(value, word, file, &notes)))
            case .machineDir:
                entry.set(Setting.machineDirectory, .string(Self.projectRelative(value, word, file, &notes)))
            case .humanDir:
                entry.set(Setting.humanDirectory, .string(Self.projectRelative(value, word, file, &notes)))
            case .templateVar:
                let (key, text) = Self.split(variable: value)
                variables.removeAll { $0.0 == key }
                variables.append((key, Self.templateValue(text)))
                if ["scalarsWhenNonOptional", "frc", "arc", "literals", "modules"].contains(key) {
                    notes.append(.warning("template variable \(MessageText.quoted(key)) changes mogenerator's "
                        + "Objective-C output only; kept in vars, unused by the mogenerator set", at: here,
                        .configuration))
                }
            case .templatePath, .templateGroup:
                notes.append(.warning("--\(option.rawValue): mogen cannot run mogenerator's .motemplate files; the "
                    + "entry uses mogen's mogenerator set (to change it, eject it: mogen templates eject mogenerator)",
                    at: here, .configuration))
            case .includem, .includeh:
                notes.append(.warning("--\(option.rawValue) writes an Objective-C include file; mogen generates Swift, "
                    + "left out", at: here, .configuration))
            case .swift:
                continue
            case .listSourceFiles:
                notes.append(.warning("--list-source-files: use 'mogen generate --list-outputs', which lists the files "
                    + "mogen rewrites (not the human files, which are yours once created)", at: here, .configuration))
            case .orphaned:
                notes.append(.warning("--orphaned: use 'mogen generate --prune', which deletes the files mogen "
                    + "generated earlier and no longer generates", at: here, .configuration))
            }
        }
        if !imports.isEmpty { entry.set(Setting.imports, .array(imports)) }
        if !variables.isEmpty { entry.set(Setting.variables, .object(variables)) }
        if !values.contains(where: { $0.option == .swift }) {
            notes.append(.warning("without --swift mogenerator generates Objective-C; mogen generates Swift with the "
                + "same class names and API", at: location(model.word, file), .configuration))
        }
        return entry
    }

    private func location(_ word: ShellWord, _ file: String) -> SourceLocation {
        SourceLocation(file: file, line: word.line, column: word.column)
    }

    /// `--name=value` → (`name`, `value`); `-m` → (`m`, nil). One or two dashes.
    static func split(_ argument: String) -> (name: String, value: String?) {
        let body = argument.drop { $0 == "-" }
        guard let equals = body.firstIndex(of: "=") else { return (String(body), nil) }
        return (String(body[..<equals]), String(body[body.index(after: equals)...]))
    }

    /// The option a name means: a short name, a long name or a camel-case compatibility name, or an unambiguous
    /// prefix of a long name.
    static func option(named name: String) -> Option? {
        if name.count == 1, let short = Option.allCases.first(where: { $0.short == name.first }) { return short }
        if let exact = Option.allCases.first(where: { $0.rawValue == name || $0.compatibilityName == name }) {
            return exact
        }
        let candidates = Option.allCases.filter { $0.rawValue.hasPrefix(name) }
        return candidates.count == 1 ? candidates[0] : nil
    }

    /// `key=value` of `--template-var`; a key alone is `true`, as mogenerator's key-value arguments read it.
    static func split(variable: String) -> (String, String) {
        guard let equals = variable.firstIndex(of: "=") else { return (variable, "true") }
        return (String(variable[..<equals]), String(variable[variable.index(after: equals)...]))
    }

    /// A template variable's value as mogenerator gives it to templates: `true`/`false` in any case are booleans,
    /// numbers are numbers, anything else a string.
    static func templateValue(_ text: String) -> JSONValue {
        switch text.lowercased() {
        case "true": return .bool(true)
        case "false": return .bool(false)
        default:
            if let integer = Int(text) { return .int(integer) }
            if let double = Double(text), double.isFinite, text.contains(".") { return .double(double) }
            return .string(text)
        }
    }

    /// A path from a build script with Xcode's project-directory variable removed (`$SRCROOT/Model.xcdatamodeld` →
    /// `Model.xcdatamodeld`): Xcode runs build scripts in the project directory, so the rest is relative to it.
    /// Other variables stay, with a note, since mogen.json does not expand them.
    static func projectRelative(_ path: String, _ word: ShellWord, _ file: String, _ notes: inout [Diagnostic]) -> String {
        for variable in ["SRCROOT", "PROJECT_DIR", "SOURCE_ROOT"] {
            for spelling in ["$\(variable)", "${\(variable)}", "$(\(variable))"] where path.hasPrefix(spelling) {
                let rest = path.dropFirst(spelling.count).drop { $0 == "/" }
                return rest.isEmpty ? "." : String(rest)
            }
        }
        if path.contains("$") {
            notes.append(.warning("\(MessageText.quoted(path)) names a variable, which mogen.json does not expand; "
                + "edit the path", at: SourceLocation(file: file, line: word.line, column: word.column), .configuration))
        }
        return path
    }
}
