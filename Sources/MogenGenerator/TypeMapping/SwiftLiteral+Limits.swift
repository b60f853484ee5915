import Foundation

/// A validation limit's text from the model read as a Swift literal of the limit's type, or why it cannot be one.
enum LimitLiteral: Equatable {
    case literal(String)
    /// The text is no number of the kind the type needs (`abc`, `1.5` for an integer).
    case notANumber
    /// A number the type cannot hold (`100000` for `Int16`, a decimal of more digits than `Decimal` keeps).
    case outOfRange
}

extension SwiftLiteral {
    /// An integer literal (`-5`) for `text`, a whole number in `range`.
    static func integerLimit(_ text: String, in range: ClosedRange<Int64>) -> LimitLiteral {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard let value = Int64(trimmed) else {
            // Digits alone that overflow Int64 are a number still, too large for any integer attribute.
            let digits = trimmed.hasPrefix("-") || trimmed.hasPrefix("+") ? trimmed.dropFirst() : Substring(trimmed)
            return !digits.isEmpty && digits.allSatisfy(\.isASCIIDigit) ? .outOfRange : .notANumber
        }
        return range.contains(value) ? .literal(String(value)) : .outOfRange
    }

    /// A floating-point literal for `text`, a finite number of at most `magnitude` (`Float`'s is smaller than
    /// `Double`'s: a larger literal would not compile as a `Float`).
    static func floatingPointLimit(_ text: String, magnitude: Double) -> LimitLiteral {
        guard let value = Double(text.trimmingCharacters(in: .whitespacesAndNewlines)), !value.isNaN else {
            return .notANumber
        }
        return value.isFinite && abs(value) <= magnitude ? .literal(double(value)) : .outOfRange
    }

    /// A `Decimal` built exactly from `text`'s digits (`Decimal(sign: .minus, exponent: -1, significand: 5)` for
    /// `-0.5`): a floating-point literal would round it through `Double`, and `Decimal(string:)` is optional.
    static func decimalLimit(_ text: String, decimalType: String) -> LimitLiteral {
        guard let number = DecimalText(text.trimmingCharacters(in: .whitespacesAndNewlines)) else { return .notANumber }
        // `Decimal` keeps 38 digits and an exponent within Int8; a significand literal must fit an `Int`.
        guard let significand = Int64(number.digits), (-128...127).contains(number.exponent) else { return .outOfRange }
        return .literal(
            "\(decimalType)(sign: .\(number.isNegative ? "minus" : "plus"), exponent: \(number.exponent), "
                + "significand: \(significand))")
    }
}

/// `[+-]digits[.digits][(e|E)[+-]digits]` as sign, significant digits (no leading or trailing zeros) and exponent.
private struct DecimalText {
    var isNegative = false
    var digits = "0"
    var exponent = 0

    init?(_ text: String) {
        var rest = Substring(text)
        if rest.first == "-" || rest.first == "+" {
            isNegative = rest.first == "-"
            rest = rest.dropFirst()
        }
        let mantissa = rest.prefix { $0 != "e" && $0 != "E" }
        let exponentText = rest.dropFirst(mantissa.count).dropFirst()
        let parts = mantissa.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let whole = parts[0], fraction = parts.count > 1 ? parts[1] : ""
        guard !(whole.isEmpty && fraction.isEmpty), (whole + fraction).allSatisfy(\.isASCIIDigit) else { return nil }
        var power = 0
        if mantissa.count < rest.count {
            let hasSign = exponentText.first == "-" || exponentText.first == "+"
            let unsigned = hasSign ? exponentText.dropFirst() : exponentText
            // More than four digits of exponent is far outside Decimal's range either way.
            guard !unsigned.isEmpty, unsigned.allSatisfy(\.isASCIIDigit) else { return nil }
            power = unsigned.count > 4 ? 9999 : Int(unsigned) ?? 0
            if exponentText.first == "-" { power = -power }
        }
        var significant = Substring(whole + fraction).drop { $0 == "0" }
        power -= fraction.count
        while significant.last == "0" {
            significant = significant.dropLast()
            power += 1
        }
        if significant.isEmpty {
            (digits, exponent, isNegative) = ("0", 0, false)
        } else {
            (digits, exponent) = (String(significant), power)
        }
    }
}

private extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}
