import Foundation
@testable import MogenGenerator
@testable import MogenModel
import MogenSupport

/// The schema dump (`mogen dump`'s JSON) of a model, reduced to what an `NSManagedObjectModel` built in code holds,
/// so that the dump of the original file and the dump of the file rebuilt from the built model can be compared.
/// Each reduction is a documented difference (Docs/ModelAsCode.md, "What the round trip compares"); everything else
/// must be equal.
enum ModelCodeComparison {
    /// `side` tells the original (`expected`) from the rebuilt model: only the original has what the model-as-code
    /// turns into something else (indexed properties, compound indexes), or leaves out.
    static func comparable(_ model: Model, expected: Bool) -> JSONValue {
        let json = SchemaJSON.json(for: model)
        let generated = Set(ContextBuilder.build(model: model).0.entities.map(\.name))
        let entities = (json["entities"]?.arrayValue ?? []).enumerated().map { offset, entity in
            self.entity(entity, model.entities[offset], in: model, expected: expected, generated: generated)
        }
        let requests = zip(json["fetchRequests"]?.arrayValue ?? [], model.fetchRequests).map {
            fetchRequest($0, $1, expected: expected, keepsName: true)
        }
        let configurations = (json["configurations"]?.arrayValue ?? []).map { $0.removing(["location", "usedWithCloudKit"]) }
        // Core Data keeps templates and configurations by name.
        let versionIdentifier = model.header.userDefinedModelVersionIdentifier.flatMap { $0.isEmpty ? nil : $0 }
        return .object([
            ("versionIdentifier", .optional(versionIdentifier)),
            ("entities", .array(entities)),
            ("fetchRequests", .array(requests.sorted { $0["name"]?.stringValue ?? "" < $1["name"]?.stringValue ?? "" })),
            ("configurations", .array(configurations.sorted { $0["name"]?.stringValue ?? "" < $1["name"]?.stringValue ?? "" })),
        ])
    }

    static func entity(
        _ json: JSONValue, _ entity: Entity, in model: Model, expected: Bool, generated: Set<String>
    ) -> JSONValue {
        var result = json.removing(["location", "codeGeneration", "compoundIndexes"])
        // The class's runtime name: mogen's classes are `@objc(Name)`, so without module; others keep a named module.
        if expected {
            let name = entity.className
            let keepsModule = !generated.contains(entity.name) && name.moduleName != nil
            result["className"] = .string(keepsModule ? name.qualifiedName : SwiftNames.sanitized(name.name))
        } else {
            result["className"] = .string(entity.className.written ?? entity.className.name)
        }
        result["userInfo"] = userInfo(json["userInfo"])
        result["attributes"] = .array(zip(json["attributes"]?.arrayValue ?? [], entity.attributes).map {
            attribute($0, $1, in: model)
        })
        result["relationships"] = .array(zip(json["relationships"]?.arrayValue ?? [], entity.relationships).map {
            relationship($0, $1, in: model, expected: expected)
        })
        result["fetchedProperties"] = .array(zip(json["fetchedProperties"]?.arrayValue ?? [], entity.fetchedProperties).map {
            var property = $0.removing(["location"])
            property["userInfo"] = userInfo($0["userInfo"])
            property["fetchRequest"] = fetchRequest($0["fetchRequest"] ?? .null, $1.fetchRequest, expected: expected, keepsName: false)
            return property
        })
        var indexes = (json["fetchIndexes"]?.arrayValue ?? []).map { index in
            var index = index.removing(["location"])
            index["elements"] = .array((index["elements"]?.arrayValue ?? []).map { element in
                var element = element
                element["type"] = .string((element["type"]?.stringValue ?? "").lowercased() == "rtree" ? "RTree" : "Binary")
                return element
            })
            return index
        }
        if expected {
            // Indexed properties and compound indexes are fetch indexes in code.
            let indexed = entity.attributes.filter(\.isIndexed).map(\.name) + entity.relationships.filter(\.isIndexed).map(\.name)
            let groups = indexed.map { [$0] } + entity.compoundIndexes.map { $0.properties.map(\.name) }
            indexes += groups.map { names in
                .object([
                    ("name", .string(ModelCodeNames.indexName(properties: names))),
                    ("elements", .array(names.map {
                        .object([("property", .string($0)), ("type", .string("Binary")), ("order", .string("ascending"))])
                    })),
                ])
            }
        }
        result["fetchIndexes"] = .array(indexes)
        return result
    }

