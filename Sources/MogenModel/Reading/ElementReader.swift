import MogenSupport

/// The XML attributes an element may carry. Each case is named exactly as the XML attribute it stands for, so the
/// names are the cases themselves; `KnownAttributeNames` numbers them all.
protocol XMLAttributeKey: RawRepresentable<Int>, CaseIterable, Sendable {
    /// The case for each name number of `KnownAttributeNames`, nil where the name is not one of this type's;
    /// implement as `static let byNameNumber = numberedByName()`.
    static var byNameNumber: [Self?] { get }
}

extension XMLAttributeKey {
    var xmlName: String { String(describing: self) }

    static var xmlNames: [String] { allCases.map(\.xmlName) }

    static func numberedByName() -> [Self?] {
        let byNumber = KnownAttributeNames.names.map { name in allCases.first { $0.xmlName == name } }
        assert(byNumber.compactMap { $0 }.count == allCases.count, "\(Self.self) is missing from KnownAttributeNames")
        return byNumber
    }

    static func key(numbered number: Int) -> Self? {
        byNameNumber.indices.contains(number) ? byNameNumber[number] : nil
    }
}

/// Reads the XML attributes of one element: one pass over what is present (a handful of attributes), then reads by
/// key without hashing. Reports missing required values and values that cannot be understood, and remembers the
/// attributes it does not know.
struct ElementReader<Key: XMLAttributeKey> {
    let elementName: String
    let location: SourceLocation
    /// The attributes present (a handful), by key.
    private var present: [(key: Key, value: String)] = []
    private(set) var unknownNames: [String] = []
    private(set) var diagnostics: [Diagnostic] = []

    init(_ element: XMLElementNode) {
        elementName = element.name
        location = element.location
        guard !element.attributes.isEmpty else { return }
        present.reserveCapacity(element.attributes.count)
        for attribute in element.attributes {
            if let key = Key.key(numbered: attribute.nameNumber) {
                present.append((key, attribute.value))
            } else {
                unknownNames.append(attribute.name)
            }
        }
    }

    func string(_ key: Key) -> String? {
        for entry in present where entry.key.rawValue == key.rawValue { return entry.value }
        return nil
    }

    /// A value, or nil when absent or empty.
    func nonEmpty(_ key: Key) -> String? {
        guard let value = string(key), !value.isEmpty else { return nil }
        return value
    }

    /// A string that must be present and non-empty.
    mutating func required(_ key: Key) -> String? {
        let value = string(key)
        guard let value, !value.isEmpty else {
            let problem = value == nil ? "is missing" : "is empty"
            diagnostics.append(.error(
                "<\(elementName)> attribute '\(key.xmlName)' \(problem)\(identity)", at: location, .format))
            return nil
        }
        return value
    }

    /// `YES`/`NO` (or `true`/`false`); `fallback` when absent; a warning when unreadable.
    mutating func bool(_ key: Key, default fallback: Bool = false) -> Bool {
        optionalBool(key) ?? fallback
    }

    mutating func optionalBool(_ key: Key) -> Bool? {
        guard let value = string(key) else { return nil }
        guard let parsed = XMLBool.parse(value) else {
            diagnostics.append(.warning(
                "<\(elementName)> attribute '\(key.xmlName)' has value \(MessageText.quoted(value)); "
                    + "expected YES or NO\(identity)",
                at: location, .format))
            return nil
        }
        return parsed
    }

    mutating func int(_ key: Key) -> Int? {
        guard let value = string(key) else { return nil }
        guard let parsed = Int(value) ?? Int(value.trimmingSpaces) else {
            diagnostics.append(.error(
                "<\(elementName)> attribute '\(key.xmlName)' has value \(MessageText.quoted(value)); "
                    + "expected an integer\(identity)",
                at: location, .format))
            return nil
        }
        return parsed
    }

    /// The attributes this reader does not know, in name order.
    var unrecognizedAttributes: [UnrecognizedItem] {
        guard !unknownNames.isEmpty else { return [] }
        return unknownNames.sorted().map {
            UnrecognizedItem(kind: .attribute, name: $0, parent: elementName, location: location)
        }
    }

    /// ` (entity 'Employee')`, so a message names the element it is about.
    private var identity: String {
        guard let entry = present.first(where: { $0.key.xmlName == "name" }), !entry.value.isEmpty else { return "" }
        return " (\(elementName) \(MessageText.quoted(entry.value)))"
    }
}
