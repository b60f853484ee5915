import MogenModel
import MogenSupport

/// The Swift types SwiftData stores attributes as. SwiftData persists Swift's own value types (`Int16`, `Decimal`,
/// `URL`…) and `Codable` types; it has no counterpart for object IDs or untyped values
/// (https://developer.apple.com/documentation/swiftdata/defining-data-relationships-with-enumerations-and-model-classes).
enum SwiftDataTypes {
    /// The value type of an attribute's stored property, or why SwiftData cannot store it.
    static func valueType(
        of attribute: Attribute, integers: SwiftDataOptions.Integers, types: TypeSpelling
    ) -> Result<String, Unsupported> {
        func integer(_ sized: String) -> String { types.spell(integers == .native ? "Int" : sized) }
        switch attribute.type {
        case .integer16: return .success(integer("Int16"))
        case .integer32: return .success(integer("Int32"))
        case .integer64: return .success(integer("Int64"))
        case .double: return .success(types.spell("Double"))
        case .float: return .success(types.spell("Float"))
        case .boolean: return .success(types.spell("Bool"))
        case .decimal: return .success(types.spell("Decimal"))
        case .string: return .success(types.spell("String"))
        case .date: return .success(types.spell("Date"))
        case .binary: return .success(types.spell("Data"))
        case .uuid: return .success(types.spell("UUID"))
        case .uri: return .success(types.spell("URL"))
        case .transformable:
            if let custom = AttributeTypeMapping.customClass(of: attribute) { return .success(custom) }
            let written = AttributeTypeMapping.writtenCustomClass(of: attribute)
            // Without a custom class Core Data's own property is `NSObject` (what Xcode generates), and so is this one.
            guard let written, !written.isEmpty else { return .success("NSObject") }
            return .failure(Unsupported(
                "its custom class \(MessageText.quoted(written)) is not a Swift type, and SwiftData needs the property's type",
                fix: "give it the class of its values as Custom Class in Xcode's Data Model inspector (such as 'NSArray' "
                    + "or '[String]')"))
        case .objectID:
            return .failure(Unsupported(
                "SwiftData has no Object ID attribute type",
                fix: "remove it in a new model version (a SwiftData object's identity is its persistentModelID)"))
        case .composite:
            // Its type is the struct mogen declares for the composite, which the context decides
            // (`ContextBuilder.swiftDataCompositeType`); a predicate variable compared with one has no type here.
            return .failure(Unsupported(
                "its type is the struct of its composite", fix: "compare the composite's elements instead"))
        case .undefined:
            return .failure(Unsupported(
                "it is Undefined, and SwiftData needs a type for every property of a class",
                fix: "give it a type, or remove it and compute its value in your extension of the class"))
        }
    }

    struct Unsupported: Error {
        let reason: String
        /// What the user changes so that SwiftData can have it.
        let fix: String
        /// Where the reason lies when it is not the attribute itself (a composite's element).
        var notes: [DiagnosticNote] = []
        init(_ reason: String, fix: String, notes: [DiagnosticNote] = []) {
            self.reason = reason
            self.fix = fix
            self.notes = notes
        }
    }

    /// The model's default as an expression of `valueType`: numbers as literals, `Decimal(string:)` for decimals.
    static func defaultValue(of attribute: Attribute, valueType: String, types: TypeSpelling) -> String? {
        guard let value = attribute.defaultValue else { return nil }
        if case let .decimal(text) = value {
            if text == "NaN" { return "\(valueType).nan" }
            // A whole number is exact as an integer literal; a fraction is not as a floating-point one.
            let digits = text.hasPrefix("-") ? text.dropFirst() : Substring(text)
            if !digits.isEmpty, digits.allSatisfy({ ("0"..."9").contains($0) }), digits.count <= 18 { return text }
            return "\(valueType)(string: \(SwiftLiteral.string(text))) ?? 0"
        }
        return SwiftLiteral.defaultValue(value, valueType: valueType, attributeType: attribute.type, types: types)
    }
}
