import Foundation

/// StencilSwiftKit's case conversions, as plain string functions.
enum LetterCase {
    /// Upper-cases the first Unicode scalar (`ß` becomes `SS`); the rest is unchanged.
    static func upperFirstLetter(_ string: String) -> String {
        guard let first = string.unicodeScalars.first else { return string }
        return String(first).uppercased() + String(string.unicodeScalars.dropFirst())
    }

    /// Lower-cases the first character; the rest is unchanged.
    static func lowerFirstLetter(_ string: String) -> String {
        String(string.prefix(1)).lowercased() + String(string.dropFirst())
    }

    /// Lower-cases the leading capitals, keeping the last one when a lowercase letter follows
    /// it, so an acronym prefix stays a word: `URLChooser` → `urlChooser`, `PeoplePicker` →
    /// `peoplePicker`, `UTF8String` → `utf8String`.
    static func lowerFirstWord(_ string: String) -> String {
        let scalars = Array(string.unicodeScalars)
        var end = 0
        while end < scalars.count, CharacterSet.uppercaseLetters.contains(scalars[end]) { end += 1 }
        if end > 1, end < scalars.count, CharacterSet.lowercaseLetters.contains(scalars[end]) { end -= 1 }
        return makeString(scalars[..<end]).lowercased() + makeString(scalars[end...])
    }

    /// `snake_case` → `SnakeCase`. A string with ASCII lowercase letters has each `_`-separated
    /// piece's first letter upper-cased; an all-capitals string is first split into words
    /// (as `camelToSnakeCase` does) and each word capitalised (`PLEASE_STOP` → `PleaseStop`).
    /// Leading underscores are kept unless `stripLeading`.
    static func snakeToCamelCase(_ string: String, stripLeading: Bool) -> String {
        let camel: String
        if string.unicodeScalars.contains(where: { ("a"..."z").contains($0) }) {
            camel = string.split(onEvery: "_").map(upperFirstLetter).joined()
        } else {
            camel = snakeCaseWords(string).split(onEvery: "_").map(\.capitalized).joined()
        }
        if stripLeading { return camel }
        let underscores = string.unicodeScalars.prefix { $0 == "_" }.count
        return String(repeating: "_", count: underscores) + camel
    }

    /// `camelCase` → `camel_case`: an underscore before the last capital of a run of capitals
    /// and digits followed by a lowercase letter (`URLChooser` → `URL_Chooser`), and between a
    /// lowercase letter or digit and a capital; `-` becomes `_`; then lower-cased if `lowercased`.
    static func camelToSnakeCase(_ string: String, lowercased: Bool) -> String {
        let snake = snakeCaseWords(string)
        return lowercased ? snake.lowercased() : snake
    }

    /// The two substitutions StencilSwiftKit does with regular expressions,
    /// `([A-Z\d]+)([A-Z][a-z])` → `$1_$2` then `([a-z\d])([A-Z])` → `$1_$2`, and `-` → `_`.
    private static func snakeCaseWords(_ string: String) -> String {
        let scalars = Array(string.unicodeScalars)
        var firstPass: [Unicode.Scalar] = []
        firstPass.reserveCapacity(scalars.count + 4)
        var index = 0
        while index < scalars.count {
            guard isUpper(scalars[index]) || isDigit(scalars[index]) else {
                firstPass.append(scalars[index])
                index += 1
                continue
            }
            var runEnd = index
            while runEnd < scalars.count, isUpper(scalars[runEnd]) || isDigit(scalars[runEnd]) { runEnd += 1 }
            if runEnd - index >= 2, isUpper(scalars[runEnd - 1]), runEnd < scalars.count, isLower(scalars[runEnd]) {
                firstPass += scalars[index..<(runEnd - 1)]
                firstPass += ["_", scalars[runEnd - 1], scalars[runEnd]]
                index = runEnd + 1
            } else {
                firstPass += scalars[index..<runEnd]
                index = runEnd
            }
        }
        var result = String.UnicodeScalarView()
        index = 0
        while index < firstPass.count {
            let scalar = firstPass[index]
            if index + 1 < firstPass.count, isLower(scalar) || isDigit(scalar), isUpper(firstPass[index + 1]) {
                result.append(contentsOf: [scalar, "_", firstPass[index + 1]])
                index += 2
            } else {
                result.append(scalar == "-" ? "_" : scalar)
                index += 1
            }
        }
        return String(result)
    }

    private static func isUpper(_ scalar: Unicode.Scalar) -> Bool { ("A"..."Z").contains(scalar) }
    private static func isLower(_ scalar: Unicode.Scalar) -> Bool { ("a"..."z").contains(scalar) }
    /// ICU's `\d`: any Unicode decimal digit.
    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { scalar.properties.numericType == .decimal }

    private static func makeString(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars)
        return String(view)
    }
}
