import Foundation
import MogenTemplate

/// Renders a ~300-line code-generation template (in the style of SwiftGen's Core Data
/// template, plus macros, includes, `map` and more filters) over synthetic models of 100,
/// 1,000 and 5,000 entities, each with 20 attributes and 3 relationships exposed through
/// `TemplateObject`, as the generator does. The template is compiled once.
enum TemplateRenderBenchmark {
    static let targetMilliseconds = 50.0

    /// Renders once, for profiling under an instruction counter such as callgrind.
    static func renderOnce(entityCount: Int) {
        let environment = TemplateEnvironment(
            loader: DictionaryLoader(templates: [
                "Model.swift.stencil": modelTemplate,
                "Accessors.stencil": accessorsTemplate,
                "Macros.stencil": macrosTemplate,
            ]),
            isStrict: true
        )
        let context = SyntheticModel.context(entityCount: entityCount)
        do {
            let template = try environment.template(named: "Model.swift.stencil")
            _ = try template.render(context)
            let output = try template.render(context)
            print("rendered \(output.utf8.count) bytes")
        } catch {
            print(error)
        }
    }

    /// Prints the figures; returns whether the 1,000-entity target is met.
    @discardableResult
    static func run() -> Bool {
        let environment = TemplateEnvironment(
            loader: DictionaryLoader(templates: [
                "Model.swift.stencil": modelTemplate,
                "Accessors.stencil": accessorsTemplate,
                "Macros.stencil": macrosTemplate,
            ]),
            trimBehaviour: .smart,
            isStrict: true
        )
        let template: Template
        do {
            template = try environment.template(named: "Model.swift.stencil")
        } catch {
            print("template render benchmark: compile failed\n\(error)")
            return false
        }
        let lines = modelTemplate.split(separator: "\n", omittingEmptySubsequences: false).count
            + accessorsTemplate.split(separator: "\n", omittingEmptySubsequences: false).count
            + macrosTemplate.split(separator: "\n", omittingEmptySubsequences: false).count
        print("Template render benchmark: \(lines)-line template, 20 attributes + 3 relationships per entity, strict mode")
        print("   entities    median      best   per entity      output")

        var thousandEntityMedian: Double?
        for (entityCount, runs) in [(100, 21), (1_000, 11), (5_000, 5)] {
            let context = SyntheticModel.context(entityCount: entityCount)
            var durations: [Double] = []
            var outputSize = 0
            for _ in 0..<runs {
                let start = DispatchTime.now().uptimeNanoseconds
                let output: String
                do {
                    output = try template.render(context)
                } catch {
                    print("template render benchmark: render failed\n\(error)")
                    return false
                }
                durations.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000)
                outputSize = output.utf8.count
            }
            let sorted = durations.sorted()
            let median = sorted[sorted.count / 2]
            if entityCount == 1_000 { thousandEntityMedian = median }
            let perEntity = median * 1_000 / Double(entityCount)
            print(
                pad(entityCount.formatted(), 11) + pad(String(format: "%.1f ms", median), 10)
                    + pad(String(format: "%.1f ms", sorted[0]), 10)
                    + pad(String(format: "%.1f µs", perEntity), 13)
                    + pad(String(format: "%.1f MB", Double(outputSize) / 1_000_000), 12)
            )
        }
        guard let thousandEntityMedian else { return false }
        let met = thousandEntityMedian < targetMilliseconds
        print(String(format: "1,000-entity target (< %.0f ms): %@ (%.1f ms)", targetMilliseconds, met ? "met" : "NOT met",
            thousandEntityMedian))
        return met
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        String(repeating: " ", count: max(width - text.count, 0)) + text
    }
}

// MARK: - Synthetic context

/// Deterministic model contexts, built the way the generator builds its own: final classes
/// whose child arrays are ready-made template values.
enum SyntheticModel {
    static func context(entityCount: Int) -> [String: TemplateValue] {
        let entities = (0..<entityCount).map { EntityContext(index: $0, entityCount: entityCount) }
        var byName: [String: TemplateValue] = [:]
        for entity in entities { byName[entity.name] = .object(entity) }
        var fetchRequests: [String: TemplateValue] = [:]
        for entity in entities where entity.index % 10 == 3 {
            fetchRequests[entity.name] = [
                ["name": "byIdentifier", "resultType": "Object", "substitutionVariables": ["IDENTIFIER": "String"]],
                ["name": "recentObjectIDs", "resultType": "Object ID", "substitutionVariables": ["SINCE": "Date", "LIMIT": "Int"]],
            ]
        }
        let model = ModelContext(
            name: "Benchmark",
            entityList: TemplateValue(objects: entities),
            entities: .dictionary(byName),
            fetchRequests: .dictionary(fetchRequests)
        )
        return [
            "model": .object(model),
            "param": ["publicAccess": true, "extraImports": ["Combine", "CloudKit"], "generateObjcName": true],
        ]
    }
}

