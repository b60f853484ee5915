import MogenModel

/// Translates a fetch request template's parsed predicate into the body of a Foundation `#Predicate` closure over the
/// SwiftData class of `rootEntity`, or says why it cannot. The forms translated are those Foundation's
/// `PredicateExpressions` builds (https://developer.apple.com/documentation/foundation/predicateexpressions):
/// comparisons, `&&`/`||`/`!`, `starts(with:)`, `contains(_:)`, `contains(where:)`, `allSatisfy(_:)`, `count`,
/// `flatMap`/`??` on optionals and `localizedStandardContains(_:)`
/// (https://developer.apple.com/documentation/foundation/predicateexpressions/build_localizedstandardcontains(_:_:)).
/// `variables` are the request's variables by name, without `$`.
extension SwiftPredicateScope {
    public func translate(
        _ predicate: Predicate, rootEntity: String, variables: [String: SwiftPredicateVariable]
    ) -> SwiftPredicateTranslation {
        guard let root = entities[rootEntity] else {
            return .untranslatable(reason: "the entity \(rootEntity) has no SwiftData class")
        }
        var translator = SwiftPredicateTranslator(scope: self, variables: variables, className: root.className)
        do {
            let body = try translator.predicate(predicate, root: translator.root(entity: rootEntity))
            return .closure(prelude: translator.prelude, parameterName: translator.parameterName, body: body.text)
        } catch {
            return .untranslatable(reason: error.reason)
        }
    }
}

/// Why a predicate has no `#Predicate` form.
struct SwiftPredicateUntranslatable: Error {
    let reason: String
}

struct SwiftPredicateTranslator {
    let scope: SwiftPredicateScope
    let variables: [String: SwiftPredicateVariable]
    /// The closure's parameter: the class name with its first letter lowercased, unlike every parameter's name.
    let parameterName: String
    /// Constants defined before the descriptor.
    private(set) var prelude: [String] = []
    /// The constant standing for each parameter, by the parameter's name.
    private var preludeNames: [String: String] = [:]
    private var usedNames: Set<String>
    /// What each variable was first compared with, to refuse a variable compared with two kinds of value.
    private var variableKinds: [String: (kind: SwiftPredicateOperand.Kind, isCollection: Bool)] = [:]

    init(scope: SwiftPredicateScope, variables: [String: SwiftPredicateVariable], className: String) {
        self.scope = scope
        self.variables = variables
        usedNames = Set(variables.values.map { Self.unescaped($0.parameterName) })
        let unqualified = className.split(separator: ".").last.map(String.init) ?? className
        parameterName = SwiftNames.escaped(
            Self.unique(SwiftNames.sanitized(SwiftNames.lowerFirst(unqualified)), in: &usedNames))
    }

    /// `base`, or `base2`, `base3`…: the first not in `used`, which then holds it.
    private static func unique(_ base: String, in used: inout Set<String>) -> String {
        var name = base
        var suffix = 2
        while used.contains(name) {
            name = base + String(suffix)
            suffix += 1
        }
        used.insert(name)
        return name
    }

    func root(entity: String) -> SwiftPredicateOperand {
        SwiftPredicateOperand(code: parameterName, kind: .object(entity: entity))
    }

    static func unescaped(_ name: String) -> String {
        name.hasPrefix("`") && name.hasSuffix("`") && name.count > 1 ? String(name.dropFirst().dropLast()) : name
    }

    mutating func predicate(_ predicate: Predicate, root: SwiftPredicateOperand) throws(SwiftPredicateUntranslatable)
        -> SwiftPredicateCode
    {
        switch predicate {
        case let .constant(value): return .primary(value ? "true" : "false")
        case let .not(inner): return try self.predicate(inner, root: root).negated
        case let .and(parts): return try compound(parts, joinedBy: "&&", precedence: .conjunction, root: root)
        case let .or(parts): return try compound(parts, joinedBy: "||", precedence: .disjunction, root: root)
        case let .comparison(comparison): return try self.comparison(Comparison(comparison), keyRoot: root, root: root)
        }
    }

