import MogenSupport

/// Matches command-line words against a `CommandSpec`: `--flag`, `--option value`, `--option=value`, `-o value`,
/// positionals, and `--` to end options. An option's aliases are the option; an argument's option alias
/// (`--model <path>`) gives a positional value. A long name may be written with one dash (`-output-dir`), as
/// mogenerator's getopt_long_only allows, when it is no short name.
enum ArgumentParser {
    static func parse(_ words: [String], spec: CommandSpec) throws(UsageError) -> ParsedArguments {
        var result = ParsedArguments(commandSettings: spec.settings)
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
            if let equals = word.firstIndex(of: "="), word.hasPrefix("--") || spec.option(named: word) == nil {
                name = String(word[..<equals])
                attached = String(word[word.index(after: equals)...])
            }
            if !name.hasPrefix("--"), spec.option(named: name) == nil, spec.longNames.contains("-" + name) {
                name = "-" + name
            }
            if spec.argument(withOption: name) != nil {
                if let attached {
                    result.positionals.append(attached)
                } else {
                    guard index < words.count else { throw .missingValue(option: name) }
                    result.positionals.append(words[index])
                    index += 1
                }
                continue
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
