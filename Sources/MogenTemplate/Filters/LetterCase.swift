import Foundation

/// StencilSwiftKit's case conversions, as plain string functions.
///
/// Code-generation templates apply them to every property name, so each has a fast path for
/// ASCII text working on UTF-8 bytes; other text goes through Unicode scalars with the
/// character classes StencilSwiftKit uses.
enum LetterCase {
    /// Upper-cases the first Unicode scalar (`ß` becomes `SS`); the rest is unchanged.
    static func upperFirstLetter(_ string: String) -> String {
        guard let first = string.utf8.first else { return string }
        if first < 0x80 {
            guard ASCII.isLower(first) else { return string }
            return ASCII.replacingFirstByte(of: string, with: first - 32)
        }
        guard let scalar = string.unicodeScalars.first else { return string }
        return String(scalar).uppercased() + String(string.unicodeScalars.dropFirst())
    }

    /// Lower-cases the first character; the rest is unchanged.
    static func lowerFirstLetter(_ string: String) -> String {
        let bytes = string.utf8
        guard let first = bytes.first else { return string }
        // An ASCII byte followed by another ASCII byte is a whole character.
        if first < 0x80, bytes.count == 1 || bytes[bytes.index(after: bytes.startIndex)] < 0x80 {
            guard ASCII.isUpper(first) else { return string }
            return ASCII.replacingFirstByte(of: string, with: first + 32)
        }
        return String(string.prefix(1)).lowercased() + String(string.dropFirst())
    }

    /// Lower-cases the leading capitals, keeping the last one when a lowercase letter follows
    /// it, so an acronym prefix stays a word: `URLChooser` → `urlChooser`, `PeoplePicker` →
    /// `peoplePicker`, `UTF8String` → `utf8String`.
    static func lowerFirstWord(_ string: String) -> String {
        if let first = string.utf8.first, first < 0x80, !ASCII.isUpper(first) {
            return string
        }
        let ascii = ASCII.transformed(string, capacity: { $0 }) { input, output in
            var end = 0
            while end < input.count, ASCII.isUpper(input[end]) { end += 1 }
            if end > 1, end < input.count, ASCII.isLower(input[end]) { end -= 1 }
            for index in input.indices {
                output[index] = index < end ? input[index] + 32 : input[index]
            }
            return input.count
        }
        if let ascii { return ascii }
        let scalars = Array(string.unicodeScalars)
        var end = 0
        while end < scalars.count, CharacterSet.uppercaseLetters.contains(scalars[end]) { end += 1 }
        if end > 1, end < scalars.count, CharacterSet.lowercaseLetters.contains(scalars[end]) { end -= 1 }
        return ASCII.string(scalars[..<end]).lowercased() + ASCII.string(scalars[end...])
    }

    /// `snake_case` → `SnakeCase`. A string with ASCII lowercase letters has each `_`-separated
    /// piece's first letter upper-cased; an all-capitals string is first split into words
    /// (as `camelToSnakeCase` does) and each word capitalised (`PLEASE_STOP` → `PleaseStop`).
    /// Leading underscores are kept unless `stripLeading`.
    static func snakeToCamelCase(_ string: String, stripLeading: Bool) -> String {
        let camel: String
        if string.utf8.contains(where: ASCII.isLower) {
            camel = upperCasingPieces(string)
        } else {
            camel = snakeCaseWords(string, lowercased: false).split(onEvery: "_").map(\.capitalized).joined()
        }
        if stripLeading { return camel }
        let underscores = string.utf8.prefix { $0 == UInt8(ascii: "_") }.count
        return underscores == 0 ? camel : String(repeating: "_", count: underscores) + camel
    }

    /// Drops every `_` and upper-cases the first scalar of each piece between them.
    private static func upperCasingPieces(_ string: String) -> String {
        let ascii = ASCII.transformed(string, capacity: { $0 }) { input, output in
            var count = 0
            var startsPiece = true
            for byte in input {
                if byte == UInt8(ascii: "_") {
                    startsPiece = true
                    continue
                }
                output[count] = startsPiece && ASCII.isLower(byte) ? byte - 32 : byte
                count += 1
                startsPiece = false
            }
            return count
        }
        return ascii ?? string.split(onEvery: "_").map(upperFirstLetter).joined()
    }

