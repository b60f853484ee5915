/// mogen's exit codes, the same for every command.
enum ExitCode: Int32 {
    case success = 0
    /// Generated code is out of date (`generate --check`).
    case outOfDate = 1
    /// The input has errors (model, template, configuration), or an output could not be read or written (for
    /// `--check` too) or is not mogen's to replace.
    case inputError = 2
    /// The command line is wrong (EX_USAGE).
    case usage = 64
}
