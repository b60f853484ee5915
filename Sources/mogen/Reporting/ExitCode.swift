/// mogen's exit codes, the same for every command. One rule decides between 64 and 2 (`CommandFailure`): the
/// command line's form is a usage error; whatever needs the disk to be found wrong is an input error, wherever it
/// was named (a model, a template set or a context file named on the command line fails as it does in `mogen.json`).
enum ExitCode: Int32 {
    case success = 0
    /// Generated code is out of date (`generate --check`), or `diff --fail-on` found a change at that level.
    case outOfDate = 1
    /// The input has errors (model, template, configuration), or an output could not be read or written (for
    /// `--check` too) or is not mogen's to replace.
    case inputError = 2
    /// The command line is wrong (EX_USAGE).
    case usage = 64
}
