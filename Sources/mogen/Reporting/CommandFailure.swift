import MogenSupport

/// Why a command stopped, which decides its exit code (`ExitCode`, Docs/Diagnostics.md "Exit status").
enum CommandFailure: Error {
    /// The command line's form is wrong: an unknown option, a missing argument, a value that is not one of an
    /// option's choices or not in its syntax. Found without reading any file. Exit 64, with the usage line.
    case usage(UsageError)
    /// An input (a file or directory, named on the command line or in `mogen.json`) is missing or has errors, or
    /// an output cannot be written. Exit 2.
    case input([Diagnostic])

    var exitCode: ExitCode {
        switch self {
        case .usage: .usage
        case .input: .inputError
        }
    }
}
