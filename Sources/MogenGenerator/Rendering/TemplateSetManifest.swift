import MogenSupport

/// A template set's `template-set.json`: what the set says about itself, beyond its templates. Optional (a set
/// without it gets the defaults); read strictly, every problem located, and an unknown key is an error. Built-in sets
/// hold it like any other file, so a set ejected with `mogen templates eject` keeps working.
public struct TemplateSetManifest: Sendable, Equatable {
    /// The manifest's file name in a set.
    public static let fileName = "template-set.json"

    // MARK: File naming

    /// How the pair layout names its files. `{class}` stands for the class name, `{model}` for the model's.
    public struct FileNaming: Sendable, Equatable {
        /// The file mogen owns for each class: `{class}+Generated.swift` by default, `_{class}.swift` (mogenerator).
        public var machineFile: String
        /// The file the user owns for each class, created once: `{class}.swift`.
        public var humanFile: String
        /// The file of the model's shared declarations, `{model}+Model.swift`; nil when the set writes none.
        public var modelFile: String?
        /// The superclass the user's class file declares, when it is not the entity's superclass: `_{class}` for a set
        /// whose user class subclasses the generated one (mogenerator). Checked in existing class files.
        public var humanSuperclass: String?

        public init(machineFile: String, humanFile: String, modelFile: String?, humanSuperclass: String?) {
            self.machineFile = machineFile
            self.humanFile = humanFile
            self.modelFile = modelFile
            self.humanSuperclass = humanSuperclass
        }

        public static let standard = FileNaming(
            machineFile: FileNames.defaultMachineFilePattern, humanFile: FileNames.defaultHumanFilePattern,
            modelFile: FileNames.defaultModelFilePattern, humanSuperclass: nil)

        public func machineFileName(forClass className: String) -> String {
            FileNames.expand(machineFile, className: className)
        }

        public func humanFileName(forClass className: String) -> String {
            FileNames.expand(humanFile, className: className)
        }

        /// The shared file of the model whose file-name form is `modelName`; nil when the set writes none.
        public func modelFileName(forModel modelName: String) -> String? {
            modelFile.map { FileNames.expand($0, modelName: modelName) }
        }

        /// The superclass the user's class file of `className` declares, given the entity's superclass.
        public func humanSuperclassName(forClass className: String, entitySuperclass: String) -> String {
            humanSuperclass.map { FileNames.expand($0, className: className) } ?? entitySuperclass
        }
    }

    public var fileNaming: FileNaming = .standard

    // MARK: Context

    /// The context the set's templates expect (`"context": "mogen" | "swiftgen"`); nil when the file does not say.
    /// A `context` setting overrides it.
    public var context: TemplateContextKind?

    public init(fileNaming: FileNaming = .standard, context: TemplateContextKind? = nil) {
        self.fileNaming = fileNaming
        self.context = context
    }

    /// The manifest of a set without one.
    public static let standard = TemplateSetManifest()

    /// Reads and decodes the manifest at `path`.
    public static func load(path: String) throws(DiagnosticError) -> TemplateSetManifest {
        try decode(JSONInput.read(path: path, kind: "template set manifest", category: .template), path: path)
    }

    /// The manifest in `text`, read from `path` (which only locates diagnostics).
    public static func parse(_ text: String, path: String) throws(DiagnosticError) -> TemplateSetManifest {
        try decode(Array(text.utf8), path: path)
    }

    /// Decodes the manifest's bytes; `path` locates diagnostics.
    public static func decode(_ bytes: [UInt8], path: String) throws(DiagnosticError) -> TemplateSetManifest {
        try decode(JSONInput.parse(bytes, path: path, category: .template), path: path)
    }

    private static func decode(_ json: LocatedJSON, path: String) throws(DiagnosticError) -> TemplateSetManifest {
        var decoder = TemplateSetManifestDecoder(path: path)
        let manifest = decoder.decode(json)
        guard decoder.diagnostics.isEmpty else { throw DiagnosticError(decoder.diagnostics.sortedByLocation()) }
        return manifest
    }
}

