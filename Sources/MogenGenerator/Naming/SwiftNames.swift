import MogenSupport

/// Swift spelling rules for names taken from a model: identifiers, keywords, case conversions.
public enum SwiftNames {
    /// Words that must be escaped with backticks to be used as a property, parameter or type name.
    public static let keywords = SwiftKeywords.words

    /// Names that are not keywords but cannot be used as written after a dot (`Genre.Type` is the metatype), so
    /// members and enum cases with these names are escaped too.
    static let reservedMemberNames: WordSet = ["Type", "Protocol"]

    /// `name` as a Swift identifier: characters other than letters, digits and `_` become `_`, a leading digit gets a
    /// `_` before it, and keywords are escaped with backticks.
    public static func identifier(_ name: String) -> String {
        escaped(sanitized(name))
    }

    /// `name` with every character that cannot be in an identifier replaced by `_`.
    public static func sanitized(_ name: String) -> String {
        // Nearly every name is already plain ASCII: check that cheaply (its bytes in place) before looking at Unicode
        // properties.
        var contiguous = name
        let isPlain = contiguous.withUTF8 { utf8 in
            guard let first = utf8.first, !(0x30...0x39).contains(first) else { return false }
            return utf8.allSatisfy { byte in
                (0x61...0x7A).contains(byte) || (0x41...0x5A).contains(byte) || (0x30...0x39).contains(byte) || byte == 0x5F
            }
        }
        if isPlain { return name }
        var result = ""
        for scalar in name.unicodeScalars {
            let allowed = scalar == "_" || scalar.properties.isAlphabetic
                || (scalar.properties.numericType == .decimal && scalar.isASCII)
            result.unicodeScalars.append(allowed ? scalar : "_")
        }
        if result.isEmpty { return "_" }
        if let first = result.unicodeScalars.first, first.isASCII, first.properties.numericType == .decimal {
            result = "_" + result
        }
        return result
    }

    /// `name` in backticks when it is a keyword, or a name that means something else after a dot (`Type`).
    public static func escaped(_ name: String) -> String {
        keywords.contains(name) || reservedMemberNames.contains(name) ? "`\(name)`" : name
    }

    /// Whether `name` can be used as written: a valid identifier that is not a keyword.
    public static func isPlainIdentifier(_ name: String) -> Bool {
        sanitized(name) == name && !keywords.contains(name)
    }

    public static func upperFirst(_ name: String) -> String {
        guard let first = name.first else { return name }
        return first.uppercased() + name.dropFirst()
    }

    public static func lowerFirst(_ name: String) -> String {
        guard let first = name.first else { return name }
        return first.lowercased() + name.dropFirst()
    }

    /// A predicate variable name as a Swift parameter name: `DEPARTMENT_NAME` → `departmentName`, `UUID` → `uuid`,
    /// `humanName` → `humanName`, `minRating` → `minRating`.
    public static func parameterName(fromVariable variable: String) -> String {
        let parts = variable.split(separator: "_").map(String.init).filter { !$0.isEmpty }
        guard !parts.isEmpty else { return "value" }
        let isScreaming = variable == variable.uppercased()
        var words = parts.map { isScreaming ? $0.lowercased() : $0 }
        words[0] = isScreaming ? words[0] : lowerFirst(words[0])
        for index in words.indices.dropFirst() { words[index] = upperFirst(words[index]) }
        return sanitized(words.joined())
    }
}