final class ModelContext: TemplateObject {
    let name: String
    let entityList: TemplateValue
    let entities: TemplateValue
    let fetchRequests: TemplateValue

    init(name: String, entityList: TemplateValue, entities: TemplateValue, fetchRequests: TemplateValue) {
        self.name = name
        self.entityList = entityList
        self.entities = entities
        self.fetchRequests = fetchRequests
    }

    func templateValue(forKey key: String) -> TemplateValue? {
        switch key {
        case "name": .string(name)
        case "entityList": entityList
        case "entities": entities
        case "fetchRequests": fetchRequests
        default: nil
        }
    }
}

final class EntityContext: TemplateObject {
    let index: Int
    let name: String
    let className: String
    let superEntity: String?
    let isAbstract: Bool
    let shouldGenerateCode: Bool
    let attributes: TemplateValue
    let relationships: TemplateValue
    let fetchedProperties: TemplateValue
    let uniquenessConstraints: TemplateValue
    let userInfo: TemplateValue

    init(index: Int, entityCount: Int) {
        self.index = index
        name = String(format: "Entity%04d", index)
        // A few class names exercise the template's "invalid type name" branch.
        className = index % 97 == 13 ? "Module.\(name)" : name + "MO"
        superEntity = index % 5 == 4 ? String(format: "Entity%04d", index - 1) : nil
        isAbstract = index % 11 == 0
        shouldGenerateCode = index % 53 != 7
        attributes = TemplateValue(objects: (0..<20).map { AttributeContext(entity: index, index: $0) })
        relationships = TemplateValue(objects: (0..<3).map { RelationshipContext(entity: index, index: $0, entityCount: entityCount) })
        fetchedProperties = index % 4 == 1
            ? [["name": "recentRelated", "destinationEntity": .string(String(format: "Entity%04d", (index + 7) % entityCount))]]
            : []
        uniquenessConstraints = index % 10 == 6 ? [["identifier"], ["name", "created_at"]] : []
        var info: [String: TemplateValue] = ["documentation": .string("The \(name) entity, generated for benchmarking.")]
        if index % 20 == 9 { info["codable"] = "YES" }
        userInfo = .dictionary(info)
    }

    func templateValue(forKey key: String) -> TemplateValue? {
        switch key {
        case "name": .string(name)
        case "className": .string(className)
        case "superEntity": superEntity.map { .string($0) } ?? .null
        case "isAbstract": .bool(isAbstract)
        case "shouldGenerateCode": .bool(shouldGenerateCode)
        case "attributes": attributes
        case "relationships": relationships
        case "fetchedProperties": fetchedProperties
        case "uniquenessConstraints": uniquenessConstraints
        case "userInfo": userInfo
        default: nil
        }
    }
}

final class AttributeContext: TemplateObject {
    private static let names = [
        "identifier", "name", "created_at", "updatedAt", "URLString", "count", "isFavorite", "rating",
        "notes", "payload", "uuid", "sortOrder", "default", "ratio", "title", "subtitle", "score",
        "birthDate", "avatarData", "status_code",
    ]
    private static let types: [(attributeType: String, typeName: String, scalar: Bool)] = [
        ("String", "String", false), ("Integer 64", "Int64", true), ("Date", "Date", false),
        ("Boolean", "Bool", true), ("Double", "Double", true), ("Binary", "Data", false),
        ("UUID", "UUID", false), ("URI", "URL", false), ("Integer 16", "Int16", true),
        ("Decimal", "Decimal", false),
    ]

    let name: String
    let attributeType: String
    let typeName: String
    let usesScalarValueType: Bool
    let isOptional: Bool
    let isDerived: Bool
    let isTransient: Bool
    let userInfo: TemplateValue