    private mutating func compound(
        _ parts: [Predicate], joinedBy symbol: String, precedence: SwiftPredicateCode.Precedence,
        root: SwiftPredicateOperand
    ) throws(SwiftPredicateUntranslatable) -> SwiftPredicateCode {
        var texts: [String] = []
        for part in parts { texts.append(try predicate(part, root: root).operand(of: precedence)) }
        return SwiftPredicateCode(text: texts.joined(separator: " \(symbol) "), precedence: precedence)
    }

    // MARK: Key paths

    /// Where a key path leads: a value, or a to-many relationship with the rest of the key path read from each of
    /// its objects.
    enum KeyPath {
        case operand(SwiftPredicateOperand)
        case toMany(collection: SwiftPredicateOperand, destination: String, rest: [String], path: String)
    }

    func resolve(_ components: [String], from root: SwiftPredicateOperand) throws(SwiftPredicateUntranslatable)
        -> KeyPath
    {
        let path = components.joined(separator: ".")
        var current = root
        for (index, component) in components.enumerated() {
            guard case let .object(entityName) = current.kind else {
                throw .init(reason: "`\(path)` reads `\(component)` from a value that is not an object")
            }
            if component.hasPrefix("@") {
                throw .init(reason: "`\(path)`: \(component) "
                    + (component == "@count" ? "counts only a to-many relationship" : "has no #Predicate form"))
            }
            guard let entity = scope.entities[entityName], let property = entity.properties[component] else {
                throw .init(reason: "`\(path)`: \(scope.entities[entityName]?.className ?? entityName) has no property `\(component)`")
            }
            let isLast = index == components.count - 1
            switch property.kind {
            case let .attribute(swiftType, isOptional):
                guard isLast else { throw .init(reason: "`\(path)` goes on past the attribute `\(component)`") }
                return .operand(current.member(property.swiftName, kind: .value(swiftType), isOptional: isOptional))
            case .composite:
                // SwiftData stores the struct as a composite attribute; whether #Predicate reads a struct's members,
                // or compares the struct, in a store's query is not documented, so mogen writes no such predicate.
                let what = isLast ? "compares the composite attribute `\(component)` itself"
                    : "reads `\(components[index + 1])` of the composite attribute `\(component)`"
                throw .init(reason: "`\(path)` \(what), and SwiftData documents no #Predicate form for a composite "
                    + "attribute's struct")
            case let .toOne(destination, isOptional):
                current = current.member(property.swiftName, kind: .object(entity: destination), isOptional: isOptional)
            case let .toMany(destination, isOptional):
                let collection = current.member(
                    property.swiftName, kind: .object(entity: destination), isOptional: isOptional)
                let rest = Array(components[(index + 1)...])
                if let aggregate = rest.first, aggregate.hasPrefix("@"), rest != ["@count"] {
                    throw .init(reason: "`\(path)`: \(aggregate) has no #Predicate form")
                }
                if rest == ["@count"] {
                    // A missing to-many counts as empty.
                    let count = collection.code + (collection.endsOptional ? "?" : "") + ".count"
                    return .operand(SwiftPredicateOperand(
                        code: collection.isOptional ? "(\(count) ?? 0)" : count, kind: .value("Int")))
                }
                return .toMany(collection: collection, destination: destination, rest: rest, path: path)
            }
        }
        return .operand(current)
    }

    // MARK: Values

    /// A captured parameter, a literal or a list of them, as code holding a value of `kind` (or an array of them).
    mutating func value(
        _ expression: PredicateExpression, as kind: SwiftPredicateOperand.Kind, isCollection: Bool, comparedWith: String
    ) throws(SwiftPredicateUntranslatable) -> String {
        switch expression {
        case let .variable(name):
            return try variable(name, as: kind, isCollection: isCollection)
        case let .list(items) where isCollection:
            var texts: [String] = []
            for item in items {
                texts.append(try value(item, as: kind, isCollection: false, comparedWith: comparedWith))
            }
            return "[" + texts.joined(separator: ", ") + "]"
        case .string, .number, .bool:
            guard !isCollection, case let .value(swiftType) = kind,
                let literal = SwiftPredicateLiteral.code(expression, as: swiftType)
            else {
                throw .init(reason: "\(describe(expression)) is compared with \(comparedWith), "
                    + "\(isCollection ? "which needs a list" : "of type \(typeName(kind))")")
            }
            return literal
        default:
            throw untranslatable(expression)
        }
    }

