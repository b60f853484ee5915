/// Renders `--help` text from a `CommandSpec`.
enum HelpFormatter {
    static let toolName = "mogen"
    private static let width = 80
    private static let labelWidth = 28

    static func usage(for spec: CommandSpec) -> String {
        var parts = ["\(toolName) \(spec.name)"]
        for argument in spec.arguments {
            var text = "<\(argument.name)>"
            if argument.isRepeated { text += " ..." }
            parts.append(argument.isOptional ? "[\(text)]" : text)
        }
        if !spec.options.isEmpty { parts.append("[<options>]") }
        return parts.joined(separator: " ")
    }

    static func help(for spec: CommandSpec) -> String {
        var lines = ["OVERVIEW: \(spec.abstract)", "", "USAGE: \(usage(for: spec))"]
        if !spec.arguments.isEmpty {
            lines += ["", "ARGUMENTS:"]
            for argument in spec.arguments {
                let aliases = argument.optionAliases.map { "\($0) <\(argument.name)>" }
                lines += entry(label: "<\(argument.name)>", help: argument.help + aliasNote(aliases))
            }
        }
        lines += ["", "OPTIONS:"]
        for option in spec.allOptions {
            var label = option.shortName.map { "\($0), " } ?? ""
            label += option.name
            if let valueName = option.valueName { label += " <\(valueName)>" }
            lines += entry(label: label, help: option.help + aliasNote(option.aliases))
        }
        if !spec.discussion.isEmpty {
            lines += [""] + spec.discussion.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        }
        if !spec.examples.isEmpty {
            lines += ["", "EXAMPLES:"] + spec.examples.map { "  \($0)" }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// ` Alias: --output-dir.` after an option's help, or nothing.
    static func aliasNote(_ aliases: [String]) -> String {
        guard !aliases.isEmpty else { return "" }
        return " \(aliases.count == 1 ? "Alias" : "Aliases"): \(aliases.joined(separator: ", "))."
    }

    /// `  --label     help text`, the help wrapped to the terminal width and aligned.
    static func entry(label: String, help: String) -> [String] {
        let indent = String(repeating: " ", count: labelWidth + 2)
        let wrapped = wrap(help, width: width - indent.count)
        var lines: [String] = []
        let paddedLabel = "  " + label
        if paddedLabel.count < labelWidth + 1 {
            let first = paddedLabel + String(repeating: " ", count: labelWidth + 2 - paddedLabel.count)
            lines.append(first + (wrapped.first ?? ""))
            lines += wrapped.dropFirst().map { indent + $0 }
        } else {
            lines.append(paddedLabel)
            lines += wrapped.map { indent + $0 }
        }
        return lines
    }

    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ") {
            if current.isEmpty {
                current = String(word)
            } else if current.count + 1 + word.count <= width {
                current += " " + word
            } else {
                lines.append(current)
                current = String(word)
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }
}
