import Foundation
import MogenTemplate

enum TmpMicro {
    final class Obj: TemplateObject {
        let name: String
        init(_ n: String) { name = n }
        func templateValue(forKey key: String) -> TemplateValue? { key == "name" ? .string(name) : (key == "flag" ? .bool(true) : nil) }
    }
    static func run() {
        let env = TemplateEnvironment(trimBehaviour: .smart, isStrict: true)
        let items = TemplateValue(objects: (0..<1000).map { Obj("attributeName\($0 % 20)") })
        let cases: [(String, String)] = [
            ("empty loop", "{% for o in items %}{% endfor %}"),
            ("text", "{% for o in items %}abc{% endfor %}"),
            ("10 texts", "{% for o in items %}a{# #}b{# #}c{# #}d{# #}e{# #}f{# #}g{# #}h{# #}i{# #}j{% endfor %}"),
            ("var o.name", "{% for o in items %}{{ o.name }}{% endfor %}"),
            ("10 var o.name", "{% for o in items %}{{ o.name }}{{ o.name }}{{ o.name }}{{ o.name }}{{ o.name }}{{ o.name }}{{ o.name }}{{ o.name }}{{ o.name }}{{ o.name }}{% endfor %}"),
            ("10 var root", "{% for o in items %}{{ root }}{{ root }}{{ root }}{{ root }}{{ root }}{{ root }}{{ root }}{{ root }}{{ root }}{{ root }}{% endfor %}"),
            ("10 if o.flag", "{% for o in items %}{% if o.flag %}x{% endif %}{% if o.flag %}x{% endif %}{% if o.flag %}x{% endif %}{% if o.flag %}x{% endif %}{% if o.flag %}x{% endif %}{% if o.flag %}x{% endif %}{% if o.flag %}x{% endif %}{% if o.flag %}x{% endif %}{% if o.flag %}x{% endif %}{% if o.flag %}x{% endif %}{% endfor %}"),
            ("10 == ", "{% for o in items %}{% if o.name == \"x\" %}x{% endif %}{% if o.name == \"x\" %}x{% endif %}{% if o.name == \"x\" %}x{% endif %}{% if o.name == \"x\" %}x{% endif %}{% if o.name == \"x\" %}x{% endif %}{% if o.name == \"x\" %}x{% endif %}{% if o.name == \"x\" %}x{% endif %}{% if o.name == \"x\" %}x{% endif %}{% if o.name == \"x\" %}x{% endif %}{% if o.name == \"x\" %}x{% endif %}{% endfor %}"),
            ("upperFirstLetter", "{% for o in items %}{{ o.name|upperFirstLetter }}{% endfor %}"),
            ("swiftIdentifier pretty", "{% for o in items %}{{ o.name|swiftIdentifier:\"pretty\" }}{% endfor %}"),
            ("lowerFirstWord", "{% for o in items %}{{ o.name|lowerFirstWord }}{% endfor %}"),
            ("escapeReservedKeywords", "{% for o in items %}{{ o.name|escapeReservedKeywords }}{% endfor %}"),
            ("camelToSnakeCase", "{% for o in items %}{{ o.name|camelToSnakeCase }}{% endfor %}"),
            ("set body", "{% for o in items %}{% set x %}{{ o.name }}{% endset %}{% endfor %}"),
            ("set expr", "{% for o in items %}{% set x o.name %}{% endfor %}"),
            ("call macro", "{% macro m a %}{% endmacro %}{% for o in items %}{% call m o.name %}{% endfor %}"),
            ("nested for 1", "{% for o in items %}{% for p in one %}{% endfor %}{% endfor %}"),
        ]
        let only = ProcessInfo.processInfo.environment["ONLY"]
        for (name, source) in cases where only == nil || only == name {
            guard let t = try? env.template(source: source) else { print("compile failed", name); continue }
            let ctx: [String: TemplateValue] = ["items": items, "root": "rootValue", "one": [1]]
            var best = Double.infinity
            for _ in 0..<(only == nil ? 30 : 3000) {
                let s = DispatchTime.now().uptimeNanoseconds
                _ = try? t.render(ctx)
                best = min(best, Double(DispatchTime.now().uptimeNanoseconds - s) / 1000)
            }
            print(name.padding(toLength: 24, withPad: " ", startingAt: 0), String(format: "%7.1f ns per iteration", best))
        }
    }
}
