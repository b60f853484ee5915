import MogenSupport

/// A mistake in the command line. Printed with the command's usage line; exit code 64.
enum UsageError: Error, Equatable, CustomStringConvertible {
    case unknownOption(String, suggestion: String?)
    case missingValue(option: String)
    case unexpectedValue(option: String)
    case invalidValue(option: String, value: String, allowed: [String])
    case unexpectedArgument(String)
    case missingArgument(String)
    case unknownCommand(String, suggestion: String?)
    case other(String)

    var description: String {
        switch self {
        case let .unknownOption(name, suggestion):
            "unknown option \(MessageText.quoted(name))" + (suggestion.map { "; did you mean \(quoted: $0)?" } ?? "")
        case let .missingValue(option):
            "missing value for \(quoted: option)"
        case let .unexpectedValue(option):
            "\(quoted: option) is a flag and takes no value"
        case let .invalidValue(option, value, allowed):
            "invalid value \(MessageText.quoted(value)) for \(quoted: option); expected "
                + allowed.map { "\(quoted: $0)" }.joined(separator: ", ")
                + (Suggestions.closest(to: value, among: allowed).map { "; did you mean \(quoted: $0)?" } ?? "")
        case let .unexpectedArgument(value):
            "unexpected argument \(MessageText.quoted(value))"
        case let .missingArgument(name):
            "missing argument <\(name)>"
        case let .unknownCommand(name, suggestion):
            "unknown command \(MessageText.quoted(name))" + (suggestion.map { "; did you mean \(quoted: $0)?" } ?? "")
        case let .other(message):
            message
        }
    }
}
