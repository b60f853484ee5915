/// A piece of Swift code in a `#Predicate` body, with how tightly it binds, so that it is parenthesised only where
/// Swift's operator precedence needs it (or where `??` next to `&&` would read ambiguously).
struct SwiftPredicateCode: Hashable {
    enum Precedence: Int, Comparable {
        case disjunction, conjunction, comparison, nilCoalescing, primary

        static func < (lhs: Precedence, rhs: Precedence) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    var text: String
    var precedence: Precedence

    static func primary(_ text: String) -> SwiftPredicateCode { .init(text: text, precedence: .primary) }

    /// The code as an operand of an operator that binds at `level`.
    func operand(of level: Precedence) -> String {
        precedence < level || (precedence == .nilCoalescing && level <= .conjunction) ? "(\(text))" : text
    }

    /// `!code`
    var negated: SwiftPredicateCode { .primary("!" + operand(of: .primary)) }
}

/// A value the body reads: a key path from the closure's parameter (or from `$0` inside a quantifier), a captured
/// parameter or a literal; and what it holds.
struct SwiftPredicateOperand: Hashable {
    enum Kind: Hashable {
        /// A value of this Swift type.
        case value(String)
        /// An object of this entity.
        case object(entity: String)
    }

    var code: String
    var kind: Kind
    /// Whether the value read may be nil: an optional property, or an optional to-one on the way.
    var isOptional = false
    /// Whether the last property read is optional, so that a member of it is read with `?.`.
    var endsOptional = false
    /// Whether `code` has a `?.` in it: a member of the whole value is then read through parentheses.
    var hasOptionalChain = false

    /// A property of this value.
    func member(_ swiftName: String, kind: Kind, isOptional optional: Bool) -> SwiftPredicateOperand {
        SwiftPredicateOperand(
            code: code + (endsOptional ? "?." : ".") + swiftName, kind: kind, isOptional: isOptional || optional,
            endsOptional: optional, hasOptionalChain: hasOptionalChain || endsOptional)
    }

    /// A call on this value that gives a `Bool`: through optional chaining, false when the value is nil.
    func call(_ method: String) -> SwiftPredicateCode {
        let call = code + (endsOptional ? "?." : ".") + method
        return isOptional ? SwiftPredicateCode(text: call + " ?? false", precedence: .nilCoalescing) : .primary(call)
    }

    /// `body` applied to the value, false when the value is nil: `#Predicate` orders and searches only non-optional
    /// values, and Core Data's comparisons with a nil value are false.
    func unwrapped(_ body: (String) -> SwiftPredicateCode) -> SwiftPredicateCode {
        guard isOptional else { return body(code) }
        let base = hasOptionalChain ? "(\(code))" : code
        return SwiftPredicateCode(text: "\(base).flatMap { \(body("$0").text) } ?? false", precedence: .nilCoalescing)
    }

    /// The identifier of the object this operand reads: `#Predicate` compares captured values only when they are
    /// `Codable` and `Sendable`, which `PersistentIdentifier` is and model objects are not.
    var identifier: SwiftPredicateOperand {
        member("persistentModelID", kind: .value("PersistentIdentifier"), isOptional: false)
    }
}
