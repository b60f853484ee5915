// Generated from Templates/ by Tests/MogenGeneratorTests/BuiltInTemplatesTests.swift. Do not edit: edit
// Templates/, then run MOGEN_UPDATE_GOLDEN=1 swift test --filter BuiltInTemplates.

enum BuiltInTemplates {
    /// Template sets by name, each a dictionary of file names to contents.
    static let sets: [String: [String: String]] = [
        #"""
swift
"""#: [
            #"""
_attribute.stencil
"""#: #"""
{% if attribute.documentation or attribute.storage != "managed" %}

{% endif %}
{% for line in attribute.documentation %}
    /// {{ line }}
{% endfor %}
{% if attribute.storage == "managed" %}
    @NSManaged {{ model.access }}{% if attribute.isReadOnly %}private(set) {%+ endif %}var {{ attribute.swiftName }}: {{ attribute.swiftType }}
{% else %}
    {{ model.access }}var {{ attribute.swiftName }}: {{ attribute.swiftType }} {
        get {
            willAccessValue(forKey: "{{ attribute.name }}")
            defer { didAccessValue(forKey: "{{ attribute.name }}") }
{% if attribute.storage == "primitive" %}
            return primitiveValue(forKey: "{{ attribute.name }}") as? {{ attribute.primitiveType }}
{% elif attribute.enumInitIsNonFailable %}
            guard let rawValue = primitiveValue(forKey: "{{ attribute.name }}") as? {{ attribute.primitiveType }} else { return {{ attribute.enumFallback }} }
            return {{ attribute.enumName }}(rawValue: rawValue)
{% else %}
            guard let rawValue = primitiveValue(forKey: "{{ attribute.name }}") as? {{ attribute.primitiveType }},
                let value = {{ attribute.enumName }}(rawValue: rawValue)
            else { return {{ attribute.enumFallback }} }
            return value
{% endif %}
        }
{% if not attribute.isReadOnly %}
        set {
            willChangeValue(forKey: "{{ attribute.name }}")
            defer { didChangeValue(forKey: "{{ attribute.name }}") }
{% if attribute.storage == "primitive" %}
            setPrimitiveValue(newValue, forKey: "{{ attribute.name }}")
{% elif attribute.isOptional %}
            setPrimitiveValue(newValue?.rawValue, forKey: "{{ attribute.name }}")
{% else %}
            setPrimitiveValue(newValue.rawValue, forKey: "{{ attribute.name }}")
{% endif %}
        }
{% endif %}
    }

{% endif %}

"""#,
            #"""
_class.stencil
"""#: #"""
{% for line in entity.documentation %}
/// {{ line }}
{% endfor %}
@objc({{ entity.objcName }})
{{ model.access }}class {{ entity.className }}: {{ entity.superclassName }} {
{% if entity.isCodable %}
    {{ model.access }}required convenience init(from decoder: any Decoder) throws {
        try self.init(decodingFrom: decoder)
    }
{% endif %}
}

"""#,
            #"""
_codable.stencil
"""#: #"""
{% if entity.isCodable %}

/// `Codable` for {{ entity.name }}: its attributes{% if entity.codableAttributes %} ({% for attribute in entity.codableAttributes %}{{ attribute.name }}{% if not forloop.last %}, {%+ endif %}{% endfor %}){% endif %}, not its relationships.
extension {{ entity.className }}: Encodable{% if decodable %}, Decodable{% endif %} {
{% if entity.codableAttributes %}
    enum CodingKeys: String, CodingKey {
{% for attribute in entity.codableAttributes %}
        case {{ attribute.swiftName }} = "{{ attribute.name }}"
{% endfor %}
    }

{% endif %}
    {{ model.access }}func encode(to encoder: any Encoder) throws {
{% if entity.codableAttributes %}
        var container = encoder.container(keyedBy: CodingKeys.self)
{% for attribute in entity.codableAttributes %}
        try container.encode{% if attribute.isOptional %}IfPresent{% endif %}({{ attribute.coding.encodeExpression }}, forKey: .{{ attribute.swiftName }})
{% endfor %}
{% endif %}
    }

    /// Creates {{ entity.name }} from `decoder`, inserted into the managed object context that
    /// `decoder.userInfo[CodingUserInfoKey(rawValue: "managedObjectContext")!]` holds.
    {{ model.access }}convenience init(decodingFrom decoder: any Decoder) throws {
        guard let key = CodingUserInfoKey(rawValue: "managedObjectContext"),
            let context = decoder.userInfo[key] as? NSManagedObjectContext
        else { throw {{ model.errorTypeName }}.noContextForDecoding }
        self.init(entity: Self.entity(), insertInto: context)
{% if entity.codableAttributes %}
        let container = try decoder.container(keyedBy: CodingKeys.self)
{% for attribute in entity.codableAttributes %}{% if not attribute.isReadOnly %}
        self.{{ attribute.swiftName }} = {{ attribute.coding.decodeExpression }}
{% endif %}{% endfor %}
{% endif %}
    }
}
{% endif %}

"""#,
            #"""
_entity-extension.stencil
"""#: #"""
extension {{ entity.className }}{% if not entity.hasGeneratedSuperclass %}: {{ model.protocolName }}{% endif %} {
    /// The name of the entity in the model.
    @objc {{ model.access }}{% if entity.hasGeneratedSuperclass %}override {%+ endif %}class var entityName: String { "{{ entity.name }}" }
{% if entity.attributeKeys %}

    /// The names of the attributes, for predicates and sort descriptors.
    {{ model.access }}enum Attributes {
{% for key in entity.attributeKeys %}
        {{ model.access }}static let {{ key.swiftName }} = "{{ key.name }}"
{% endfor %}
    }
{% endif %}
{% if entity.relationshipKeys %}

    /// The names of the relationships, for predicates and sort descriptors.
    {{ model.access }}enum Relationships {
{% for key in entity.relationshipKeys %}
        {{ model.access }}static let {{ key.swiftName }} = "{{ key.name }}"
{% endfor %}
    }
{% endif %}
{% if entity.fetchedPropertyKeys %}

    /// The names of the fetched properties.
    {{ model.access }}enum FetchedProperties {
{% for key in entity.fetchedPropertyKeys %}
        {{ model.access }}static let {{ key.swiftName }} = "{{ key.name }}"
{% endfor %}
    }
{% endif %}
{% if entity.initializer %}

    /// Creates {{ entity.name }} with every value it needs, inserted into `managedObjectContext`.
    {{ model.access }}convenience init(
        context managedObjectContext: NSManagedObjectContext{% for parameter in entity.initializer.parameters %},
        {{ parameter.swiftName }}: {{ parameter.type }}{% if parameter.defaultValue %} = {{ parameter.defaultValue }}{% endif %}{% endfor +%}
    ) {
        self.init(entity: Self.entity(), insertInto: managedObjectContext)
{% for parameter in entity.initializer.parameters %}
        {{ parameter.assignment }}
{% endfor %}
    }
{% endif %}
{% if entity.attributes %}

    // MARK: Attributes

{% for attribute in entity.attributes %}
{% include "_attribute.stencil" %}
{% endfor %}
{% endif %}
{% if entity.relationships %}

    // MARK: Relationships

{% for relationship in entity.relationships %}
{% if relationship.documentation %}

{% endif %}
{% for line in relationship.documentation %}
    /// {{ line }}
{% endfor %}
    @NSManaged {{ model.access }}var {{ relationship.swiftName }}: {{ relationship.swiftType }}
{% if relationship.arrayPropertyName %}

    /// `{{ relationship.swiftName }}` as an array, in order.
    {{ model.access }}var {{ relationship.arrayPropertyName }}: [{{ relationship.destinationClassName }}] {
        {{ relationship.swiftName }}.array.compactMap { $0 as? {{ relationship.destinationClassName }} }
    }

{% endif %}
{% endfor %}
{% endif %}
{% if entity.fetchedProperties %}

    // MARK: Fetched properties

{% for property in entity.fetchedProperties %}
    /// {{ property.name }}{% if property.predicate %}: `{{ property.predicate }}`{% endif +%}
    @NSManaged {{ model.access }}private(set) var {{ property.swiftName }}: {{ property.swiftType }}
{% endfor %}
{% endif %}
{% for attribute in entity.enumAttributes %}

    /// A predicate matching objects whose `{{ attribute.swiftName }}` is `value`.
    {{ model.access }}static func predicate({{ attribute.swiftName }} value: {{ attribute.enumName }}) -> NSPredicate {
        NSPredicate(format: "%K == %@", argumentArray: [Attributes.{{ attribute.swiftName }}, value.rawValue])
    }
{% endfor %}
{% for request in entity.fetchRequests %}

    /// Runs the model's fetch request template `{{ request.name }}`{% if request.predicate %}: `{{ request.predicate }}`{% endif %}.
    {{ model.access }}static func {{ request.functionName }}({% for parameter in request.parameters %}{{ parameter.swiftName }}: {{ parameter.type }}, {%+ endfor %}in context: NSManagedObjectContext) throws -> {{ request.resultType }} {
        guard let model = context.persistentStoreCoordinator?.managedObjectModel else {
            throw {{ model.errorTypeName }}.noModel
        }
{% if request.parameters %}
        let variables: [String: Any] = [
{% for parameter in request.parameters %}
            {{ parameter.variableLiteral }}: {{ parameter.swiftName }},
{% endfor %}
        ]
{% else %}
        let variables: [String: Any] = [:]
{% endif %}
        guard let request = model.fetchRequestFromTemplate(withName: {{ request.nameLiteral }}, substitutionVariables: variables) else {
            throw {{ model.errorTypeName }}.noFetchRequestTemplate({{ request.nameLiteral }})
        }
{% if request.resultKind == "count" %}
        return try context.count(for: request)
{% elif request.resultKind == "objectIDs" %}
        return try context.fetch(request).compactMap { $0 as? NSManagedObjectID }
{% elif request.resultKind == "dictionaries" %}
        return try context.fetch(request).compactMap { $0 as? [String: Any] }
{% else %}
        return try context.fetch(request).compactMap { $0 as? {{ entity.className }} }
{% endif %}
    }
{% endfor %}
}
{% for relationship in entity.relationships %}{% if relationship.isToMany %}

// MARK: Generated accessors for {{ relationship.name }}
extension {{ entity.className }} {
{% for accessor in relationship.accessors %}
    @objc({{ accessor.selector }})
    @NSManaged {{ model.access }}{{ accessor.declaration }}
{% endfor %}
}
{% endif %}{% endfor %}
{% include "_codable.stencil" %}

"""#,
            #"""
_header.stencil
"""#: #"""
// Generated by mogen from {{ model.fileName }}{% if model.versionName %} (version {{ model.versionName }}){% endif %}. Do not edit: mogen rewrites this file.

"""#,
            #"""
_model-declarations.stencil
"""#: #"""
/// The classes generated from the {{ model.name }} model. Conforming gives a class a typed fetch request.
{{ model.access }}protocol {{ model.protocolName }}: NSManagedObject {
    /// The name of the class's entity in the model.
    static var entityName: String { get }
}

extension {{ model.protocolName }} {
    /// A fetch request for the class's entity, typed with the class (unlike `NSManagedObject.fetchRequest()`).
    {{ model.access }}static func makeFetchRequest() -> NSFetchRequest<Self> {
        NSFetchRequest<Self>(entityName: entityName)
    }

    /// The description of the class's entity in the context's model.
    {{ model.access }}static func entity(in context: NSManagedObjectContext) -> NSEntityDescription? {
        NSEntityDescription.entity(forEntityName: entityName, in: context)
    }
}

/// Errors thrown by the code generated from the {{ model.name }} model.
{{ model.access }}enum {{ model.errorTypeName }}: Error, Equatable {
    /// The context has no persistent store coordinator, so the model's fetch request templates cannot be read.
    case noModel
    /// The model has no fetch request template of this name.
    case noFetchRequestTemplate(String)
    /// Decoding needs a managed object context in the decoder's `userInfo["managedObjectContext"]`.
    case noContextForDecoding
}
{% for alias in model.typealiases %}

{{ model.access }}typealias {{ alias.name }} = {{ alias.type }}
{% endfor %}
{% for enum in model.enums %}

{{ model.access }}enum {{ enum.name }}: {{ enum.rawType }}, CaseIterable, Sendable {
{% for case in enum.cases %}
    case {{ case.name }} = {{ case.rawValue }}
{% endfor %}
}
{% endfor %}

"""#,
            #"""
human.swift.stencil
"""#: #"""
// Created by mogen from {{ model.fileName }}. This file is yours: mogen creates it once and never changes it.
// The generated members are in {{ entity.machineFileName }}.

{% for module in model.imports %}
import {{ module }}
{% endfor %}

{% include "_class.stencil" %}

"""#,
            #"""
machine.swift.stencil
"""#: #"""
{% include "_header.stencil" %}

{% for module in model.imports %}
import {{ module }}
{% endfor %}
{% for module in entity.imports %}
import {{ module }}
{% endfor %}

{% include "_entity-extension.stencil" %}

"""#,
            #"""
model.swift.stencil
"""#: #"""
{% include "_header.stencil" %}

{% for module in model.imports %}
import {{ module }}
{% endfor %}

{% include "_model-declarations.stencil" %}

"""#,
            #"""
single.swift.stencil
"""#: #"""
{% include "_header.stencil" %}

{% for module in model.imports %}
import {{ module }}
{% endfor %}
{% for module in model.entityImports %}
import {{ module }}
{% endfor %}

{% include "_model-declarations.stencil" %}
{% for entity in model.entities %}

// MARK: - {{ entity.name }}

{% include "_class.stencil" %}

{% include "_entity-extension.stencil" %}
{% endfor %}

"""#,
        ],
    ]
}
