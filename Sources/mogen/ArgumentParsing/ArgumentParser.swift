import MogenSupport

/// Matches command-line words against a `CommandSpec`: `--flag`, `--option value`, `--option=value`, `-o value`,
/// positionals, and `--` to end options.
enum ArgumentParser {
    static func parse(_ words: [String], spec: CommandSpec) throws(UsageError) -> ParsedArguments {
        var result = ParsedArguments()
        var index = 0
        var optionsEnded = false
        while index < words.count {
            let word = words[index]
            index += 1
            if optionsEnded || word == "-" || !word.hasPrefix("-") {
                result.positionals.append(word)
                continue
            }
            if word == "--" {
                optionsEnded = true
                continue
            }
            var name = word
            var attached: String?
            if word.hasPrefix("--"), let equals = word.firstIndex(of: "=") {
                name = String(word[..<equals])
                attached = String(word[word.index(after: equals)...])
            }
            guard let option = spec.option(named: name) else {
                let candidates = spec.allOptions.map(\.name)
                throw .unknownOption(name, suggestion: Suggestions.closest(to: name, among: candidates))
            }
            if option.isFlag {
                if attached != nil { throw .unexpectedValue(option: option.name) }
                result.flags.insert(option.name)
                continue
            }
            let value: String
            if let attached {
                value = attached
            } else {
                guard index < words.count else { throw .missingValue(option: option.name) }
                value = words[index]
                index += 1
            }
            if let allowed = option.allowedValues, !allowed.contains(value) {
                throw .invalidValue(option: option.name, value: value, allowed: allowed)
            }
            result.values[option.name, default: []].append(value)
        }
        if result.flag(.help) { return result }
        try checkPositionals(result.positionals, spec: spec)
        return result
    }

    private static func checkPositionals(_ values: [String], spec: CommandSpec) throws(UsageError) {
        let required = spec.arguments.filter { !$0.isOptional }
        if values.count < required.count {
            throw .missingArgument(required[values.count].name)
        }
        let takesRest = spec.arguments.last?.isRepeated ?? false
        if !takesRest, values.count > spec.arguments.count {
            throw .unexpectedArgument(values[spec.arguments.count])
        }
    }
}
