import MogenModel
import MogenSupport
import MogenTemplate

/// The template context SwiftGen 6.6.3 builds for Core Data models (SwiftGenKit's `coredata` parser and its
/// `stencilContext()`), built from mogen's schema so that SwiftGen's templates render through mogen unchanged.
///
/// Every dictionary is a plain `TemplateValue.dictionary`, as SwiftGen hands Stencil `[String: Any]`: loops over
/// one visit its keys sorted, and `mogen dump --context --context-kind swiftgen` prints its keys sorted, as
/// SwiftGen's YAML fixtures do. The names, value types and defaults are SwiftGen's; Docs/SwiftGenContext.md lists
/// them.
public enum SwiftGenContext {
    /// `models`: one entry per model, as SwiftGen gives one per input. Throws where SwiftGen's parser stops on the
    /// model (`SwiftGenCompatibility.blockingProblems`).
    public static func models(_ models: [Model]) throws(DiagnosticError) -> TemplateValue {
        var values: [TemplateValue] = []
        for model in models {
            let blocking = SwiftGenCompatibility.blockingProblems(in: model)
            guard blocking.isEmpty else { throw DiagnosticError(blocking) }
            values.append(modelValue(model))
        }
        return .array(values)
    }

    /// What a template sees: `models`, `param` (the template variables) and `env` (the process environment), the
    /// three names SwiftGen's context has once StencilSwiftKit has enriched it.
    public static func scope(models: TemplateValue, parameters: [String: TemplateValue], environment: [String: String])
        -> [String: TemplateValue]
    {
        ["models": models, "param": .dictionary(parameters), "env": .dictionary(environment.mapValues(TemplateValue.string))]
    }

    /// One model: its configurations, its entities by name, its fetch request templates by entity name.
    static func modelValue(_ model: Model) -> TemplateValue {
        let entities = SwiftGenEntities(model)
        var fetchRequests: [String: [TemplateValue]] = [:]
        for request in model.fetchRequests {
            fetchRequests[request.entityName, default: []].append(entities.fetchRequestValue(request))
        }
        return [
            "configurations": configurations(model, entityNames: entities.names),
            "entities": .dictionary(entities.byName.mapValues(entities.entityValue)),
            "fetchRequests": .dictionary(fetchRequests.mapValues(TemplateValue.array)),
        ]
    }

    /// `Default` lists every entity; each configuration of the model then sets its own list (one named `Default`
    /// replaces it). Each list sorted.
    private static func configurations(_ model: Model, entityNames: [String]) -> TemplateValue {
        var lists = ["Default": entityNames]
        for configuration in model.configurations {
            lists[configuration.name] = configuration.memberEntityNames
        }
        return .dictionary(lists.mapValues { .array($0.sorted().map(TemplateValue.string)) })
    }
}

extension SwiftGenContext {
    /// `{"models": …}` as JSON, keys sorted as SwiftGen's YAML fixtures print them (`mogen dump --context
    /// --context-kind swiftgen`). `param` and `env` are added when rendering and are not part of it.
    public static func json(models: TemplateValue) -> JSONValue {
        ContextJSON.json(.dictionary(["models": models]))
    }
}
