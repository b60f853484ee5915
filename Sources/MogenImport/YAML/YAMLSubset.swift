import MogenSupport

/// The part of YAML that configuration files of other tools use (SwiftGen's `swiftgen.yml`), read into the same
/// located values as JSON, so one set of checks reads both. Foundation has no YAML reader, and this part is small
/// and regular:
///
/// - block mappings (`key: value`) and block sequences (`- item`), nested by indentation with spaces, a sequence
///   also at its key's own indentation;
/// - flow sequences and mappings on one line (`[a, b]`, `{ a: 1 }`);
/// - plain, single-quoted and double-quoted scalars on one line; `#` comments; a leading `---`;
/// - lines ending with LF, CRLF or CR.
///
/// Plain scalars are resolved as YAML 1.1 resolves them, as SwiftGen's reader does: `true`/`false`/`yes`/`no`/`on`/
/// `off` (any case) are booleans, `~`, `null` and nothing are null, integers and decimals are numbers, anything else a
/// string. The rest of YAML (anchors and aliases, tags, block scalars `|` and `>`, multi-line scalars, complex keys,
/// several documents, tabs for indentation) is refused with an error at its line and column, never guessed at.
public enum YAMLSubset {
    /// Parses a whole document in UTF-8, which may start with a byte order mark.
    public static func parse(_ bytes: [UInt8]) throws(YAMLSyntaxError) -> LocatedJSON {
        var textBytes = bytes[...]
        if textBytes.starts(with: [0xEF, 0xBB, 0xBF]) { textBytes = textBytes.dropFirst(3) }
        guard let text = String(validating: textBytes, as: UTF8.self) else {
            throw YAMLSyntaxError(message: "invalid UTF-8", position: JSONPosition(line: 1, column: 1))
        }
        var parser = try YAMLBlockParser(lines: YAMLLine.split(text))
        return try parser.parseDocument()
    }

    /// Parses a whole document.
    public static func parse(_ text: String) throws(YAMLSyntaxError) -> LocatedJSON {
        try parse(Array(text.utf8))
    }
}

/// Why a YAML text could not be read, and where.
public struct YAMLSyntaxError: Error, Sendable, Equatable {
    public let message: String
    public let position: JSONPosition

    public init(message: String, position: JSONPosition) {
        self.message = message
        self.position = position
    }

    static func unsupported(_ feature: String, at position: JSONPosition) -> YAMLSyntaxError {
        YAMLSyntaxError(message: "\(feature) is not part of the YAML that mogen reads (Docs/Migrating.md)",
            position: position)
    }
}
