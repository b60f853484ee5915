import MogenSupport

/// How generated code spells the standard types it uses. A model may declare types with the same names (entities
/// whose classes are `Set`, `Data` or `Date`, an enum named `URL`); inside the module those hide Swift's and
/// Foundation's, so the generated code then qualifies the standard type (`Swift.Set`, `Foundation.Data`). Names the
/// model does not declare stay short, so ordinary output reads as written by hand.
struct TypeSpelling: Sendable {
    /// The standard types the context can print, with their qualified spelling.
    static let qualified: [String: String] = [
        "Set": "Swift.Set", "Array": "Swift.Array", "Dictionary": "Swift.Dictionary", "String": "Swift.String",
        "Bool": "Swift.Bool", "Int": "Swift.Int", "Int16": "Swift.Int16", "Int32": "Swift.Int32", "Int64": "Swift.Int64",
        "Double": "Swift.Double", "Float": "Swift.Float", "Data": "Foundation.Data", "Date": "Foundation.Date",
        "URL": "Foundation.URL", "UUID": "Foundation.UUID", "Decimal": "Foundation.Decimal",
    ]

    /// Names the built-in templates print as they are (`entityName: String`, `enum CodingKeys: String`,
    /// `Decodable`): a class with one of these names would hide the standard type from them, so such an entity is
    /// not generated.
    static let printedAsWritten: WordSet = [
        "String", "Int", "Any", "Optional", "Equatable", "Hashable", "CaseIterable", "Sendable", "Identifiable",
        "Encodable", "Decodable", "Codable", "CodingKey", "CodingUserInfoKey", "Encoder", "Decoder", "DecodingError",
        "KeyedDecodingContainer", "RawRepresentable",
    ]

    /// Type names the model declares: classes, enums, typealiases.
    let declared: Set<String>
    /// The qualified spellings of the standard types the model hides; nearly always none, and then spelling a type
    /// costs no lookup (it is asked for every attribute).
    private let hidden: [String: String]

    init(declared: Set<String>) {
        self.declared = declared
        hidden = declared.isEmpty ? [:] : Self.qualified.filter { declared.contains($0.key) }
    }

    /// `name`, qualified when the model declares a type of that name.
    func spell(_ name: String) -> String {
        guard !hidden.isEmpty, let qualified = hidden[name] else { return name }
        return qualified
    }

    /// `Set<Element>`.
    func set(of element: String) -> String {
        "\(spell("Set"))<\(element)>"
    }
}
