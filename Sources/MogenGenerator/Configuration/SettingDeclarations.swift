import MogenModel
import MogenSupport
import MogenTemplate

/// Every setting of `mogen generate`, each declared once, as a `SettingKey` with the type of its value: its
/// `mogen.json` key, its command-line option and help, how each is read and layered, and, when it has one, the value
/// it has when no layer sets it. `Setting.codable` is the declaration `codable` here; `settings.codable`
/// (`GenerationSettings`) is its value as the layers gave it and `options.codable` (`ContextOptions`) its value or
/// default. A new setting is a declaration here, listed in `all`, and its use in a stage or a template, and its row
/// in `Docs/Configuration.md`; a test checks the rows, and the default each row and help text states, against `all`.
public struct SettingDeclarations: Sendable {
    /// In the order `--help` and `Docs/Configuration.md` list them.
    public var all: [Setting] {
        [
            modelVersion.setting, output.setting, humanDirectory.setting, machineDirectory.setting, layout.setting,
            outputFile.setting, template.setting, context.setting, strictTemplates.setting, accessLevel.setting,
            optionality.setting, module.setting, codable.setting, baseClass.setting, configuration.setting,
            imports.setting, renames.setting, transformers.setting, integers.setting, swiftDataTarget.setting,
            cloudKit.setting, shipped.setting, variables.setting, templateLimits.setting, warnings.setting,
        ] + OptionalOutput.allCases.map(Setting.optionalOutput)
    }

    public let output: SettingKey<String?> = SettingKey(
        Setting.path(
            "output", \.output,
            option: OptionSpec(name: SettingNames.Option.output, shortName: "-o", valueName: "dir",
                help: "Directory for the generated files (default: the current directory).",
                aliases: ["--output-dir"])))

    public let layout: SettingKey<Layout> = SettingKey(
        Setting.choice(
            "layout", \.layout,
            option: OptionSpec(name: SettingNames.Option.layout, valueName: "layout", help: "pair (default) or single.")),
        default: .pair)

    public let humanDirectory: SettingKey<String?> = SettingKey(
        Setting.path(
            "humanDir", \.humanDirectory,
            option: OptionSpec(name: "--human-dir", valueName: "dir",
                help: "Directory for the class files you own (pair layout; default: --output)."),
            overlay: SettingDeclarations.replacingUnlessMovedByOutput(\.humanDirectory)))

    public let machineDirectory: SettingKey<String?> = SettingKey(
        Setting.path(
            "machineDir", \.machineDirectory,
            option: OptionSpec(name: "--machine-dir", valueName: "dir",
                help: "Directory for the files mogen owns (default: --output)."),
            overlay: SettingDeclarations.replacingUnlessMovedByOutput(\.machineDirectory)))

    public let template: SettingKey<String> = SettingKey(
        Setting(
            key: SettingNames.Key.template,
            option: OptionSpec(name: "--template", valueName: "name|path",
                help: "A built-in template set: swift (the default, Core Data classes), swiftdata (SwiftData classes, "
                    + "Docs/SwiftData.md), mogenerator (mogenerator's _Entity and Entity classes, Docs/Mogenerator.md), "
                    + "swiftgen-swift4 or swiftgen-swift5 (SwiftGen's output, Docs/SwiftGenContext.md); "
                    + "a directory of templates; or one template file (.stencil), which writes one file."),
            isShared: true, shapesContext: false,
            // The set is read where the request is made (`GenerationSettings.request`), which reports one that does
            // not exist, at this key in mogen.json; decoding reads no file.
            readJSON: { key, value, settings, decoder in
                guard let name = decoder.string(value, key: key) else { return }
                settings.template = TemplateSet.builtInNames.contains(name) ? name : decoder.resolve(name)
            },
            readCommandLine: { _, values, settings in settings.template = values.last },
            overlay: Setting.replacing(\.template)),
        default: TemplateSet.defaultName)

    public let context: SettingKey<TemplateContextKind?> = SettingKey(
        Setting.choice(
            "context", \.context,
            option: OptionSpec(name: "--context", valueName: "kind",
                help: "The template context: mogen (the default; Docs/TemplateContext.md) or swiftgen, the context "
                    + "SwiftGen 6.6.3 builds for Core Data models, for SwiftGen's templates (Docs/SwiftGenContext.md). "
                    + "Default: what the template set's template-set.json says, else mogen.")))

