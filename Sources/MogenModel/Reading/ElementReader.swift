/// Reads the XML attributes of one element, reporting missing required ones and values that cannot be
/// understood, and remembering which attributes it did not expect.
struct ElementReader {
    let element: XMLElementNode
    let known: Set<String>
    private(set) var diagnostics: [Diagnostic] = []

    init(_ element: XMLElementNode, known: Set<String>) {
        self.element = element
        self.known = known
    }

    var location: SourceLocation { element.location }

    func string(_ name: String) -> String? { element[attribute: name] }

    /// A string that must be present and non-empty.
    mutating func required(_ name: String) -> String? {
        guard let value = element[attribute: name], !value.isEmpty else {
            let problem = element[attribute: name] == nil ? "is missing" : "is empty"
            diagnostics.append(.error(
                "<\(element.name)> attribute '\(name)' \(problem)\(identity)", at: location, .format))
            return nil
        }
        return value
    }

    /// `YES`/`NO` (or `true`/`false`); `fallback` when absent; a warning when unreadable.
    mutating func bool(_ name: String, default fallback: Bool = false) -> Bool {
        optionalBool(name) ?? fallback
    }

    mutating func optionalBool(_ name: String) -> Bool? {
        guard let value = element[attribute: name] else { return nil }
        guard let parsed = XMLBool.parse(value) else {
            diagnostics.append(.warning(
                "<\(element.name)> attribute '\(name)' has value '\(value)'; expected YES or NO\(identity)",
                at: location, .format))
            return nil
        }
        return parsed
    }

    mutating func int(_ name: String) -> Int? {
        guard let value = element[attribute: name] else { return nil }
        guard let parsed = Int(value.trimmingSpaces) else {
            diagnostics.append(.error(
                "<\(element.name)> attribute '\(name)' has value '\(value)'; expected an integer\(identity)",
                at: location, .format))
            return nil
        }
        return parsed
    }

    /// Attributes that are neither known nor deliberately ignored.
    var unrecognizedAttributes: [UnrecognizedItem] {
        element.attributes.keys.filter { !known.contains($0) }.sorted().map {
            UnrecognizedItem(kind: .attribute, name: $0, parent: element.name, location: location)
        }
    }

    /// ` (entity 'Employee')`, so a message names the element it is about.
    private var identity: String {
        guard let name = element[attribute: "name"], !name.isEmpty else { return "" }
        return " (\(element.name) '\(name)')"
    }
}
