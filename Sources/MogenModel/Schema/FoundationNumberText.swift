/// How Foundation's `NSString` reads numbers and booleans from text (`integerValue`, `boolValue`, `doubleValue`) and
/// how `NSDecimalNumber(string:)` reads a decimal. Core Data's model compiler converts an attribute's
/// `defaultValueString` with these, so a default that does not look like its type still becomes a value
/// (`"NO"` for an integer is 0). Apple documents them on `NSString`:
/// https://developer.apple.com/documentation/foundation/nsstring/integervalue,
/// https://developer.apple.com/documentation/foundation/nsstring/boolvalue,
/// https://developer.apple.com/documentation/foundation/nsstring/doublevalue.
/// Written here because Foundation on Linux is not guaranteed to match Apple's scanners in these corners.
public enum FoundationNumberText {
    /// `integerValue`: leading whitespace skipped, an optional sign, then decimal digits up to the first other
    /// character; 0 when there are no digits; the nearest limit on overflow.
    public static func integerValue(_ text: String) -> Int64 {
        var scalars = Substring(text).unicodeScalars.drop { $0.properties.isWhitespace }
        var negative = false
        if let sign = scalars.first, sign == "-" || sign == "+" {
            negative = sign == "-"
            scalars = scalars.dropFirst()
        }
        var value: Int64 = 0
        for scalar in scalars {
            guard let digit = decimalDigit(scalar) else { break }
            let (shifted, overflowShift) = value.multipliedReportingOverflow(by: 10)
            let (next, overflowAdd) = negative
                ? shifted.subtractingReportingOverflow(Int64(digit)) : shifted.addingReportingOverflow(Int64(digit))
            if overflowShift || overflowAdd { return negative ? .min : .max }
            value = next
        }
        return value
    }

    /// `boolValue`: true when, after leading whitespace, an optional sign and any zeros, the first character is
    /// Y, y, T, t or a digit 1–9; false otherwise (`"NO"`, `"0.0"`, `""`).
    public static func boolValue(_ text: String) -> Bool {
        var scalars = Substring(text).unicodeScalars.drop { $0.properties.isWhitespace }
        if let sign = scalars.first, sign == "-" || sign == "+" { scalars = scalars.dropFirst() }
        scalars = scalars.drop { $0 == "0" }
        guard let first = scalars.first else { return false }
        return "YyTt123456789".unicodeScalars.contains(first)
    }

    /// `doubleValue`: the longest number at the start of the text (after whitespace), or 0 when there is none;
    /// infinite on overflow, as `HUGE_VAL`.
    public static func doubleValue(_ text: String) -> Double {
        guard let prefix = numberPrefix(text) else { return 0 }
        return Double(prefix) ?? 0
    }

    /// `NSDecimalNumber(string:)`: the number at the start of the text, as written (`"1,5"` → `"1"`); nil when the
    /// text does not start with one, which Foundation reads as `NSDecimalNumber.notANumber`.
    public static func decimalPrefix(_ text: String) -> String? {
        numberPrefix(text)
    }

    /// `[+-]digits[.digits][(e|E)[+-]digits]` or `[+-].digits…` at the start of the text, after whitespace.
    static func numberPrefix(_ text: String) -> String? {
        let scalars = Array(Substring(text).unicodeScalars.drop { $0.properties.isWhitespace })
        var index = 0
        func digits() -> Int {
            let start = index
            while index < scalars.count, decimalDigit(scalars[index]) != nil { index += 1 }
            return index - start
        }
        if index < scalars.count, scalars[index] == "-" || scalars[index] == "+" { index += 1 }
        var mantissaDigits = digits()
        if index < scalars.count, scalars[index] == "." {
            index += 1
            mantissaDigits += digits()
        }
        guard mantissaDigits > 0 else { return nil }
        var end = index
        if index < scalars.count, scalars[index] == "e" || scalars[index] == "E" {
            index += 1
            if index < scalars.count, scalars[index] == "-" || scalars[index] == "+" { index += 1 }
            if digits() > 0 { end = index }
        }
        var prefix = String.UnicodeScalarView()
        prefix.append(contentsOf: scalars[..<end])
        return String(prefix)
    }

    private static func decimalDigit(_ scalar: Unicode.Scalar) -> UInt32? {
        ("0"..."9").contains(scalar) ? scalar.value - 48 : nil
    }
}