    public let outputFile: SettingKey<String?> = SettingKey(
        Setting(
            key: SettingNames.Key.outputFile,
            option: OptionSpec(name: "--output-file", valueName: "name",
                help: "Name of the one file the single layout or a one-file template set writes, relative to --output "
                    + "(default: <Model>+Generated.swift)."),
            isShared: true, shapesContext: false,
            readJSON: { key, value, settings, decoder in
                guard let name = decoder.string(value, key: key) else { return }
                if let problem = SettingDeclarations.outputFileProblem(name, in: "\(quoted: key)") {
                    decoder.error(problem, at: value.position)
                    return
                }
                settings.outputFile = name
            },
            readCommandLine: { option, values, settings throws(SettingValueError) in
                for name in values {
                    if let problem = SettingDeclarations.outputFileProblem(name, in: "\(quoted: option)") { throw SettingValueError(problem) }
                }
                settings.outputFile = values.last
            },
            overlay: Setting.replacing(\.outputFile)))

    /// Why `name` cannot be an output file's name: it must stay inside the output directory.
    private static func outputFileProblem(_ name: String, in setting: String) -> String? {
        let components = name.split(separator: "/", omittingEmptySubsequences: false)
        if name.isEmpty || name.hasPrefix("/") || name.hasSuffix("/") || components.contains("..") || components.contains("")
            || name.contains("\\")
        {
            return "\(setting) must be a file name relative to the output directory, not \(MessageText.quoted(name))"
        }
        return nil
    }

    public let modelVersion: SettingKey<String?> = SettingKey(
        Setting.text(
            SettingNames.Key.modelVersion, \.modelVersion,
            option: OptionSpec(name: "--model-version", valueName: "name",
                help: "The version of a .xcdatamodeld bundle to read, such as 'Model 2' (default: the current version "
                    + "named by .xccurrentversion, or the only version)."),
            isShared: false))

    public let shipped: SettingKey<String?> = SettingKey(
        Setting.text(
            "shipped", \.shipped,
            option: OptionSpec(name: "--shipped", valueName: "revision",
                help: "A git revision that holds the shipped model (origin/main, a release tag): every version there must "
                    + "be unchanged in the working tree (Docs/ModelEvolution.md). Checked by 'mogen lint' and "
                    + "'mogen generate --check'.")))

    public let accessLevel: SettingKey<ContextOptions.AccessLevel> = SettingKey(
        Setting.choice(
            "accessLevel", \.accessLevel,
            option: OptionSpec(name: "--access-level", valueName: "level",
                help: "Access level of everything generated: public (default), package or internal."),
            shapesContext: true),
        default: .public)

    public let optionality: SettingKey<ContextOptions.Optionality> = SettingKey(
        Setting.choice(
            "optionality", \.optionality,
            option: OptionSpec(name: "--optionality", valueName: "mode",
                help: "model (default): Swift optionality follows the model's Optional flag. xcode: object types "
                    + "always optional and scalars never, as Xcode generates."),
            shapesContext: true),
        default: .model)

    public let module: SettingKey<String?> = SettingKey(
        Setting.text(
            "module", \.module,
            option: OptionSpec(name: SettingNames.Option.module, valueName: "name",
                help: "The module the code is compiled into; classes the model puts in another module are reported."),
            shapesContext: true, syntax: .moduleName))

    public let codable: SettingKey<Bool> = SettingKey(
        Setting.flag(
            "codable", \.codable,
            option: OptionSpec(name: "--codable", valueName: nil,
                help: "Generate Codable conformance for every entity (one entity: userInfo mogen.codable = YES)."),
            shapesContext: true),
        default: false)

    public let baseClass: SettingKey<String?> = SettingKey(
        Setting.text(
            "baseClass", \.baseClass,
            option: OptionSpec(name: "--base-class", valueName: "class",
                help: "Superclass of classes whose entity has no parent, instead of NSManagedObject; an entity whose "
                    + "class it is gets none.", aliases: ["--baseClass"]),
            shapesContext: true, syntax: .className))

