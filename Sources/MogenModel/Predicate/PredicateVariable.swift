/// A `$VARIABLE` of a fetch request's predicate, with the type of the value it is compared with.
public struct PredicateVariable: Hashable, Sendable {
    public let name: String
    public let type: PredicateValueType
    /// The attribute whose value (or values, for a collection) the variable holds, when the key path ends at one:
    /// a generator can then type the variable as the attribute's Swift type (an enum, for instance).
    public let attribute: AttributeReference?

    public init(name: String, type: PredicateValueType, attribute: AttributeReference? = nil) {
        self.name = name
        self.type = type
        self.attribute = attribute
    }
}

/// An attribute of an entity, by name.
public struct AttributeReference: Hashable, Sendable {
    public let entityName: String
    public let attributeName: String

    public init(entityName: String, attributeName: String) {
        self.entityName = entityName
        self.attributeName = attributeName
    }
}

/// What a predicate variable holds, found by following the key path it is compared with.
public indirect enum PredicateValueType: Hashable, Sendable {
    /// The value of an attribute of this type (`customClassName` for transformables).
    case attribute(AttributeType, customClassName: String?)
    /// A managed object of this entity.
    case object(entityName: String)
    /// Several values (`key IN $values`, `key BETWEEN $range`).
    case collection(PredicateValueType)
    /// Not known: the key path could not be followed, or the variable is used in a function or arithmetic.
    case unknown

    public static let string = PredicateValueType.attribute(.string, customClassName: nil)
    public static let count = PredicateValueType.attribute(.integer64, customClassName: nil)

    public var isKnown: Bool {
        switch self {
        case .unknown: false
        case let .collection(element): element.isKnown
        default: true
        }
    }
}