    init(entity: Int, index: Int) {
        let type = Self.types[(entity + index) % Self.types.count]
        name = Self.names[index]
        attributeType = type.attributeType
        typeName = type.typeName
        usesScalarValueType = type.scalar
        isOptional = (entity + index) % 3 == 0
        isDerived = (entity * 7 + index) % 40 == 0
        isTransient = index == 19
        userInfo = (entity * 3 + index) % 25 == 0 ? ["RawType": "Status", "unwrapOptional": "true"] : [:]
    }

    func templateValue(forKey key: String) -> TemplateValue? {
        // Most used keys first: a `switch` over strings compares them in order.
        switch key {
        case "name": .string(name)
        case "userInfo": userInfo
        case "isOptional": .bool(isOptional)
        case "typeName": .string(typeName)
        case "usesScalarValueType": .bool(usesScalarValueType)
        case "isDerived": .bool(isDerived)
        case "attributeType": .string(attributeType)
        case "isTransient": .bool(isTransient)
        default: nil
        }
    }
}

final class RelationshipContext: TemplateObject {
    let name: String
    let destinationEntity: String
    let inverseName: String
    let isToMany: Bool
    let isOrdered: Bool
    let isOptional: Bool
    let deleteRule: String

    init(entity: Int, index: Int, entityCount: Int) {
        let destination = (entity + index + 1) % entityCount
        destinationEntity = String(format: "Entity%04d", destination)
        name = ["children", "orderedItems", "owner"][index] + (index == 2 ? "" : String(destination % 10))
        inverseName = "inverse" + String(entity % 10)
        isToMany = index < 2
        isOrdered = index == 1
        isOptional = index != 2
        deleteRule = ["cascade", "nullify", "deny"][index]
    }

    func templateValue(forKey key: String) -> TemplateValue? {
        switch key {
        case "name": .string(name)
        case "destinationEntity": .string(destinationEntity)
        case "inverseName": .string(inverseName)
        case "isToMany": .bool(isToMany)
        case "isOrdered": .bool(isOrdered)
        case "isOptional": .bool(isOptional)
        case "deleteRule": .string(deleteRule)
        default: nil
        }
    }
}

// MARK: - Templates

extension TemplateRenderBenchmark {
    /// Modelled on SwiftGen's Core Data template (class per entity, four kinds of attribute
    /// accessor, relationships, fetched properties, to-many accessors, fetch requests), plus
    /// mogenerator-style key enums and validation, macros for repeated snippets and an include.
    static let modelTemplate = #"""
    // swiftlint:disable all
    // Generated by mogen-bench from the model {{ model.name }}. Do not edit.
    {% import "Macros.stencil" %}
    {% set accessModifier %}{% if param.publicAccess %}public{% else %}internal{% endif %}{% endset %}

    import CoreData
    import Foundation
    {% for module in param.extraImports %}
    import {{ module }}
    {% empty %}
    // No extra imports.
    {% endfor %}

    // MARK: - Entities ({{ model.entityList.count }})

    {% for entity in model.entityList %}
    {% set entityClassName %}{{ entity.className|default:"NSManagedObject" }}{% endset %}
    {% if not entity.shouldGenerateCode %}
    // Note: '{{ entity.name }}' has code generation disabled, skipping.

    {% elif entityClassName|contains:"." %}
    // Warning: '{{ entityClassName }}' cannot be a valid type name, skipping code generation.

    {% else %}
    {% set superClass %}{% if entity.superEntity %}{{ model.entities[entity.superEntity].className|default:"NSManagedObject" }}{% else %}NSManagedObject{% endif %}{% endset %}
    // MARK: - {{ entity.name }}