    public let configuration: SettingKey<String?> = SettingKey(
        Setting.text(
            "configuration", \.configuration,
            option: OptionSpec(name: "--configuration", valueName: "name",
                help: "Generate only the entities of this model configuration."),
            shapesContext: true))

    public let renames: SettingKey<[PropertyRename]> = SettingKey(
        Setting(
            key: "rename",
            option: OptionSpec(name: "--rename", valueName: "Entity.property=name",
                help: "Give a property another Swift name without changing the model: the stored key stays the "
                    + "model's (repeatable; for a name that clashes with NSManagedObject, such as Note.deleted=isTrashed).",
                isRepeated: true),
            isShared: true, shapesContext: true,
            readJSON: { key, value, settings, decoder in
                guard let members = decoder.object(value, key: key) else { return }
                settings.renames = members.compactMap { member in
                    guard let name = decoder.string(member.value, key: key) else { return nil }
                    guard member.key.contains("."), !name.isEmpty else {
                        decoder.error("\(quoted: key) maps 'Entity.property' to a Swift name, such as { \"Note.deleted\": "
                            + "\"isTrashed\" }", at: member.keyPosition)
                        return nil
                    }
                    return PropertyRename(
                        property: member.key, swiftName: name, location: decoder.location(member.keyPosition))
                }
            },
            readCommandLine: { option, values, settings throws(SettingValueError) in
                settings.renames = try values.map { text throws(SettingValueError) in
                    let parts = text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
                    guard parts.count == 2, parts[0].contains("."), !parts[1].isEmpty else {
                        throw SettingValueError("\(quoted: option) takes Entity.property=name, not \(MessageText.quoted(text))")
                    }
                    return PropertyRename(property: parts[0], swiftName: parts[1])
                }
            },
            // Property by property: a later rename of a property replaces an earlier one.
            overlay: { settings, later in
                guard let extra = later.renames else { return }
                let replaced = Set(extra.map(\.property))
                settings.renames = (settings.renames ?? []).filter { !replaced.contains($0.property) } + extra
            }),
        default: [])

    private static let transformerOption = OptionSpec(
        name: "--transformer", valueName: "name",
        help: "Write the value transformer the model names so (repeatable; one attribute: userInfo mogen.transformer "
            + "= YES). Other names are the app's, which registers them (Docs/ValueTransformers.md).",
        isRepeated: true)

    public let transformers: SettingKey<[String]> = SettingKey(
        Setting(
            key: "transformers", option: SettingDeclarations.transformerOption,
            isShared: true, shapesContext: true,
            readJSON: { key, value, settings, decoder in
                guard let items = decoder.array(value, key: key) else { return }
                settings.transformers = items.compactMap { item in
                    guard let name = decoder.string(item, key: key) else { return nil }
                    guard !name.isEmpty else {
                        decoder.error("an entry of \(quoted: key) is a value transformer name the model gives, not \"\"",
                            at: item.position)
                        return nil
                    }
                    return name
                }
            },
            readCommandLine: { option, values, settings throws(SettingValueError) in
                if values.contains("") { throw SettingValueError("\(quoted: option) takes a value transformer name, not \"\"") }
                settings.transformers = values
            },
            overlay: Setting.appending(\.transformers)),
        default: [])

    public let integers: SettingKey<SwiftDataOptions.Integers> = SettingKey(
        Setting.choice(
            "integers", \.integers,
            option: OptionSpec(name: "--integers", valueName: "mode",
                help: "SwiftData templates: sized (default) keeps Int16/Int32/Int64 as the model says, so the store stays "
                    + "the same; native makes every integer attribute Int, for new apps (it changes the store's columns)."),
            shapesContext: true),
        default: .sized)

    public let swiftDataTarget: SettingKey<SwiftDataOptions.Target?> = SettingKey(
        Setting.choice(
            "swiftdataTarget", \.swiftDataTarget,
            option: OptionSpec(name: "--swiftdata-target", valueName: "release",
                help: "SwiftData templates (required with them): the oldest release the app supports, which decides what "
                    + "the store keeps: ios17 (iOS 17 / macOS 14), ios18 (#Unique, #Index) or ios26 (model subclasses, "
                    + "which keep a hierarchy's links)."),
            shapesContext: true))

