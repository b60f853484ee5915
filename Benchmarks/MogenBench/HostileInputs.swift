import Foundation

/// Inputs built to make a reader or a template engine do unbounded work: the adversarial cases of the hardening work,
/// generated at run time. Each must end promptly, in bounded memory, without a signal.
enum HostileInputs {
    static let modelHeader = #"<?xml version="1.0" encoding="UTF-8" standalone="yes"?>"#
        + #"<model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" lastSavedToolsVersion="22758" "#
        + #"systemVersion="23F79" minimumToolsVersion="Automatic" sourceLanguage="Swift">"#

    /// A whole model on one line; with `nonASCII`, one `é` early in that line (element positions must stay linear).
    static func oneLineModel(entities: Int, nonASCII: Bool) -> String {
        var text = modelHeader
        text.reserveCapacity(entities * 140)
        for index in 0..<entities {
            let name = "Entity\(index)"
            text += #"<entity name="\#(name)" representedClassName="\#(name)" syncable="YES">"#
            text += #"<attribute name="title" optional="YES" attributeType="String"/>"#
            if index == 0 {
                text += #"<userInfo><entry key="note" value="\#(nonASCII ? "é" : "e")"/></userInfo>"#
            }
            text += "</entity>"
        }
        return text + "</model>"
    }

    /// `levels` entities, each the parent of the next, each adding one attribute.
    static func inheritanceChain(levels: Int) -> String {
        var lines = [modelHeader]
        lines.reserveCapacity(levels * 3 + 2)
        for index in 0..<levels {
            let parent = index == 0 ? "" : #" parentEntity="Level\#(index - 1)""#
            lines.append(#"<entity name="Level\#(index)" representedClassName="Level\#(index)"\#(parent) syncable="YES">"#)
            lines.append(#"<attribute name="value\#(index)" optional="YES" attributeType="String"/>"#)
            lines.append("</entity>")
        }
        lines.append("</model>")
        return lines.joined(separator: "\n")
    }

    /// Elements nested `depth` deep inside the model element.
    static func deepNesting(depth: Int) -> String {
        modelHeader + String(repeating: "<a>", count: depth) + String(repeating: "</a>", count: depth) + "</model>"
    }

    /// Writes `contents` as the model `<name>.xcdatamodel` under `directory`; returns its path.
    static func writeModel(_ contents: String, name: String, in directory: String) throws -> String {
        let folder = "\(directory)/\(name).xcdatamodel"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: URL(fileURLWithPath: folder + "/contents"))
        return folder
    }

    /// Templates that ran away before the engine had limits, with the context each needs (`set` and `macro` store
    /// nothing when the context is empty, as in Stencil).
    static let templates: [(name: String, template: String, context: String)] = [
        ("set doubling 30 times",
         "{% set s %}ab{% endset %}" + String(repeating: "{% set s %}{{ s }}{{ s }}{% endset %}\n", count: 30) + "{{ s }}",
         #"{"x": 1}"#),
        ("nested loops over 1...10000000",
         "{% for i in 1...10000000 %}{% for j in 1...10000000 %}{% endfor %}{% endfor %}", "{}"),
        ("macro recursing twice per level",
         "{% macro twice n %}{% call twice n %}{% call twice n %}{% endmacro %}{% call twice 1 %}", #"{"x": 1}"#),
        ("8,000 nested parentheses",
         "{% if " + String(repeating: "(", count: 8_000) + "a" + String(repeating: ")", count: 8_000) + " %}x{% endif %}",
         "{}"),
        ("50,000 not",
         "{% if " + String(repeating: "not ", count: 50_000) + "a %}x{% endif %}", #"{"a": true}"#),
        ("100,000 and",
         "{% if a" + String(repeating: " and a", count: 100_000) + " %}x{% endif %}", #"{"a": true}"#),
        ("catastrophic regular expression",
         #"{{ s|replace:"(a+)+$","b","regex" }}"#, #"{"s": "\#(String(repeating: "a", count: 30))!"}"#),
        ("indent with a huge width",
         #"{{ s|indent:9223372036854775807 }}"#, #"{"s": "a\nb"}"#),
    ]
}
