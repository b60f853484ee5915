import MogenModel
import MogenSupport

extension ContextBuilder {
    /// The helpers for the model's fetch request templates on `entity`. Two templates whose helpers would have one
    /// name (`byName` and `ByName`) are told apart by a number, with a warning.
    mutating func buildFetchRequests(for entity: Entity) -> [FetchRequestContext] {
        var used: [String: String] = [:]
        return model.fetchRequests.filter { $0.entityName == entity.name }.map { request in
            var functionName = "fetch" + SwiftNames.sanitized(SwiftNames.upperFirst(request.name))
            if let other = used[functionName] {
                var suffix = 2
                while used["\(functionName)\(suffix)"] != nil { suffix += 1 }
                diagnostics.append(.warning(
                    "fetch request templates \(quoted: other) and \(quoted: request.name) would both be \(functionName)(...); "
                        + "\(quoted: request.name) is \(functionName)\(suffix)(...): rename one of them in the model to choose "
                        + "the names", at: request.location, .codegen))
                functionName += String(suffix)
            }
            used[functionName] = request.name
            return buildFetchRequest(request, for: entity, functionName: functionName)
        }
    }

    private mutating func buildFetchRequest(
        _ request: FetchRequest, for entity: Entity, functionName: String
    ) -> FetchRequestContext {
        let className = classNames[entity.name] ?? "NSManagedObject"
        var used = Set(["context"])
        let parameters = request.variables.map { variable in
            var swiftName = SwiftNames.parameterName(fromVariable: variable.name)
            var suffix = 2
            let base = swiftName
            while !used.insert(swiftName).inserted {
                swiftName = base + String(suffix)
                suffix += 1
            }
            let escaped = SwiftNames.escaped(swiftName)
            var type = AttributeTypeMapping.swiftType(of: variable.type, classNames: classNames, types: types)
            let objectType = AttributeTypeMapping.objectType(of: variable.type, classNames: classNames, types: types)
            var substitutes = FetchRequestContext.Substitution.value
            // A variable compared with an enum-backed attribute takes the enum, and passes its raw value.
            if let spec = enumSpecification(forVariable: variable) {
                if case .collection = variable.type {
                    type = "[\(spec.name)]"
                    substitutes = .rawValues
                } else {
                    type = spec.name
                    substitutes = .rawValue
                }
            }
            return FetchRequestContext.Parameter(
                variable: variable.name, variableLiteral: SwiftLiteral.string(variable.name), swiftName: escaped,
                type: type, objectType: objectType, substitutes: substitutes)
        }
        let (resultType, kind): (String, FetchRequestContext.ResultKind) = switch request.resultType {
        case .managedObjectID: ("[NSManagedObjectID]", .objectIDs)
        case .dictionary: ("[[\(types.spell("String")): Any]]", .dictionaries)
        case .count: (types.spell("Int"), .count)
        case .managedObject, .other: ("[\(className)]", .objects)
        }
        return FetchRequestContext(
            name: request.name, nameLiteral: SwiftLiteral.string(request.name), functionName: functionName,
            predicate: request.predicateString, parameters: parameters, resultType: resultType, resultKind: kind)
    }

    /// The enum of the attribute a predicate variable holds the values of, if it is enum-backed.
    private mutating func enumSpecification(forVariable variable: PredicateVariable) -> EnumSpecification? {
        guard let reference = variable.attribute, let owner = model.entity(named: reference.entityName),
            let attribute = owner.attribute(named: reference.attributeName)
        else { return nil }
        var ignored: [Diagnostic] = []
        guard let spec = enumSpecification(for: attribute, label: "", problems: &ignored), !spec.nonFailable else {
            return nil
        }
        return spec
    }
}
