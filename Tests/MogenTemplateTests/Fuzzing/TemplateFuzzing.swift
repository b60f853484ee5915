import Foundation
import MogenTemplate

/// One input of the `template` fuzz target: template text, then optionally a NUL byte and a JSON object to render it
/// with (the built-in context below when there is none or it does not parse). The template is compiled and rendered
/// twice: strict with smart trimming (as mogen renders its templates), and lenient with no trimming (Stencil's
/// defaults). Shared by the fuzz target (Fuzz/) and the regression test that replays saved crash inputs.
enum TemplateFuzzing {
    enum Outcome {
        case rendered(String)
        case failed(any Error)
    }

    static func run(_ bytes: [UInt8]) -> [Outcome] {
        let (template, context) = split(bytes)
        return environments.map { environment in
            do {
                return .rendered(try environment.render(source: template, name: "fuzz.stencil", context: context))
            } catch {
                return .failed(error)
            }
        }
    }

    /// The template text and the context of an input.
    static func split(_ bytes: [UInt8]) -> (template: String, context: [String: TemplateValue]) {
        guard let separator = bytes.firstIndex(of: 0) else {
            return (String(decoding: bytes, as: UTF8.self), builtInContext)
        }
        let template = String(decoding: bytes[..<separator], as: UTF8.self)
        let json = Data(bytes[(separator + 1)...])
        guard let value = try? TemplateValue(jsonData: json), let context = value.dictionaryValue else {
            return (template, builtInContext)
        }
        return (template, context)
    }

    /// Templates to include, extend and import by name.
    static let loader = DictionaryLoader(templates: [
        "base.html": "{% block header %}Header{% endblock %}\n{% block body %}Body{% endblock %}",
        "include.html": "Hello {{ name }}",
        "macros.stencil": "{% macro greet person %}Hello {{ person }}{% endmacro %}",
    ])

    static let environments = [
        TemplateEnvironment(loader: loader, trimBehaviour: .smart, isStrict: true),
        TemplateEnvironment(loader: loader, trimBehaviour: .nothing, isStrict: false),
    ]

    /// A little of everything a template can meet: text, numbers, booleans, null, lists and nested objects shaped
    /// like mogen's model context.
    static let builtInContext: [String: TemplateValue] = [
        "name": "Employee",
        "count": 3,
        "ratio": 1.5,
        "flag": true,
        "nothing": .null,
        "items": ["a", "b", "c"],
        "numbers": [3, 1, 2],
        "entity": .dictionary([
            "name": "Person",
            "isAbstract": false,
            "attributes": .array([
                .dictionary(["name": "firstName", "type": "String", "isOptional": false]),
                .dictionary(["name": "age", "type": "Int16", "isOptional": true]),
            ]),
            "userInfo": .dictionary(["key": "value"]),
        ]),
    ]
}
