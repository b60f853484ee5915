import MogenModel
import MogenSupport

/// An enum-backed attribute: which enum, its raw type, and its cases when mogen declares it.
struct EnumSpecification {
    var name: String
    /// `String`, `Int16`, `Int32`, `Int64`.
    var rawType: String
    /// Declared cases (from `mogen.enumCases`), or nil when the user declares the enum.
    var cases: [EnumContext.EnumCase]?
    /// The case named by `mogen.enumDefault`.
    var declaredDefault: String?
    /// `init(rawValue:)` cannot fail.
    var nonFailable: Bool
    /// Where the userInfo entry naming the enum is.
    var location: SourceLocation?

    /// mogen declares the enum `@objc` when its raw values are integers, so properties of its type can be `@objc`.
    var isObjC: Bool { cases != nil && rawType != "String" }

    /// The case whose raw value is the model's default value, when the cases are known.
    func caseName(forDefault value: DefaultValue?) -> String? {
        guard let value, let cases else { return nil }
        let literal: String
        switch value {
        case let .string(text): literal = SwiftLiteral.string(text)
        case let .integer(integer): literal = String(integer)
        default: return nil
        }
        return cases.first { $0.rawValue == literal }?.name
    }

    /// What a stored value that matches no case reads as: `mogen.enumDefault`, else the model default's case, else
    /// the first declared case.
    func fallback(defaultCase: String?) -> String? {
        if let declaredDefault { return spelled(declaredDefault) }
        if let defaultCase { return spelled(defaultCase) }
        return cases?.first.map { spelled($0.name) }
    }

    /// A case as a value: `.pop`, but `Genre.none` for a case that `Optional` has too (`none`, `some`), which as
    /// `.none` would mean nil wherever the value meets an optional (a default, a comparison).
    func spelled(_ caseName: String) -> String {
        caseName == "none" || caseName == "some" ? "\(name).\(caseName)" : "." + caseName
    }
}

extension ContextBuilder {
    /// The enum an attribute's userInfo asks for, registering mogen-declared enums once per model.
    mutating func enumSpecification(for attribute: Attribute, label: String, problems: inout [Diagnostic]) -> EnumSpecification? {
        guard let entry = UserInfoKeys.enumType.lazy.compactMap({ attribute.userInfo.entry($0) }).first else { return nil }
        let location = entry.location ?? attribute.location
        let rawType: String
        switch attribute.type {
        case .string: rawType = "String"
        case .integer16: rawType = "Int16"
        case .integer32: rawType = "Int32"
        case .integer64: rawType = "Int64"
        default:
            problems.append(.warning(
                "attribute \(quoted: label) has userInfo \(quoted: entry.key), but only String and Integer attributes can be "
                    + "enum-backed; it is ignored", at: location, .codegen))
            return nil
        }
        let name = entry.value.trimmingSpacesOnly
        guard TypeExpression.isValid(name), !name.contains(" ") else {
            problems.append(.error(
                "attribute \(quoted: label) names enum \(quoted: name), which is not a Swift type name", at: location, .codegen))
            return nil
        }
        var spec = EnumSpecification(
            name: name, rawType: rawType, cases: nil, declaredDefault: nil,
            nonFailable: attribute.userInfo.bool(UserInfoKeys.nonOptionalInit) == true, location: entry.location)
        if let casesEntry = attribute.userInfo.entry(UserInfoKeys.enumCases) {
            spec.cases = parseCases(casesEntry.value, rawType: rawType, label: label,
                location: casesEntry.location ?? location, problems: &problems)
            if let cases = spec.cases {
                register(EnumContext(name: name, rawType: rawType, cases: cases, isObjC: rawType != "String"),
                    at: casesEntry.location ?? location, label: label, problems: &problems)
            }
        } else if let declared = enums[name] {
            // Declared by another attribute of the model: its cases are known here too.
            spec.cases = declared.context.cases
        }
        if let defaultEntry = attribute.userInfo.entry(UserInfoKeys.enumDefault) {
            let caseName = SwiftNames.identifier(defaultEntry.value.trimmingSpacesOnly)
            if let cases = spec.cases, !cases.contains(where: { $0.name == caseName }) {
                problems.append(.error(
                    "attribute \(quoted: label) names default case \(quoted: caseName), which is not a case of \(bare: name): "
                        + cases.map { MessageText.bare($0.name) }.joined(separator: ", "), at: defaultEntry.location ?? location, .codegen))
            } else {
                spec.declaredDefault = caseName
            }
        }
        return spec
    }

    /// `a, b, c` (raw values: the names for String, 0, 1, 2 for integers) or `a=raw, b=raw`.
    private func parseCases(
        _ text: String, rawType: String, label: String, location: SourceLocation, problems: inout [Diagnostic]
    ) -> [EnumContext.EnumCase]? {
        var cases: [EnumContext.EnumCase] = []
        var names = Set<String>()
        var rawValues = Set<String>()
        var nextInteger: Int64 = 0
        for item in text.split(separator: ",") {
            let parts = item.split(separator: "=", maxSplits: 1).map { String($0).trimmingSpacesOnly }
            guard let rawName = parts.first, !rawName.isEmpty else { continue }
            let name = SwiftNames.identifier(rawName)
            let rawValue: String
            if rawType == "String" {
                rawValue = SwiftLiteral.string(parts.count > 1 ? parts[1] : rawName)
            } else if parts.count > 1 {
                guard let integer = Int64(parts[1]) else {
                    problems.append(.error(
                        "attribute \(quoted: label): enum case \(quoted: rawName) has raw value \(quoted: parts[1]), which is not an integer",
                        at: location, .codegen))
                    return nil
                }
                rawValue = String(integer)
                nextInteger = integer &+ 1
            } else {
                rawValue = String(nextInteger)
                nextInteger &+= 1
            }
            guard names.insert(name).inserted, rawValues.insert(rawValue).inserted else {
                problems.append(.error(
                    "attribute \(quoted: label): enum case \(quoted: rawName) repeats a name or raw value", at: location, .codegen))
                return nil
            }
            cases.append(EnumContext.EnumCase(name: name, rawValue: rawValue))
        }
        guard !cases.isEmpty else {
            problems.append(.error("attribute \(quoted: label): \(quoted: UserInfoKeys.enumCases) lists no case", at: location, .codegen))
            return nil
        }
        return cases
    }

    private mutating func register(
        _ enumContext: EnumContext, at location: SourceLocation, label: String, problems: inout [Diagnostic]
    ) {
        if let existing = enums[enumContext.name] {
            let same = existing.context.rawType == enumContext.rawType
                && existing.context.cases.map(\.name) == enumContext.cases.map(\.name)
                && existing.context.cases.map(\.rawValue) == enumContext.cases.map(\.rawValue)
            if !same {
                problems.append(.error(
                    "attribute \(quoted: label) declares enum \(bare: enumContext.name) differently from line \(existing.location.line)",
                    at: location, .codegen))
            }
            return
        }
        enums[enumContext.name] = (enumContext, location)
    }
}