    /// `camelCase` → `camel_case`: an underscore before the last capital of a run of capitals
    /// and digits followed by a lowercase letter (`URLChooser` → `URL_Chooser`), and between a
    /// lowercase letter or digit and a capital; `-` becomes `_`; then lower-cased if `lowercased`.
    static func camelToSnakeCase(_ string: String, lowercased: Bool) -> String {
        snakeCaseWords(string, lowercased: lowercased)
    }

    /// The two substitutions StencilSwiftKit makes with regular expressions,
    /// `([A-Z\d]+)([A-Z][a-z])` → `$1_$2` then `([a-z\d])([A-Z])` → `$1_$2`, then `-` → `_`,
    /// optionally followed by lower-casing.
    private static func snakeCaseWords(_ string: String, lowercased: Bool) -> String {
        let ascii = ASCII.transformed(string, capacity: { $0 * 2 }) { input, output in
            var count = 0
            insertWordBreaks(input, isDigit: ASCII.isDigit) { byte in
                output[count] = lowercased && ASCII.isUpper(byte) ? byte + 32 : byte
                count += 1
            }
            return count
        }
        if let ascii { return ascii }
        var result = String.UnicodeScalarView()
        insertWordBreaks(string.unicodeScalars.map(\.value), isDigit: { value in
            // ICU's `\d`: any Unicode decimal digit.
            Unicode.Scalar(value)?.properties.numericType == .decimal
        }) { value in
            if let scalar = Unicode.Scalar(value) { result.append(scalar) }
        }
        return lowercased ? String(result).lowercased() : String(result)
    }

    /// Emits `units` (scalar values) with the word breaks of `snakeCaseWords` in one pass.
    ///
    /// Both substitutions reduce to rules on neighbours: the first puts `_` before a capital
    /// that follows a capital or digit and precedes a lowercase letter (the end of a run such
    /// as `URLC` in `URLChooser`); the second puts `_` between a lowercase letter or digit and
    /// a capital, except where the first already did.
    private static func insertWordBreaks<Units: RandomAccessCollection>(
        _ units: Units,
        isDigit: (Units.Element) -> Bool,
        emit: (Units.Element) -> Void
    ) where Units.Element: FixedWidthInteger, Units.Index == Int {
        func isUpper(_ unit: Units.Element) -> Bool { unit >= 65 && unit <= 90 }
        func isLower(_ unit: Units.Element) -> Bool { unit >= 97 && unit <= 122 }
        let underscore: Units.Element = 95
        let hyphen: Units.Element = 45
        for index in units.indices {
            let unit = units[index]
            if index > units.startIndex {
                let previous = units[index - 1]
                let endsCapitalRun = isUpper(unit) && (isUpper(previous) || isDigit(previous))
                    && index + 1 < units.endIndex && isLower(units[index + 1])
                let startsWord = (isLower(previous) || isDigit(previous)) && isUpper(unit)
                if endsCapitalRun || startsWord { emit(underscore) }
            }
            emit(unit == hyphen ? underscore : unit)
        }
    }
}

/// Byte-level helpers for the ASCII fast paths of the string filters.
enum ASCII {
    static func isUpper(_ byte: UInt8) -> Bool { byte >= 65 && byte <= 90 }
    static func isLower(_ byte: UInt8) -> Bool { byte >= 97 && byte <= 122 }
    static func isDigit(_ byte: UInt8) -> Bool { byte >= 48 && byte <= 57 }
    static func isLetter(_ byte: UInt8) -> Bool { isUpper(byte) || isLower(byte) }

    /// A new string made by `transform` from `string`'s UTF-8 bytes, when `string` is pure
    /// ASCII (else `nil`). `transform` writes at most `capacity(count)` bytes and returns how
    /// many; no intermediate arrays are made.
    static func transformed(
        _ string: String,
        capacity: (Int) -> Int,
        _ transform: (UnsafeBufferPointer<UInt8>, UnsafeMutableBufferPointer<UInt8>) -> Int
    ) -> String? {
        var string = string
        return string.withUTF8 { input in
            guard !input.contains(where: { $0 >= 0x80 }) else { return nil }
            return String(unsafeUninitializedCapacity: max(capacity(input.count), 1)) { output in
                transform(input, output)
            }
        }
    }

    static func replacingFirstByte(of string: String, with byte: UInt8) -> String {
        var string = string
        return string.withUTF8 { input in
            String(unsafeUninitializedCapacity: input.count) { output in
                _ = output.initialize(from: input)
                output[0] = byte
                return input.count
            }
        }
    }

    static func string(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars)
        return String(view)
    }
}