    public let cloudKit: SettingKey<Bool> = SettingKey(
        Setting.flag(
            "cloudkit", \.cloudKit,
            option: OptionSpec(name: "--cloudkit", valueName: nil,
                help: "SwiftData templates: generate for CloudKit (every value optional or defaulted, no unique "
                    + "constraints, no Deny rule), as for a model whose configuration is marked Used with CloudKit."),
            shapesContext: true),
        default: false)

    private static let importOption = OptionSpec(
        name: "--import", valueName: "module", help: "Import a module in every file (repeatable).", isRepeated: true,
        aliases: ["--base-class-import"])

    public let imports: SettingKey<[String]> = SettingKey(
        Setting(
            key: "imports", option: SettingDeclarations.importOption,
            isShared: true, shapesContext: true,
            readJSON: { key, value, settings, decoder in
                guard let items = decoder.array(value, key: key) else { return }
                settings.imports = items.compactMap { item in
                    guard let module = decoder.string(item, key: key) else { return nil }
                    return decoder.checked(module, as: .importPath, in: "an entry of \(quoted: key)", at: item.position)
                }
            },
            readCommandLine: { option, values, settings throws(SettingValueError) in
                try Setting.check(values, as: .importPath, option: option)
                settings.imports = values
            },
            overlay: Setting.appending(\.imports)),
        default: [])

    public let variables: SettingKey<[String: TemplateValue]?> = SettingKey(
        Setting(
            key: "vars",
            option: OptionSpec(name: "--var", valueName: "key=value",
                help: "A template variable, seen by templates as vars.key (param.key with --context swiftgen; "
                    + "repeatable: a key given again makes a list, a key alone is true).", isRepeated: true,
                aliases: ["--template-var"]),
            isShared: true, shapesContext: false,
            readJSON: { key, value, settings, decoder in
                guard let members = decoder.object(value, key: key) else { return }
                var variables: [String: TemplateValue] = [:]
                for member in members {
                    if member.key == Setting.importedModulesVariable {
                        let items = member.value.arrayValue ?? [member.value]
                        for item in items {
                            guard let module = item.stringValue else {
                                decoder.error("'\(key).\(Setting.importedModulesVariable)' must be a module name or a list of them, not "
                                    + item.kindDescription, at: item.position)
                                continue
                            }
                            _ = decoder.checked(module, as: .importPath, in: "'\(key).\(Setting.importedModulesVariable)'", at: item.position)
                        }
                    }
                    variables[member.key] = member.value.templateValue
                }
                settings.variables = variables
            },
            readCommandLine: { option, values, settings throws(SettingValueError) in
                // SwiftGen's rules for `--param`: a key alone is true, a key given again collects its values in a list.
                var variables: [String: TemplateValue] = [:]
                for assignment in values {
                    guard assignment.first != "=" , !assignment.isEmpty else {
                        throw SettingValueError("\(quoted: option) takes key=value, not \(MessageText.quoted(assignment))")
                    }
                    let equals = assignment.firstIndex(of: "=")
                    let key = String(assignment[..<(equals ?? assignment.endIndex)])
                    let text = equals.map { String(assignment[assignment.index(after: $0)...]) }
                    if key == Setting.importedModulesVariable {
                        guard let text else { throw SettingValueError("'\(option) \(key)' takes a module name: \(key)=Module") }
                        if let problem = SettingSyntax.importPath.problem(with: text, in: "'\(option) \(key)'") {
                            throw SettingValueError(problem)
                        }
                    }
                    let value = text.map { TemplateValue(commandLineText: $0) } ?? .bool(true)
                    switch variables[key] {
                    case nil: variables[key] = value
                    case let .array(values)?: variables[key] = .array(values + [value])
                    case let earlier?: variables[key] = .array([earlier, value])
                    }
                }
                settings.variables = variables
            },
            // Key by key.
            overlay: { settings, later in
                guard let extra = later.variables else { return }
                settings.variables = (settings.variables ?? [:]).merging(extra) { _, new in new }
            }))