    private mutating func variable(_ name: String, as kind: SwiftPredicateOperand.Kind, isCollection: Bool)
        throws(SwiftPredicateUntranslatable) -> String
    {
        guard let variable = variables[name] else { throw .init(reason: "$\(name) has no parameter") }
        let expected = isCollection ? "[\(typeName(kind))]" : typeName(kind)
        if let first = variableKinds[name], first.kind != kind || first.isCollection != isCollection {
            let firstType = first.isCollection ? "[\(typeName(first.kind))]" : typeName(first.kind)
            throw .init(reason: "$\(name) is compared with values of two types, \(firstType) and \(expected)")
        }
        variableKinds[name] = (kind, isCollection)
        if variable.comparesRawValue {
            guard case .value = kind, variable.swiftType.hasPrefix("[") == isCollection else {
                throw .init(reason: "$\(name), an enum, is compared with \(expected)")
            }
            return preludeConstant(for: variable, suffix: isCollection ? "RawValues" : "RawValue",
                value: isCollection ? "\(variable.parameterName).map(\\.rawValue)" : "\(variable.parameterName).rawValue")
        }
        guard variable.swiftType == expected else {
            throw .init(reason: "$\(name) is a \(variable.swiftType) but is compared with \(expected)")
        }
        guard case .object = kind else { return variable.parameterName }
        return preludeConstant(for: variable, suffix: isCollection ? "IDs" : "ID",
            value: isCollection
                ? "\(variable.parameterName).map(\\.persistentModelID)" : "\(variable.parameterName).persistentModelID")
    }

    /// `let genreRawValue = genre.rawValue`: `#Predicate` cannot reliably call members of the values it captures.
    private mutating func preludeConstant(for variable: SwiftPredicateVariable, suffix: String, value: String) -> String {
        if let known = preludeNames[variable.parameterName] { return known }
        let name = Self.unique(Self.unescaped(variable.parameterName) + suffix, in: &usedNames)
        preludeNames[variable.parameterName] = name
        prelude.append("let \(name) = \(value)")
        return name
    }

    func typeName(_ kind: SwiftPredicateOperand.Kind) -> String {
        switch kind {
        case let .value(swiftType): swiftType
        case let .object(entity): scope.entities[entity]?.className ?? entity
        }
    }

    func describe(_ expression: PredicateExpression) -> String {
        switch expression {
        case let .string(value): "the string \(SwiftLiteral.string(value))"
        case let .number(value): "the number \(value)"
        case let .bool(value): value ? "TRUE" : "FALSE"
        case let .variable(name): "$\(name)"
        case let .keyPath(components): "`\(components.joined(separator: "."))`"
        case .null: "nil"
        case .self: "SELF"
        case .list: "a list"
        default: "an expression"
        }
    }

    /// The reason for an expression that no translation reads.
    func untranslatable(_ expression: PredicateExpression) -> SwiftPredicateUntranslatable {
        switch expression {
        case let .function(name, _) where name.uppercased() == "SUBQUERY":
            .init(reason: "SUBQUERY has no #Predicate form")
        case let .function(name, _) where ["+", "-", "*", "/", "**"].contains(name):
            .init(reason: "arithmetic (\(name)) is not translated")
        case let .function(name, _): .init(reason: "the function \(name)(...) has no #Predicate form")
        case let .formatArgument(argument): .init(reason: "the format argument \(argument) is known only at run time")
        case let .member(.variable(name), tail):
            .init(reason: "$\(name).\(tail.joined(separator: ".")): key paths read from a variable are not translated")
        case let .member(base, _): untranslatable(base)
        case .index: .init(reason: "indexes ([...]) have no #Predicate form")
        case .predicate: .init(reason: "a nested predicate has no #Predicate form")
        default: .init(reason: "\(describe(expression)) is not translated here")
        }
    }
}
