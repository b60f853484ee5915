import MogenSupport

/// The XML attributes an element may carry. Each case is named exactly as the XML attribute it stands for, so the
/// names are the cases themselves; `KnownAttributeNames` numbers them all.
///
/// `CodingKey` is there for its name: for an enum with `Int` raw values, the compiler writes `stringValue` as a switch
/// returning each case's name. Asking reflection instead (`String(describing:)`) makes the runtime search every
/// protocol conformance in the process, once per key type and protocol, for ones these enums do not have
/// (Docs/Performance.md).
protocol XMLAttributeKey: RawRepresentable<Int>, CodingKey, CaseIterable, Sendable {
    /// Implement as `static let numbering = KeyNumbering<Self>()`.
    static var numbering: KeyNumbering<Self> { get }
}

extension XMLAttributeKey {
    var xmlName: String { stringValue }

    static var xmlNames: [String] { allCases.map(\.xmlName) }

    /// The key with this number in `KnownAttributeNames`, nil for a name that is not one of this type's.
    static func key(numbered number: Int) -> Self? {
        numbering.keysByNameNumber.indices.contains(number) ? numbering.keysByNameNumber[number] : nil
    }

    /// The number of the key's name in `KnownAttributeNames`.
    var nameNumber: Int32 { Self.numbering.nameNumbersByRawValue[rawValue] }
}

/// A key type's names numbered both ways: each key's name number, and the key for each name number.
struct KeyNumbering<Key: XMLAttributeKey>: Sendable {
    let keysByNameNumber: [Key?]
    /// Indexed by raw value, which counts the cases from 0.
    let nameNumbersByRawValue: [Int32]

    init() {
        nameNumbersByRawValue = Key.allCases.map { KnownAttributeNames.number(of: $0.xmlName) }
        var keys = [Key?](repeating: nil, count: KnownAttributeNames.names.count)
        for (key, number) in zip(Key.allCases, nameNumbersByRawValue) where number != KnownAttributeNames.unknown {
            keys[Int(number)] = key
        }
        keysByNameNumber = keys
        assert(nameNumbersByRawValue.allSatisfy { $0 != KnownAttributeNames.unknown },
            "\(Key.self) is missing from KnownAttributeNames")
        assert(Key.allCases.enumerated().allSatisfy { $0.offset == $0.element.rawValue },
            "\(Key.self)'s raw values do not count its cases from 0")
        assert(Key.allCases.count <= UInt64.bitWidth, "ElementReader keeps one bit per key of \(Key.self)")
    }

    /// No key at all.
    static var none: Self { Self(keysByNameNumber: [], nameNumbersByRawValue: []) }

    private init(keysByNameNumber: [Key?], nameNumbersByRawValue: [Int32]) {
        self.keysByNameNumber = keysByNameNumber
        self.nameNumbersByRawValue = nameNumbersByRawValue
    }
}

/// Reads the XML attributes of one element straight from the element store: a lookup by key compares the numbers of
/// the element's attributes (a handful), and a value becomes a `String` only when it is read. Reports missing required
/// values and values that cannot be understood, and remembers the attributes it does not know.
struct ElementReader<Key: XMLAttributeKey> {
    let elementName: String
    let location: SourceLocation
    private let store: XMLElementStore
    private let attributeIndexes: Range<Int>
    /// Bit `rawValue` of each key the element has: most lookups are of keys it does not have.
    private var presentKeys: UInt64 = 0
    private(set) var unknownNames: [String] = []
    private(set) var diagnostics: [Diagnostic] = []

    init(_ element: XMLElementNode) {
        elementName = element.name
        location = element.location
        store = element.store
        attributeIndexes = element.attributeIndexes
        for index in attributeIndexes {
            if let key = Key.key(numbered: Int(store.attributes[index].nameNumber)) {
                presentKeys |= Self.bit(key)
            } else {
                unknownNames.append(store.names[Int(store.attributes[index].name)])
            }
        }
    }

    private static func bit(_ key: Key) -> UInt64 { 1 << UInt64(key.rawValue) }

    /// The index in the store of the key's attribute. Inlined, so that a key the element does not have costs a test.
    @inline(__always)
    private func attributeIndex(_ key: Key) -> Int? {
        guard presentKeys & Self.bit(key) != 0 else { return nil }
        let number = key.nameNumber
        return attributeIndexes.first { store.attributes[$0].nameNumber == number }
    }

    @inline(__always)
    func string(_ key: Key) -> String? {
        attributeIndex(key).map(store.value(ofAttribute:))
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
                "<\(elementName)> attribute \(quoted: key.xmlName) \(problem)\(identity)", at: location, .format))
            return nil
        }
        return value
    }

    /// `YES`/`NO` (or `true`/`false`); `fallback` when absent; a warning when unreadable.
    @inline(__always)
    mutating func bool(_ key: Key, default fallback: Bool = false) -> Bool {
        optionalBool(key) ?? fallback
    }

    @inline(__always)
    mutating func optionalBool(_ key: Key) -> Bool? {
        guard let index = attributeIndex(key) else { return nil }
        return bool(key, at: index)
    }

    private mutating func bool(_ key: Key, at index: Int) -> Bool? {
        // What Xcode writes, read without making a string.
        if store.value(ofAttribute: index, is: "YES") { return true }
        if store.value(ofAttribute: index, is: "NO") { return false }
        let value = store.value(ofAttribute: index)
        guard let parsed = XMLBool.parse(value) else {
            diagnostics.append(.warning(
                "<\(elementName)> attribute \(quoted: key.xmlName) has value \(MessageText.quoted(value)); "
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
                "<\(elementName)> attribute \(quoted: key.xmlName) has value \(MessageText.quoted(value)); "
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
        let nameNumber = KnownAttributeNames.number(of: "name")
        guard let index = attributeIndexes.first(where: { store.attributes[$0].nameNumber == nameNumber }),
            Key.key(numbered: Int(nameNumber)) != nil
        else { return "" }
        let name = store.value(ofAttribute: index)
        return name.isEmpty ? "" : " (\(elementName) \(MessageText.quoted(name)))"
    }
}
