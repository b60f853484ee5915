import Foundation
import MogenSupport
import MogenTemplate
import MogenTestSupport
import Testing

/// One case of `shared/conformance/stencil-cases.jsonl` (schema in that folder's README).
struct ConformanceCase: Sendable, CustomTestStringConvertible {
    let line: Int
    let suite: String
    let name: String
    let template: String
    let context: TemplateValue
    let trim: TrimBehaviour
    let templates: [String: String]?
    let templateName: String?
    let expected: String?
    let errorReason: String?
    let errorLine: Int?
    let errorOffset: Int?
    let errorTemplate: String?

    var testDescription: String { "#\(line) \(suite): \(name)" }

    init(line: Int, json: LocatedJSON) {
        var fields: [String: LocatedJSON] = [:]
        for member in json.members ?? [] { fields[member.key] = member.value }
        self.line = line
        suite = fields["suite"]?.stringValue ?? ""
        name = fields["name"]?.stringValue ?? ""
        template = fields["template"]?.stringValue ?? ""
        context = fields["context"]?.templateValue ?? .dictionary([:])
        let trimNames = fields["trim"]?.arrayValue?.compactMap(\.stringValue) ?? []
        trim = TrimBehaviour(
            leading: trimNames.first.flatMap(TrimBehaviour.Trim.init(rawValue:)) ?? .nothing,
            trailing: trimNames.last.flatMap(TrimBehaviour.Trim.init(rawValue:)) ?? .nothing
        )
        templates = fields["templates"]?.members.map { members in
            Dictionary(members.compactMap { member in member.value.stringValue.map { (member.key, $0) } }) { first, _ in first }
        }
        templateName = fields["templateName"]?.stringValue
        expected = fields["expected"]?.stringValue
        let isError = fields["error"]?.boolValue ?? false
        errorReason = isError ? fields["error_reason"]?.stringValue : nil
        errorLine = isError ? fields["error_line"]?.intValue : nil
        errorOffset = isError ? fields["error_offset"]?.intValue : nil
        errorTemplate = isError ? fields["error_template"]?.stringValue : nil
    }

    /// The environment the README prescribes: Stencil-only built-ins for the Stencil suite,
    /// a dictionary loader only when the case has templates.
    var environment: TemplateEnvironment {
        TemplateEnvironment(
            loader: templates.map { DictionaryLoader(templates: $0) },
            trimBehaviour: trim,
            builtIns: suite == "Stencil" ? .stencil : .stencilSwiftKit
        )
    }

    /// Renders the case and returns what differs from the expectation (empty when it passes).
    func mismatches() -> [String] {
        let entries = context.dictionaryValue ?? [:]
        let output: String
        do {
            output = try environment.template(source: template, name: templateName).render(entries)
        } catch let error as TemplateError {
            return errorMismatches(error)
        } catch {
            return ["unexpected non-template error: \(error)"]
        }
        if let expected {
            return output == expected ? [] : ["output differs", "expected: \(expected.debugDescription)", "actual:   \(output.debugDescription)"]
        }
        return ["expected an error (\(errorReason ?? "")), got output \(output.debugDescription)"]
    }

    private func errorMismatches(_ error: TemplateError) -> [String] {
        guard let errorReason else {
            return ["unexpected error:\n\(error)"]
        }
        var problems: [String] = []
        if !Self.reasonsMatch(error.reason, errorReason) {
            problems.append("reason differs\nexpected: \(errorReason)\nactual:   \(error.reason)")
        }
        let location = error.outermostLocation
        if let errorLine, location?.line != errorLine {
            problems.append("line: expected \(errorLine), got \(location.map { String($0.line) } ?? "none")")
        }
        // Stencil's offset is 0-based; `column` is 1-based.
        if let errorOffset, location.map({ $0.column - 1 }) != errorOffset {
            problems.append("offset: expected \(errorOffset), got \(location.map { String($0.column - 1) } ?? "none")")
        }
        if location?.templateName != errorTemplate {
            problems.append("template: expected \(errorTemplate ?? "nil"), got \(location?.templateName ?? "nil")")
        }
        return problems
    }

    /// Equal reasons, comparing "Found similar filters" lists as sets (their upstream order
    /// is hash order) and reading loader type names without their module (`Stencil.` upstream,
    /// `MogenTemplate.` here).
    static func reasonsMatch(_ actual: String, _ expected: String) -> Bool {
        func normalized(_ reason: String) -> String {
            var reason = reason.replacingOccurrences(of: "MogenTemplate.", with: "Stencil.")
            let marker = "Found similar filters: "
            if let range = reason.range(of: marker) {
                let names = reason[range.upperBound...].dropLast()
                    .components(separatedBy: ", ").sorted().joined(separator: ", ")
                reason = reason[..<range.upperBound] + names + "."
            }
            return reason
        }
        return normalized(actual) == normalized(expected)
    }
}

/// The cases file, found next to the package (`../shared/conformance/`), if present.
enum ConformanceSuite {
    /// Under `../shared`.
    static let relativePath = "conformance/stencil-cases.jsonl"
    static let fileURL = URL(fileURLWithPath: TestPackage.shared(relativePath))

    static let cases: [ConformanceCase] = {
        guard let text = try? String(contentsOf: fileURL, encoding: .utf8) else { return [] }
        var cases: [ConformanceCase] = []
        for (index, line) in text.split(separator: "\n").enumerated() where !line.isEmpty {
            guard let json = try? LocatedJSON.parse(String(line)), json.members != nil else { continue }
            cases.append(ConformanceCase(line: index + 1, json: json))
        }
        return cases
    }()
}