    static func attribute(_ json: JSONValue, _ attribute: Attribute, in model: Model, enclosing: Set<String> = []) -> JSONValue {
        var result = json.removing([
            "location", "defaultValueString", "defaultDateTimeInterval", "usesScalarValueType", "storedInTruthFile",
        ])
        // A composite is compared by its elements: the description holds no name for it.
        let name = attribute.compositeName ?? ""
        if attribute.type == .composite, !enclosing.contains(name), let composite = model.composite(named: name) {
            let elements = SchemaJSON.composite(composite)["attributes"]?.arrayValue ?? []
            result["composite"] = .array(zip(elements, composite.attributes).map {
                self.attribute($0, $1, in: model, enclosing: enclosing.union([name]))
            })
        } else {
            result["composite"] = .null
        }
        result["isIndexed"] = .bool(false)
        if attribute.unknownTypeName != nil { result["type"] = .string("Undefined") }
        result["userInfo"] = userInfo(json["userInfo"])
        if attribute.type == .decimal, case let .string(text)? = json["defaultValue"] {
            result["defaultValue"] = .string(text == "NaN" ? text : NSDecimalNumber(string: text).stringValue)
        }
        result["derivationExpression"] = derivation(attribute.derivationExpression)
        // Limits: numbers compared as numbers; only those Core Data applies to the type.
        let number: (String?) -> JSONValue = { text in
            guard let value = text.flatMap({ Double($0.trimmingCharacters(in: .whitespaces)) }), value.isFinite else { return .null }
            return .double(value)
        }
        let validatesValue = attribute.type.isNumeric || attribute.type == .string
        let integerLimits = attribute.type.isInteger || attribute.type == .string
        let limit: (String?) -> JSONValue = { text in
            guard validatesValue, let text else { return .null }
            if integerLimits, Int64(text.trimmingCharacters(in: .whitespaces)) == nil { return .null }
            return number(text)
        }
        result["minValueString"] = limit(attribute.minValueString)
        result["maxValueString"] = limit(attribute.maxValueString)
        result["minDateTimeInterval"] = attribute.type == .date ? number(attribute.minDateTimeInterval) : .null
        result["maxDateTimeInterval"] = attribute.type == .date ? number(attribute.maxDateTimeInterval) : .null
        let pattern = attribute.regularExpressionString.flatMap { $0.isEmpty ? nil : $0 }
        result["regularExpressionString"] = attribute.type == .string ? .optional(pattern) : .null
        return result
    }

    static func relationship(_ json: JSONValue, _ relationship: Relationship, in model: Model, expected: Bool) -> JSONValue {
        var result = json.removing(["location"])
        result["isIndexed"] = .bool(false)
        result["userInfo"] = userInfo(json["userInfo"])
        // `isToMany` is derived from `maxCount` (any but 1): a to-many relationship of at most one object is to-one.
        let isToMany = relationship.isToMany && relationship.maxCount != 1
        result["isToMany"] = .bool(isToMany)
        result["maxCount"] = .int(isToMany ? relationship.maxCount : 1)
        if expected {
            // Only an inverse that exists is built; its entity is the one that declares it.
            let owner = relationship.inverseEntityName ?? relationship.destinationName
            let exists = relationship.inverseName.map { model.entity(named: owner)?.relationship(named: $0) != nil } ?? false
            result["inverseName"] = exists ? .optional(relationship.inverseName) : .null
            result["inverseEntity"] = exists ? .string(owner) : .null
        }
        return result
    }

    static func fetchRequest(_ json: JSONValue, _ request: FetchRequest, expected: Bool, keepsName: Bool) -> JSONValue {
        var result = json.removing(keepsName ? ["location"] : ["location", "name"])
        let predicate = predicateText(request, expected: expected)
        result["predicate"] = .optional(predicate)
        if predicate == nil { result["variables"] = .array([]) }
        // Unset values are Core Data's defaults.
        for (key, defaultValue) in [
            ("includesSubentities", true), ("includesPropertyValues", true), ("includesPendingChanges", true),
            ("returnsObjectsAsFaults", true), ("returnsDistinctResults", false),
        ] where result[key] == .null {
            result[key] = .bool(defaultValue)
        }
        for key in ["fetchLimit", "fetchBatchSize"] where result[key] == .null || (result[key]?.intValue ?? 0) < 0 {
            result[key] = .int(0)
        }
        return result
    }

