// Stand-ins of Foundation/NSPredicate.h, NSComparisonPredicate.h and NSCompoundPredicate.h
// (https://developer.apple.com/documentation/foundation/nscomparisonpredicate). swift-corelibs-foundation has these
// classes, but cannot print or inspect every form; these hold what they are built with.
open class NSPredicate {
    /// The value of `NSPredicate(value:)`; nil for the subclasses.
    public let value: Bool?

    public init(value: Bool) {
        self.value = value
    }

    init() {
        value = nil
    }
}

open class NSComparisonPredicate: NSPredicate {
    public enum Modifier: UInt, Sendable {
        case direct = 0
        case all = 1
        case any = 2
    }

    public enum Operator: UInt, Sendable {
        case lessThan = 0
        case lessThanOrEqualTo
        case greaterThan
        case greaterThanOrEqualTo
        case equalTo
        case notEqualTo
        case matches
        case like
        case beginsWith
        case endsWith
        case `in`
        case customSelector
        case contains = 99
        case between
    }

    public struct Options: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let caseInsensitive = Options(rawValue: 1)
        public static let diacriticInsensitive = Options(rawValue: 2)
        public static let normalized = Options(rawValue: 4)
    }

    public init(
        leftExpression lhs: NSExpression, rightExpression rhs: NSExpression, modifier: Modifier, type: Operator,
        options: Options = []
    ) {
        leftExpression = lhs
        rightExpression = rhs
        comparisonPredicateModifier = modifier
        predicateOperatorType = type
        self.options = options
        super.init()
    }

    public let leftExpression: NSExpression
    public let rightExpression: NSExpression
    public let comparisonPredicateModifier: Modifier
    public let predicateOperatorType: Operator
    public let options: Options
}

open class NSCompoundPredicate: NSPredicate {
    public enum LogicalType: UInt {
        case not = 0
        case and
        case or
    }

    public init(type: LogicalType, subpredicates: [NSPredicate]) {
        compoundPredicateType = type
        self.subpredicates = subpredicates
        super.init()
    }

    public convenience init(andPredicateWithSubpredicates subpredicates: [NSPredicate]) {
        self.init(type: .and, subpredicates: subpredicates)
    }

    public convenience init(orPredicateWithSubpredicates subpredicates: [NSPredicate]) {
        self.init(type: .or, subpredicates: subpredicates)
    }

    public convenience init(notPredicateWithSubpredicate predicate: NSPredicate) {
        self.init(type: .not, subpredicates: [predicate])
    }

    public let compoundPredicateType: LogicalType
    public let subpredicates: [Any]
}
