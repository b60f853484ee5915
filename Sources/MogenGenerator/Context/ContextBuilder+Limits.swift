import Foundation
import MogenModel
import MogenSupport

extension ContextBuilder {
    /// The limits Core Data checks on `attribute` when the context saves, as `Limits`' constants and its `validate…`
    /// function: minimum and maximum for numbers (`minValueString`, `maxValueString`), lengths and a regular
    /// expression for strings, earliest and latest dates (`minDateTimeInterval`, `maxDateTimeInterval`: seconds since
    /// 2001-01-01; a Date's `minValueString` is a locale-formatted copy Xcode writes beside them, and is ignored).
    /// Nil when there are none, or the attribute is derived (nothing can set it). A limit whose text is no value of
    /// the type gets no constant: a warning says so, unless the model's own check warns already (text that is no
    /// number at all).
    func limits(
        of attribute: Attribute, plainName: String, label: String, problems: inout [Diagnostic]
    ) -> AttributeLimits? {
        guard !attribute.isDerived, let kind = LimitedValue(attribute.type) else { return nil }
        let functionName = "validate" + SwiftNames.upperFirst(plainName)
        var checks: [LimitCheck] = []
        func add(_ limit: String, _ text: String?, _ which: String, type: String, literal: (String) -> LimitLiteral) {
            guard let text else { return }
            let summary = Self.summary(limit, text: text)
            switch literal(text) {
            case let .literal(value):
                let isLength = limit.hasSuffix("Length")
                checks.append(LimitCheck(
                    kind: limit, constantName: plainName + SwiftNames.upperFirst(limit), constantType: type,
                    value: value, operand: isLength ? "value.utf16.count" : "value",
                    breaksWhen: limit.hasPrefix("minimum") || limit == "earliestDate" ? "<" : ">", summary: summary))
            case .outOfRange:
                problems.append(Self.droppedLimit(label, which, text, "which \(type) cannot hold", attribute))
            case .notANumber:
                // The model's check says when the text is no number at all (`AttributeRules`); a date's interval has
                // none.
                let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
                let modelWarns = kind != .date && (kind == .string ? Int(trimmed) == nil : Double(trimmed) == nil)
                if !modelWarns {
                    let reason = kind == .date ? "which is not a number of seconds" : "which is not a value of \(type)"
                    problems.append(Self.droppedLimit(label, which, text, reason, attribute))
                }
            }
        }
        // A lower and an upper limit of one kind: values, lengths or dates.
        func bounds(
            _ kinds: (String, String), _ texts: (String?, String?), _ words: (String, String), type: String,
            literal: (String) -> LimitLiteral
        ) {
            add(kinds.0, texts.0, words.0, type: type, literal: literal)
            add(kinds.1, texts.1, words.1, type: type, literal: literal)
        }
        let values = (attribute.minValueString, attribute.maxValueString)
        let valueType: String
        switch kind {
        case let .integer(name, range):
            valueType = types.spell(name)
            bounds(("minimum", "maximum"), values, ("minimum", "maximum"), type: valueType) {
                SwiftLiteral.integerLimit($0, in: range)
            }
        case let .floatingPoint(name, magnitude):
            valueType = types.spell(name)
            bounds(("minimum", "maximum"), values, ("minimum", "maximum"), type: valueType) {
                SwiftLiteral.floatingPointLimit($0, magnitude: magnitude)
            }
        case .decimal:
            valueType = types.spell("Decimal")
            bounds(("minimum", "maximum"), values, ("minimum", "maximum"), type: valueType) {
                SwiftLiteral.decimalLimit($0, decimalType: valueType)
            }
        case .string:
            valueType = types.spell("String")
            let lengths = Int64(Int.min)...Int64(Int.max)
            bounds(("minimumLength", "maximumLength"), values, ("minimum length", "maximum length"), type: types.spell("Int")) {
                SwiftLiteral.integerLimit($0, in: lengths)
            }
            if let pattern = attribute.regularExpressionString, !pattern.isEmpty {
                checks.append(LimitCheck(
                    kind: "pattern", constantName: plainName + "Pattern", constantType: valueType,
                    value: SwiftLiteral.string(pattern), operand: nil, breaksWhen: nil,
                    summary: "the regular expression the whole value must match (ICU's syntax, as `NSPredicate`'s MATCHES)"))
            }
        case .date:
            valueType = types.spell("Date")
            let intervals = (attribute.minDateTimeInterval, attribute.maxDateTimeInterval)
            bounds(("earliestDate", "latestDate"), intervals, ("earliest date", "latest date"), type: valueType) { text in
                guard case let .literal(seconds) = SwiftLiteral.floatingPointLimit(text, magnitude: .greatestFiniteMagnitude)
                else { return .notANumber }
                return .literal("\(valueType)(timeIntervalSinceReferenceDate: \(seconds))")
            }
        }
        guard !checks.isEmpty else { return nil }
        return AttributeLimits(
            attributeName: attribute.name, valueType: valueType, functionName: functionName, checks: checks)
    }

    /// `limits` with a number after a function name that repeats another's or a constant's (`code` and `Code` are
    /// two attributes, but one `validateCode`), so that every member of `Limits` has a name of its own.
    static func uniqueFunctionNames(_ limits: [AttributeLimits]) -> [AttributeLimits] {
        var taken = Set(limits.flatMap { $0.checks.map(\.constantName) })
        return limits.map { limits in
            var limits = limits
            let base = limits.functionName
            var number = 1
            while !taken.insert(limits.functionName).inserted {
                number += 1
                limits.functionName = base + "_" + String(number)
            }
            return limits
        }
    }

    private static func droppedLimit(
        _ label: String, _ which: String, _ text: String, _ reason: String, _ attribute: Attribute
    ) -> Diagnostic {
        .warning(
            "attribute \(quoted: label) has \(which) \(quoted: text), \(reason); the class's Limits neither holds nor "
                + "checks it", at: attribute.location, .codegen)
    }

    /// The limit in words for the constant's documentation; `text` only as the model writes it, for a comment.
    private static func summary(_ limit: String, text: String) -> String {
        switch limit {
        case "minimum": "the least value, \(text)"
        case "maximum": "the greatest value, \(text)"
        case "minimumLength": "the least length, \(text) (UTF-16 code units, as Core Data counts)"
        case "maximumLength": "the greatest length, \(text) (UTF-16 code units, as Core Data counts)"
        case "earliestDate": "the earliest date, \(text) seconds after 2001-01-01 00:00:00 UTC"
        default: "the latest date, \(text) seconds after 2001-01-01 00:00:00 UTC"
        }
    }
}

/// The kind of value Core Data compares with an attribute's limits; nil for types it checks no limits of.
private enum LimitedValue: Equatable {
    case integer(String, ClosedRange<Int64>)
    case floatingPoint(String, Double)
    case decimal
    case string
    case date

    init?(_ type: AttributeType) {
        switch type {
        case .integer16: self = .integer("Int16", Int64(Int16.min)...Int64(Int16.max))
        case .integer32: self = .integer("Int32", Int64(Int32.min)...Int64(Int32.max))
        case .integer64: self = .integer("Int64", Int64.min...Int64.max)
        case .double: self = .floatingPoint("Double", .greatestFiniteMagnitude)
        case .float: self = .floatingPoint("Float", Double(Float.greatestFiniteMagnitude))
        case .decimal: self = .decimal
        case .string: self = .string
        case .date: self = .date
        default: return nil
        }
    }
}
