// What Darwin's Foundation has and this toolchain's (swift-corelibs-foundation) lacks, and #Predicate expands to in
// generated predicates: `localizedStandardContains` (in swift-foundation it is built only into Apple's Foundation,
// FOUNDATION_FRAMEWORK). Declared here with its documented signature, so that `$0.name.localizedStandardContains(q)`
// in a #Predicate type-checks as it does with Apple's SDK.
// https://developer.apple.com/documentation/foundation/predicateexpressions/build_localizedstandardcontains(_:_:)
import Foundation

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
extension PredicateExpressions {
    /// https://developer.apple.com/documentation/foundation/predicateexpressions/stringlocalizedstandardcontains
    public struct StringLocalizedStandardContains<Root: PredicateExpression, Other: PredicateExpression>: PredicateExpression
    where Root.Output: StringProtocol, Other.Output: StringProtocol {
        public typealias Output = Bool
        public let root: Root
        public let other: Other
        public init(root: Root, other: Other) {
            self.root = root
            self.other = other
        }
        public func evaluate(_ bindings: PredicateBindings) throws -> Bool {
            try root.evaluate(bindings).localizedStandardContains(try other.evaluate(bindings))
        }
    }

    public static func build_localizedStandardContains<Root, Other>(_ root: Root, _ other: Other)
        -> PredicateExpressions.StringLocalizedStandardContains<Root, Other>
    {
        StringLocalizedStandardContains(root: root, other: other)
    }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
extension PredicateExpressions.StringLocalizedStandardContains: Sendable where Root: Sendable, Other: Sendable {}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
extension PredicateExpressions.StringLocalizedStandardContains: Codable where Root: Codable, Other: Codable {}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
extension PredicateExpressions.StringLocalizedStandardContains: StandardPredicateExpression
where Root: StandardPredicateExpression, Other: StandardPredicateExpression {}
