/// A `--name value` option or a `--name` flag: what parsing, `--help` and the error messages know of it. A setting's
/// option (`Setting.option`) is one, so a command lists it as it lists its own options.
public struct OptionSpec: Sendable, Equatable {
    /// `--format`
    public var name: String
    /// `-o`
    public var shortName: String?
    /// The placeholder shown in help (`<format>`); nil for a flag.
    public var valueName: String?
    public var help: String
    /// May be given several times; every value is kept.
    public var isRepeated: Bool
    /// Values the option accepts; anything else is a usage error.
    public var allowedValues: [String]?
    /// Other names of the same option (mogenerator's `--output-dir` for `--output`): parsed as the option, listed in
    /// its help.
    public var aliases: [String]

    public var isFlag: Bool { valueName == nil }

    /// Every command takes `-h`/`--help`. Declared here, beside `help`, the text: an extension in another module
    /// would hide that property.
    public static let help = OptionSpec(
        name: "--help", shortName: "-h", valueName: nil, help: "Show help for this command.")

    public init(
        name: String, shortName: String? = nil, valueName: String?, help: String, isRepeated: Bool = false,
        allowedValues: [String]? = nil, aliases: [String] = []
    ) {
        self.name = name
        self.shortName = shortName
        self.valueName = valueName
        self.help = help
        self.isRepeated = isRepeated
        self.allowedValues = allowedValues
        self.aliases = aliases
    }
}
