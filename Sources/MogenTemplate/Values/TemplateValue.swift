// MogenTemplate: a Stencil-compatible template engine (with StencilSwiftKit's extensions).
// It depends on the standard library and Foundation only, and knows nothing of Core Data.

/// A value a template can print, test, iterate or pass to filters.
///
/// The set of cases is closed so that lookups and tests are plain `switch`es rather than
/// chains of dynamic casts. Swift types take part through ``TemplateObject``.
public enum TemplateValue: Sendable {
    /// A missing value: prints as an empty string, is false in tests.
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    /// A 32-bit float. Stencil parses number literals in templates (`1.5`) as `Float`, and some
    /// StencilSwiftKit filters produce or require one; keeping it apart preserves how they print.
    case float(Float)
    case string(String)
    case array([TemplateValue])
    case dictionary([String: TemplateValue])
    /// A Swift value exposing its members by key.
    case object(any TemplateObject)
}

extension TemplateValue {
    /// Wraps each object, for passing arrays of ``TemplateObject``s to a template.
    public init<Objects: Sequence>(objects: Objects) where Objects.Element: TemplateObject {
        self = .array(objects.map { .object($0) })
    }

    /// Wraps a Swift optional: `nil` becomes ``null``.
    public init(_ value: TemplateValue?) {
        self = value ?? .null
    }

    public var isNull: Bool {
        if case .null = self { return true }
        return false
    }

    /// The string when this is a string value.
    public var stringValue: String? {
        if case .string(let string) = self { return string }
        return nil
    }

    /// The integer when this is an integer value.
    public var intValue: Int? {
        if case .int(let int) = self { return int }
        return nil
    }

    /// The Boolean when this is a Boolean value.
    public var boolValue: Bool? {
        if case .bool(let bool) = self { return bool }
        return nil
    }

    /// The elements when this is an array value.
    public var arrayValue: [TemplateValue]? {
        if case .array(let array) = self { return array }
        return nil
    }

    /// The entries when this is a dictionary value.
    public var dictionaryValue: [String: TemplateValue]? {
        if case .dictionary(let dictionary) = self { return dictionary }
        return nil
    }

    /// The object when this is an object value.
    public var objectValue: (any TemplateObject)? {
        if case .object(let object) = self { return object }
        return nil
    }
}

extension TemplateValue: ExpressibleByStringLiteral {
    public init(stringLiteral value: String) { self = .string(value) }
}

extension TemplateValue: ExpressibleByIntegerLiteral {
    public init(integerLiteral value: Int) { self = .int(value) }
}

extension TemplateValue: ExpressibleByFloatLiteral {
    public init(floatLiteral value: Double) { self = .double(value) }
}

extension TemplateValue: ExpressibleByBooleanLiteral {
    public init(booleanLiteral value: Bool) { self = .bool(value) }
}

extension TemplateValue: ExpressibleByNilLiteral {
    public init(nilLiteral: ()) { self = .null }
}

extension TemplateValue: ExpressibleByArrayLiteral {
    public init(arrayLiteral elements: TemplateValue...) { self = .array(elements) }
}

extension TemplateValue: ExpressibleByDictionaryLiteral {
    public init(dictionaryLiteral elements: (String, TemplateValue)...) {
        // Later duplicates win, as in a Swift dictionary built by assignment.
        var dictionary: [String: TemplateValue] = [:]
        for (key, value) in elements { dictionary[key] = value }
        self = .dictionary(dictionary)
    }
}

/// Structural equality, for Swift code (tests, caches): same case and same contents, objects by
/// identity. Unlike the template's `==`, `1` and `1.0` differ here.
extension TemplateValue: Equatable {
    public static func == (lhs: TemplateValue, rhs: TemplateValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case (.bool(let left), .bool(let right)): left == right
        case (.int(let left), .int(let right)): left == right
        case (.double(let left), .double(let right)): left == right
        case (.float(let left), .float(let right)): left == right
        case (.string(let left), .string(let right)): left == right
        case (.array(let left), .array(let right)): left == right
        case (.dictionary(let left), .dictionary(let right)): left == right
        case (.object(let left), .object(let right)): left === right
        default: false
        }
    }
}
