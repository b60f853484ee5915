import MogenModel
import MogenSupport

extension ContextBuilder {
    /// Gives each class a `FetchDescriptor` factory per fetch request template on its entity, with the template's
    /// predicate as a `#Predicate` closure. A template whose predicate does not translate gets no factory, and a
    /// warning that says why.
    mutating func addFetchDescriptors(
        to classes: inout [SwiftDataClassContext], coreDataEntities: [EntityContext], plan: SwiftDataPlan
    ) {
        guard !model.fetchRequests.isEmpty else { return }
        let scope = swiftPredicateScope(of: classes)
        let requests = Dictionary(coreDataEntities.map { ($0.name, $0.fetchRequests) }, uniquingKeysWith: { first, _ in first })
        for index in classes.indices {
            let entityName = classes[index].entityName
            for (request, helper) in zip(model.fetchRequests.filter { $0.entityName == entityName }, requests[entityName] ?? []) {
                if let descriptor = fetchDescriptor(request, helper: helper, scope: scope, plan: plan) {
                    classes[index].fetchDescriptors.append(descriptor)
                }
            }
        }
    }

    private mutating func fetchDescriptor(
        _ request: FetchRequest, helper: FetchRequestContext, scope: SwiftPredicateScope, plan: SwiftDataPlan
    ) -> SwiftDataFetchDescriptor? {
        func refuse(_ reason: String) -> SwiftDataFetchDescriptor? {
            diagnostics.append(.warning(
                "fetch request template \(quoted: request.name) gets no FetchDescriptor factory: \(reason)",
                at: request.location, .codegen))
            return nil
        }
        var parameters: [SwiftDataInitializerContext.Parameter] = []
        var variables: [String: SwiftPredicateVariable] = [:]
        for (variable, parameter) in zip(request.variables, helper.parameters) {
            guard let typed = swiftDataType(of: variable, plan: plan) else {
                return refuse("the type of $\(bare: variable.name) is not known")
            }
            parameters.append(.init(swiftName: parameter.swiftName, type: typed.type, defaultValue: nil))
            variables[variable.name] = SwiftPredicateVariable(
                parameterName: parameter.swiftName, swiftType: typed.type, comparesRawValue: typed.isEnum)
        }
        var prelude: [String] = []
        var closureParameter: String?
        var body: String?
        if let predicate = request.predicate {
            switch scope.translate(predicate, rootEntity: request.entityName, variables: variables) {
            case let .closure(statements, parameterName, text):
                prelude = statements
                closureParameter = parameterName
                body = text
            case let .untranslatable(reason):
                return refuse(reason)
            }
        } else if request.predicateString != nil {
            return refuse("its predicate cannot be parsed")
        }
        return SwiftDataFetchDescriptor(
            name: request.name, functionName: helper.functionName, parameters: parameters, prelude: prelude,
            closureParameter: closureParameter, predicateBody: body, fetchLimit: request.fetchLimit.flatMap { $0 > 0 ? $0 : nil })
    }

    /// The Swift type of a predicate variable in SwiftData code: the stored type of the attribute it is compared
    /// with (its enum, whose raw value is compared, for an enum-backed one), the class of the objects, an array of
    /// either for a collection; nil when it is not known.
    private mutating func swiftDataType(
        of variable: PredicateVariable, plan: SwiftDataPlan
    ) -> (type: String, isEnum: Bool)? {
        var attributeType: (type: String, isEnum: Bool)?
        if let reference = variable.attribute, let owner = model.entity(named: reference.entityName),
            let attribute = owner.attribute(named: reference.attributeName)
        {
            var ignored: [Diagnostic] = []
            if let spec = enumSpecification(for: attribute, label: "", problems: &ignored), !spec.nonFailable {
                attributeType = (spec.name, true)
            } else if case let .success(type) = SwiftDataTypes.valueType(
                of: attribute, integers: plan.options.integers, types: types)
            {
                attributeType = (type, false)
            }
        }
        func type(of value: PredicateValueType) -> (type: String, isEnum: Bool)? {
            switch value {
            case .attribute: return attributeType
            case let .object(entityName): return plan.classNames[entityName].map { ($0, false) }
            case let .collection(element): return type(of: element).map { ("[\($0.type)]", $0.isEnum) }
            case .unknown: return nil
            }
        }
        return type(of: variable.type)
    }

    /// What `#Predicate` can read of each class: its stored properties, with those of the classes it inherits from.
    private func swiftPredicateScope(of classes: [SwiftDataClassContext]) -> SwiftPredicateScope {
        let byEntity = Dictionary(classes.map { ($0.entityName, $0) }, uniquingKeysWith: { first, _ in first })
        var entities: [String: SwiftPredicateScope.Entity] = [:]
        for swiftDataClass in classes {
            var properties: [String: SwiftPredicateScope.Property] = [:]
            var lineage: [SwiftDataClassContext] = []
            var current: SwiftDataClassContext? = swiftDataClass
            // Each class once: parents are looked up by name, which a name declared twice (an error) can lead round.
            var visited: Set<String> = []
            while let each = current, visited.insert(each.entityName).inserted {
                lineage.append(each)
                guard each.superclassName != nil, let parent = model.entity(named: each.entityName)?.parentName else { break }
                current = byEntity[parent]
            }
            for owner in lineage.reversed() {
                for property in owner.properties {
                    if let kind = property.predicateKind {
                        properties[property.name] = .init(swiftName: property.swiftName, kind: kind)
                    }
                }
            }
            entities[swiftDataClass.entityName] = .init(className: swiftDataClass.className, properties: properties)
        }
        return SwiftPredicateScope(entities: entities)
    }
}
