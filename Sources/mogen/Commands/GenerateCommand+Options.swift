import MogenGenerator

/// `generate`'s own options, besides the settings (`Setting.all`), and the mode they choose.
extension GenerateCommand {
    static let check = OptionSpec(name: "--check", valueName: nil,
        help: "Write nothing; show how the files on disk differ as a unified diff; exit 1 if they do.")
    static let listOutputs = OptionSpec(name: "--list-outputs", valueName: nil,
        help: "Print the paths of the files a run rewrites (not the class files you own), one per line; write nothing.")
    static let dryRun = OptionSpec(name: "--dry-run", valueName: nil, help: "The same as --list-outputs.")
    static let listInputs = OptionSpec(name: "--list-inputs", valueName: nil,
        help: "Print the paths of the files read, one per line; write nothing.")
    static let standardOutput = OptionSpec(name: "--stdout", valueName: nil,
        help: "Print the generated files to standard output instead of writing them.")
    static let prune = OptionSpec(name: "--prune", valueName: nil,
        help: "Delete orphans: files mogen generated from the model earlier that it no longer generates.")
    static let force = OptionSpec(name: "--force", valueName: nil,
        help: "Replace files at mogen's output paths that mogen did not generate from the model "
            + "(hand-written, or another model's); without it, such a file is an error.")

    /// What the run does with the generated files.
    enum Mode: CaseIterable {
        case write, check, listOutputs, listInputs, standardOutput

        /// The options that choose the mode; none chooses `write`.
        var options: [OptionSpec] {
            switch self {
            case .write: []
            case .check: [GenerateCommand.check]
            case .listOutputs: [GenerateCommand.listOutputs, GenerateCommand.dryRun]
            case .listInputs: [GenerateCommand.listInputs]
            case .standardOutput: [GenerateCommand.standardOutput]
            }
        }
    }

    static func mode(_ arguments: ParsedArguments) throws(UsageError) -> Mode {
        let chosen = Mode.allCases.filter { $0.options.contains { arguments.flag($0) } }
        guard chosen.count <= 1 else {
            throw .other(chosen.map { mode in
                "\(quoted: mode.options.first { arguments.flag($0) }?.name ?? "")"
            }.joined(separator: " and ") + " cannot be combined")
        }
        return chosen.first ?? .write
    }
}