    /// The predicate as mogen parses it, in a normal form; nil when there is none or it cannot be built in code.
    static func predicateText(_ request: FetchRequest, expected: Bool) -> String? {
        guard let predicate = request.predicate else { return nil }
        if expected, (try? PredicateCodeBuilder.code(for: predicate)) == nil { return nil }
        return "\(PredicateNormalForm.predicate(predicate))"
    }

    static func derivation(_ text: String?) -> JSONValue {
        guard let text, let expression = try? PredicateParser.parseExpression(text),
            (try? PredicateCodeBuilder.code(for: expression)) != nil
        else { return .null }
        return .string("\(PredicateNormalForm.expression(expression))")
    }

    /// One value per key (a dictionary's), sorted by key.
    static func userInfo(_ json: JSONValue?) -> JSONValue {
        guard case let .object(pairs)? = json else { return .object([]) }
        var seen: Set<String> = []
        return .object(pairs.filter { seen.insert($0.0).inserted }.sorted { $0.0 < $1.0 })
    }
}

/// Predicates in a form that ignores how they are written: `SOME` is `ANY`, `NONE` and `NOT IN` are negations,
/// numbers are compared by value, and functions by the name `NSExpression` gives them.
enum PredicateNormalForm {
    static func predicate(_ predicate: MogenModel.Predicate) -> MogenModel.Predicate {
        switch predicate {
        case .constant: return predicate
        case let .not(inner): return .not(self.predicate(inner))
        case let .and(parts): return .and(parts.map(self.predicate))
        case let .or(parts): return .or(parts.map(self.predicate))
        case let .comparison(comparison):
            let quantifier: PredicateComparison.Quantifier? = switch comparison.quantifier {
            case nil: nil
            case .all?: .all
            case .any?, .some?, .none?: .any
            }
            let options = String(comparison.options.lowercased().sorted())
            var result = MogenModel.Predicate.comparison(PredicateComparison(
                quantifier: quantifier, lhs: expression(comparison.lhs), operator: comparison.operator, isNegated: false,
                options: options, rhs: expression(comparison.rhs)))
            if comparison.isNegated { result = .not(result) }
            if comparison.quantifier == PredicateComparison.Quantifier.none { result = .not(result) }
            return result
        }
    }

    static func expression(_ expression: MogenModel.PredicateExpression) -> MogenModel.PredicateExpression {
        switch expression {
        case let .number(text): return .number(PredicateCodeBuilder.numberLiteral(text) ?? text)
        case let .function("-", arguments) where arguments.count == 1:
            return .function("multiply:by:", [self.expression(arguments[0]), .number("-1")])
        case let .function(name, arguments):
            let arguments = arguments.map(self.expression)
            switch name.uppercased() {
            case "SUBQUERY", "TERNARY", "FUNCTION", "ANYKEY": return .function(name.uppercased(), arguments)
            default: return .function(PredicateCodeBuilder.functionName(name, arity: arguments.count), arguments)
            }
        case let .member(base, ["@count"]) where !base.isVariable:
            return .function("count:", [self.expression(base)])
        case let .member(base, path): return .member(self.expression(base), path)
        case let .list(items): return .list(items.map(self.expression))
        case let .index(base, index): return .index(self.expression(base), self.expression(index))
        case let .predicate(inner): return .predicate(predicate(inner))
        default: return expression
        }
    }
}

extension MogenModel.PredicateExpression {
    var isVariable: Bool {
        if case .variable = self { return true }
        return false
    }
}

extension JSONValue {
    subscript(key: String) -> JSONValue? {
        get {
            guard case let .object(pairs) = self else { return nil }
            return pairs.first { $0.0 == key }?.1
        }
        set {
            guard case var .object(pairs) = self else { return }
            if let index = pairs.firstIndex(where: { $0.0 == key }) {
                if let newValue { pairs[index].1 = newValue } else { pairs.remove(at: index) }
            } else if let newValue {
                pairs.append((key, newValue))
            }
            self = .object(pairs)
        }
    }

    func removing(_ keys: Set<String>) -> JSONValue {
        guard case let .object(pairs) = self else { return self }
        return .object(pairs.filter { !keys.contains($0.0) })
    }

    var arrayValue: [JSONValue]? {
        if case let .array(items) = self { return items }
        return nil
    }

    var stringValue: String? {
        if case let .string(text) = self { return text }
        return nil
    }

    var intValue: Int? {
        if case let .int(value) = self { return value }
        return nil
    }
}
