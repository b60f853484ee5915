import MogenModel

/// One input of the `predicate` fuzz target: the bytes as UTF-8 (invalid sequences replaced), parsed as a fetch
/// request's predicate. Shared by the fuzz target (Fuzz/) and the regression test that replays saved crash inputs.
enum PredicateFuzzing {
    enum Outcome {
        /// The predicate parsed; the variables it takes, which walks the whole tree.
        case parsed(variables: [String])
        case rejected(PredicateParser.ParseError)
    }

    static func run(_ bytes: [UInt8]) -> Outcome {
        do {
            let predicate = try PredicateParser.parse(String(decoding: bytes, as: UTF8.self))
            return .parsed(variables: predicate.variableNames)
        } catch {
            return .rejected(error)
        }
    }
}
