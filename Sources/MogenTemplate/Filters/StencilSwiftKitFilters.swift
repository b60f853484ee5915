import Foundation
import MogenSupport

/// StencilSwiftKit's filters, with its argument rules (see ``FilterArguments``).
enum StencilSwiftKitFilters {
    static func register(in filters: inout TemplateExtension) {
        registerLetterCase(in: &filters)
        registerMutations(in: &filters)
        registerPaths(in: &filters)
        registerTests(in: &filters)
        registerNumbers(in: &filters)
    }

    private static func registerLetterCase(in filters: inout TemplateExtension) {
        let upperFirstLetter: @Sendable (TemplateValue) throws -> TemplateValue = { value in
            .string(LetterCase.upperFirstLetter(try FilterArguments.string(value)))
        }
        filters.registerFilter("upperFirstLetter", upperFirstLetter)
        // Deprecated upstream alias.
        filters.registerFilter("titlecase", upperFirstLetter)
        filters.registerFilter("lowerFirstLetter") { value in
            .string(LetterCase.lowerFirstLetter(try FilterArguments.string(value)))
        }
        filters.registerFilter("lowerFirstWord") { value in
            .string(LetterCase.lowerFirstWord(try FilterArguments.string(value)))
        }
        filters.registerFilter("snakeToCamelCase") { value, arguments in
            let stripLeading = try FilterArguments.optionalBool(arguments, at: 0) ?? false
            return .string(LetterCase.snakeToCamelCase(try FilterArguments.string(value), stripLeading: stripLeading))
        }
        filters.registerFilter("camelToSnakeCase") { value, arguments in
            let lowercased = try FilterArguments.optionalBool(arguments, at: 0) ?? true
            return .string(LetterCase.camelToSnakeCase(try FilterArguments.string(value), lowercased: lowercased))
        }
        filters.registerFilter("swiftIdentifier") { value, arguments in
            let string = try FilterArguments.string(value)
            let mode = try FilterArguments.mode(arguments, at: 0, default: SwiftIdentifier.Mode.normal)
            return .string(SwiftIdentifier.identifier(string, mode: mode))
        }
    }

    private enum ReplaceMode: String { case normal, regex }
    private enum RemoveNewlinesMode: String { case all, leading }

    private static func registerMutations(in filters: inout TemplateExtension) {
        filters.registerFilter("escapeReservedKeywords") { value in
            let string = try FilterArguments.string(value)
            return .string(isReservedKeyword(string) ? "`" + string + "`" : string)
        }
        filters.registerFilter("replace") { value, arguments, context in
            let source = try FilterArguments.string(value)
            let target = try FilterArguments.string(arguments, at: 0)
            let replacement = try FilterArguments.string(arguments, at: 1)
            switch try FilterArguments.mode(arguments, at: 2, default: ReplaceMode.normal) {
            case .normal:
                return .string(target.isEmpty ? source : source.replacingOccurrences(of: target, with: replacement))
            case .regex:
                return .string(try RegularExpressionReplacement.replacing(target, in: source, with: replacement, context: context))
            }
        }
        filters.registerFilter("removeNewlines") { value, arguments in
            let string = try FilterArguments.string(value)
            switch try FilterArguments.mode(arguments, at: 0, default: RemoveNewlinesMode.all) {
            case .all:
                return .string(String(String.UnicodeScalarView(
                    string.unicodeScalars.filter { !ScalarClasses.isWhitespaceOrNewline($0) }
                )))
            case .leading:
                return .string(removingNewlinesAndIndentation(string))
            }
        }
    }

    /// `removeNewlines:"leading"`: each line without its leading whitespace, the lines joined
    /// without separator, and whitespace trimmed at both ends.
    static func removingNewlinesAndIndentation(_ string: String) -> String {
        let ascii = ASCII.transformed(string, capacity: { $0 }) { input, output in
            // In ASCII, whitespace is space and tab; newlines are LF, VT, FF and CR.
            var count = 0
            var atLineStart = true
            for byte in input {
                if byte >= 0x0A && byte <= 0x0D {
                    atLineStart = true
                } else if atLineStart && (byte == 0x20 || byte == 0x09) {
                    continue
                } else {
                    atLineStart = false
                    output[count] = byte
                    count += 1
                }
            }
            while count > 0, output[count - 1] == 0x20 || output[count - 1] == 0x09 { count -= 1 }
            return count
        }
        if let ascii { return ascii }
        var result = String.UnicodeScalarView()
        for line in string.unicodeScalars.split(omittingEmptySubsequences: false, whereSeparator: ScalarClasses.isNewline) {
            result.append(contentsOf: line.drop(while: ScalarClasses.isWhitespace))
        }
        let trimmed = result.drop(while: ScalarClasses.isWhitespace)
        let end = trimmed.lastIndex { !ScalarClasses.isWhitespace($0) }.map { trimmed.index(after: $0) } ?? trimmed.startIndex
        return String(String.UnicodeScalarView(trimmed[..<end]))
    }

