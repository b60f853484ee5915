/// What the user gave, matched against a `CommandSpec`.
struct ParsedArguments: Sendable {
    /// Positional values in order.
    var positionals: [String] = []
    /// Values of each option by its long name, in the order given.
    var values: [String: [String]] = [:]
    /// Flags given, by long name.
    var flags: Set<String> = []

    func flag(_ name: String) -> Bool { flags.contains(name) }

    /// The last value given for an option (a later value overrides an earlier one).
    func value(_ name: String) -> String? { values[name]?.last }

    func allValues(_ name: String) -> [String] { values[name] ?? [] }
}
