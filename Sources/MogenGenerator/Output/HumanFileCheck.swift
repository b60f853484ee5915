import MogenModel
import MogenSupport

/// Reads a class file the user owns and says when it no longer matches the model: a superclass that changed, a
/// `Decodable` initializer that Codable generation needs and the file lacks, or a class that is not `nonisolated`
/// (created by an earlier mogen). The file is never modified.
enum HumanFileCheck {
    /// The superclass declared for `className` in `source`: the first type after `class ClassName:`.
    static func declaredSuperclass(of className: String, in source: String) -> String? {
        var remainder = Substring(source)
        while let range = remainder.range(of: "class " + className) {
            var index = range.upperBound
            // `class Employee:`, `class Employee :`, not `class EmployeeList:`.
            while index < remainder.endIndex, remainder[index] == " " { index = remainder.index(after: index) }
            if index < remainder.endIndex, remainder[index] == ":" {
                let rest = remainder[remainder.index(after: index)...].drop { $0 == " " || $0 == "\t" }
                let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
                return name.isEmpty ? nil : String(name)
            }
            remainder = remainder[range.upperBound...]
        }
        return nil
    }

    static func declaresDecodingInitializer(_ source: String) -> Bool {
        source.contains("init(from decoder:")
    }

    /// Whether the declaration of `className` says `nonisolated` (among its modifiers, before `class`).
    static func declaresNonisolated(_ className: String, in source: String) -> Bool {
        for line in source.split(separator: "\n") where line.contains("class " + className) {
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard let index = words.firstIndex(of: "class"), index + 1 < words.count,
                words[index + 1].hasPrefix(className)
            else { continue }
            return words[..<index].contains("nonisolated")
        }
        // Not found as expected (several lines, another style): nothing to say.
        return true
    }

    /// Problems with an existing class file, as warnings located at the file.
    static func problems(
        in source: String, path: String, entity: EntityContext
    ) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        if let declared = declaredSuperclass(of: entity.className, in: source),
            declared.split(separator: ".").last.map(String.init) != entity.humanClassSuperclassName
        {
            problems.append(.warning(
                "\(path) declares class \(entity.className) with superclass \(declared), but the model makes its "
                    + "superclass \(entity.humanClassSuperclassName); change the declaration (mogen never edits this file)",
                at: .file(path), .codegen))
        }
        if entity.isCodable, !entity.hasGeneratedSuperclass, !declaresDecodingInitializer(source) {
            problems.append(.warning(
                "\(path) was created before \(entity.className) was Codable, and lacks the initializer Decodable needs; "
                    + "add `required convenience init(from decoder: any Decoder) throws { try self.init(decodingFrom: "
                    + "decoder) }` to the class (until then \(entity.className) is Encodable only)",
                at: .file(path), .codegen))
        }
        if !declaresNonisolated(entity.className, in: source) {
            problems.append(.note(
                "\(path) declares class \(entity.className) without `nonisolated`; in a target whose default actor "
                    + "isolation is MainActor (new Xcode 26 apps) it does not compile there: write `nonisolated` before "
                    + "`class`, as mogen does in the files it creates (Swift 6.1 or later)",
                at: .file(path), .codegen))
        }
        return problems
    }
}