    private static func registerPaths(in filters: inout TemplateExtension) {
        filters.registerFilter("basename") { value in
            .string(baseName(try FilterArguments.string(value)))
        }
        filters.registerFilter("dirname") { value in
            .string(directoryName(try FilterArguments.string(value)))
        }
    }

    /// The last component of a path as `NSString.lastPathComponent` documents it: `/tmp/lock/` → `lock`, `/` → `/`,
    /// `""` → `""`. Written here because Foundation's own traps on some paths on Linux (`//…/)//…/`, found by fuzzing).
    static func baseName(_ path: String) -> String {
        // PathText's last component of the root is empty, NSString's is `/`.
        let last = PathText.lastComponent(path)
        return last.isEmpty && path.hasPrefix("/") ? "/" : last
    }

    /// The parent of a path as PathKit's `parent().normalize()` gives it: `/tmp/x` → `/tmp`,
    /// `x` → `.`, `/` → `/`, `""` → `..` (relative `..` components are kept, not resolved).
    static func directoryName(_ path: String) -> String {
        let isAbsolute = path.hasPrefix("/")
        var components = path.split(separator: "/").map(String.init).filter { $0 != "." }
        if let last = components.last, last != ".." {
            components.removeLast()
        } else if !isAbsolute {
            components.append("..")
        }
        if isAbsolute { return "/" + components.joined(separator: "/") }
        return components.isEmpty ? "." : components.joined(separator: "/")
    }

    private static func registerTests(in filters: inout TemplateExtension) {
        filters.registerFilter("contains", negatedAs: "!contains") { value, arguments in
            let string = try FilterArguments.string(value)
            let substring = try FilterArguments.string(arguments, at: 0)
            // Foundation's `contains` is false for an empty substring; so is this.
            return !substring.isEmpty && string.contains(substring)
        }
        filters.registerFilter("hasPrefix", negatedAs: "!hasPrefix") { value, arguments in
            try FilterArguments.string(value).hasPrefix(try FilterArguments.string(arguments, at: 0))
        }
        filters.registerFilter("hasSuffix", negatedAs: "!hasSuffix") { value, arguments in
            try FilterArguments.string(value).hasSuffix(try FilterArguments.string(arguments, at: 0))
        }
    }

    private static func registerNumbers(in filters: inout TemplateExtension) {
        filters.registerFilter("hexToInt") { value in
            guard case .string(let string) = value else { throw FilterError.invalidInputType }
            return Int(string, radix: 16).map { .int($0) } ?? .null
        }
        filters.registerFilter("int255toFloat") { value in
            guard case .int(let int) = value else { throw FilterError.invalidInputType }
            return .float(Float(int) / 255)
        }
        filters.registerFilter("percent") { value in
            // Only a 32-bit float qualifies, as upstream: a template literal does, a Double does not.
            guard case .float(let float) = value else { throw FilterError.invalidInputType }
            let percent = float * 100
            guard percent.isFinite, percent.magnitude < 9.0e18 else { throw FilterError.invalidInputType }
            return .string("\(Int(percent))%")
        }
    }

    static func isReservedKeyword(_ string: String) -> Bool {
        reservedKeywords.contains(string)
    }

    /// StencilSwiftKit's own list, kept word for word rather than shared with mogen's `SwiftNames.keywords`: users'
    /// templates rely on `escapeReservedKeywords` escaping exactly what StencilSwiftKit escapes (`get`, `#file`,
    /// `Type`, but not `await` or `package`).
    static let reservedKeywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "open", "operator", "private", "protocol", "public", "static", "struct",
        "subscript", "typealias", "var", "break", "case", "continue", "default", "defer", "do", "else",
        "fallthrough", "for", "guard", "if", "in", "repeat", "return", "switch", "where", "while", "as",
        "Any", "catch", "false", "is", "nil", "rethrows", "super", "self", "Self", "throw", "throws", "true",
        "try", "_", "#available", "#colorLiteral", "#column", "#else", "#elseif", "#endif", "#file",
        "#fileLiteral", "#function", "#if", "#imageLiteral", "#line", "#selector", "#sourceLocation",
        "associativity", "convenience", "dynamic", "didSet", "final", "get", "infix", "indirect", "lazy",
        "left", "mutating", "none", "nonmutating", "optional", "override", "postfix", "precedence", "prefix",
        "Protocol", "required", "right", "set", "Type", "unowned", "weak", "willSet",
    ]
}