    {% call documentation entity.userInfo.documentation "" %}
    {% if param.generateObjcName %}
    @objc({{ entityClassName }})
    {% endif %}
    {{ accessModifier }} {% if not entity.isAbstract %}final {% endif %}class {{ entityClassName }}: {{ superClass }} {
      {% if entity.superEntity %}override {% endif %}{{ accessModifier }} class var entityName: String {
        return "{{ entity.name }}"
      }

      {% if entity.superEntity %}override {% endif %}{{ accessModifier }} class func entity(in managedObjectContext: NSManagedObjectContext) -> NSEntityDescription? {
        return NSEntityDescription.entity(forEntityName: entityName, in: managedObjectContext)
      }

      @available(*, deprecated, renamed: "makeFetchRequest", message: "To avoid collisions with the less concrete method in `NSManagedObject`, please use `makeFetchRequest()` instead.")
      @nonobjc {{ accessModifier }} class func fetchRequest() -> NSFetchRequest<{{ entityClassName }}> {
        return NSFetchRequest<{{ entityClassName }}>(entityName: entityName)
      }

      @nonobjc {{ accessModifier }} class func makeFetchRequest() -> NSFetchRequest<{{ entityClassName }}> {
        return NSFetchRequest<{{ entityClassName }}>(entityName: entityName)
      }

      // MARK: Attributes
      {% for attribute in entity.attributes %}
      {% if attribute.userInfo.RawType %}
      {% set rawType attribute.userInfo.RawType %}
      {{ accessModifier }} var {{ attribute.name|escapeReservedKeywords }}: {{ rawType }}{% if not attribute.userInfo.unwrapOptional %}?{% endif %} {
        get {
          let key = "{{ attribute.name }}"
          willAccessValue(forKey: key)
          defer { didAccessValue(forKey: key) }
          {% if attribute.userInfo.unwrapOptional %}
          guard let value = primitiveValue(forKey: key) as? {{ rawType }}.RawValue,
            let result = {{ rawType }}(rawValue: value) else {
            fatalError("Could not convert value for key '\(key)' to type '{{ rawType }}'")
          }
          return result
          {% else %}
          guard let value = primitiveValue(forKey: key) as? {{ rawType }}.RawValue else {
            return nil
          }
          return {{ rawType }}(rawValue: value)
          {% endif %}
        }
        {% if not attribute.isDerived %}
        set {
          let key = "{{ attribute.name }}"
          willChangeValue(forKey: key)
          defer { didChangeValue(forKey: key) }
          setPrimitiveValue(newValue{% if not attribute.userInfo.unwrapOptional %}?{% endif %}.rawValue, forKey: key)
        }
        {% endif %}
      }
      {% elif attribute.usesScalarValueType and attribute.isOptional %}
      {{ accessModifier }} var {{ attribute.name|escapeReservedKeywords }}: {% call swiftType attribute %} {
        get {
          let key = "{{ attribute.name }}"
          willAccessValue(forKey: key)
          defer { didAccessValue(forKey: key) }
          return primitiveValue(forKey: key) as? {{ attribute.typeName }}
        }
        {% if not attribute.isDerived %}
        set {
          let key = "{{ attribute.name }}"
          willChangeValue(forKey: key)
          defer { didChangeValue(forKey: key) }
          setPrimitiveValue(newValue, forKey: key)
        }
        {% endif %}
      }
      {% elif attribute.isDerived %}
      {{ accessModifier }} var {{ attribute.name|escapeReservedKeywords }}: {% call swiftType attribute %} {
        {% if attribute.isOptional %}
        return value(forKey: "{{ attribute.name }}") as? {{ attribute.typeName }}
        {% else %}
        guard let value = value(forKey: "{{ attribute.name }}") as? {{ attribute.typeName }} else {
          fatalError("Could not convert value for key '{{ attribute.name }}' to type '{{ attribute.typeName }}'")
        }
        return value
        {% endif %}
      }
      {% else %}
      @NSManaged {{ accessModifier }} var {{ attribute.name|escapeReservedKeywords }}: {% call swiftType attribute %}
      {% endif %}
      {% endfor %}

      // MARK: Relationships
      {% for relationship in entity.relationships %}
      {% set destinationClass %}{{ model.entities[relationship.destinationEntity].className|default:"NSManagedObject" }}{% endset %}
      {% if relationship.isToMany %}
      @NSManaged {{ accessModifier }} var {{ relationship.name }}: {% if relationship.isOrdered %}NSOrderedSet{% else %}Set<{{ destinationClass }}>{% endif %}{% if relationship.isOptional %}?{% endif %}
      {% else %}
      @NSManaged {{ accessModifier }} var {{ relationship.name }}: {{ destinationClass }}{% if relationship.isOptional %}?{% endif %}
      {% endif %}
      {% endfor %}
      {% for fetchedProperty in entity.fetchedProperties %}
      {% if forloop.first %}

      // MARK: Fetched properties
      {% endif %}
      @NSManaged {{ accessModifier }} var {{ fetchedProperty.name }}: [{{ model.entities[fetchedProperty.destinationEntity].className|default:"NSManagedObject" }}]
      {% endfor %}
    }

