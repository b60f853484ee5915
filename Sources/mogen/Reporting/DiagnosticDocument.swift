import MogenSupport

/// Diagnostics as one machine-readable document, for CI (`--diagnostic-format json|sarif`): mogen's own JSON, or
/// SARIF 2.1.0, which GitHub code scanning and other CI systems show on the lines concerned.
enum DiagnosticDocument {
    enum Format: String, CaseIterable {
        case text, json, sarif
    }

    /// `{"tool": "mogen", "version": …, "errors": N, "warnings": N, "diagnostics": [...]}`, one object per
    /// diagnostic with its notes; `line` and `column` are absent for a problem with a whole file (or none).
    static func json(_ diagnostics: [Diagnostic]) -> String {
        func place(_ location: SourceLocation?) -> [(String, JSONValue)] {
            guard let location else { return [] }
            var members: [(String, JSONValue)] = [("file", .string(location.file))]
            if location.line > 0 { members += [("line", .int(location.line)), ("column", .int(location.column))] }
            return members
        }
        let items: [JSONValue] = diagnostics.map { diagnostic in
            .object(
                [("severity", .string(diagnostic.severity.rawValue)), ("category", .string(diagnostic.category.rawValue)),
                 ("message", .string(diagnostic.message))] + place(diagnostic.location)
                    + [("notes", .array(diagnostic.notes.map { note in .object([("message", .string(note.message))] + place(note.location)) }))])
        }
        return JSONValue.object([
            ("tool", .string("mogen")), ("version", .string(Mogen.version)),
            ("errors", .int(diagnostics.errorCount)), ("warnings", .int(diagnostics.warningCount)),
            ("diagnostics", .array(items)),
        ]).rendered()
    }

    /// A SARIF 2.1.0 log of one run: a rule per category, a result per diagnostic, its notes as related locations.
    /// Columns count characters, as mogen's do (`columnKind`).
    static func sarif(_ diagnostics: [Diagnostic]) -> String {
        func physicalLocation(_ location: SourceLocation) -> JSONValue {
            var members: [(String, JSONValue)] = [("artifactLocation", .object([("uri", .string(uri(location.file)))]))]
            if location.line > 0 {
                members.append(("region", .object([("startLine", .int(location.line)), ("startColumn", .int(max(1, location.column)))])))
            }
            return .object(members)
        }
        let categories = Array(Set(diagnostics.map(\.category.rawValue))).sorted()
        let results: [JSONValue] = diagnostics.map { diagnostic in
            var members: [(String, JSONValue)] = [
                ("ruleId", .string(diagnostic.category.rawValue)),
                ("level", .string(diagnostic.severity.rawValue)),
                ("message", .object([("text", .string(diagnostic.message))])),
            ]
            if let location = diagnostic.location {
                members.append(("locations", .array([.object([("physicalLocation", physicalLocation(location))])])))
            }
            let related: [JSONValue] = diagnostic.notes.enumerated().map { index, note in
                var members: [(String, JSONValue)] = [("id", .int(index)), ("message", .object([("text", .string(note.message))]))]
                if let location = note.location { members.append(("physicalLocation", physicalLocation(location))) }
                return .object(members)
            }
            if !related.isEmpty { members.append(("relatedLocations", .array(related))) }
            return .object(members)
        }
        let driver: JSONValue = .object([
            ("name", .string("mogen")), ("version", .string(Mogen.version)),
            ("rules", .array(categories.map { .object([("id", .string($0)), ("name", .string($0))]) })),
        ])
        return JSONValue.object([
            ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")), ("version", .string("2.1.0")),
            ("runs", .array([.object([
                ("tool", .object([("driver", driver)])), ("columnKind", .string("unicodeCodePoints")),
                ("results", .array(results)),
            ])])),
        ]).rendered()
    }

    /// A path as a SARIF artifact URI: relative paths stay relative (to where mogen ran, the repository's root in CI),
    /// absolute ones become `file://` URIs; characters a URI cannot hold are percent-encoded.
    static func uri(_ path: String) -> String {
        var encoded = ""
        for byte in path.utf8 {
            let character = Character(Unicode.Scalar(byte))
            if byte < 0x80, character.isLetter || character.isNumber || "/-._~".contains(character) {
                encoded.append(character)
            } else {
                encoded += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return path.hasPrefix("/") ? "file://" + encoded : encoded
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
