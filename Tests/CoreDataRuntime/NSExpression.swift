// Stand-in of Foundation/NSExpression.h (https://developer.apple.com/documentation/foundation/nsexpression).
open class NSExpression {
    public enum ExpressionType: UInt {
        case constantValue = 0
        case evaluatedObject
        case variable
        case keyPath
        case function
        case unionSet
        case intersectSet
        case minusSet
        case subquery = 13
        case aggregate
        case anyKey = 15
        case block = 19
        case conditional = 20
    }

    public let expressionType: ExpressionType
    /// The members Apple's class answers for each type; unset ones are nil here (Apple's raise).
    public private(set) var constantValue: Any?
    public private(set) var keyPath = ""
    public private(set) var function = ""
    public private(set) var variable = ""
    public private(set) var operand: NSExpression?
    public private(set) var arguments: [NSExpression]?
    public private(set) var collection: Any?
    public private(set) var predicate: NSPredicate?
    public private(set) var trueExpression: NSExpression?
    public private(set) var falseExpression: NSExpression?

    public init(expressionType type: ExpressionType) {
        expressionType = type
    }

    public convenience init(forConstantValue obj: Any?) {
        self.init(expressionType: .constantValue)
        constantValue = obj
    }

    open class func expressionForEvaluatedObject() -> NSExpression {
        NSExpression(expressionType: .evaluatedObject)
    }

    public convenience init(forVariable string: String) {
        self.init(expressionType: .variable)
        variable = string
    }

    public convenience init(forKeyPath keyPath: String) {
        self.init(expressionType: .keyPath)
        self.keyPath = keyPath
    }

    public convenience init(forFunction name: String, arguments parameters: [Any]) {
        self.init(expressionType: .function)
        function = name
        arguments = parameters.compactMap { $0 as? NSExpression }
    }

    public convenience init(forAggregate subexpressions: [NSExpression]) {
        self.init(expressionType: .aggregate)
        collection = subexpressions
    }

    public convenience init(forSubquery expression: NSExpression, usingIteratorVariable variable: String, predicate: NSPredicate) {
        self.init(expressionType: .subquery)
        collection = expression
        self.variable = variable
        self.predicate = predicate
    }

    public convenience init(forFunction target: NSExpression, selectorName name: String, arguments parameters: [Any]?) {
        self.init(expressionType: .function)
        operand = target
        function = name
        arguments = (parameters ?? []).compactMap { $0 as? NSExpression }
    }

    open class func expressionForAnyKey() -> NSExpression {
        NSExpression(expressionType: .anyKey)
    }

    public convenience init(forConditional predicate: NSPredicate, trueExpression: NSExpression, falseExpression: NSExpression) {
        self.init(expressionType: .conditional)
        self.predicate = predicate
        self.trueExpression = trueExpression
        self.falseExpression = falseExpression
    }
}