    // MARK: Keys
    {{ accessModifier }} enum {{ entityClassName }}Attribute: String, CaseIterable {
      {% for attribute in entity.attributes %}
      case {{ attribute.name|swiftIdentifier:"pretty"|lowerFirstWord|escapeReservedKeywords }} = "{{ attribute.name }}"
      {% endfor %}
    }

    {{ accessModifier }} enum {{ entityClassName }}Relationship: String, CaseIterable {
      {% map entity.relationships into relationshipNames using relationship %}{{ relationship.name }}{% endmap %}
      case {{ relationshipNames|join:", " }}
    }

    {% if entity.uniquenessConstraints %}
    // MARK: Uniqueness constraints
    extension {{ entityClassName }} {
      {{ accessModifier }} static let uniquenessConstraints: [[String]] = [
        {% for constraint in entity.uniquenessConstraints %}
        [{% for key in constraint %}"{{ key }}"{{ ", " if not forloop.last }}{% endfor %}]{{ "," if not forloop.last }}
        {% endfor %}
      ]
    }

    {% endif %}
    {% if entity.userInfo.codable == "YES" %}
    // MARK: Codable
    extension {{ entityClassName }}: Encodable {
      enum CodingKeys: String, CodingKey {
        {% for attribute in entity.attributes where not attribute.isTransient %}
        case {{ attribute.name|swiftIdentifier:"pretty"|lowerFirstWord|escapeReservedKeywords }} = "{{ attribute.name|camelToSnakeCase }}"
        {% endfor %}
      }

