import MogenTemplate

// `model.migrations` as template values. The keys are the template API, documented in Docs/TemplateContext.md
// ("`migrations`").

extension MigrationsContext {
    var node: ContextNode {
        ContextNode.make("MigrationsContext", [
            "typeName": .string(typeName),
            "handlersProtocolName": .string(handlersProtocolName),
            "stepTypeName": .string(stepTypeName),
            "handlersTypeName": .string(handlersTypeName),
            "versions": .nodes(versions.map(\.node)),
            "steps": .nodes(steps.map(\.node)),
            "customSteps": .nodes(customSteps.map(\.node)),
        ])
    }
}

extension MigrationVersionContext {
    var node: ContextNode {
        ContextNode.make("MigrationVersionContext", ["name": .string(name), "nameLiteral": .string(nameLiteral)])
    }
}

extension MigrationStepContext {
    var node: ContextNode {
        ContextNode.make("MigrationStepContext", [
            "fromVersion": .string(fromVersion),
            "toVersion": .string(toVersion),
            "labelLiteral": .string(labelLiteral),
            "kind": .string(kind.rawValue),
            "handlerName": .optional(handlerName),
            "changes": .strings(changes),
            "reason": .optional(reason),
            "advice": .optional(advice),
            "mappingModelFileName": .optional(mappingModelFileName),
        ])
    }
}