/// Turns a manifest's JSON into a `TemplateSetManifest`, collecting a diagnostic for every problem.
struct TemplateSetManifestDecoder {
    let path: String
    private(set) var diagnostics: [Diagnostic] = []

    init(path: String) {
        self.path = path
    }

    mutating func decode(_ json: LocatedJSON) -> TemplateSetManifest {
        var manifest = TemplateSetManifest.standard
        guard let members = json.members else {
            report("a template set's manifest must be a JSON object, not \(json.kindDescription)", at: json.position)
            return manifest
        }
        for member in members {
            if decodeFileNaming(member, into: &manifest.fileNaming) { continue }
            if decodeContext(member, into: &manifest) { continue }
            report(
                "unknown key \(MessageText.quoted(member.key)) in \(TemplateSetManifest.fileName); known keys: "
                    + Self.knownKeys.joined(separator: ", "), at: member.keyPosition)
        }
        return manifest
    }

    /// Every key a manifest may hold.
    static var knownKeys: [String] { (fileNamingKeys.union(contextKeys)).sorted() }

    mutating func report(_ message: String, at position: JSONPosition) {
        diagnostics.append(.error(message, at: JSONInput.location(position, in: path), .template))
    }

    // MARK: File naming

    static let fileNamingKeys: Set<String> = ["machineFile", "humanFile", "modelFile", "humanSuperclass"]

    /// Decodes `member` when it is a file-naming key; false when it is another key.
    private mutating func decodeFileNaming(
        _ member: LocatedJSON.Member, into naming: inout TemplateSetManifest.FileNaming
    ) -> Bool {
        switch member.key {
        case "machineFile":
            if let pattern = pattern(member, placeholder: FileNames.classPlaceholder) { naming.machineFile = pattern }
        case "humanFile":
            if let pattern = pattern(member, placeholder: FileNames.classPlaceholder) { naming.humanFile = pattern }
        case "modelFile":
            if case .null = member.value.value {
                naming.modelFile = nil
            } else if let pattern = pattern(member, placeholder: FileNames.modelPlaceholder, nullable: true) {
                naming.modelFile = pattern
            }
        case "humanSuperclass":
            if case .null = member.value.value {
                naming.humanSuperclass = nil
            } else if let pattern = pattern(member, placeholder: FileNames.classPlaceholder, nullable: true) {
                naming.humanSuperclass = pattern
            }
        default:
            return false
        }
        return true
    }

    /// A file-name pattern that holds `placeholder` and names a plain file (no `/`).
    private mutating func pattern(_ member: LocatedJSON.Member, placeholder: String, nullable: Bool = false) -> String? {
        guard let text = member.value.stringValue else {
            report(
                "\(MessageText.quoted(member.key)) must be a string\(nullable ? " or null" : ""), not "
                    + member.value.kindDescription, at: member.value.position)
            return nil
        }
        guard text.contains(placeholder), !text.contains("/"), !text.contains("\\") else {
            report(
                "\(MessageText.quoted(member.key)) must contain \(placeholder) and name a file, not a path: "
                    + MessageText.quoted(text), at: member.value.position)
            return nil
        }
        return text
    }

    // MARK: Context

    static let contextKeys: Set<String> = ["context"]

    /// Decodes `member` when it is the context key; false when it is another key.
    private mutating func decodeContext(_ member: LocatedJSON.Member, into manifest: inout TemplateSetManifest) -> Bool {
        guard member.key == "context" else { return false }
        guard let text = member.value.stringValue, let kind = TemplateContextKind(rawValue: text) else {
            let names = TemplateContextKind.allCases.map { "\(quoted: $0.rawValue)" }
            let found = member.value.stringValue.map { MessageText.quoted($0) } ?? member.value.kindDescription
            report("'context' must be \(MessageText.list(names, conjunction: "or")), not \(found)", at: member.value.position)
            return true
        }
        manifest.context = kind
        return true
    }
}