      {{ accessModifier }} func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        {% for attribute in entity.attributes where not attribute.isTransient %}
        {% if attribute.attributeType == "Binary" or attribute.attributeType == "Transformable" %}
        // {{ attribute.name }} ({{ attribute.attributeType }}) is not encoded.
        {% elif attribute.isOptional %}
        try container.encodeIfPresent({{ attribute.name|escapeReservedKeywords }}, forKey: .{{ attribute.name|swiftIdentifier:"pretty"|lowerFirstWord|escapeReservedKeywords }})
        {% else %}
        try container.encode({{ attribute.name|escapeReservedKeywords }}, forKey: .{{ attribute.name|swiftIdentifier:"pretty"|lowerFirstWord|escapeReservedKeywords }})
        {% endif %}
        {% endfor %}
      }
    }

    {% endif %}
    // MARK: Validation
    extension {{ entityClassName }} {
      {{ accessModifier }} func validateRequiredStrings() throws {
        {% for attribute in entity.attributes where attribute.attributeType == "String" and not attribute.isOptional %}
        if ({{ attribute.name|escapeReservedKeywords }} as String?)?.isEmpty ?? true {
          throw ValidationError.emptyString(entity: "{{ entity.name }}", key: "{{ attribute.name }}")
        }
        {% empty %}
        // {{ entity.name }} has no required strings.
        {% endfor %}
      }
    }

    {% include "Accessors.stencil" %}
    {% set fetchRequests model.fetchRequests[entity.name] %}
    {% if fetchRequests %}
    // MARK: Fetch requests
    extension {{ entityClassName }} {
      {% for fetchRequest in fetchRequests %}
      {% set resultType %}{% if fetchRequest.resultType == "Object" %}{{ entityClassName }}{% elif fetchRequest.resultType == "Object ID" %}NSManagedObjectID{% else %}[String: Any]{% endif %}{% endset %}
      class func fetch{{ fetchRequest.name|upperFirstLetter }}(managedObjectContext: NSManagedObjectContext{% for variableName, variableType in fetchRequest.substitutionVariables %}, {{ variableName|lowerFirstWord }}: {{ variableType }}{% endfor %}) throws -> [{{ resultType }}] {
        guard let persistentStoreCoordinator = managedObjectContext.persistentStoreCoordinator else {
          fatalError("Managed object context has no persistent store coordinator for getting fetch request templates")
        }
        let model = persistentStoreCoordinator.managedObjectModel
        let substitutionVariables: [String: Any] = [
          {% for variableName, variableType in fetchRequest.substitutionVariables %}
          "{{ variableName }}": {{ variableName|lowerFirstWord }}{{ "," if not forloop.last }}
          {% empty %}
          :
          {% endfor %}
        ]
        guard let fetchRequest = model.fetchRequestFromTemplate(withName: "{{ fetchRequest.name }}", substitutionVariables: substitutionVariables) else {
          fatalError("No fetch request template named '{{ fetchRequest.name }}' found.")
        }
        guard let result = try managedObjectContext.fetch(fetchRequest) as? [{{ resultType }}] else {
          fatalError("Unable to cast fetch result to correct result type.")
        }
        return result
      }
      {% endfor %}
    }

    {% endif %}
    {% endif %}
    {% endfor %}
    // MARK: - Model

    {{ accessModifier }} enum {{ model.name|swiftIdentifier:"pretty" }}Model {
      {{ accessModifier }} static let entityNames: [String] = [
        {% for entity in model.entityList where entity.shouldGenerateCode %}
        "{{ entity.name }}"{{ "," if not forloop.last }}
        {% endfor %}
      ]
    }
    // End of generated code for {{ model.name }}: {{ model.entityList.count }} entities.

    """#

    static let accessorsTemplate = #"""
    {% set toManyCount %}{% for relationship in entity.relationships where relationship.isToMany %}x{% endfor %}{% endset %}
    {% if toManyCount %}
    // MARK: Relationship accessors of {{ entityClassName }}
    extension {{ entityClassName }} {
      {% for relationship in entity.relationships where relationship.isToMany %}
      {% set destinationClass %}{{ model.entities[relationship.destinationEntity].className|default:"NSManagedObject" }}{% endset %}
      {% set suffix %}{{ relationship.name|upperFirstLetter }}{% endset %}
      // {{ relationship.name }}: {{ relationship.deleteRule|uppercase }} delete rule, inverse {{ relationship.inverseName }}
      {% if relationship.isOrdered %}
      @objc(insertObject:in{{ suffix }}AtIndex:)
      @NSManaged public func insertInto{{ suffix }}(_ value: {{ destinationClass }}, at idx: Int)

      @objc(removeObjectFrom{{ suffix }}AtIndex:)
      @NSManaged public func removeFrom{{ suffix }}(at idx: Int)

      @objc(insert{{ suffix }}:atIndexes:)
      @NSManaged public func insertInto{{ suffix }}(_ values: [{{ destinationClass }}], at indexes: NSIndexSet)

      @objc(remove{{ suffix }}AtIndexes:)
      @NSManaged public func removeFrom{{ suffix }}(at indexes: NSIndexSet)

      @objc(replaceObjectIn{{ suffix }}AtIndex:withObject:)
      @NSManaged public func replace{{ suffix }}(at idx: Int, with value: {{ destinationClass }})

      @objc(replace{{ suffix }}AtIndexes:with{{ suffix }}:)
      @NSManaged public func replace{{ suffix }}(at indexes: NSIndexSet, with values: [{{ destinationClass }}])

      {% endif %}
      @objc(add{{ suffix }}Object:)
      @NSManaged public func addTo{{ suffix }}(_ value: {{ destinationClass }})

      @objc(remove{{ suffix }}Object:)
      @NSManaged public func removeFrom{{ suffix }}(_ value: {{ destinationClass }})

      @objc(add{{ suffix }}:)
      @NSManaged public func addTo{{ suffix }}(_ values: {% if relationship.isOrdered %}NSOrderedSet{% else %}Set<{{ destinationClass }}>{% endif %})

      @objc(remove{{ suffix }}:)
      @NSManaged public func removeFrom{{ suffix }}(_ values: {% if relationship.isOrdered %}NSOrderedSet{% else %}Set<{{ destinationClass }}>{% endif %})
      {% if not forloop.last %}

      {% endif %}
      {% endfor %}
    }

    {% endif %}
    """#

    static let macrosTemplate = #"""
    {# Helpers shared by the model template. #}
    {% macro swiftType attribute %}{% if attribute.userInfo.RawType %}{{ attribute.userInfo.RawType }}{% else %}{{ attribute.typeName }}{% endif %}{% if attribute.isOptional %}?{% endif %}{% endmacro %}
    {% macro documentation text indentation %}
    {% if text %}
    {{ indentation }}/// {{ text|removeNewlines:"leading" }}
    {% else %}
    {{ indentation }}/// No documentation.
    {% endif %}
    {% endmacro %}
    """#
}
