/// What a `#Predicate` translation needs to know of the SwiftData classes: for each entity name, its class and its
/// properties by model name. In the SwiftData classes a property's Swift name is the model's name (escaped when it
/// is a keyword), and an enum-backed attribute stores its raw value under the attribute's name, so its type here is
/// the raw value's type.
public struct SwiftPredicateScope: Sendable {
    public struct Entity: Sendable {
        /// The `@Model` class (`Recipe`).
        public var className: String
        public var properties: [String: Property]

        public init(className: String, properties: [String: Property]) {
            self.className = className
            self.properties = properties
        }
    }

    public struct Property: Sendable {
        public enum Kind: Sendable, Hashable {
            /// A stored value of this Swift type (`String`, `Int16`: the raw value's type for an enum-backed attribute).
            case attribute(swiftType: String, isOptional: Bool)
            /// A composite attribute: its struct (`Place`), whose elements are stored properties of it.
            case composite(swiftType: String, isOptional: Bool)
            case toOne(destination: String, isOptional: Bool)
            /// An array of the destination's objects; `isOptional` when the array itself is optional.
            case toMany(destination: String, isOptional: Bool)
        }

        /// The Swift name, escaped with backticks when it is a keyword.
        public var swiftName: String
        public var kind: Kind

        public init(swiftName: String, kind: Kind) {
            self.swiftName = swiftName
            self.kind = kind
        }
    }

    public var entities: [String: Entity]

    public init(entities: [String: Entity]) {
        self.entities = entities
    }
}

/// A fetch request variable (`$GENRE`) as the factory's parameter.
public struct SwiftPredicateVariable: Sendable {
    /// The parameter's name, escaped when it is a keyword (`genre`).
    public var parameterName: String
    /// The parameter's type: the type of the values it is compared with (`String`, `[Int16]`), the class of the
    /// objects (`Cuisine`, `[Ingredient]`), or the enum (`Genre`, `[Genre]`) when `comparesRawValue`.
    public var swiftType: String
    /// Whether the parameter is an enum whose raw value is what the model stores and the predicate compares.
    public var comparesRawValue: Bool

    public init(parameterName: String, swiftType: String, comparesRawValue: Bool = false) {
        self.parameterName = parameterName
        self.swiftType = swiftType
        self.comparesRawValue = comparesRawValue
    }
}

/// A predicate as the parts of `#Predicate<Root> { parameterName in body }`, or why it has none.
public enum SwiftPredicateTranslation: Sendable, Hashable {
    /// `prelude`: statements before the descriptor, each defining a constant the body reads (`let genreRawValue =
    /// genre.rawValue`), because `#Predicate` cannot reliably call members of the values it captures.
    case closure(prelude: [String], parameterName: String, body: String)
    case untranslatable(reason: String)
}