    public let strictTemplates: SettingKey<Bool> = SettingKey(
        Setting.flag(
            "strictTemplates", \.strictTemplates,
            option: OptionSpec(name: "--strict-templates", valueName: nil,
                help: "Make printing an undefined variable an error in your templates (mogen's own always are).")),
        default: false)

    public let templateLimits: SettingKey<[String: Int]?> = SettingKey(
        Setting(
            key: "templateLimits",
            option: OptionSpec(name: "--template-limit", valueName: "name=number",
                help: "Change a limit that stops a runaway template with an error (repeatable): "
                    + "\(TemplateLimitSetting.namesWithDefaults).",
                isRepeated: true),
            isShared: true, shapesContext: false,
            readJSON: { key, value, settings, decoder in
                guard let members = decoder.object(value, key: key) else { return }
                var limits: [String: Int] = [:]
                for member in members {
                    if let problem = TemplateLimitSetting.problem(name: member.key, value: member.value.intValue) {
                        // An unknown name is wrong at its key; a known one at its value.
                        let known = TemplateLimitSetting.names.contains(member.key)
                        decoder.error(problem, at: known ? member.value.position : member.keyPosition)
                    } else if let number = member.value.intValue {
                        limits[member.key] = number
                    }
                }
                settings.templateLimits = limits
            },
            readCommandLine: { option, values, settings throws(SettingValueError) in
                var limits: [String: Int] = [:]
                for text in values {
                    let limit = try TemplateLimitSetting.parse(text, option: option).get()
                    limits[limit.name] = limit.value
                }
                settings.templateLimits = limits
            },
            // Limit by limit.
            overlay: { settings, later in
                guard let extra = later.templateLimits else { return }
                settings.templateLimits = (settings.templateLimits ?? [:]).merging(extra) { _, new in new }
            }))

    public let warnings: SettingKey<WarningLevels?> = SettingKey(
        Setting(
            key: "warnings",
            option: OptionSpec(name: "--warnings", valueName: "category=level",
                help: "How a category of warnings is reported: off, warning or error (repeatable: --warnings codegen=off "
                    + "--warnings naming=error); errors stay errors, and a category's level wins over "
                    + "--warnings-as-errors. Categories: \(WarningSetting.categories.map(\.rawValue).joined(separator: ", ")).",
                isRepeated: true),
            isShared: true, shapesContext: false,
            readJSON: { key, value, settings, decoder in
                guard let members = decoder.object(value, key: key) else { return }
                var levels = WarningLevels()
                for member in members {
                    if let problem = WarningSetting.problem(category: member.key, level: member.value.stringValue) {
                        // An unknown category is wrong at its key; a known one at its level.
                        let known = WarningSetting.categories.contains { $0.rawValue == member.key }
                        decoder.error(problem, at: known ? member.value.position : member.keyPosition)
                    } else if let level = member.value.stringValue.flatMap(WarningLevel.init(rawValue:)) {
                        levels.levels[DiagnosticCategory(rawValue: member.key)] = level
                    }
                }
                settings.warnings = levels
            },
            readCommandLine: { option, values, settings throws(SettingValueError) in
                var levels = WarningLevels()
                for text in values {
                    let (category, level) = try WarningSetting.parse(text, option: option).get()
                    levels.levels[category] = level
                }
                settings.warnings = levels
            },
            // Category by category.
            overlay: { settings, later in
                guard let extra = later.warnings else { return }
                settings.warnings = WarningLevels(
                    (settings.warnings?.levels ?? [:]).merging(extra.levels) { _, new in new })
            }))

    /// A later `output` moves every file, including those earlier layers sent to their own directories.
    private static func replacingUnlessMovedByOutput(_ field: WritableKeyPath<GenerationSettings, String?> & Sendable)
        -> @Sendable (inout GenerationSettings, GenerationSettings) -> Void
    {
        { settings, later in
            if let directory = later[keyPath: field] {
                settings[keyPath: field] = directory
            } else if later.output != nil {
                settings[keyPath: field] = nil
            }
        }
    }
}
