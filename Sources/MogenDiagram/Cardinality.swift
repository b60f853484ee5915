/// How many objects are at one end of a relationship: `lower...upper`, `upper` nil for "any number".
public struct Cardinality: Sendable, Equatable {
    public var lower: Int
    public var upper: Int?

    public init(lower: Int, upper: Int?) {
        self.lower = lower
        self.upper = upper
    }

    /// A relationship's cardinality from its settings. A to-one relationship holds at most one object; it must hold
    /// one unless optional. A to-many relationship holds `minCount...maxCount` objects (`maxCount` 0: no limit), the
    /// bounds Core Data enforces
    /// (https://developer.apple.com/documentation/coredata/nsrelationshipdescription/maxcount).
    public init(isToMany: Bool, isOptional: Bool, minCount: Int, maxCount: Int) {
        if isToMany {
            lower = max(minCount, 0)
            upper = maxCount > 0 ? max(maxCount, lower) : nil
        } else {
            lower = isOptional ? 0 : 1
            upper = 1
        }
    }

    /// Any number, none required: the far end of a relationship without an inverse, which Core Data does not limit.
    public static let any = Cardinality(lower: 0, upper: nil)

    public var isToOne: Bool { upper == 1 }

    /// UML-style text: `1`, `0..1`, `0..*`, `1..*`, `2..5`.
    public var text: String {
        switch upper {
        case let upper? where upper == lower: "\(lower)"
        case let upper?: "\(lower)..\(upper)"
        case nil: "\(lower)..*"
        }
    }
}
