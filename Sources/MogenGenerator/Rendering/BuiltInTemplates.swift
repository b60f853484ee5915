// Generated from Templates/ by Scripts/embed-templates.swift. Do not edit: edit Templates/, then run
// Scripts/update-generated.

enum BuiltInTemplates {
    /// Template sets by name, each a dictionary of file names to contents.
    static let sets: [String: [String: String]] = {
        var sets: [String: [String: String]] = [
            "mogenerator": [
                "_machine-class.stencil": #"""
{# mogenerator declares everything open or public; --access-level package or internal lowers it (for classes you own
   that are internal). #}
{% set openAccess %}{% if model.accessLevel == "public" %}open{% else %}{{ model.accessLevel }}{% endif %}{% endset %}
{% macro keyEnum suffix keys %}
{% if keys %}
nonisolated {{ model.accessLevel }} enum {{ entity.className }}{{ suffix }}: String {
{% for key in keys %}
    case {{ key.swiftName }} = {{ key.name|swiftString }}
{% endfor %}
}

{% endif %}
{% endmacro %}
{% call keyEnum "Attributes" entity.attributes %}
{% call keyEnum "Relationships" entity.relationships %}
{% call keyEnum "FetchedProperties" entity.fetchedProperties %}
{% call keyEnum "UserInfo" entity.mogenerator.userInfoKeys %}
{% for line in entity.documentation %}
/// {{ line|swiftComment }}
{% endfor %}
nonisolated {{ openAccess }} class _{{ entity.className }}: {{ entity.superclassName }} {
    // MARK: - Class methods

    {%+ if entity.hasGeneratedSuperclass or vars.overrideBaseClass and entity.superclassName != "NSManagedObject" %}override {%+ endif %}{{ openAccess }} class func entityName() -> String {
        return {{ entity.nameLiteral }}
    }

    {%+ if entity.hasGeneratedSuperclass or vars.overrideBaseClass and entity.superclassName != "NSManagedObject" %}override {%+ endif %}{{ openAccess }} class func entity(managedObjectContext: NSManagedObjectContext) -> NSEntityDescription? {
        return NSEntityDescription.entity(forEntityName: self.entityName(), in: managedObjectContext)
    }

    @nonobjc
    {{ openAccess }} class func fetchRequest() -> NSFetchRequest<{{ entity.className }}> {
        return NSFetchRequest(entityName: self.entityName())
    }

    // MARK: - Life cycle methods

    {{ model.accessLevel }} override init(entity: NSEntityDescription, insertInto context: NSManagedObjectContext?) {
        super.init(entity: entity, insertInto: context)
    }

    {{ model.accessLevel }} convenience init?(managedObjectContext: NSManagedObjectContext) {
        guard let entity = _{{ entity.className }}.entity(managedObjectContext: managedObjectContext) else { return nil }
        self.init(entity: entity, insertInto: managedObjectContext)
    }

    // MARK: - Properties
{% for attribute in entity.attributes %}
{% if attribute.mogenerator.hasDefinedType %}

{% for line in attribute.documentation %}
    /// {{ line|swiftComment }}
{% endfor %}
{% if attribute.mogenerator.usesPrimitiveAccessors %}
    {{ openAccess }} var {{ attribute.swiftName }}: {{ attribute.mogenerator.type }}{{ attribute.mogenerator.optionalMark }} {
        get {
            willAccessValue(forKey: {{ entity.className }}Attributes.{{ attribute.swiftName }}.rawValue)
            defer { didAccessValue(forKey: {{ entity.className }}Attributes.{{ attribute.swiftName }}.rawValue) }
            return primitiveValue(forKey: {{ entity.className }}Attributes.{{ attribute.swiftName }}.rawValue) as? {{ attribute.mogenerator.type }}
        }
{% if not attribute.isReadOnly %}
        set {
            willChangeValue(forKey: {{ entity.className }}Attributes.{{ attribute.swiftName }}.rawValue)
            defer { didChangeValue(forKey: {{ entity.className }}Attributes.{{ attribute.swiftName }}.rawValue) }
            setPrimitiveValue(newValue, forKey: {{ entity.className }}Attributes.{{ attribute.swiftName }}.rawValue)
        }
{% endif %}
    }
{% else %}
    @NSManaged {%+ if attribute.objcName %}@objc({{ attribute.objcName }}) {%+ elif attribute.isObjC %}@objc {%+ endif %}{{ openAccess }} {%+ if attribute.isReadOnly %}private(set) {%+ endif %}var {{ attribute.swiftName }}: {%+ if vars.force-signed %}{{ attribute.mogenerator.signedType }}{% else %}{{ attribute.mogenerator.type }}{% endif %}{{ attribute.mogenerator.optionalMark }}{% if attribute.mogenerator.isOptionalScalar %} // Optional scalars not supported{% endif +%}
{% endif %}
{% endif %}
{% endfor %}

    // MARK: - Relationships
{% for relationship in entity.relationships %}

{% for line in relationship.documentation %}
    /// {{ line|swiftComment }}
{% endfor %}
{% if relationship.isToMany %}
    @NSManaged {%+ if relationship.objcName %}@objc({{ relationship.objcName }}) {%+ endif %}{{ openAccess }} var {{ relationship.swiftName }}: {%+ if relationship.isOrdered %}NSOrderedSet{% else %}NSSet{% endif +%}

    {{ openAccess }} func {{ relationship.swiftName }}Set() -> NSMutable{% if relationship.isOrdered %}Ordered{% endif %}Set {
        return self.mutable{% if relationship.isOrdered %}Ordered{% endif %}SetValue(forKey: {{ entity.className }}Relationships.{{ relationship.swiftName }}.rawValue)
    }
{% else %}
    @NSManaged {%+ if relationship.objcName %}@objc({{ relationship.objcName }}) {%+ endif %}{{ openAccess }} var {{ relationship.swiftName }}: {{ relationship.destinationClassName }}{% if relationship.isOptional %}?{% endif +%}
{% endif %}
{% endfor %}
{% for request in entity.fetchRequests %}

{% if request.name|hasPrefix:"one" %}
    class func {{ request.functionName }}(managedObjectContext: NSManagedObjectContext{% for parameter in request.parameters %}, {%+ if parameter.variable != parameter.swiftName %}{{ parameter.variable }} {%+ endif %}{{ parameter.swiftName }}: {{ parameter.objectType }}{% endfor %}) -> Any? {
        return self.{{ request.functionName }}(managedObjectContext: managedObjectContext{% for parameter in request.parameters %}, {{ parameter.variable }}: {{ parameter.swiftName }}{% endfor %}, error: nil)
    }

    class func {{ request.functionName }}(managedObjectContext: NSManagedObjectContext{% for parameter in request.parameters %}, {%+ if parameter.variable != parameter.swiftName %}{{ parameter.variable }} {%+ endif %}{{ parameter.swiftName }}: {{ parameter.objectType }}{% endfor %}, error outError: NSErrorPointer) -> Any? {
        guard let results = self.{{ request.functionName }}Results(managedObjectContext: managedObjectContext{% for parameter in request.parameters %}, {{ parameter.swiftName }}{% endfor %}, error: outError) else { return nil }
        if results.count > 1 {
            print("WARN fetch request {{ request.name|swiftStringContent }}: 0 or 1 objects expected, \(results.count) found")
        }
        return results.first
    }
{% else %}
    class func {{ request.functionName }}(managedObjectContext: NSManagedObjectContext{% for parameter in request.parameters %}, {%+ if parameter.variable != parameter.swiftName %}{{ parameter.variable }} {%+ endif %}{{ parameter.swiftName }}: {{ parameter.objectType }}{% endfor %}) -> [Any]? {
        return self.{{ request.functionName }}(managedObjectContext: managedObjectContext{% for parameter in request.parameters %}, {{ parameter.variable }}: {{ parameter.swiftName }}{% endfor %}, error: nil)
    }

    class func {{ request.functionName }}(managedObjectContext: NSManagedObjectContext{% for parameter in request.parameters %}, {%+ if parameter.variable != parameter.swiftName %}{{ parameter.variable }} {%+ endif %}{{ parameter.swiftName }}: {{ parameter.objectType }}{% endfor %}, error outError: NSErrorPointer) -> [Any]? {
        return self.{{ request.functionName }}Results(managedObjectContext: managedObjectContext{% for parameter in request.parameters %}, {{ parameter.swiftName }}{% endfor %}, error: outError)
    }
{% endif %}

    /// The objects the model's fetch request template {{ request.nameLiteral|swiftComment }} finds; nil when the context has no
    /// store coordinator or its model no such template, an empty array when fetching fails (`outError` says why).
    private class func {{ request.functionName }}Results(managedObjectContext: NSManagedObjectContext{% for parameter in request.parameters %}, _ {{ parameter.swiftName }}: {{ parameter.objectType }}{% endfor %}, error outError: NSErrorPointer) -> [Any]? {
        guard let model = managedObjectContext.persistentStoreCoordinator?.managedObjectModel else { return nil }
{% if request.parameters %}
        let substitutionVariables: [String: Any] = [
{% for parameter in request.parameters %}
            {{ parameter.variableLiteral }}: {{ parameter.swiftName }},
{% endfor %}
        ]
{% else %}
        let substitutionVariables: [String: Any] = [:]
{% endif %}
        guard let fetchRequest = model.fetchRequestFromTemplate(
            withName: {{ request.nameLiteral }}, substitutionVariables: substitutionVariables)
        else {
            assertionFailure("Can't find fetch request named \({{ request.nameLiteral }}).")
            return nil
        }
        do {
            return try managedObjectContext.fetch(fetchRequest)
        } catch {
            outError?.pointee = error as NSError
            print("Error executing fetch request: \(error)")
            return []
        }
    }
{% endfor %}
{% for property in entity.fetchedProperties %}

    @NSManaged {%+ if property.objcName %}@objc({{ property.objcName }}) {%+ endif %}{{ openAccess }} private(set) var {{ property.swiftName }}: {{ property.swiftType }}
{% endfor %}
}
{% for relationship in entity.relationships %}
{% if relationship.isToMany %}

nonisolated extension _{{ entity.className }} {
    @objc(add{{ relationship.capitalizedName }}:)
    @NSManaged {{ openAccess }} func add{{ relationship.capitalizedName }}(_ objects: {%+ if relationship.isOrdered %}NSOrderedSet{% else %}NSSet{% endif %})

    @objc(remove{{ relationship.capitalizedName }}:)
    @NSManaged {{ openAccess }} func remove{{ relationship.capitalizedName }}(_ objects: {%+ if relationship.isOrdered %}NSOrderedSet{% else %}NSSet{% endif %})

    @objc(add{{ relationship.capitalizedName }}Object:)
    @NSManaged {{ openAccess }} func add{{ relationship.capitalizedName }}Object(_ value: {{ relationship.destinationClassName }})

    @objc(remove{{ relationship.capitalizedName }}Object:)
    @NSManaged {{ openAccess }} func remove{{ relationship.capitalizedName }}Object(_ value: {{ relationship.destinationClassName }})
}
{% endif %}
{% endfor %}

"""#,
                "human.swift.stencil": #"""
// Created by mogen from {{ model.fileName|swiftComment }}. This file is yours: mogen creates it once and never changes it.
// The generated members are in {{ entity.machineFileName|swiftComment }}.

import Foundation

@objc({{ entity.objcName }})
nonisolated {%+ if model.accessLevel == "public" %}open{% else %}{{ model.accessLevel }}{% endif %} class {{ entity.className }}: _{{ entity.className }} {
    // Custom logic goes here.
}

"""#,
                "machine.swift.stencil": #"""
{% include "_header.stencil" %}
// Make changes to {{ entity.humanFileName|swiftComment }} instead.

{% for module in model.imports %}
import {{ module }}
{% endfor %}
{% for module in entity.imports %}
{% if module in model.imports %}{% else %}
import {{ module }}
{% endif %}
{% endfor %}

{% include "_machine-class.stencil" %}

"""#,
                "single-entity.swift.stencil": #"""

// MARK: - {{ entity.name|swiftComment }}

{% include "_machine-class.stencil" %}

"""#,
                "single.swift.stencil": #"""
{% include "_header.stencil" %}
// The classes you own subclass these: `@objc(Employee) open class Employee: _Employee { }` (mogenerator's human files).

{% for module in model.imports %}
import {{ module }}
{% endfor %}
{% for module in model.entityImports %}
{% if module in model.imports %}{% else %}
import {{ module }}
{% endif %}
{% endfor %}
{% for part in entityParts %}{{ part }}{% endfor %}

"""#,
                "template-set.json": #"""
{
    "machineFile": "_{class}.swift",
    "humanFile": "{class}.swift",
    "modelFile": null,
    "humanSuperclass": "_{class}"
}

"""#,
            ],
            "swift": [
                "_attribute.stencil": #"""
{% if attribute.documentation or attribute.derivation or attribute.storage != "managed" %}

{% endif %}
{% for line in attribute.documentation %}
    /// {{ line|swiftComment }}
{% endfor %}
{% if attribute.derivation %}
    /// Derived by Core Data: `{{ attribute.derivation|swiftComment }}`
{% endif %}
{% if attribute.storage == "managed" %}
    @NSManaged {%+ if attribute.objcName %}@objc({{ attribute.objcName }}) {%+ elif attribute.isObjC %}@objc {%+ endif %}{{ model.access }}{% if attribute.isReadOnly %}private(set) {%+ endif %}var {{ attribute.swiftName }}: {{ attribute.swiftType }}
{% if attribute.compositeAccessorName %}

    /// `{{ attribute.swiftName }}` as a `{{ attribute.compositeTypeName }}`: nil when nothing is stored or a required element is missing.
{% if not attribute.isReadOnly %}
    /// Setting it stores the struct's `dictionary`{% if not attribute.isOptional %} (nil: an empty dictionary){% endif %}.
{% endif %}
    {{ model.access }}var {{ attribute.compositeAccessorName }}: {{ attribute.compositeTypeName }}? {
{% if attribute.isReadOnly %}
{% if attribute.isOptional %}
        {{ attribute.swiftName }}.flatMap { {{ attribute.compositeTypeName }}(dictionary: $0) }
{% else %}
        {{ attribute.compositeTypeName }}(dictionary: {{ attribute.swiftName }})
{% endif %}
{% else %}
{% if attribute.isOptional %}
        get { {{ attribute.swiftName }}.flatMap { {{ attribute.compositeTypeName }}(dictionary: $0) } }
        set { {{ attribute.swiftName }} = newValue?.dictionary }
{% else %}
        get { {{ attribute.compositeTypeName }}(dictionary: {{ attribute.swiftName }}) }
        set { {{ attribute.swiftName }} = newValue?.dictionary ?? [:] }
{% endif %}
{% endif %}
    }
{% endif %}
{% else %}
    {%+ if attribute.objcName %}@objc({{ attribute.objcName }}) {%+ elif attribute.isObjC %}@objc {%+ endif %}{{ model.access }}var {{ attribute.swiftName }}: {{ attribute.swiftType }} {
        get {
            willAccessValue(forKey: {{ attribute.name|swiftString }})
            defer { didAccessValue(forKey: {{ attribute.name|swiftString }}) }
{% if attribute.storage == "primitive" %}
            return primitiveValue(forKey: {{ attribute.name|swiftString }}) as? {{ attribute.primitiveType }}{% if attribute.primitiveFallback +%} ?? {{ attribute.primitiveFallback }}{% endif +%}
{% elif attribute.enumInitIsNonFailable %}
            guard let rawValue = primitiveValue(forKey: {{ attribute.name|swiftString }}) as? {{ attribute.primitiveType }} else { return {{ attribute.enumFallback }} }
            return {{ attribute.enumName }}(rawValue: rawValue)
{% else %}
            guard let rawValue = primitiveValue(forKey: {{ attribute.name|swiftString }}) as? {{ attribute.primitiveType }},
                let value = {{ attribute.enumName }}(rawValue: rawValue)
            else { return {{ attribute.enumFallback }} }
            return value
{% endif %}
        }
{% if not attribute.isReadOnly %}
        set {
            willChangeValue(forKey: {{ attribute.name|swiftString }})
            defer { didChangeValue(forKey: {{ attribute.name|swiftString }}) }
{% if attribute.storage == "primitive" %}
            setPrimitiveValue(newValue, forKey: {{ attribute.name|swiftString }})
{% elif attribute.isOptional %}
            setPrimitiveValue(newValue?.rawValue, forKey: {{ attribute.name|swiftString }})
{% else %}
            setPrimitiveValue(newValue.rawValue, forKey: {{ attribute.name|swiftString }})
{% endif %}
        }
{% endif %}
    }

{% endif %}

"""#,
                "_class.stencil": #"""
{% for line in entity.documentation %}
/// {{ line|swiftComment }}
{% endfor %}
@objc({{ entity.objcName }})
nonisolated {{ model.access }}class {{ entity.className }}: {{ entity.superclassName }} {
{% if entity.isCodable and not entity.hasGeneratedSuperclass %}
    {{ model.access }}required convenience init(from decoder: any Decoder) throws {
        try self.init(decodingFrom: decoder)
    }
{% endif %}
}

"""#,
                "_codable.stencil": #"""
{% if entity.isCodable and not entity.hasGeneratedSuperclass %}

/// `Codable` for {{ entity.name|swiftComment }}: its attributes{% if entity.codableAttributes %} ({% for attribute in entity.codableAttributes %}{{ attribute.name|swiftComment }}{% if not forloop.last %}, {%+ endif %}{% endfor %}){% endif %}, not its relationships.{% if entity.codableSubclasses +%} Its subclasses code their own attributes.{% endif +%}
nonisolated extension {{ entity.className }}: Encodable{% if decodable %}, Decodable{% endif %} {
{% include "_coding-keys.stencil" %}
    {{ model.access }}func encode(to encoder: any Encoder) throws {
{% for subclass in entity.codableSubclasses %}
        if let object = self as? {{ subclass }} { return try object.encode{{ subclass }}(to: encoder) }
{% endfor %}
{% include "_encode-values.stencil" %}
    }

    /// Creates {{ entity.name|swiftComment }} (or the subclass this is called on) from `decoder`, inserted into the managed object
    /// context that `decoder.userInfo[CodingUserInfoKey(rawValue: "managedObjectContext")!]` holds. A key that is
    /// missing keeps the value Core Data gave the new object, unless the value is required and has no default. When
    /// decoding throws, the object is deleted before the error is rethrown: a half-decoded object left in the
    /// context would make its next save fail, for everything else the app changed too.
    {{ model.access }}convenience init(decodingFrom decoder: any Decoder) throws {
        guard let key = CodingUserInfoKey(rawValue: "managedObjectContext"),
            let context = decoder.userInfo[key] as? NSManagedObjectContext
        else { throw {{ model.errorTypeName }}.noContextForDecoding }
        guard let entity = Self.entity(in: context) else { throw {{ model.errorTypeName }}.noEntity(Self.modelEntityName) }
        self.init(entity: entity, insertInto: context)
        do {
            try decode{{ entity.className }}(from: decoder)
        } catch {
            context.delete(self)
            throw error
        }
    }

    func decode{{ entity.className }}(from decoder: any Decoder) throws {
{% for subclass in entity.codableSubclasses %}
        if let object = self as? {{ subclass }} {
            try object.decode{{ subclass }}(from: decoder)
            return
        }
{% endfor %}
{% include "_decode-values.stencil" %}
    }
}
{% elif entity.isCodable %}

/// `Codable` for {{ entity.name|swiftComment }}: its attributes and those it inherits{% if entity.codableAttributes %} ({% for attribute in entity.codableAttributes %}{{ attribute.name|swiftComment }}{% if not forloop.last %}, {%+ endif %}{% endfor %}){% endif %}, not its relationships. The root class's `encode(to:)` and `init(decodingFrom:)` call these for {{ entity.className }} objects.
nonisolated extension {{ entity.className }} {
{% include "_coding-keys.stencil" %}
    func encode{{ entity.className }}(to encoder: any Encoder) throws {
{% include "_encode-values.stencil" %}
    }

    func decode{{ entity.className }}(from decoder: any Decoder) throws {
{% include "_decode-values.stencil" %}
    }
}
{% endif %}

"""#,
                "_coding-keys.stencil": #"""
{% if entity.codableAttributes %}
    enum CodingKeys: String, CodingKey {
{% for attribute in entity.codableAttributes %}
        case {{ attribute.swiftName }} = {{ attribute.name|swiftString }}
{% endfor %}
    }

{% endif %}

"""#,
                "_composites.stencil": #"""
{% for composite in model.composites %}

/// The composite {{ composite.name|swiftComment }}: Core Data stores it as a dictionary of its elements, by name, a
/// nested composite as a nested dictionary. `init?(dictionary:)` reads one, `dictionary` writes one.
nonisolated {{ model.access }}struct {{ composite.typeName }}{% if composite.isSendable or composite.isEquatable or composite.isCodable %}:{% if composite.isSendable %} Swift.Sendable{% if composite.isEquatable or composite.isCodable %},{% endif %}{% endif %}{% if composite.isEquatable %} Swift.Equatable{% if composite.isCodable %},{% endif %}{% endif %}{% if composite.isCodable %} Swift.Codable{% endif %}{% endif %} {
{% for element in composite.elements %}
    {{ model.access }}var {{ element.swiftName }}: {{ element.swiftType }}
{% endfor %}

{% if composite.elements %}
    {{ model.access }}init(
{% for element in composite.elements %}
        {{ element.swiftName }}: {{ element.swiftType }}{% if element.defaultValue %} = {{ element.defaultValue }}{% endif %}{% if not forloop.last %},{% endif +%}
{% endfor %}
    ) {
{% for element in composite.elements %}
        self.{{ element.swiftName }} = {{ element.swiftName }}
{% endfor %}
    }
{% else %}
    {{ model.access }}init() {}
{% endif %}

    /// The value a dictionary Core Data stores holds: nil when a required element is missing or is not of its type.
    /// An optional element that is missing or not of its type reads nil.
    {{ model.access }}init?(dictionary: [Swift.String: Any]) {
{% for element in composite.elements %}
{% if element.compositeTypeName and element.isOptional %}
        self.{{ element.swiftName }} = (dictionary[{{ element.nameLiteral }}] as? [Swift.String: Any]).flatMap { {{ element.compositeTypeName }}(dictionary: $0) }
{% elif element.compositeTypeName %}
        if let nested = dictionary[{{ element.nameLiteral }}] as? [Swift.String: Any], let value = {{ element.compositeTypeName }}(dictionary: nested) {
            self.{{ element.swiftName }} = value
        } else {
            return nil
        }
{% elif element.isOptional %}
        self.{{ element.swiftName }} = dictionary[{{ element.nameLiteral }}] as? {{ element.valueType }}
{% else %}
        if let value = dictionary[{{ element.nameLiteral }}] as? {{ element.valueType }} { self.{{ element.swiftName }} = value } else { return nil }
{% endif %}
{% endfor %}
    }

    /// The dictionary Core Data stores: the elements by name, a nested composite as its dictionary; an optional
    /// element without a value is left out.
    {{ model.access }}var dictionary: [Swift.String: Any] {
        var dictionary: [Swift.String: Any] = [:]
{% for element in composite.elements %}
{% if element.isOptional %}
        if let value = self.{{ element.swiftName }} { dictionary[{{ element.nameLiteral }}] = value{% if element.compositeTypeName %}.dictionary{% endif %} }
{% else %}
        dictionary[{{ element.nameLiteral }}] = self.{{ element.swiftName }}{% if element.compositeTypeName %}.dictionary{% endif +%}
{% endif %}
{% endfor %}
        return dictionary
    }

    /// Typed keys of the elements, to append to the key of an attribute of this composite:
    /// `Keys.attribute.appending({{ composite.typeName }}.Keys.element)` is the key path `attribute.element`.
    {{ model.access }}enum Keys {
{% for element in composite.elements %}
        {{ model.access }}static let {{ element.swiftName }} = {{ model.keyTypeName }}<{{ composite.typeName }}, {{ element.swiftType }}>({{ element.nameLiteral }})
{% endfor %}
    }
}
{% endfor %}

"""#,
                "_decode-values.stencil": #"""
{% if entity.codableAttributes %}
        let container = try decoder.container(keyedBy: CodingKeys.self)
{% for attribute in entity.codableAttributes %}{% if not attribute.isReadOnly %}
{# A missing key keeps the value Core Data gave the new object, unless the attribute is required without a default; present, even as null, an optional value is stored. #}{% set key attribute.swiftName %}{% set coding attribute.coding %}{% set property coding.property %}
{% if coding.checksEnumCases %}
{% if coding.isRequired %}
        self.{{ property }} = try Self.decodeEnum({{ attribute.enumName }}.self, from: container, forKey: .{{ key }})
{% elif attribute.isOptional %}
        if container.contains(.{{ key }}) { self.{{ property }} = try Self.decodeEnumIfPresent({{ attribute.enumName }}.self, from: container, forKey: .{{ key }}) }
{% else %}
        if let value = try Self.decodeEnumIfPresent({{ attribute.enumName }}.self, from: container, forKey: .{{ key }}) { self.{{ property }} = value }
{% endif %}
{% elif coding.conversion %}
{% if coding.isRequired %}
        self.{{ property }} = {{ coding.conversion.type }}({{ coding.conversion.label }}: try container.decode({{ coding.type }}.self, forKey: .{{ key }}))
{% elif attribute.isOptional %}
        if container.contains(.{{ key }}) { self.{{ property }} = try container.decodeIfPresent({{ coding.type }}.self, forKey: .{{ key }}).map { {{ coding.conversion.type }}({{ coding.conversion.label }}: $0) } }
{% else %}
        if let value = try container.decodeIfPresent({{ coding.type }}.self, forKey: .{{ key }}) { self.{{ property }} = {{ coding.conversion.type }}({{ coding.conversion.label }}: value) }
{% endif %}
{% elif coding.isRequired %}
        self.{{ property }} = try container.decode({{ coding.type }}.self, forKey: .{{ key }})
{% elif attribute.isOptional %}
        if container.contains(.{{ key }}) { self.{{ property }} = try container.decodeIfPresent({{ coding.type }}.self, forKey: .{{ key }}) }
{% else %}
        if let value = try container.decodeIfPresent({{ coding.type }}.self, forKey: .{{ key }}) { self.{{ property }} = value }
{% endif %}
{% endif %}{% endfor %}
{% endif %}

"""#,
                "_encode-values.stencil": #"""
{% if entity.codableAttributes %}
        var container = encoder.container(keyedBy: CodingKeys.self)
{% for attribute in entity.codableAttributes %}
        try container.encode{% if attribute.coding.isOptional %}IfPresent{% endif %}({{ attribute.coding.property }}{% if attribute.coding.encodedMember %}{% if attribute.coding.isOptional %}?{% endif %}.{{ attribute.coding.encodedMember }}{% endif %}, forKey: .{{ attribute.swiftName }})
{% endfor %}
{% endif %}

"""#,
                "_entity-extension.stencil": #"""
nonisolated extension {{ entity.className }}{% if not entity.hasGeneratedSuperclass %}: {{ model.protocolName }}{% if entity.declaresIdentifiable %}, Identifiable{% endif %}{% endif %} {
    /// The name of the entity in the model.
    @objc {{ model.access }}{% if entity.hasGeneratedSuperclass %}override {%+ endif %}class var modelEntityName: String { {{ entity.nameLiteral }} }

    /// A fetch request for {{ entity.name|swiftComment }} objects, as Xcode's generated classes declare it.
    @nonobjc {{ model.access }}class func fetchRequest() -> NSFetchRequest<{{ entity.className }}> {
        NSFetchRequest<{{ entity.className }}>(entityName: {{ entity.nameLiteral }})
    }
{% if entity.declaresContextInitializer %}

    /// Creates an object of this class inserted into `context`, with the entity of the context's model (the
    /// `NSManagedObject` initializer this replaces asks `Self.entity()`, which fails once several models are loaded
    /// in one process). It sets no value: the model's defaults and `awakeFromInsert()` give the values it has.
{% if entity.contextInitializerDeprecation %}
    @available(*, deprecated, message: {{ entity.contextInitializerDeprecation }})
{% endif %}
    @objc {{ model.access }}convenience init(context: NSManagedObjectContext) {
        self.init(entity: Self.insertionEntity(in: context), insertInto: context)
    }
{% endif %}
{% if entity.attributeKeys %}

    /// The names of the attributes, for predicates and sort descriptors.
    {{ model.access }}enum Attributes {
{% for key in entity.attributeKeys %}
        {{ model.access }}static let {{ key.swiftName }} = {{ key.name|swiftString }}
{% endfor %}
    }
{% endif %}
{% if entity.relationshipKeys %}

    /// The names of the relationships, for predicates and sort descriptors.
    {{ model.access }}enum Relationships {
{% for key in entity.relationshipKeys %}
        {{ model.access }}static let {{ key.swiftName }} = {{ key.name|swiftString }}
{% endfor %}
    }
{% endif %}
{% if entity.inheritedAttributes or entity.attributes or entity.inheritedRelationships or entity.relationships %}

    /// Typed keys of the properties, by the names Core Data stores them under, for predicates and sort descriptors
    /// the compiler checks: `{{ entity.className }}.fetchRequest(where: {{ entity.className }}.Keys.… == …)`.
    {{ model.access }}enum Keys {
{% for attribute in entity.inheritedAttributes %}
        {{ model.access }}static let {{ attribute.swiftName }} = {{ model.keyTypeName }}<{{ entity.className }}, {{ attribute.keyValueType }}>({{ attribute.name|swiftString }})
{% endfor %}
{% for attribute in entity.attributes %}
        {{ model.access }}static let {{ attribute.swiftName }} = {{ model.keyTypeName }}<{{ entity.className }}, {{ attribute.keyValueType }}>({{ attribute.name|swiftString }})
{% endfor %}
{% for relationship in entity.inheritedRelationships %}
        {{ model.access }}static let {{ relationship.swiftName }} = {{ model.keyTypeName }}<{{ entity.className }}, {%+ if not relationship.isToMany %}{{ relationship.swiftType }}{% elif relationship.isOrdered %}[{{ relationship.destinationClassName }}]{% else %}{{ relationship.swiftType }}{% endif %}>({{ relationship.name|swiftString }})
{% endfor %}
{% for relationship in entity.relationships %}
        {{ model.access }}static let {{ relationship.swiftName }} = {{ model.keyTypeName }}<{{ entity.className }}, {%+ if not relationship.isToMany %}{{ relationship.swiftType }}{% elif relationship.isOrdered %}[{{ relationship.destinationClassName }}]{% else %}{{ relationship.swiftType }}{% endif %}>({{ relationship.name|swiftString }})
{% endfor %}
    }
{% endif %}
{% if entity.fetchedPropertyKeys %}

    /// The names of the fetched properties.
    {{ model.access }}enum FetchedProperties {
{% for key in entity.fetchedPropertyKeys %}
        {{ model.access }}static let {{ key.swiftName }} = {{ key.name|swiftString }}
{% endfor %}
    }
{% endif %}
{% if entity.limits %}

{% include "_limits.stencil" %}
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
{% if relationship.documentation or relationship.storage != "managed" %}

{% endif %}
{% for line in relationship.documentation %}
    /// {{ line|swiftComment }}
{% endfor %}
{% if relationship.storage == "managed" %}
    @NSManaged {%+ if relationship.objcName %}@objc({{ relationship.objcName }}) {%+ endif %}{{ model.access }}var {{ relationship.swiftName }}: {{ relationship.swiftType }}
{% else %}
    {{ model.access }}var {{ relationship.swiftName }}: {{ relationship.swiftType }} {
        get {
            willAccessValue(forKey: {{ relationship.name|swiftString }})
            defer { didAccessValue(forKey: {{ relationship.name|swiftString }}) }
            return primitiveValue(forKey: {{ relationship.name|swiftString }}) as? {{ relationship.destinationClassName }}
        }
        set {
            willChangeValue(forKey: {{ relationship.name|swiftString }})
            defer { didChangeValue(forKey: {{ relationship.name|swiftString }}) }
            setPrimitiveValue(newValue, forKey: {{ relationship.name|swiftString }})
        }
    }

{% endif %}
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
    /// {{ property.name|swiftComment }}{% if property.predicate %}: `{{ property.predicate|swiftComment }}`{% endif +%}
    @NSManaged {%+ if property.objcName %}@objc({{ property.objcName }}) {%+ endif %}{{ model.access }}private(set) var {{ property.swiftName }}: {{ property.swiftType }}
{% endfor %}
{% endif %}
{% for attribute in entity.enumAttributes %}

{% if attribute.enumFallbackCoversUnknownValues %}
    /// A predicate matching objects whose `{{ attribute.swiftName }}` is `value`. A stored value that matches no case
    /// (or no value) reads as `{{ attribute.enumFallback }}`, so `{{ attribute.enumFallback }}` matches those objects too.
    {{ model.access }}static func predicate({{ attribute.swiftName }} value: {{ attribute.enumName }}) -> NSPredicate {
        let key = Attributes.{{ attribute.swiftName }}
        guard value == {{ attribute.enumFallback }} else {
            return NSPredicate(format: "%K == %@", argumentArray: [key, value.rawValue])
        }
        return NSPredicate(
            format: "%K == %@ OR %K == nil OR NOT (%K IN %@)",
            argumentArray: [key, value.rawValue, key, key, {{ attribute.enumName }}.allCases.map(\.rawValue)])
    }
{% else %}
    /// A predicate matching objects whose `{{ attribute.swiftName }}` is `value`.
    {{ model.access }}static func predicate({{ attribute.swiftName }} value: {{ attribute.enumName }}) -> NSPredicate {
        NSPredicate(format: "%K == %@", argumentArray: [Attributes.{{ attribute.swiftName }}, value.rawValue])
    }
{% endif %}
{% endfor %}
{% for request in entity.fetchRequests %}

    /// Runs the model's fetch request template `{{ request.name|swiftComment }}`{% if request.predicate %}: `{{ request.predicate|swiftComment }}`{% endif %}.
    {{ model.access }}static func {{ request.functionName }}({% for parameter in request.parameters %}{{ parameter.swiftName }}: {{ parameter.type }}, {%+ endfor %}in context: NSManagedObjectContext) throws -> {{ request.resultType }} {
        guard let model = context.persistentStoreCoordinator?.managedObjectModel else {
            throw {{ model.errorTypeName }}.noModel
        }
{% if request.parameters %}
        let variables: [String: Any] = [
{% for parameter in request.parameters %}
            {{ parameter.variableLiteral }}: {{ parameter.swiftName }}{% if parameter.substitutes == "rawValue" %}.rawValue{% elif parameter.substitutes == "rawValues" %}.map(\.rawValue){% endif %},
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
{% if entity.initializer %}

nonisolated extension {{ model.protocolName }} where Self == {{ entity.className }} {
    /// Creates {{ entity.name|swiftComment }} with every value it needs, inserted into `managedObjectContext`. A parameter left at
    /// its default keeps the value Core Data gave the new object: the model's default, or what `awakeFromInsert()`
    /// set. Only {{ entity.className }} has this initializer: a subclass has its own, with its own required values.
    {{ model.access }}init(
        context managedObjectContext: NSManagedObjectContext{% for parameter in entity.initializer.parameters %},
        {{ parameter.swiftName }}: {{ parameter.type }}{% if parameter.defaultValue %} = {{ parameter.defaultValue }}{% endif %}{% endfor +%}
    ) {
        self.init(entity: Self.insertionEntity(in: managedObjectContext), insertInto: managedObjectContext)
{% for parameter in entity.initializer.parameters %}
{% set store %}self.{{ parameter.swiftName }} = {%+ if parameter.storeConversion %}{{ parameter.storeConversion.type }}({{ parameter.storeConversion.label }}: {{ parameter.swiftName }}){% elif parameter.storeMember %}{{ parameter.swiftName }}.{{ parameter.storeMember }}{% else %}{{ parameter.swiftName }}{% endif %}{% endset %}
{% if parameter.storedWhen == "always" %}
        {{ store }}
{% elif parameter.storedWhen == "notNil" %}
        if let {{ parameter.swiftName }} { {{ store }} }
{% elif parameter.storedWhen == "notEmpty" %}
        if !{{ parameter.swiftName }}.isEmpty { {{ store }} }
{% elif parameter.storedWhen == "isTrue" %}
        if {{ parameter.swiftName }} { {{ store }} }
{% elif parameter.storedWhen == "isFalse" %}
        if !{{ parameter.swiftName }} { {{ store }} }
{% elif parameter.storedWhen == "hasElements" %}
        if {{ parameter.swiftName }}.count > 0 { {{ store }} }
{% else %}
        if {{ parameter.swiftName }} != {{ parameter.defaultOperand }} { {{ store }} }
{% endif %}
{% endfor %}
    }
}
{% endif %}
{% for relationship in entity.relationships %}{% if relationship.isToMany %}

// MARK: Generated accessors for {{ relationship.name|swiftComment }}
nonisolated extension {{ entity.className }} {
{% for accessor in relationship.accessors %}
{% if accessor.mutation %}
{% if forloop.first %}
    // Core Data's generated accessors of an ordered relationship throw ("set argument is not an NSSet"): these
    // change the relationship's mutable ordered set, which relates and unrelates the objects as they would.
{% else %}

{% endif %}
    {{ model.access }}func {{ accessor.name }}({% for parameter in accessor.parameters %}{{ parameter.label }} {{ parameter.name }}: {{ parameter.type }}{% if not forloop.last %}, {%+ endif %}{% endfor %}) {
        let set = mutableOrderedSetValue(forKey: {{ relationship.name|swiftString }})
{% if accessor.mutation == "insertAtIndex" %}
        set.insert(value, at: idx)
{% elif accessor.mutation == "removeAtIndex" %}
        set.removeObject(at: idx)
{% elif accessor.mutation == "insertAtIndexes" %}
        for (index, value) in zip(indexes, values) { set.insert(value, at: index) }{# In ascending order, each index is the object's index in the result, as in one insertion. #}
{% elif accessor.mutation == "removeAtIndexes" %}
        for index in indexes.reversed() { set.removeObject(at: index) }{# From the last, so the indexes still to remove do not move. #}
{% elif accessor.mutation == "replaceAtIndex" %}
        set.replaceObject(at: idx, with: value)
{% elif accessor.mutation == "replaceAtIndexes" %}
        for (index, value) in zip(indexes, values) { set.replaceObject(at: index, with: value) }
{% elif accessor.mutation == "add" %}
        set.add(value)
{% elif accessor.mutation == "remove" %}
        set.remove(value)
{% elif accessor.mutation == "addEach" %}
        for value in values { set.add(value) }
{% elif accessor.mutation == "removeEach" %}
        for value in values { set.remove(value) }
{% endif %}
    }
{% else %}
    @objc({{ accessor.selector }})
    @NSManaged {{ model.access }}func {{ accessor.name }}({% for parameter in accessor.parameters %}{{ parameter.label }} {{ parameter.name }}: {{ parameter.type }}{% if not forloop.last %}, {%+ endif %}{% endfor %})
{% endif %}
{% endfor %}
}
{% endif %}{% endfor %}
{% include "_codable.stencil" %}

"""#,
                "_header.stencil": #"""
// Generated by mogen from {{ model.fileName|swiftComment }}{% if model.versionName %} (version {{ model.versionName|swiftComment }}){% endif %}. Do not edit: mogen rewrites this file.

"""#,
                "_limit-error.stencil": #"""
/// A value that breaks a limit the {{ model.name|swiftComment }} model sets on an attribute, thrown by the `validate…`
/// functions of a class's `Limits`, which check what Core Data checks when the context saves.
nonisolated {{ model.access }}struct {{ model.limitErrorTypeName }}: Swift.Error, Equatable, Sendable, Swift.CustomStringConvertible {
    /// The limit a value breaks.
    nonisolated {{ model.access }}enum Limit: String, Equatable, Sendable {
        case minimum, maximum, minimumLength, maximumLength, pattern, earliestDate, latestDate
    }

    /// The entity of the class whose `Limits` checked the value.
    {{ model.access }}let entityName: String
    /// The attribute's name in the model.
    {{ model.access }}let attributeName: String
    {{ model.access }}let limit: Limit

    {{ model.access }}init(entityName: String, attributeName: String, limit: Limit) {
        self.entityName = entityName
        self.attributeName = attributeName
        self.limit = limit
    }

    {{ model.access }}var description: String {
        "\(entityName).\(attributeName): the value breaks the attribute's \(limit.rawValue) limit"
    }

    /// Whether the whole of `value` matches `pattern`, as Core Data's check of an attribute's regular expression
    /// (`SELF MATCHES pattern`, in ICU's syntax) does; a pattern that is no regular expression matches nothing.
    static func matches(_ value: String, pattern: String) -> Swift.Bool {
        // An anchored search for the pattern, as a group, followed by the end: every alternative is tried against the
        // whole string, as a match of the whole string does. (Qualified types: the model may declare a `Bool`.)
        guard let expression = try? Foundation.NSRegularExpression(pattern: "(?:" + pattern + ")\\z") else { return false }
        let whole = Foundation.NSRange(value.startIndex..., in: value)
        return expression.firstMatch(in: value, options: .anchored, range: whole) != nil
    }
}

"""#,
                "_limits.stencil": #"""
    /// The limits the model sets on the attributes, which Core Data checks when the context saves; a `validate…`
    /// function checks a value against them before it is set. They are static functions of this enum, not methods
    /// of the class: Core Data's key-value validation calls a method `validate<Key>:error:` of the object by its
    /// selector, for every key it validates.
    nonisolated {{ model.access }}enum Limits {
{% for attributeLimits in entity.limits %}
{% if not forloop.first %}

{% endif %}
{% for check in attributeLimits.checks %}
        /// `{{ attributeLimits.attributeName|swiftComment }}`: {{ check.summary|swiftComment }}.
        {{ model.access }}static let {{ check.constantName }}: {{ check.constantType }} = {{ check.value }}
{% endfor %}

        /// Throws `{{ model.limitErrorTypeName }}` when `value` breaks a limit the model sets on `{{ attributeLimits.attributeName|swiftComment }}`.
        {{ model.access }}static func {{ attributeLimits.functionName }}(_ value: {{ attributeLimits.valueType }}) throws {
{% for check in attributeLimits.checks %}
{% if check.operand %}
            if {{ check.operand }} {{ check.breaksWhen }} {{ check.constantName }} {
{% else %}
            if !{{ model.limitErrorTypeName }}.matches(value, pattern: {{ check.constantName }}) {
{% endif %}
                throw {{ model.limitErrorTypeName }}(entityName: {{ entity.nameLiteral }}, attributeName: {{ attributeLimits.attributeName|swiftString }}, limit: .{{ check.kind }})
            }
{% endfor %}
        }
{% endfor %}
    }

"""#,
                "_model-actor.stencil": #"""

// MARK: - Isolated contexts

/// An actor whose code runs on a private-queue context of a store: `work(_:)`, and the methods you add in an
/// extension, use `context` directly, without `perform`. Its executor is the context's queue (Swift's custom actor
/// executors, SE-0392), so being isolated to the actor is being on the context's queue. Objects stay inside;
/// `NSManagedObjectID`s and values cross (`work`'s `Result` is `Sendable`; the compiler does not stop your own
/// methods from returning an object, so have them return IDs). See Docs/Stack.md.
///
/// ```swift
/// let worker = {{ model.swiftName }}ModelActor(store: store)  // one per store, kept as long as the store
/// let ids = try await worker.work { context in
///     // On the context's queue, without perform: fetch, insert, then save.
///     try {{ model.swiftName }}Store.save(context)
///     return inserted.map(\.objectID)  // object IDs leave the actor, objects do not
/// }
/// ```
///
/// Custom executors are Swift 5.9's; the job type they take (`ExecutorJob`) is in the Swift runtime of macOS 14,
/// iOS 17, tvOS 17, watchOS 10 and visionOS 1.
@available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
{{ model.access }}actor {{ model.swiftName }}ModelActor {
    /// The store whose container made the context.
    {{ model.access }}nonisolated let store: {{ model.swiftName }}Store
    private let executor: ContextExecutor

    /// A new private-queue context of `store`'s container, which merges what other contexts save, and whose saves
    /// win over the store's values property by property, as the stack's writing contexts do. The context lives as
    /// long as the actor and, like any context, keeps the objects it has fetched: call `context.reset()` after a
    /// large import.
    {{ model.access }}init(store: {{ model.swiftName }}Store) {
        // Configured before any job reaches its queue, as the stack's writing contexts are.
        // (https://developer.apple.com/documentation/coredata/nsmanagedobjectcontext/automaticallymergeschangesfromparent)
        let context = store.container.newBackgroundContext()
        context.automaticallyMergesChangesFromParent = true
        context.mergePolicy = NSMergePolicy.mergeByPropertyObjectTrump
        context.name = "modelActor"
        self.store = store
        executor = ContextExecutor(context: context)
    }

    /// Jobs of this actor run on the context's queue.
    {{ model.access }}nonisolated var unownedExecutor: Swift.UnownedSerialExecutor { executor.asUnownedSerialExecutor() }

    /// The actor's context: use it only while isolated to the actor (in its methods and in `work(_:)`).
    {{ model.access }}var context: NSManagedObjectContext { executor.context }

    /// Runs `body` with the context, on its queue, and returns what it returns. Nothing is saved unless `body`
    /// saves (`try {{ model.swiftName }}Store.save(context)`, or the actor's `save()`).
    {{ model.access }}func work<Result: Swift.Sendable>(
        _ body: @Sendable (NSManagedObjectContext) throws -> Result
    ) rethrows -> Result {
        try body(context)
    }

    /// Saves the context if it has changes; throws what Core Data reports.
    {{ model.access }}func save() throws {
        try {{ model.swiftName }}Store.save(context)
    }

    /// Runs the actor's jobs on the context's queue, with `perform`, which returns at once: the thread that enqueues
    /// never waits, so no job waits on another. (https://developer.apple.com/documentation/swift/serialexecutor)
    nonisolated private final class ContextExecutor: Swift.SerialExecutor {
        let context: NSManagedObjectContext

        init(context: NSManagedObjectContext) {
            self.context = context
        }

        func enqueue(_ job: consuming Swift.ExecutorJob) {
            // An ExecutorJob cannot be captured by an escaping closure (it is noncopyable); its UnownedJob, run
            // exactly once below, can.
            let unownedJob = Swift.UnownedJob(job)
            let executor = asUnownedSerialExecutor()
            context.perform {
                unownedJob.runSynchronously(on: executor)
            }
        }

        func asUnownedSerialExecutor() -> Swift.UnownedSerialExecutor {
            Swift.UnownedSerialExecutor(ordinary: self)
        }
    }
}

/// The main-actor counterpart of `{{ model.swiftName }}ModelActor`: the store's view context, for code isolated to
/// the main actor (the UI). Its methods, and those you add in an extension, run on the main queue, the view
/// context's; objects may be returned, since they stay on the main actor.
@MainActor
{{ model.access }}final class {{ model.swiftName }}MainModelActor {
    /// The store whose view context this is.
    {{ model.access }}let store: {{ model.swiftName }}Store

    {{ model.access }}init(store: {{ model.swiftName }}Store) {
        self.store = store
    }

    /// The store's view context.
    {{ model.access }}var context: NSManagedObjectContext { store.viewContext }

    /// Runs `body` with the view context and returns what it returns.
    {{ model.access }}func work<Result>(_ body: (NSManagedObjectContext) throws -> Result) rethrows -> Result {
        try body(context)
    }

    /// Saves the view context if it has changes; throws what Core Data reports.
    {{ model.access }}func save() throws {
        try store.save()
    }

    /// The object `id` names, in the view context, as a `T`; throws as `{{ model.swiftName }}Store.object(with:as:in:)`
    /// does. (`{{ model.swiftName }}ModelActor` has no such method: its objects must not leave it, and the compiler
    /// does not stop an actor's method from returning one; inside it, call `{{ model.swiftName }}Store.object(with:as:in:)`
    /// with `context`.)
    {{ model.access }}func object<T: NSManagedObject>(with id: NSManagedObjectID, as type: T.Type = T.self) throws -> T {
        try {{ model.swiftName }}Store.object(with: id, as: type, in: context)
    }
}

"""#,
                "_model-declarations.stencil": #"""
/// The classes generated from the {{ model.name|swiftComment }} model. Conforming gives a class a typed fetch request.
nonisolated {{ model.access }}protocol {{ model.protocolName }}: NSManagedObject {
    /// The name of the class's entity in the model.
    static var modelEntityName: String { get }
}

nonisolated extension {{ model.protocolName }} {
    /// A fetch request for the class's entity, typed with the class (unlike `NSManagedObject.fetchRequest()`).
    {{ model.access }}static func makeFetchRequest() -> NSFetchRequest<Self> {
        NSFetchRequest<Self>(entityName: modelEntityName)
    }

    /// A fetch request for the class's entity with a predicate and an order built from typed keys, which the
    /// compiler checks: `Recipe.fetchRequest(where: Recipe.Keys.rating >= 4, sortedBy: [Recipe.Keys.name.ascending])`.
    {{ model.access }}static func fetchRequest(
        where predicate: {{ model.predicateTypeName }}<Self>, sortedBy order: [{{ model.sortTypeName }}<Self>] = []
    ) -> NSFetchRequest<Self> {
        let request = makeFetchRequest()
        request.predicate = predicate.predicate
        request.sortDescriptors = order.map(\.descriptor)
        return request
    }

    /// A fetch request for every object of the class's entity, in an order built from typed keys.
    {{ model.access }}static func fetchRequest(sortedBy order: [{{ model.sortTypeName }}<Self>]) -> NSFetchRequest<Self> {
        let request = makeFetchRequest()
        request.sortDescriptors = order.map(\.descriptor)
        return request
    }

    /// The description of the class's entity in the context's model; nil when the context has no persistent store
    /// coordinator or its model has no such entity.
    {{ model.access }}static func entity(in context: NSManagedObjectContext) -> NSEntityDescription? {
        context.persistentStoreCoordinator?.managedObjectModel.entitiesByName[modelEntityName]
    }

    /// The entity a new object is created with. It is looked up in the context's model: `Self.entity()` cannot
    /// tell which model's entity to use once several models are loaded in one process (a store per test).
    static func insertionEntity(in context: NSManagedObjectContext) -> NSEntityDescription {
        guard let entity = entity(in: context) else {
            fatalError("mogen: cannot create a \(modelEntityName): the context has no persistent store coordinator, or its model has no entity '\(modelEntityName)' of the {{ model.name|swiftStringContent }} model")
        }
        return entity
    }
{% if model.hasCodableEntities %}

    /// The case whose raw value `container` holds for `key`; a raw value that matches no case is a `DecodingError`.
    static func decodeEnum<Value: RawRepresentable, Key: CodingKey>(
        _ type: Value.Type, from container: KeyedDecodingContainer<Key>, forKey key: Key
    ) throws -> Value where Value.RawValue: Decodable {
        try enumCase(type, rawValue: container.decode(Value.RawValue.self, forKey: key), in: container, forKey: key)
    }

    /// `decodeEnum`, or nil when `container` has no value (or null) for `key`.
    static func decodeEnumIfPresent<Value: RawRepresentable, Key: CodingKey>(
        _ type: Value.Type, from container: KeyedDecodingContainer<Key>, forKey key: Key
    ) throws -> Value? where Value.RawValue: Decodable {
        guard let rawValue = try container.decodeIfPresent(Value.RawValue.self, forKey: key) else { return nil }
        return try enumCase(type, rawValue: rawValue, in: container, forKey: key)
    }

    private static func enumCase<Value: RawRepresentable, Key: CodingKey>(
        _ type: Value.Type, rawValue: Value.RawValue, in container: KeyedDecodingContainer<Key>, forKey key: Key
    ) throws -> Value {
        guard let value = Value(rawValue: rawValue) else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: container, debugDescription: "\(rawValue) is not a raw value of \(Value.self)")
        }
        return value
    }
{% endif %}
}

/// Errors thrown by the code generated from the {{ model.name|swiftComment }} model.
nonisolated {{ model.access }}enum {{ model.errorTypeName }}: Swift.Error, Equatable {
    /// The context has no persistent store coordinator, so the model's fetch request templates cannot be read.
    case noModel
    /// The model has no fetch request template of this name.
    case noFetchRequestTemplate(String)
    /// Decoding needs a managed object context in the decoder's `userInfo["managedObjectContext"]`.
    case noContextForDecoding
    /// The context's model has no entity of this name (or the context has no persistent store coordinator).
    case noEntity(String)
    /// The object an ID names is not of the class asked for (`object(with:as:)`): the class asked for, the entity found.
    case objectOfAnotherClass(expected: String, entity: String)
}
{% if model.hasLimits %}

{% include "_limit-error.stencil" %}
{% endif %}
{% for alias in model.typealiases %}

{{ model.access }}typealias {{ alias.name }} = {{ alias.type }}
{% endfor %}
{% for enum in model.enums %}

{% if enum.isObjC %}@objc {%+ endif %}nonisolated {{ model.access }}enum {{ enum.name }}: {{ enum.rawType }}, CaseIterable, Sendable {
{% for case in enum.cases %}
    case {{ case.name }} = {{ case.rawValue }}
{% endfor %}
}
{% endfor %}
{% for subclass in model.externalSubclasses %}

/// {{ subclass.className }} is generated by Xcode, as a subclass of a class mogen generates: it has an entity name of
/// its own, or it would inherit its superclass's.
nonisolated extension {{ subclass.className }} {
    @objc override {{ model.access }}class var modelEntityName: String { {{ subclass.entityNameLiteral }} }
}
{% endfor %}

{% include "_composites.stencil" %}

{% include "_typed-keys.stencil" %}

"""#,
                "_typed-keys.stencil": #"""
// MARK: - Typed keys

/// A property of `Root` whose value is `Value`, by the key path Core Data stores it under (its name in the model,
/// whatever its Swift name): `{{ model.protocolName }}` classes declare one per attribute and relationship in their
/// `Keys`, for predicates and sort descriptors the compiler checks (Docs/GeneratedCode.md). The predicates are built
/// from `NSComparisonPredicate` and `NSCompoundPredicate`, as `NSPredicate(format:)` would build them from text.
nonisolated {{ model.access }}struct {{ model.keyTypeName }}<Root, Value>: Swift.Sendable {
    /// The key path, as `%K` and `NSSortDescriptor(key:)` take it.
    {{ model.access }}let keyPath: Swift.String
    /// `.any` or `.all` when the path goes through a to-many relationship (`ANY tags.name == "x"`).
    {{ model.access }}let modifier: NSComparisonPredicate.Modifier

    {{ model.access }}init(_ keyPath: Swift.String, modifier: NSComparisonPredicate.Modifier = .direct) {
        self.keyPath = keyPath
        self.modifier = modifier
    }

    /// The same property, of a subclass's objects.
    {{ model.access }}func inherited<Subclass>(by subclass: Subclass.Type) -> {{ model.keyTypeName }}<Subclass, Value> {
        {{ model.keyTypeName }}<Subclass, Value>(keyPath, modifier: modifier)
    }

    {{ model.access }}var expression: NSExpression { NSExpression(forKeyPath: keyPath) }

    /// Sorted by this property, smallest first.
    {{ model.access }}var ascending: {{ model.sortTypeName }}<Root> { {{ model.sortTypeName }}(NSSortDescriptor(key: keyPath, ascending: true)) }
    /// Sorted by this property, largest first.
    {{ model.access }}var descending: {{ model.sortTypeName }}<Root> { {{ model.sortTypeName }}(NSSortDescriptor(key: keyPath, ascending: false)) }

    /// The comparison of this property with `value` (`keyPath <operator>[options] value`).
    func compared(
        _ type: NSComparisonPredicate.Operator, with value: NSExpression, options: NSComparisonPredicate.Options = []
    ) -> {{ model.predicateTypeName }}<Root> {
        {{ model.predicateTypeName }}(NSComparisonPredicate(
            leftExpression: expression, rightExpression: value, modifier: modifier, type: type, options: options))
    }

    {{ model.access }}static func == (key: Self, value: Value) -> {{ model.predicateTypeName }}<Root> {
        key.compared(.equalTo, with: {{ model.predicateTypeName }}<Root>.constant(value))
    }

    {{ model.access }}static func != (key: Self, value: Value) -> {{ model.predicateTypeName }}<Root> {
        key.compared(.notEqualTo, with: {{ model.predicateTypeName }}<Root>.constant(value))
    }

    /// `keyPath IN {values}`.
    {{ model.access }}func isIn(_ values: [Value]) -> {{ model.predicateTypeName }}<Root> {
        compared(.in, with: NSExpression(forConstantValue: values.map({{ model.predicateTypeName }}<Root>.constantValue)))
    }
}

/// Ordering, for properties whose values have an order (numbers, strings, dates), optional or not.
nonisolated extension {{ model.keyTypeName }} where Value: {{ model.keyTypeName }}Ordered {
    {{ model.access }}static func < (key: Self, value: Value) -> {{ model.predicateTypeName }}<Root> {
        key.compared(.lessThan, with: {{ model.predicateTypeName }}<Root>.constant(value))
    }

    {{ model.access }}static func <= (key: Self, value: Value) -> {{ model.predicateTypeName }}<Root> {
        key.compared(.lessThanOrEqualTo, with: {{ model.predicateTypeName }}<Root>.constant(value))
    }

    {{ model.access }}static func > (key: Self, value: Value) -> {{ model.predicateTypeName }}<Root> {
        key.compared(.greaterThan, with: {{ model.predicateTypeName }}<Root>.constant(value))
    }

    {{ model.access }}static func >= (key: Self, value: Value) -> {{ model.predicateTypeName }}<Root> {
        key.compared(.greaterThanOrEqualTo, with: {{ model.predicateTypeName }}<Root>.constant(value))
    }

    /// `keyPath BETWEEN {lower, upper}`: both bounds included.
    {{ model.access }}func isBetween(_ lower: Value, and upper: Value) -> {{ model.predicateTypeName }}<Root> {
        compared(.between, with: NSExpression(forAggregate: [
            {{ model.predicateTypeName }}<Root>.constant(lower), {{ model.predicateTypeName }}<Root>.constant(upper),
        ]))
    }
}

/// The types whose keys take `<`, `<=`, `>`, `>=` and `BETWEEN`.
nonisolated {{ model.access }}protocol {{ model.keyTypeName }}Ordered {}
nonisolated extension Swift.String: {{ model.keyTypeName }}Ordered {}
nonisolated extension Swift.Int: {{ model.keyTypeName }}Ordered {}
nonisolated extension Swift.Int16: {{ model.keyTypeName }}Ordered {}
nonisolated extension Swift.Int32: {{ model.keyTypeName }}Ordered {}
nonisolated extension Swift.Int64: {{ model.keyTypeName }}Ordered {}
nonisolated extension Swift.Double: {{ model.keyTypeName }}Ordered {}
nonisolated extension Swift.Float: {{ model.keyTypeName }}Ordered {}
nonisolated extension Foundation.Decimal: {{ model.keyTypeName }}Ordered {}
nonisolated extension NSDecimalNumber: {{ model.keyTypeName }}Ordered {}
nonisolated extension Foundation.Date: {{ model.keyTypeName }}Ordered {}
nonisolated extension Swift.Optional: {{ model.keyTypeName }}Ordered where Wrapped: {{ model.keyTypeName }}Ordered {}

/// Text, optional or not: `CONTAINS`, `BEGINSWITH`, `ENDSWITH`, `LIKE` and `MATCHES`, with `[c]`, `[d]` and `[n]` as
/// `options`.
nonisolated extension {{ model.keyTypeName }} where Value: {{ model.keyTypeName }}Text {
    {{ model.access }}func contains(_ text: Swift.String, options: NSComparisonPredicate.Options = []) -> {{ model.predicateTypeName }}<Root> {
        compared(.contains, with: NSExpression(forConstantValue: text), options: options)
    }

    {{ model.access }}func beginsWith(_ text: Swift.String, options: NSComparisonPredicate.Options = []) -> {{ model.predicateTypeName }}<Root> {
        compared(.beginsWith, with: NSExpression(forConstantValue: text), options: options)
    }

    {{ model.access }}func endsWith(_ text: Swift.String, options: NSComparisonPredicate.Options = []) -> {{ model.predicateTypeName }}<Root> {
        compared(.endsWith, with: NSExpression(forConstantValue: text), options: options)
    }

    /// `LIKE`: `?` matches one character, `*` any number.
    {{ model.access }}func like(_ pattern: Swift.String, options: NSComparisonPredicate.Options = []) -> {{ model.predicateTypeName }}<Root> {
        compared(.like, with: NSExpression(forConstantValue: pattern), options: options)
    }

    /// `MATCHES`: the whole text matches the ICU regular expression.
    {{ model.access }}func matches(_ regularExpression: Swift.String, options: NSComparisonPredicate.Options = []) -> {{ model.predicateTypeName }}<Root> {
        compared(.matches, with: NSExpression(forConstantValue: regularExpression), options: options)
    }
}

/// The types whose keys take text comparisons.
nonisolated {{ model.access }}protocol {{ model.keyTypeName }}Text {}
nonisolated extension Swift.String: {{ model.keyTypeName }}Text {}
nonisolated extension Swift.Optional: {{ model.keyTypeName }}Text where Wrapped == Swift.String {}

/// To-one relationships: a property of the object at the other end (`owner.name`).
nonisolated extension {{ model.keyTypeName }} {
    {{ model.access }}func appending<Destination, Next>(
        _ next: {{ model.keyTypeName }}<Destination, Next>
    ) -> {{ model.keyTypeName }}<Root, Next> where Value == Destination? {
        {{ model.keyTypeName }}<Root, Next>(keyPath + "." + next.keyPath, modifier: modifier)
    }

    {{ model.access }}func appending<Next>(_ next: {{ model.keyTypeName }}<Value, Next>) -> {{ model.keyTypeName }}<Root, Next> {
        {{ model.keyTypeName }}<Root, Next>(keyPath + "." + next.keyPath, modifier: modifier)
    }
}

/// To-many relationships: how many objects (`tags.@count`), and comparisons that hold for any or for all of them
/// (`ANY tags.name == "x"`, `ALL tags.rank > 2`).
nonisolated extension {{ model.keyTypeName }} where Value: {{ model.keyTypeName }}ToMany {
    {{ model.access }}var count: {{ model.keyTypeName }}<Root, Swift.Int> {
        {{ model.keyTypeName }}<Root, Swift.Int>(keyPath + ".@count", modifier: modifier)
    }

    {{ model.access }}func any<Next>(_ next: {{ model.keyTypeName }}<Value.Element, Next>) -> {{ model.keyTypeName }}<Root, Next> {
        {{ model.keyTypeName }}<Root, Next>(keyPath + "." + next.keyPath, modifier: .any)
    }

    {{ model.access }}func all<Next>(_ next: {{ model.keyTypeName }}<Value.Element, Next>) -> {{ model.keyTypeName }}<Root, Next> {
        {{ model.keyTypeName }}<Root, Next>(keyPath + "." + next.keyPath, modifier: .all)
    }
}

/// The value types of to-many relationships' keys: `Set<Destination>`, or `[Destination]` for an ordered one.
nonisolated {{ model.access }}protocol {{ model.keyTypeName }}ToMany {
    associatedtype Element
}
nonisolated extension Swift.Set: {{ model.keyTypeName }}ToMany {}
nonisolated extension Swift.Array: {{ model.keyTypeName }}ToMany {}

/// A predicate over `Root`'s objects, built from typed keys; `&&`, `||` and `!` combine them.
nonisolated {{ model.access }}struct {{ model.predicateTypeName }}<Root> {
    {{ model.access }}let predicate: NSPredicate

    {{ model.access }}init(_ predicate: NSPredicate) {
        self.predicate = predicate
    }

    {{ model.access }}static func && (left: Self, right: Self) -> Self {
        Self(NSCompoundPredicate(andPredicateWithSubpredicates: [left.predicate, right.predicate]))
    }

    {{ model.access }}static func || (left: Self, right: Self) -> Self {
        Self(NSCompoundPredicate(orPredicateWithSubpredicates: [left.predicate, right.predicate]))
    }

    {{ model.access }}static prefix func ! (operand: Self) -> Self {
        Self(NSCompoundPredicate(notPredicateWithSubpredicate: operand.predicate))
    }

    /// `value` as a constant expression: nil for no value, an enum case as its raw value, as Core Data stores it.
    static func constant(_ value: Any?) -> NSExpression {
        NSExpression(forConstantValue: constantValue(value))
    }

    /// A value as the predicate holds it. An optional's `nil` is nil (`NSPredicate(format: "x == nil")`), not an
    /// optional wrapped in `Any`; an enum case is its raw value, as Core Data stores it.
    static func constantValue(_ value: Any?) -> Any? {
        guard let value else { return nil }
        // `as?` cannot unwrap an optional of a type it does not name; a mirror can.
        let mirror = Swift.Mirror(reflecting: value)
        if mirror.displayStyle == .optional { return constantValue(mirror.children.first?.value) }
        if let enumCase = value as? any Swift.RawRepresentable { return enumCase.rawValue }
        return value
    }
}

/// A sort descriptor over `Root`'s objects, from a typed key (`Recipe.Keys.name.ascending`).
nonisolated {{ model.access }}struct {{ model.sortTypeName }}<Root> {
    {{ model.access }}let descriptor: NSSortDescriptor

    {{ model.access }}init(_ descriptor: NSSortDescriptor) {
        self.descriptor = descriptor
    }
}
// MARK: - End of typed keys

"""#,
                "_value-transformers.stencil": #"""
{% if model.valueTransformers %}
{% for transformer in model.valueTransformers %}

/// The value transformer {{ transformer.nameLiteral }} of the {{ model.name|swiftComment }} model, for {{ transformer.attributes|join:", "|swiftComment }}
/// ({{ transformer.customClasses|join:", "|swiftComment }}).
///
/// It archives values with `NSKeyedArchiver` and unarchives them with secure coding, which refuses every class that
/// `allowedTopLevelClasses` does not list. Each class it allows must adopt `NSSecureCoding`, as Foundation's do: an
/// `NSObject` subclass whose `supportsSecureCoding` is true (`static var supportsSecureCoding: Bool { true }`), which
/// encodes its values in `encode(with:)` and decodes them in `init?(coder:)` with `decodeObject(of:forKey:)`, naming
/// their classes.
{% if transformer.objcName and not model.swiftData %}
@objc({{ transformer.objcName }})
{% endif %}
nonisolated {{ model.access }}final class {{ transformer.className }}: NSSecureUnarchiveFromDataTransformer {
    /// The name the model gives the transformer: Core Data looks it up under this name.
    {{ model.access }}static var name: NSValueTransformerName { NSValueTransformerName(rawValue: {{ transformer.nameLiteral }}) }

    /// The classes the attributes' custom classes name, Swift types as the Foundation classes they are archived as.
    {{ model.access }}override class var allowedTopLevelClasses: [AnyClass] {
        [{% for class in transformer.allowedClasses %}{{ class }}.self{% if not forloop.last %}, {%+ endif %}{% endfor %}]
    }

    /// Registers a new instance under `name`, unless a transformer is registered under it already: one the app
    /// registers is the one its stored values were written with, and it stays. `{{ model.valueTransformersTypeName }}.register()`
    /// registers every transformer of the model, once.
    {{ model.access }}static func register() {
        guard ValueTransformer(forName: name) == nil else { return }
        ValueTransformer.setValueTransformer({{ transformer.className }}(), forName: name)
    }
}
{% endfor %}

/// The value transformers of the {{ model.name|swiftComment }} model that mogen generates.
nonisolated {{ model.access }}enum {{ model.valueTransformersTypeName }} {
    /// Registers each of them under the name the model gives it. Core Data looks a transformer up by that name when it
    /// reads or saves an attribute, so call this before loading the model's persistent stores. Registration is
    /// process-wide, and happens once: calling this again, or from several threads at once, does nothing more.
    {{ model.access }}static func register() {
        _ = registration
    }

    /// Swift initializes a static stored property once, on first access, even when several threads access it at once.
    private static let registration: Void = {
{% for transformer in model.valueTransformers %}
        {{ transformer.className }}.register()
{% endfor %}
    }()
}
{% endif %}

"""#,
                "human.swift.stencil": #"""
// Created by mogen from {{ model.fileName|swiftComment }}. This file is yours: mogen creates it once and never changes it.
// The generated members are in {{ entity.machineFileName|swiftComment }}.

{% for module in model.imports %}
import {{ module }}
{% endfor %}

{% include "_class.stencil" %}

"""#,
                "machine.swift.stencil": #"""
{% include "_header.stencil" %}

{% for module in model.imports %}
import {{ module }}
{% endfor %}
{% for module in entity.imports %}
import {{ module }}
{% endfor %}

{% include "_entity-extension.stencil" %}

"""#,
                "managed-object-model.swift.stencil": #"""
{% macro build code type %}{ () -> {{ type }} in
{% for step in code.steps %}
            let {{ step.name }} = {%+ if step.kind == "constant" %}NSExpression(forConstantValue: {{ step.literal }}){% elif step.kind == "keyPath" %}NSExpression(forKeyPath: {{ step.literal }}){% elif step.kind == "variable" %}NSExpression(forVariable: {{ step.literal }}){% elif step.kind == "evaluatedObject" %}NSExpression.expressionForEvaluatedObject(){% elif step.kind == "anyKey" %}NSExpression.expressionForAnyKey(){% elif step.kind == "function" %}NSExpression(forFunction: {{ step.literal }}, arguments: [{{ step.operands|join:", " }}]){% elif step.kind == "selectorFunction" %}NSExpression(forFunction: {{ step.target }}, selectorName: {{ step.literal }}, arguments: [{{ step.operands|join:", " }}]){% elif step.kind == "aggregate" %}NSExpression(forAggregate: [{{ step.operands|join:", " }}]){% elif step.kind == "subquery" %}NSExpression(forSubquery: {{ step.operands.0 }}, usingIteratorVariable: {{ step.literal }}, predicate: {{ step.operands.1 }}){% elif step.kind == "conditional" %}NSExpression(forConditional: {{ step.operands.0 }}, trueExpression: {{ step.operands.1 }}, falseExpression: {{ step.operands.2 }}){% elif step.kind == "comparison" %}NSComparisonPredicate(leftExpression: {{ step.operands.0 }}, rightExpression: {{ step.operands.1 }}, modifier: {{ step.modifier }}, type: {{ step.operatorType }}, options: [{{ step.options|join:", " }}]){% elif step.kind == "and" %}NSCompoundPredicate(andPredicateWithSubpredicates: [{{ step.operands|join:", " }}]){% elif step.kind == "or" %}NSCompoundPredicate(orPredicateWithSubpredicates: [{{ step.operands|join:", " }}]){% elif step.kind == "not" %}NSCompoundPredicate(notPredicateWithSubpredicate: {{ step.operands.0 }}){% elif step.kind == "value" %}NSPredicate(value: {{ step.literal }}){% endif +%}
{% endfor %}
            return {{ code.result }}
        }(){% endmacro %}
{% macro userInfo owner entries %}{% if entries %}
        {{ owner }}.userInfo = [{% for entry in entries %}{{ entry.key }}: {{ entry.value }}{% if not forloop.last %}, {%+ endif %}{% endfor %}]
{% endif %}{% endmacro %}
{% macro fetchRequest request %}
        let {{ request.variable }} = NSFetchRequest<any NSFetchRequestResult>(entityName: {{ request.entityNameLiteral }})
{% if request.entityVariable %}
        {{ request.variable }}.entity = {{ request.entityVariable }}
{% endif %}
{% for note in request.notes %}
        // Note: {{ note|swiftComment }}
{% endfor %}
{% if request.predicate %}
        {{ request.variable }}.predicate = {%+ call build request.predicate "NSPredicate" +%}
{% endif %}
{% if request.resultType != ".managedObjectResultType" %}
        {{ request.variable }}.resultType = {{ request.resultType }}
{% endif %}
{% if request.fetchLimit != nil %}
        {{ request.variable }}.fetchLimit = {{ request.fetchLimit }}
{% endif %}
{% if request.fetchBatchSize != nil %}
        {{ request.variable }}.fetchBatchSize = {{ request.fetchBatchSize }}
{% endif %}
{% if request.includesSubentities != nil %}
        {{ request.variable }}.includesSubentities = {{ request.includesSubentities }}
{% endif %}
{% if request.includesPropertyValues != nil %}
        {{ request.variable }}.includesPropertyValues = {{ request.includesPropertyValues }}
{% endif %}
{% if request.includesPendingChanges != nil %}
        {{ request.variable }}.includesPendingChanges = {{ request.includesPendingChanges }}
{% endif %}
{% if request.returnsObjectsAsFaults != nil %}
        {{ request.variable }}.returnsObjectsAsFaults = {{ request.returnsObjectsAsFaults }}
{% endif %}
{% if request.returnsDistinctResults != nil %}
        {{ request.variable }}.returnsDistinctResults = {{ request.returnsDistinctResults }}
{% endif %}
{% endmacro %}
{% macro attributeStatements attribute %}
{% for element in attribute.compositeElements %}
{% call attributeStatements element %}
{% endfor %}
        let {{ attribute.variable }} = {{ attribute.descriptionClass }}()
        {{ attribute.variable }}.name = {{ attribute.nameLiteral }}
        {{ attribute.variable }}.attributeType = {{ attribute.attributeType }}
        {{ attribute.variable }}.isOptional = {{ attribute.isOptional }}
{% if attribute.isTransient %}
        {{ attribute.variable }}.isTransient = true
{% endif %}
{% if attribute.defaultValue %}
        {{ attribute.variable }}.defaultValue = {{ attribute.defaultValue }}
{% endif %}
{% if attribute.attributeValueClassName %}
        {{ attribute.variable }}.attributeValueClassName = {{ attribute.attributeValueClassName }}
{% endif %}
{% if attribute.valueTransformerName %}
        {{ attribute.variable }}.valueTransformerName = {{ attribute.valueTransformerName }}
{% endif %}
{% if attribute.allowsExternalBinaryDataStorage %}
        {{ attribute.variable }}.allowsExternalBinaryDataStorage = true
{% endif %}
{% if attribute.allowsCloudEncryption %}
        {{ attribute.variable }}.allowsCloudEncryption = true
{% endif %}
{% if attribute.preservesValueInHistoryOnDeletion %}
        {{ attribute.variable }}.preservesValueInHistoryOnDeletion = true
{% endif %}
{% if attribute.isIndexedBySpotlight %}
        {{ attribute.variable }}.isIndexedBySpotlight = true
{% endif %}
{% if attribute.renamingIdentifier %}
        {{ attribute.variable }}.renamingIdentifier = {{ attribute.renamingIdentifier }}
{% endif %}
{% if attribute.versionHashModifier %}
        {{ attribute.variable }}.versionHashModifier = {{ attribute.versionHashModifier }}
{% endif %}
{% for note in attribute.notes %}
        // Note: {{ note|swiftComment }}
{% endfor %}
{% if attribute.derivation %}
        {{ attribute.variable }}.derivationExpression = {%+ call build attribute.derivation "NSExpression" +%}
{% endif %}
{% if attribute.validationRules %}
        {{ attribute.variable }}.setValidationPredicates([{% for rule in attribute.validationRules %}{% call build rule.predicate "NSPredicate" %}{% if not forloop.last %}, {%+ endif %}{% endfor %}], withValidationWarnings: [{% for rule in attribute.validationRules %}{{ rule.warning }}{% if not forloop.last %}, {%+ endif %}{% endfor %}])
{% endif %}
{% if attribute.compositeElements %}
        {{ attribute.variable }}.elements = [{% for element in attribute.compositeElements %}{{ element.variable }}{% if not forloop.last %}, {%+ endif %}{% endfor %}]
{% endif %}
{% call userInfo attribute.variable attribute.userInfo %}
{% endmacro %}
{% include "_header.stencil" %}

{% for module in model.imports %}
import {{ module }}
{% endfor %}

/// The {{ model.name|swiftComment }} model built in code: what Xcode's model compiler makes of {{ model.fileName|swiftComment }}{% if model.versionName %} (version {{ model.versionName|swiftComment }}){% endif %}, for packages,
/// command-line tools and tests that have no compiled `.momd`. See Docs/ModelAsCode.md in mogen.
///
/// Each call to `make()` builds a new model. Build it once per process and share it (a `static let`): Core Data
/// wants one `NSEntityDescription` per managed object class, and complains when several models loaded in one
/// process claim the same class ("Multiple NSEntityDescriptions claim the NSManagedObject subclass").
{% for note in model.modelCode.notes %}
///
/// Note: {{ note|swiftComment }}
{% endfor %}
nonisolated {{ model.access }}enum {{ model.modelCode.typeName }} {
    /// A new `NSManagedObjectModel` with every entity, property, index, fetch request template and configuration
    /// of the model.
    {{ model.access }}static func make() -> NSManagedObjectModel {
        let model = NSManagedObjectModel()
{% if model.modelCode.versionIdentifier %}
        model.versionIdentifiers = [{{ model.modelCode.versionIdentifier }}]
{% endif %}
{% for entity in model.modelCode.entities %}

        let {{ entity.variable }} = NSEntityDescription()
        {{ entity.variable }}.name = {{ entity.nameLiteral }}
        {{ entity.variable }}.managedObjectClassName = {{ entity.classNameLiteral }}
{% if entity.isAbstract %}
        {{ entity.variable }}.isAbstract = true
{% endif %}
{% if entity.renamingIdentifier %}
        {{ entity.variable }}.renamingIdentifier = {{ entity.renamingIdentifier }}
{% endif %}
{% if entity.versionHashModifier %}
        {{ entity.variable }}.versionHashModifier = {{ entity.versionHashModifier }}
{% endif %}
{% call userInfo entity.variable entity.userInfo %}
{% endfor %}
{% for entity in model.modelCode.entities %}
{% if entity.attributes or entity.relationships or entity.fetchedProperties %}

        // {{ entity.nameLiteral|swiftComment }}: properties
{% endif %}
{% for note in entity.notes %}
        // Note: {{ note|swiftComment }}
{% endfor %}
{% for attribute in entity.attributes %}
{% call attributeStatements attribute %}
{% endfor %}
{% for relationship in entity.relationships %}
        let {{ relationship.variable }} = NSRelationshipDescription()
        {{ relationship.variable }}.name = {{ relationship.nameLiteral }}
{% if relationship.destinationVariable %}
        {{ relationship.variable }}.destinationEntity = {{ relationship.destinationVariable }}
{% endif %}
        {{ relationship.variable }}.isOptional = {{ relationship.isOptional }}
{% if relationship.isTransient %}
        {{ relationship.variable }}.isTransient = true
{% endif %}
        {{ relationship.variable }}.minCount = {{ relationship.minCount }}
        {{ relationship.variable }}.maxCount = {{ relationship.maxCount }}
        {{ relationship.variable }}.deleteRule = {{ relationship.deleteRule }}
{% if relationship.isOrdered %}
        {{ relationship.variable }}.isOrdered = true
{% endif %}
{% if relationship.renamingIdentifier %}
        {{ relationship.variable }}.renamingIdentifier = {{ relationship.renamingIdentifier }}
{% endif %}
{% if relationship.versionHashModifier %}
        {{ relationship.variable }}.versionHashModifier = {{ relationship.versionHashModifier }}
{% endif %}
{% call userInfo relationship.variable relationship.userInfo %}
{% endfor %}
{% for property in entity.fetchedProperties %}
{% call fetchRequest property.fetchRequest %}
        let {{ property.variable }} = NSFetchedPropertyDescription()
        {{ property.variable }}.name = {{ property.nameLiteral }}
        {{ property.variable }}.isOptional = {{ property.isOptional }}
        {{ property.variable }}.fetchRequest = {{ property.fetchRequest.variable }}
{% call userInfo property.variable property.userInfo %}
{% endfor %}
{% endfor %}
{% if model.modelCode.inverses %}

        // Inverse relationships, once every relationship exists
{% endif %}
{% for inverse in model.modelCode.inverses %}
        {{ inverse.relationshipVariable }}.inverseRelationship = {{ inverse.inverseVariable }}
{% endfor %}

        // Each entity's properties and subentities
{% for entity in model.modelCode.entities %}
        {{ entity.variable }}.properties = [{{ entity.propertyVariables|join:", " }}]
{% if entity.subentityVariables %}
        {{ entity.variable }}.subentities = [{{ entity.subentityVariables|join:", " }}]
{% endif %}
{% endfor %}

        model.entities = [{% for entity in model.modelCode.entities %}{{ entity.variable }}{% if not forloop.last %}, {%+ endif %}{% endfor %}]
{% for configuration in model.modelCode.configurations %}
        model.setEntities([{{ configuration.entityVariables|join:", " }}], forConfigurationName: {{ configuration.nameLiteral }})
{% endfor %}

        // Uniqueness constraints, and indexes last: changing an entity hierarchy drops the indexes set before
        // (https://developer.apple.com/documentation/coredata/nsentitydescription/indexes)
{% for entity in model.modelCode.entities %}
{% if entity.uniquenessConstraints %}
        {{ entity.variable }}.uniquenessConstraints = [{% for constraint in entity.uniquenessConstraints %}[{{ constraint|join:", " }}]{% if not forloop.last %}, {%+ endif %}{% endfor %}]
{% endif %}
{% if entity.fetchIndexes %}
        {{ entity.variable }}.indexes = [
{% for index in entity.fetchIndexes %}
            NSFetchIndexDescription(name: {{ index.nameLiteral }}, elements: [{% for element in index.elements %}{% if element.isAscending %}NSFetchIndexElementDescription(property: {{ element.propertyVariable }}, collationType: {{ element.collationType }}){% else %}{ () -> NSFetchIndexElementDescription in let element = NSFetchIndexElementDescription(property: {{ element.propertyVariable }}, collationType: {{ element.collationType }}); element.isAscending = false; return element }(){% endif %}{% if not forloop.last %}, {%+ endif %}{% endfor %}]),
{% endfor %}
        ]
{% endif %}
{% endfor %}
{% if model.modelCode.fetchRequests %}

        // Fetch request templates
{% endif %}
{% for request in model.modelCode.fetchRequests %}
{% call fetchRequest request %}
        model.setFetchRequestTemplate({{ request.variable }}, forName: {{ request.nameLiteral }})
{% endfor %}
        return model
    }
}

"""#,
                "migration-handlers.swift.stencil": #"""
// Created by mogen from {{ model.fileName|swiftComment }}. This file is yours: mogen creates it once and never changes it.
// The migration it serves is in {{ model.swiftFileName|swiftComment }}+Migrations.swift; Docs/Migrations.md explains both.

import CoreData
import Foundation

/// What the custom stages of the {{ model.name|swiftComment }} model's migration do. Each method runs twice per migration:
/// `.willMigrate` on the older version's data, `.didMigrate` on the newer's. Objects are `NSManagedObject`s: read and
/// write them by key. Until a method is written it throws `step.notWritten`, so that a store that needs the stage
/// fails with the stage's name.
nonisolated struct {{ model.migrations.handlersTypeName }}: {{ model.migrations.handlersProtocolName }} {
{% for step in model.migrations.customSteps %}
    /// `{{ step.fromVersion|swiftComment }}` → `{{ step.toVersion|swiftComment }}`: {{ step.reason|swiftComment }}.
    ///
    /// What works: {{ step.advice|swiftComment }}.
    func {{ step.handlerName }}(_ step: {{ model.migrations.stepTypeName }}) throws {
        switch step.phase {
        case .willMigrate:
            // For example, a value for every object that has none:
            // try step.forEach("Entity", where: NSPredicate(format: "%K == nil", "attribute")) { object in
            //     object.setValue(value, forKey: "attribute")
            // }
            throw step.notWritten
        case .didMigrate:
            break
        }
    }
{% endfor %}
}

"""#,
                "migrations.swift.stencil": #"""
{% include "_header.stencil" %}

import CoreData
import Foundation

{% set access %}{{ model.access }}{% endset %}
{% set plan %}{{ model.migrations.typeName }}{% endset %}
{% set stepType %}{{ model.migrations.stepTypeName }}{% endset %}
{% set handlersProtocol %}{{ model.migrations.handlersProtocolName }}{% endset %}
{% set handlersParameter %}{% if model.migrations.customSteps %}, handlers: any {{ handlersProtocol }}{% endif %}{% endset %}
{% set handlersArgument %}{% if model.migrations.customSteps %}, handlers: handlers{% endif %}{% endset %}
/// How a store of any version of the {{ model.name|swiftComment }} model reaches the current one: Core Data's staged
/// migration (`NSStagedMigrationManager`: macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1), with the project's
/// mapping models run by `NSMigrationManager` before or between its stages. Every step is named after its two versions.
/// See Docs/Migrations.md and https://developer.apple.com/documentation/coredata/staged-migrations.
///
/// The steps, oldest first:
{% for step in model.migrations.steps %}
{% if step.kind == "inferred" %}
/// - `{{ step.fromVersion|swiftComment }}` → `{{ step.toVersion|swiftComment }}`: inferred by Core Data, in a stage of its own.
{% elif step.kind == "custom" %}
/// - `{{ step.fromVersion|swiftComment }}` → `{{ step.toVersion|swiftComment }}`: a custom stage, `{{ handlersProtocol }}.{{ step.handlerName }}(_:)`.
{% else %}
/// - `{{ step.fromVersion|swiftComment }}` → `{{ step.toVersion|swiftComment }}`: the mapping model {{ step.mappingModelFileName|swiftComment }}.
{% endif %}
{% empty %}
/// - none: the bundle has one version.
{% endfor %}
///
/// ```swift
/// try {{ plan }}.migrateStore(at: storeURL{% if model.migrations.customSteps %}, handlers: {{ model.migrations.handlersTypeName }}(){% endif %})  // before the store is loaded
/// ```
@available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
nonisolated {{ access }}enum {{ plan }} {
    /// The model's name: its compiled form is `{{ model.name|swiftComment }}.momd`.
    {{ access }}static let modelName = {{ model.nameLiteral }}

    /// The versions, oldest first, as the bundle orders them; the last is the current one.
    {{ access }}static let versionNames: [Swift.String] = [
{% for version in model.migrations.versions %}
        {{ version.nameLiteral }},
{% endfor %}
    ]

    /// Why a store cannot be migrated.
    {{ access }}enum MigrationError: Swift.Error, Swift.Equatable {
        /// The bundle has no compiled versioned model `{{ model.name|swiftComment }}.momd` (its path is given).
        case modelNotFound(bundlePath: Swift.String)
        /// The compiled model has no such version, or no checksum for it in its `VersionInfo.plist`.
        case versionNotFound(Swift.String)
        /// The version's checksum in `VersionInfo.plist` is not the compiled version's own: Core Data would skip the
        /// stages that name it instead of failing.
        case checksumMismatch(version: Swift.String)
        /// The store matches no version of the bundle: older than its history, or another model's.
        case unknownStoreVersion(Foundation.URL)
        /// The app has no compiled mapping model for the two versions (is the `.xcmappingmodel` in the target?).
        case mappingModelNotFound(from: Swift.String, to: Swift.String)
        /// A custom stage ran without a container (the manager was not given in a container's store options).
        case notInAContainer(stage: Swift.String)
    }

    /// Migrates the SQLite store at `url` (of `configuration`, when the model keeps a store per configuration) to the
    /// current version, when it is at an older one; a store that does not exist yet is left alone. Call it before
    /// the store is loaded; what fails is thrown, and the store is left at the last version reached.
    {{ access }}static func migrateStore(
        at url: Foundation.URL, configuration: Swift.String? = nil, in bundle: Foundation.Bundle = .main{{ handlersParameter }}
    ) throws {
        guard let rest = try prepareStore(at: url, configuration: configuration, in: bundle{{ handlersArgument }}) else {
            return
        }
        try runStages(rest.manager, endingAt: rest.model, url: url, configuration: configuration)
    }

    /// Runs the steps of the store's path up to its last mapping model, and returns the staged-migration manager of
    /// the stages after it, with the model they end at: give the manager in the store's options under
    /// `NSPersistentStoreStagedMigrationManagerOptionKey`, and the store migrates as it loads. Nil when the store does
    /// not exist or needs no stage.
    {{ access }}static func prepareStore(
        at url: Foundation.URL, configuration: Swift.String? = nil, in bundle: Foundation.Bundle = .main{{ handlersParameter }}
    ) throws -> (manager: NSStagedMigrationManager, model: NSManagedObjectModel)? {
        guard steps.count > 0, FileManager.default.fileExists(atPath: url.path) else { return nil }
        let versions = try Versions(bundle: bundle)
        let metadata = try NSPersistentStoreCoordinator.metadataForPersistentStore(type: .sqlite, at: url)
        // The newest compatible version: consecutive versions with equal hashes are one store version.
        guard let storeVersion = versions.models.lastIndex(where: {
            $0.isConfiguration(withName: configuration, compatibleWithStoreMetadata: metadata)
        }) else { throw MigrationError.unknownStoreVersion(url) }
        var start = storeVersion
        for index in steps.indices where index >= storeVersion {
            guard case .mappingModel = steps[index] else { continue }
            if index > start {
                try runStages(
                    manager(from: start, to: index, versions{{ handlersArgument }}),
                    endingAt: versions.models[index], url: url, configuration: configuration)
            }
            try runMappingModel(from: index, versions, bundle: bundle, url: url)
            start = index + 1
        }
        guard start < versions.models.count - 1 else { return nil }
        let end = versions.models.count - 1
        return (manager(from: start, to: end, versions{{ handlersArgument }}), versions.models[end])
    }

    // MARK: - The steps

    /// How the step from one version to the next runs.
    private enum Step: Swift.Sendable {
        case inferred(label: Swift.String)
{% if model.migrations.customSteps %}
        case custom(label: Swift.String, handler: @Sendable (any {{ handlersProtocol }}, {{ stepType }}) throws -> Swift.Void)
{% endif %}
        case mappingModel(label: Swift.String)
    }

    /// One per pair of consecutive versions, in order.
    private static let steps: [Step] = [
{% for step in model.migrations.steps %}
{% if step.kind == "inferred" %}
        // {{ step.fromVersion|swiftComment }} → {{ step.toVersion|swiftComment }}: Core Data infers the mapping.
        .inferred(label: {{ step.labelLiteral }}),
{% elif step.kind == "custom" %}
        // {{ step.fromVersion|swiftComment }} → {{ step.toVersion|swiftComment }}: {{ step.reason|swiftComment }}
        .custom(label: {{ step.labelLiteral }}) { handlers, step in try handlers.{{ step.handlerName }}(step) },
{% else %}
        // {{ step.fromVersion|swiftComment }} → {{ step.toVersion|swiftComment }}: the mapping model {{ step.mappingModelFileName|swiftComment }}.
        .mappingModel(label: {{ step.labelLiteral }}),
{% endif %}
{% endfor %}
    ]

    /// The stages of the steps from version `start` to version `end`, none of them a mapping model's: one stage per
    /// step, between the references of its two versions (one reference per version, shared by the stages on either
    /// side of it). A step Core Data infers is a custom stage without handlers, not a lightweight stage: a lightweight
    /// stage migrates a store from any of its versions to its last in one inferred mapping, not version by version,
    /// and such a mapping can lose data that the steps keep (a property renamed twice, removed then added with
    /// another type); Docs/Migrations.md says more.
    private static func manager(
        from start: Swift.Int, to end: Swift.Int, _ versions: Versions{{ handlersParameter }}
    ) -> NSStagedMigrationManager {
        var stages: [NSMigrationStage] = []
        for index in start..<end {
            // Versions Core Data cannot tell apart (equal checksums) need no stage between them.
            guard versions.checksums[index + 1] != versions.checksums[index] else { continue }
            let stage = NSCustomMigrationStage(migratingFrom: versions.references[index], to: versions.references[index + 1])
            switch steps[index] {
            case let .inferred(label):
                stage.label = label
{% if model.migrations.customSteps %}
            case let .custom(label, handler):
                stage.label = label
                let carried = {{ stepType }}.CarriedValues()
                stage.willMigrateHandler = { manager, _ in
                    try run(handler, .willMigrate, label: label, manager: manager, carried: carried, handlers: handlers)
                }
                stage.didMigrateHandler = { manager, _ in
                    try run(handler, .didMigrate, label: label, manager: manager, carried: carried, handlers: handlers)
                }
{% endif %}
            case .mappingModel:
                continue  // never in a staged run: `prepareStore` runs it between them
            }
            stages.append(stage)
        }
        return NSStagedMigrationManager(stages)
    }
{% if model.migrations.customSteps %}

    /// Runs a custom stage's handler for `phase` on a private context of its own, on the context's queue (the
    /// migration waits for it), saves what it changed, and resets the context before the migration goes on and
    /// releases the model the context used. Never the view context: the migration runs while the store loads.
    private static func run(
        _ handler: @Sendable (any {{ handlersProtocol }}, {{ stepType }}) throws -> Swift.Void, _ phase: {{ stepType }}.Phase,
        label: Swift.String, manager: NSStagedMigrationManager, carried: {{ stepType }}.CarriedValues,
        handlers: any {{ handlersProtocol }}
    ) throws {
        guard let container = manager.container else { throw MigrationError.notInAContainer(stage: label) }
        let context = container.newBackgroundContext()
        context.name = label
        try context.performAndWait {
            defer { context.reset() }
            try handler(handlers, {{ stepType }}(phase: phase, label: label, context: context, carried: carried))
            if context.hasChanges { try context.save() }
        }
    }
{% endif %}

    /// Opens the store with `manager`'s stages in a container of its own whose model is `model`, where the stages
    /// end, then closes it.
    private static func runStages(
        _ manager: NSStagedMigrationManager, endingAt model: NSManagedObjectModel, url: Foundation.URL,
        configuration: Swift.String?
    ) throws {
        let container = NSPersistentContainer(name: modelName, managedObjectModel: model)
        let description = NSPersistentStoreDescription(url: url)
        description.type = NSSQLiteStoreType
        description.configuration = configuration
        description.shouldAddStoreAsynchronously = false
        description.setOption(manager, forKey: NSPersistentStoreStagedMigrationManagerOptionKey)
        container.persistentStoreDescriptions = [description]
        var failure: (any Swift.Error)?
        container.loadPersistentStores { _, error in
            if let error { failure = error }
        }
        if let failure { throw failure }
        for store in container.persistentStoreCoordinator.persistentStores {
            try container.persistentStoreCoordinator.remove(store)
        }
    }

    /// The step from version `index` with the app's compiled mapping model, found by the two versions' entity hashes
    /// (https://developer.apple.com/documentation/coredata/nsmappingmodel/init(from:forsourcemodel:destinationmodel:)):
    /// into a new store beside the old, which then replaces it.
    private static func runMappingModel(from index: Swift.Int, _ versions: Versions, bundle: Foundation.Bundle, url: Foundation.URL) throws {
        let source = versions.models[index]
        let destination = versions.models[index + 1]
        guard let mapping = NSMappingModel(from: [bundle], forSourceModel: source, destinationModel: destination) else {
            throw MigrationError.mappingModelNotFound(from: versionNames[index], to: versionNames[index + 1])
        }
        let migrated = url.deletingLastPathComponent().appendingPathComponent(url.lastPathComponent + ".migrating")
        let coordinator = NSPersistentStoreCoordinator(managedObjectModel: destination)
        // What a run that was stopped may have left.
        try? coordinator.destroyPersistentStore(at: migrated, type: .sqlite)
        try NSMigrationManager(sourceModel: source, destinationModel: destination)
            .migrateStore(from: url, type: .sqlite, mapping: mapping, to: migrated, type: .sqlite)
        try coordinator.replacePersistentStore(at: url, withPersistentStoreFrom: migrated, type: .sqlite)
        try coordinator.destroyPersistentStore(at: migrated, type: .sqlite)
    }

    // MARK: - The versions, from the compiled bundle

    /// Each version's model and checksum, read from the compiled `.momd` when a migration runs, never copied into
    /// source: the checksum must be the one of the model the app ships
    /// (https://developer.apple.com/documentation/coredata/nsmanagedobjectmodel/versionchecksum).
    private struct Versions {
        let models: [NSManagedObjectModel]
        let checksums: [Swift.String]
        /// One per version, shared by the stages on either side of it.
        let references: [NSManagedObjectModelReference]

        init(bundle: Foundation.Bundle) throws {
            guard let url = bundle.url(forResource: modelName, withExtension: "momd") else {
                throw MigrationError.modelNotFound(bundlePath: bundle.bundlePath)
            }
            let checksumsByVersion = try NSManagedObjectModel.checksumsForVersionedModel(at: url)
            var models: [NSManagedObjectModel] = []
            var checksums: [Swift.String] = []
            for name in versionNames {
                guard let checksum = checksumsByVersion[name],
                    let model = NSManagedObjectModel(contentsOf: url.appendingPathComponent(name + ".mom"))
                else { throw MigrationError.versionNotFound(name) }
                guard model.versionChecksum == checksum else { throw MigrationError.checksumMismatch(version: name) }
                // Detached from the app's classes: Core Data binds a class to the first loaded model that names it,
                // and a migration's models must not take the app's (its own model is loaded first, by the stack).
                for entity in model.entities {
                    entity.managedObjectClassName = "NSManagedObject"
                }
                models.append(model)
                checksums.append(checksum)
            }
            self.models = models
            self.checksums = checksums
            references = zip(models, checksums).map { NSManagedObjectModelReference(model: $0, versionChecksum: $1) }
        }
    }
}
{% if model.migrations.customSteps %}

/// What the app does in the custom stages of the {{ model.name|swiftComment }} model's migration: one requirement per stage,
/// named after its two versions. The app's conformance, `{{ model.migrations.handlersTypeName }}`, is in
/// `{{ model.swiftFileName|swiftComment }}+MigrationHandlers.swift`, which mogen writes once and never again.
///
/// Each requirement runs twice per migration, in `step.phase` order: `.willMigrate` sees the older version's data,
/// before Core Data's inferred migration between the two; `.didMigrate` sees the newer version's, after it. It runs
/// synchronously, on a private context of its own (`step.context`), while the store loads: never touch the view
/// context or the main actor from it (https://developer.apple.com/documentation/coredata/nscustommigrationstage).
nonisolated {{ access }}protocol {{ handlersProtocol }}: Swift.Sendable {
{% for step in model.migrations.customSteps %}
    /// `{{ step.fromVersion|swiftComment }}` → `{{ step.toVersion|swiftComment }}`. Core Data cannot infer it: {{ step.reason|swiftComment }}.
    ///
    /// What works: {{ step.advice|swiftComment }}.
{% if step.changes %}
    ///
    /// What changed:
{% for change in step.changes %}
    /// - {{ change|swiftComment }}
{% endfor %}
{% endif %}
    func {{ step.handlerName }}(_ step: {{ stepType }}) throws
{% endfor %}
}

/// What a custom stage's handler works with: the phase, a private context of the migrating store (on whose queue the
/// handler runs), its objects in batches, and values carried from `.willMigrate` to `.didMigrate`.
nonisolated {{ access }}final class {{ stepType }} {
    {{ access }}enum Phase: Swift.Sendable, Swift.Equatable {
        /// Before the stage's inferred migration: the older version's data.
        case willMigrate
        /// After it: the newer version's data.
        case didMigrate
    }

    /// A handler that has not been written yet: thrown by the starting point mogen writes, so that a store needing the
    /// stage fails with the stage's name rather than with a validation error.
    {{ access }}struct NotWritten: Swift.Error, Swift.CustomStringConvertible {
        {{ access }}let stage: Swift.String
        {{ access }}var description: Swift.String { "the handler of the migration stage \(stage) is not written yet" }
    }

    {{ access }}let phase: Phase
    /// The stage's name: `Music 2 → Music 3`.
    {{ access }}let label: Swift.String
    /// A private-queue context of the store, used by this handler alone. Its objects are `NSManagedObject`s of the
    /// version the phase sees: read and write them by key. What it holds is saved when the handler returns.
    {{ access }}let context: NSManagedObjectContext
    private let carried: CarriedValues

    init(phase: Phase, label: Swift.String, context: NSManagedObjectContext, carried: CarriedValues) {
        self.phase = phase
        self.label = label
        self.context = context
        self.carried = carried
    }

    /// The error a handler not yet written throws.
    {{ access }}var notWritten: NotWritten { NotWritten(stage: label) }

    /// Calls `body` with each object of the entity `entityName` (and its subentities) that `predicate` matches,
    /// `batchSize` at a time: after each batch the changes are saved and the context reset, so that a large store is
    /// never in memory at once. Keep no object from one call to the next.
    {{ access }}func forEach(
        _ entityName: Swift.String, where predicate: NSPredicate? = nil, batchSize: Swift.Int = 500,
        _ body: (NSManagedObject) throws -> Swift.Void
    ) throws {
        let request = NSFetchRequest<NSManagedObjectID>(entityName: entityName)
        request.predicate = predicate
        request.resultType = .managedObjectIDResultType
        let objectIDs = try context.fetch(request)
        var start = 0
        while start < objectIDs.count {
            let end = Swift.min(start + Swift.max(batchSize, 1), objectIDs.count)
            for objectID in objectIDs[start..<end] {
                try body(try context.existingObject(with: objectID))
            }
            if context.hasChanges { try context.save() }
            context.reset()
            start = end
        }
    }

    /// Keeps `value` under `key` for `object`, for `.didMigrate` to read with `carriedValue(forKey:of:)`: the value of
    /// an attribute the migration removes or converts, read before it. Objects are matched by their entity's name and
    /// their row in the store, which a migration keeps (an entity renamed in the stage is matched under its new name
    /// only when `entityName` gives it).
    {{ access }}func carry(_ value: Any?, forKey key: Swift.String, of object: NSManagedObject, entityName: Swift.String? = nil) {
        carried.set(value, for: Self.objectKey(object, entityName: entityName) + "\u{0}" + key)
    }

    /// The value `.willMigrate` kept under `key` for `object`; nil when it kept none.
    {{ access }}func carriedValue(forKey key: Swift.String, of object: NSManagedObject) -> Any? {
        carried.value(for: Self.objectKey(object, entityName: nil) + "\u{0}" + key)
    }

    /// `Album/p12`: the entity and the row of the object's ID (`x-coredata://<store>/Album/p12`).
    private static func objectKey(_ object: NSManagedObject, entityName: Swift.String?) -> Swift.String {
        let uri = object.objectID.uriRepresentation()
        return (entityName ?? uri.deletingLastPathComponent().lastPathComponent) + "/" + uri.lastPathComponent
    }

    /// The values carried between a stage's two phases. `@unchecked Sendable` is safe: `values` is only read and
    /// written with `lock` held; the phases run one after the other, on the migration's queue.
    final class CarriedValues: @unchecked Swift.Sendable {
        private let lock = Foundation.NSLock()
        private var values: [Swift.String: Any] = [:]

        func set(_ value: Any?, for key: Swift.String) {
            lock.lock()
            defer { lock.unlock() }
            values[key] = value
        }

        func value(for key: Swift.String) -> Any? {
            lock.lock()
            defer { lock.unlock() }
            return values[key]
        }
    }
}
{% endif %}

"""#,
                "model.swift.stencil": #"""
{% include "_header.stencil" %}

{% for module in model.imports %}
import {{ module }}
{% endfor %}

{% include "_model-declarations.stencil" %}
{% include "_value-transformers.stencil" %}

"""#,
                "single-entity.swift.stencil": #"""

// MARK: - {{ entity.name|swiftComment }}

{% include "_class.stencil" %}

{% include "_entity-extension.stencil" %}

"""#,
                "single.swift.stencil": #"""
{% include "_header.stencil" %}

{% for module in model.imports %}
import {{ module }}
{% endfor %}
{% for module in model.entityImports %}
import {{ module }}
{% endfor %}

{% include "_model-declarations.stencil" %}
{% include "_value-transformers.stencil" %}
{% for part in entityParts %}{{ part }}{% endfor %}

"""#,
                "stack.swift.stencil": #"""
{% include "_header.stencil" %}

import CoreData
import Foundation

{% set containerClass %}{% if model.usesCloudKit %}NSPersistentCloudKitContainer{% else %}NSPersistentContainer{% endif %}{% endset %}
/// The Core Data stack of the {{ model.name|swiftComment }} model: a persistent container with its stores loaded, a view context
/// for the main actor, and background work through one serial writing context. Create it anywhere (not only in the
/// app delegate), as often as tests need: the compiled model is loaded once per process and shared, so Core Data
/// never sees two models claim the same classes. Nothing here prints and carries on: every failure is thrown.
/// See Docs/Stack.md and https://developer.apple.com/documentation/coredata/nspersistentcontainer.
///
/// ```swift
/// let store = try {{ model.swiftName }}Store()                      // {{ model.name|swiftComment }}.momd of the main bundle, SQLite in Application Support
/// let preview = try {{ model.swiftName }}Store(storage: .inMemory)  // tests and previews
/// try await store.performBackgroundTask { context in /* insert, then */ try {{ model.swiftName }}Store.save(context) }
/// ```
nonisolated {{ model.access }}final class {{ model.swiftName }}Store: Swift.Sendable {
    /// The model's name: its compiled form is `{{ model.name|swiftComment }}.momd` (a versioned model) or `{{ model.name|swiftComment }}.mom`.
    {{ model.access }}static let modelName = {{ model.nameLiteral }}

    /// The container. Its `viewContext` is for the main actor; background work is best done through
    /// `performBackgroundTask(_:)`.
    {{ model.access }}let container: {{ containerClass }}
    /// How `performBackgroundTask(_:)` writes.
    {{ model.access }}let writing: BackgroundWriting
    /// The one writing context of `.serial` writing; nil for `.concurrent`.
    private let serialWriter: NSManagedObjectContext?

    /// Where the stores live.
    {{ model.access }}enum Storage: Swift.Sendable, Swift.Hashable {
        /// SQLite files in this directory, one per store, named after the model (and the configuration, when the model
        /// has a store per configuration): see `stores`.
        case sqlite(directory: Foundation.URL)
        /// In memory, gone when the store is released: for tests and previews. A single store is a SQLite store at
        /// `/dev/null`, as Apple recommends (WWDC18 "Core Data Best Practices",
        /// https://developer.apple.com/videos/play/wwdc2018/224/): it behaves as the SQLite store does. Several
        /// stores cannot share that URL, so each is an `NSInMemoryStoreType` store.{% if model.usesCloudKit %} Nothing syncs with CloudKit.{% endif %}

        case inMemory

        /// SQLite files in the container's default directory (Application Support), as `NSPersistentContainer` does.
        {{ model.access }}static var defaultDirectory: Storage { .sqlite(directory: {{ containerClass }}.defaultDirectoryURL()) }
    }

    /// How background work is done.
    {{ model.access }}enum BackgroundWriting: Swift.Sendable, Swift.Hashable {
        /// One private-queue context runs every background task, one after another. Saves never conflict with each
        /// other, and each task starts from what the store holds (the context is reset after every task).
        case serial
        /// Each task gets a new private-queue context, and tasks run in parallel. The cost: two tasks that change
        /// the same object conflict when the second saves, and the merge policy decides property by property which
        /// change is kept (the later save's); saves still take turns at the store, so only reading and computing
        /// overlap; and every task pays for a new context and its row cache.
        case concurrent
    }
{% if model.usesCloudKit %}

    /// Which CloudKit container the stores marked "Used with CloudKit" sync with.
    {{ model.access }}enum CloudKitSync: Swift.Sendable, Swift.Hashable {
        /// The first iCloud container of the app's entitlements, as `NSPersistentCloudKitContainer` chooses by
        /// default.
        case automatic
        /// The CloudKit container with this identifier (`iCloud.com.example.App`).
        case container(Swift.String)
        /// No sync: the stores stay on this device.
        case disabled
    }
{% endif %}

    /// Why a store cannot be created.
    {{ model.access }}enum LoadError: Swift.Error, Swift.Equatable {
        /// The bundle has no compiled model `{{ model.name|swiftComment }}.momd` or `{{ model.name|swiftComment }}.mom` (its path is given).
        case modelNotFound(bundlePath: Swift.String)
        /// The compiled model at this URL cannot be read.
        case modelUnreadable(Foundation.URL)
    }

    /// A store with the model `{{ model.name|swiftComment }}` of `bundle` (the main bundle, a framework's `Bundle(for:)`, or
    /// `Bundle.module` for a SwiftPM resource), loaded once per process. `configureStore` is called with each store's
    /// description before the stores load (its `configuration` tells which store it is): set options there (file
    /// protection, persistent history{% if model.usesCloudKit %}, the CloudKit database's scope{% endif %}).
{% if model.migrations %}
    /// A store of an older version of the model migrates to the current one as it loads (`{{ model.migrations.typeName }}`,
    /// in {{ model.swiftFileName|swiftComment }}+Migrations.swift{% if model.migrations.customSteps %}; `migrationHandlers` does the custom stages{% endif %}).
{% endif %}
    {{ model.access }}convenience init(
        bundle: Foundation.Bundle = .main, storage: Storage = .defaultDirectory, writing: BackgroundWriting = .serial{% if model.usesCloudKit %},
        cloudKit: CloudKitSync = .automatic{% endif %},
{% if model.migrations.customSteps %}
        migrationHandlers: any {{ model.migrations.handlersProtocolName }},
{% endif %}
        configureStore: (NSPersistentStoreDescription) throws -> Swift.Void = { _ in }
    ) throws {
        try self.init(
            model: Self.model(in: bundle), storage: storage, writing: writing{% if model.usesCloudKit %}, cloudKit: cloudKit{% endif %},
            configureStore:{% if model.migrations %} { description in
                if storage != .inMemory {
                    try Self.prepareMigration(description, bundle: bundle{% if model.migrations.customSteps %}, handlers: migrationHandlers{% endif %})
                }
                try configureStore(description)
            }{% else %} configureStore{% endif %})
    }
{% if model.migrations %}

    /// Before a SQLite store loads, on macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1 and later: the steps of its
    /// migration up to the last mapping model run now, and the staged rest as it loads, with the manager in its
    /// options (`NSPersistentStoreStagedMigrationManagerOptionKey`). Earlier systems have no staged migration: there
    /// Core Data migrates a store of an older version by inference alone (`shouldInferMappingModelAutomatically`), and
    /// a store whose path needs a custom stage or a mapping model fails to load with Core Data's error.
{% set handlersParameter %}{% if model.migrations.customSteps %}, handlers: any {{ model.migrations.handlersProtocolName }}{% endif %}{% endset %}
    private static func prepareMigration(
        _ description: NSPersistentStoreDescription, bundle: Foundation.Bundle{{ handlersParameter }}
    ) throws {
        guard #available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *), let url = description.url else { return }
        if let staged = try {{ model.migrations.typeName }}.prepareStore(
            at: url, configuration: description.configuration, in: bundle{% if model.migrations.customSteps %}, handlers: handlers{% endif %})
        {
            description.setOption(staged.manager, forKey: NSPersistentStoreStagedMigrationManagerOptionKey)
        }
    }
{% endif %}

    /// A store with a model the caller has (built in code, or loaded once elsewhere). Give every store of the
    /// process the same model instance: two instances of one model make Core Data warn that several entity
    /// descriptions claim each class, and `Entity.entity()` becomes ambiguous. `configureStore`: as above.
    {{ model.access }}init(
        model: NSManagedObjectModel, storage: Storage = .defaultDirectory, writing: BackgroundWriting = .serial{% if model.usesCloudKit %},
        cloudKit: CloudKitSync = .automatic{% endif %},
        configureStore: (NSPersistentStoreDescription) throws -> Swift.Void = { _ in }
    ) throws {
{% if model.valueTransformers %}
        _ = Self.valueTransformersRegistered
{% endif %}
        let container = {{ containerClass }}(name: Self.modelName, managedObjectModel: model)
{% if model.usesCloudKit %}
        let cloudKitContainer: Swift.String?
        switch cloudKit {
        case .automatic:
            // The description the container made for itself names the entitlements' container.
            cloudKitContainer = container.persistentStoreDescriptions.first?.cloudKitContainerOptions?.containerIdentifier
        case let .container(identifier): cloudKitContainer = identifier
        case .disabled: cloudKitContainer = nil
        }
{% endif %}
        // The descriptions are set, and configured, before the stores load, as Core Data requires
        // (https://developer.apple.com/documentation/coredata/nspersistentcontainer/persistentstoredescriptions).
        container.persistentStoreDescriptions = try Self.stores.map { store in
            let description = Self.storeDescription(store, storage: storage)
{% if model.usesCloudKit %}
            if store.usesCloudKit, storage != .inMemory, let cloudKitContainer {
                description.cloudKitContainerOptions = NSPersistentCloudKitContainerOptions(containerIdentifier: cloudKitContainer)
            }
{% endif %}
            try configureStore(description)
            return description
        }
        // Synchronous (shouldAddStoreAsynchronously is false): the handler has run for every store when this returns.
        var errors: [any Swift.Error] = []
        container.loadPersistentStores { _, error in
            if let error { errors.append(error) }
        }
        if let error = errors.first { throw error }

        // The view context sees what background contexts save, and its own unsaved edits win over them property by
        // property (https://developer.apple.com/documentation/coredata/nsmanagedobjectcontext/automaticallymergeschangesfromparent,
        // https://developer.apple.com/documentation/coredata/nsmergepolicy/mergebypropertyobjecttrump).
        // Set here, before the context is shared.
        container.viewContext.automaticallyMergesChangesFromParent = true
        container.viewContext.mergePolicy = NSMergePolicy.mergeByPropertyObjectTrump
        container.viewContext.name = "viewContext"
        self.container = container
        self.writing = writing
        serialWriter = writing == .serial ? Self.makeWritingContext(container, name: "serialWriter") : nil
    }

    /// The main queue's context, for the UI. Its changes reach the store when it is saved (`save()`).
    @MainActor {{ model.access }}var viewContext: NSManagedObjectContext { container.viewContext }

    /// Saves the view context if it has changes; throws what Core Data reports (validation, conflicts, I/O).
    @MainActor {{ model.access }}func save() throws {
        try Self.save(viewContext)
    }

    /// Saves `context` if it has changes (on the context's queue: inside `performBackgroundTask` or `perform`).
    {{ model.access }}static func save(_ context: NSManagedObjectContext) throws {
        guard context.hasChanges else { return }
        try context.save()
    }

    /// The object `id` names in `context`, as a `T` (on the context's queue): the object the context has registered,
    /// else the store's, through `existingObject(with:)`, which throws when the store has none
    /// (https://developer.apple.com/documentation/coredata/nsmanagedobjectcontext/existingobject(with:)); and
    /// `{{ model.errorTypeName }}.objectOfAnotherClass` when the object is not a `T`.
    {{ model.access }}static func object<T: NSManagedObject>(
        with id: NSManagedObjectID, as type: T.Type = T.self, in context: NSManagedObjectContext
    ) throws -> T {
        let object = try context.existingObject(with: id)
        guard let typed = object as? T else {
            throw {{ model.errorTypeName }}.objectOfAnotherClass(
                expected: String(describing: type), entity: object.entity.name ?? "")
        }
        return typed
    }

    /// Runs `task` on a background context and returns what it returns; what it throws is rethrown. Save inside
    /// the task (`try {{ model.swiftName }}Store.save(context)`): unsaved changes are discarded when it ends, as with
    /// `NSPersistentContainer.performBackgroundTask` (https://developer.apple.com/documentation/coredata/nspersistentcontainer/performbackgroundtask(_:)-25nok).
    /// `.serial` writing runs the tasks one after another on one context; `.concurrent` gives each a new one.
    /// Managed objects stay inside the task: return values, or object IDs (`Result` is `Sendable`).
    {{ model.access }}func performBackgroundTask<Result: Swift.Sendable>(
        _ task: @escaping @Sendable (NSManagedObjectContext) throws -> Result
    ) async rethrows -> Result {
        let context = serialWriter ?? Self.makeWritingContext(container, name: "concurrentWriter")
        return try await context.perform {
            // Every task starts from the store, and nothing a failed task left unsaved reaches the next one.
            defer { context.reset() }
            return try task(context)
        }
    }

    /// A private-queue context whose saves win over the store's values property by property.
    /// (https://developer.apple.com/documentation/coredata/nspersistentcontainer/newbackgroundcontext())
    private static func makeWritingContext(_ container: {{ containerClass }}, name: Swift.String) -> NSManagedObjectContext {
        let context = container.newBackgroundContext()
        context.mergePolicy = NSMergePolicy.mergeByPropertyObjectTrump
        context.name = name
        return context
    }

    // MARK: - Stores

    /// A store of the model: a configuration, its SQLite file name, and whether it syncs with CloudKit.
    private struct Store: Swift.Sendable {
        let configuration: Swift.String?
        let fileName: Swift.String
        let usesCloudKit: Swift.Bool
    }

    private static let stores = [
{% for store in model.stores %}
        Store(configuration:{% if store.configurationNameLiteral %} {{ store.configurationNameLiteral }}{% else %} nil{% endif %}, fileName: {{ store.fileNameLiteral }}, usesCloudKit: {{ store.usesCloudKit }}),
{% endfor %}
    ]

    /// https://developer.apple.com/documentation/coredata/nspersistentstoredescription
    private static func storeDescription(_ store: Store, storage: Storage) -> NSPersistentStoreDescription {
        let description: NSPersistentStoreDescription
        switch storage {
        case let .sqlite(directory):
            description = NSPersistentStoreDescription(url: directory.appendingPathComponent(store.fileName))
            description.type = NSSQLiteStoreType
{% if model.usesCloudKit %}
            // CloudKit needs persistent history; every store of the model keeps it, so that a store opened with
            // sync off is never opened without history (Core Data would then open it read-only).
            // https://developer.apple.com/documentation/coredata/setting-up-core-data-with-cloudkit
            description.setOption(NSNumber(value: true), forKey: NSPersistentHistoryTrackingKey)
            description.setOption(NSNumber(value: true), forKey: NSPersistentStoreRemoteChangeNotificationPostOptionKey)
{% endif %}
        case .inMemory where stores.count == 1:
            description = NSPersistentStoreDescription(url: Foundation.URL(fileURLWithPath: "/dev/null"))
            description.type = NSSQLiteStoreType
        case .inMemory:
            description = NSPersistentStoreDescription(url: Foundation.URL(fileURLWithPath: "/dev/null").appendingPathComponent(store.fileName))
            description.type = NSInMemoryStoreType
        }
        description.configuration = store.configuration
        description.shouldAddStoreAsynchronously = false
        description.shouldMigrateStoreAutomatically = true
        description.shouldInferMappingModelAutomatically = true
        return description
    }

    // MARK: - The model, loaded once per process

    /// The compiled model in `bundle`, loaded the first time it is asked for and shared afterwards, by URL: every
    /// store of the process then uses one model, which Core Data needs (a second copy of a model makes each class
    /// claimed by two entity descriptions).
    {{ model.access }}static func model(in bundle: Foundation.Bundle = .main) throws -> NSManagedObjectModel {
        guard let url = bundle.url(forResource: modelName, withExtension: "momd")
            ?? bundle.url(forResource: modelName, withExtension: "mom")
        else { throw LoadError.modelNotFound(bundlePath: bundle.bundlePath) }
        return try models.model(at: url)
    }

    private static let models = ModelCache()

    /// Loaded models by URL. `@unchecked Sendable` is safe: `models` is only read and written with `lock` held, and
    /// a model is never changed after it is loaded (a model in use by a coordinator must not be edited:
    /// https://developer.apple.com/documentation/coredata/nsmanagedobjectmodel).
    private final class ModelCache: @unchecked Swift.Sendable {
        private let lock = Foundation.NSLock()
        private var models: [Foundation.URL: NSManagedObjectModel] = [:]

        func model(at url: Foundation.URL) throws -> NSManagedObjectModel {
            lock.lock()
            defer { lock.unlock() }
            if let model = models[url] { return model }
{% if model.valueTransformers %}
            // Core Data finds a transformable attribute's transformer by name: registered before the model loads.
            _ = {{ model.swiftName }}Store.valueTransformersRegistered
{% endif %}
            guard let model = NSManagedObjectModel(contentsOf: url) else { throw LoadError.modelUnreadable(url) }
            models[url] = model
            return model
        }
    }
{% if model.valueTransformers %}

    /// Registers the model's value transformers, once per process.
    private static let valueTransformersRegistered: Swift.Void = {{ model.swiftName }}ValueTransformers.register()
{% endif %}
}
{% include "_model-actor.stencil" %}

"""#,
            ],
            "swiftdata": [
                "_class-extension.stencil": #"""
{% if class.enumAccessors or class.fetchDescriptors %}

nonisolated extension {{ class.className }} {
{% for accessor in class.enumAccessors %}
    /// `{{ accessor.storedName|swiftComment }}` as its enum. `#Predicate` cannot read computed properties: compare
    /// `{{ accessor.storedName|swiftComment }}` with a case's `rawValue` there.
    {{ model.access }}var {{ accessor.swiftName }}: {{ accessor.type }} {
        get { {%+ if accessor.storedIsOptional %}{{ accessor.storedName }}.flatMap { {{ accessor.enumName }}(rawValue: $0) }{% else %}{{ accessor.enumName }}(rawValue: {{ accessor.storedName }}){% endif %}{% if accessor.fallback +%} ?? {{ accessor.fallback }}{% endif +%} }
        set { {{ accessor.storedName }} = newValue{% if accessor.isOptional %}?{% endif %}.rawValue }
    }
{% if not forloop.last or class.fetchDescriptors %}

{% endif %}
{% endfor %}
{% for descriptor in class.fetchDescriptors %}
    /// The model's fetch request template {{ descriptor.name|swiftComment }}.
    {{ model.access }}static func {{ descriptor.functionName }}({% for parameter in descriptor.parameters %}{{ parameter.swiftName }}: {{ parameter.type }}{% if not forloop.last %}, {%+ endif %}{% endfor %}) -> FetchDescriptor<{{ class.className }}> {
{% for line in descriptor.prelude %}
        {{ line }}
{% endfor %}
        {%+ if descriptor.fetchLimit %}var descriptor = {%+ else %}return {%+ endif %}FetchDescriptor<{{ class.className }}>({% if descriptor.predicateBody %}predicate: #Predicate<{{ class.className }}> { {{ descriptor.closureParameter }} in
            {{ descriptor.predicateBody }}
        }{% endif %})
{% if descriptor.fetchLimit %}
        descriptor.fetchLimit = {{ descriptor.fetchLimit }}
        return descriptor
{% endif %}
    }
{% if not forloop.last %}

{% endif %}
{% endfor %}
}
{% endif %}

"""#,
                "_codable.stencil": #"""

    private enum CodingKeys: String, CodingKey {
{% for property in class.coding.properties %}
        case {{ property.swiftName }} = {{ property.keyLiteral }}
{% endfor %}
    }

    {{ model.access }}required init(from decoder: any Decoder) throws {
{% if class.coding.properties %}
        let container = try decoder.container(keyedBy: CodingKeys.self)
{% endif %}
{% for property in class.coding.properties %}
{% if property.isOptional %}
        {{ property.swiftName }} = try container.decodeIfPresent({{ property.valueType }}.self, forKey: .{{ property.swiftName }})
{% elif property.defaultValue %}
        {{ property.swiftName }} = try container.decodeIfPresent({{ property.valueType }}.self, forKey: .{{ property.swiftName }}) ?? {{ property.defaultValue }}
{% else %}
        {{ property.swiftName }} = try container.decode({{ property.valueType }}.self, forKey: .{{ property.swiftName }})
{% endif %}
{% endfor %}
{% if class.coding.hasCodableSuperclass %}
        try super.init(from: decoder)
{% endif %}
    }

    {{ model.access }}{% if class.coding.hasCodableSuperclass %}override {%+ endif %}func encode(to encoder: any Encoder) throws {
{% if class.coding.hasCodableSuperclass %}
        try super.encode(to: encoder)
{% endif %}
{% if class.coding.properties %}
        var container = encoder.container(keyedBy: CodingKeys.self)
{% endif %}
{% for property in class.coding.properties %}
        try container.encode{% if property.isOptional %}IfPresent{% endif %}({{ property.swiftName }}, forKey: .{{ property.swiftName }})
{% endfor %}
    }

"""#,
                "_composite.stencil": #"""
/// The composite {{ composite.name|swiftComment }}. SwiftData stores a property of this type as a composite attribute, as
/// Core Data does: its elements by the names `CodingKeys` gives, a nested composite nested.
nonisolated {{ model.access }}struct {{ composite.typeName }}: Swift.Codable{% if composite.isSendable %}, Swift.Sendable{% endif %}{% if composite.isHashable %}, Swift.Hashable{% elif composite.isEquatable %}, Swift.Equatable{% endif %} {
{% for element in composite.elements %}
    {{ model.access }}var {{ element.swiftName }}: {{ element.swiftType }}
{% endfor %}

{% if composite.elements %}
    {{ model.access }}init(
{% for element in composite.elements %}
        {{ element.swiftName }}: {{ element.swiftType }}{% if element.defaultValue %} = {{ element.defaultValue }}{% endif %}{% if not forloop.last %},{% endif +%}
{% endfor %}
    ) {
{% for element in composite.elements %}
        self.{{ element.swiftName }} = {{ element.swiftName }}
{% endfor %}
    }

    /// The elements' names in the model: the keys SwiftData stores the values under.
    private enum CodingKeys: Swift.String, Swift.CodingKey {
{% for element in composite.elements %}
        case {{ element.swiftName }} = {{ element.nameLiteral }}
{% endfor %}
    }
{% else %}
    {{ model.access }}init() {}
{% endif %}
}

"""#,
                "_composites.stencil": #"""
{% for composite in model.swiftData.composites %}

{% include "_composite.stencil" %}
{% endfor %}

"""#,
                "_imports.stencil": #"""
{% for module in model.swiftData.imports %}
import {{ module }}
{% endfor %}

"""#,
                "_model-class.stencil": #"""
{% for line in class.documentation %}
/// {{ line|swiftComment }}
{% endfor %}
{% if class.isAbstract %}
///
/// Abstract in the model: create objects of its subclasses. SwiftData has no abstract classes.
{% endif %}
@Model
nonisolated {{ model.access }}{% if class.isFinal %}final {%+ endif %}class {{ class.className }}{% if class.superclassName %}: {{ class.superclassName }}{% elif class.coding %}: Codable{% endif %} {
{% for property in class.properties %}
{% for line in property.documentation %}
    /// {{ line|swiftComment }}
{% endfor %}
    {%+ if property.macro %}@{{ property.macro }}{% if property.macroArguments %}({{ property.macroArguments|join:", " }}){% endif %} {%+ endif %}{{ model.access }}var {{ property.swiftName }}: {{ property.type }}{% if property.initialValue %} = {{ property.initialValue }}{% endif +%}
{% endfor %}
{% if class.uniqueKeyPaths %}

    #Unique<{{ class.className }}>({{ class.uniqueKeyPaths }})
{% endif %}
{% if class.indexKeyPaths %}

    #Index<{{ class.className }}>({{ class.indexKeyPaths }})
{% endif %}

    {{ model.access }}{% if class.initializer.isOverride %}override {%+ endif %}init({% for parameter in class.initializer.parameters %}{{ parameter.swiftName }}: {{ parameter.type }}{% if parameter.defaultValue %} = {{ parameter.defaultValue }}{% endif %}{% if not forloop.last %}, {%+ endif %}{% endfor %}) {
{% for assignment in class.initializer.assignments %}
        self.{{ assignment.property }} = {{ assignment.property }}{% if assignment.storesRawValue %}{% if assignment.isOptional %}?{% endif %}.rawValue{% endif +%}
{% endfor %}
{% if class.initializer.superParameterNames %}
        super.init({% for name in class.initializer.superParameterNames %}{{ name }}: {{ name }}{% if not forloop.last %}, {%+ endif %}{% endfor %})
{% elif class.superclassName %}
        super.init()
{% endif %}
    }
{% if class.coding %}
{% include "_codable.stencil" %}
{% endif %}
}

"""#,
                "_model-declarations.stencil": #"""
{% for alias in model.typealiases %}

{{ model.access }}typealias {{ alias.name }} = {{ alias.type }}
{% endfor %}
{% for enum in model.enums %}

nonisolated {{ model.access }}enum {{ enum.name }}: {{ enum.rawType }}, CaseIterable, Codable, Sendable {
{% for case in enum.cases %}
    case {{ case.name }} = {{ case.rawValue }}
{% endfor %}
}
{% endfor %}
{% include "_composites.stencil" %}

"""#,
                "human.swift.stencil": #"""
// Created by mogen from {{ model.fileName|swiftComment }}. This file is yours: mogen creates it once and never changes it.
// The stored properties and the initializer are in {{ class.machineFileName|swiftComment }}.

{% include "_imports.stencil" %}

extension {{ class.className }} {
}

"""#,
                "machine.swift.stencil": #"""
{% include "_header.stencil" %}

{% include "_imports.stencil" %}

{% include "_model-class.stencil" %}
{% include "_class-extension.stencil" %}

"""#,
                "model.swift.stencil": #"""
{% include "_header.stencil" %}

{% include "_imports.stencil" %}
{% include "_model-declarations.stencil" %}
{% include "_value-transformers.stencil" %}

"""#,
                "schema.swift.stencil": #"""
{% include "_header.stencil" %}

{% include "_imports.stencil" %}
{% for version in model.swiftData.versions %}

/// Version {{ version.versionName|swiftComment }} of the {{ model.name|swiftComment }} model{% if version.isCurrent %}, the current one: its classes are the top-level ones{% endif %}.
nonisolated {{ model.access }}enum {{ version.typeName }}: SwiftData.VersionedSchema {
    {{ model.access }}static let versionIdentifier = SwiftData.Schema.Version({{ version.versionIdentifier }})

    {{ model.access }}static var models: [any SwiftData.PersistentModel.Type] {
        [{% for name in version.classNames %}{{ name }}.self{% if not forloop.last %}, {%+ endif %}{% endfor %}]
    }
{% for class in version.classes %}

{% filter indent:4," ",true %}
{% include "_model-class.stencil" %}
{% endfilter %}
{% endfor %}
{% for composite in version.composites %}

{% filter indent:4," ",true %}
{% include "_composite.stencil" %}
{% endfilter %}
{% endfor %}
}
{% endfor %}
{% if model.swiftData.migrationPlanTypeName %}

/// How a store of an earlier version of the {{ model.name|swiftComment }} model becomes one of the current version, a stage per
/// pair of consecutive versions.
nonisolated {{ model.access }}enum {{ model.swiftData.migrationPlanTypeName }}: SwiftData.SchemaMigrationPlan {
    {{ model.access }}static var schemas: [any SwiftData.VersionedSchema.Type] {
        [{% for version in model.swiftData.versions %}{{ version.typeName }}.self{% if not forloop.last %}, {%+ endif %}{% endfor %}]
    }

    {{ model.access }}static var stages: [SwiftData.MigrationStage] {
        [
{% for stage in model.swiftData.migrationStages %}
{% if stage.isLightweight %}
            .lightweight(fromVersion: {{ stage.fromTypeName }}.self, toVersion: {{ stage.toTypeName }}.self),
{% else %}
            // TODO: Core Data cannot infer this migration: {{ stage.reason|swiftComment }}. This stage runs Core Data's inferred
            // migration between willMigrate and didMigrate, so it fails as it is: {{ stage.advice|swiftComment }}.
            .custom(fromVersion: {{ stage.fromTypeName }}.self, toVersion: {{ stage.toTypeName }}.self, willMigrate: nil, didMigrate: nil),
{% endif %}
{% endfor %}
        ]
    }
}
{% endif %}

{# The body of a container factory: a configuration per store of `stores`. #}
{% macro containerBody stores %}
        let configuration = configurationMaker(
            inMemory: inMemory, storeDirectory: storeDirectory, storeURLs: storeURLs, cloudKitContainer: cloudKitContainer)
        return try SwiftData.ModelContainer(
            for: schema, {%+ if model.swiftData.migrationPlanTypeName %}migrationPlan: {{ model.swiftData.migrationPlanTypeName }}.self, {%+ endif %}configurations:
{% for store in stores %}
            configuration(
                {%+ if store.nameLiteral %}{{ store.nameLiteral }}{% else %}nil{% endif %}, [{% for name in store.classNames %}{{ name }}.self{% if not forloop.last %}, {%+ endif %}{% endfor %}],
                {{ store.fileNameLiteral }}, {%+ if store.usesCloudKit %}true{% else %}false{% endif %}){% if not forloop.last %},{% endif +%}
{% endfor %}
        )
{% endmacro %}
/// The {{ model.name|swiftComment }} model's SwiftData container.
nonisolated {{ model.access }}enum {{ model.swiftData.containerTypeName }} {
    /// A container for the model's classes. Its store is where Core Data's `NSPersistentContainer` (and
    /// `NSPersistentCloudKitContainer`) keeps one by default, under the same name ({% for store in model.swiftData.stores %}{{ store.fileNameLiteral }}{% endfor %}), so an app that used
    /// Core Data opens its existing data.
    ///
    /// - Parameters:
    ///   - inMemory: keep everything in memory, for previews and tests.
    ///   - storeDirectory: where the store file is; the Application Support directory when nil.
    ///   - storeURLs: the store file of a configuration, by its name (`"Default"` for the model's own), where the app
    ///     keeps it elsewhere; `storeDirectory` is then not used for it.
    ///   - cloudKitContainer: the CloudKit container to sync with{% if model.swiftData.usesCloudKit %}; the first of the app's entitlements when nil{% else %}, for stores the model marks "Used with CloudKit"{% endif %}.
    {{ model.access }}static func makeContainer(
        inMemory: Bool = false, storeDirectory: Foundation.URL? = nil, storeURLs: [String: Foundation.URL] = [:],
        cloudKitContainer: String? = nil
    ) throws -> SwiftData.ModelContainer {
{% call containerBody model.swiftData.stores %}
    }
{% if model.swiftData.stackStores %}

    /// A container whose stores are those of the Core Data stack mogen generates (`--stack`): one per configuration,
    /// each in its own file ({% for store in model.swiftData.stackStores %}{{ store.fileNameLiteral }}{% if not forloop.last %}, {%+ endif %}{% endfor %}). An app on a plain
    /// `NSPersistentContainer` keeps one store: use `makeContainer`. The parameters are `makeContainer`'s.
    {{ model.access }}static func makeContainerForStackStores(
        inMemory: Bool = false, storeDirectory: Foundation.URL? = nil, storeURLs: [String: Foundation.URL] = [:],
        cloudKitContainer: String? = nil
    ) throws -> SwiftData.ModelContainer {
{% call containerBody model.swiftData.stackStores %}
    }
{% endif %}

    /// The schema of the model's current version.
    private static var schema: SwiftData.Schema {
{% if model.swiftData.versions %}
{% for version in model.swiftData.versions %}
{% if version.isCurrent %}
        SwiftData.Schema(versionedSchema: {{ version.typeName }}.self)
{% endif %}
{% endfor %}
{% else %}
        SwiftData.Schema([{% for class in model.swiftData.classes %}{{ class.className }}.self{% if not forloop.last %}, {%+ endif %}{% endfor %}])
{% endif %}
    }

    /// Makes the configuration of a store from its name, classes, file name and whether it syncs. The value
    /// transformers the attributes name are registered first: they must be before a store is read.
    private static func configurationMaker(
        inMemory: Bool, storeDirectory: Foundation.URL?, storeURLs: [String: Foundation.URL], cloudKitContainer: String?
    ) -> (String?, [any SwiftData.PersistentModel.Type], String, Bool) -> SwiftData.ModelConfiguration {
{% if model.valueTransformers %}
        {{ model.valueTransformersTypeName }}.register()
{% endif %}
        let directory = storeDirectory ?? Foundation.URL.applicationSupportDirectory
        let cloudKit: SwiftData.ModelConfiguration.CloudKitDatabase = cloudKitContainer.map { .private($0) } ?? .automatic
        return { name, types, file, syncs in
            inMemory
                ? SwiftData.ModelConfiguration(name, schema: SwiftData.Schema(types), isStoredInMemoryOnly: true, cloudKitDatabase: .none)
                : SwiftData.ModelConfiguration(
                    name, schema: SwiftData.Schema(types), url: storeURLs[name ?? "Default"] ?? directory.appendingPathComponent(file),
                    cloudKitDatabase: syncs ? cloudKit : .none)
        }
    }
}

"""#,
                "single-entity.swift.stencil": #"""

// MARK: - {{ class.className|swiftComment }}

{% include "_model-class.stencil" %}
{% include "_class-extension.stencil" %}

"""#,
                "single.swift.stencil": #"""
{% include "_header.stencil" %}

{% include "_imports.stencil" %}
{% include "_model-declarations.stencil" %}
{% include "_value-transformers.stencil" %}
{% for part in entityParts %}{{ part }}{% endfor %}

"""#,
            ],
            "swiftgen-swift5": [
                "single.swift.stencil": #"""
{#
  mogen's rendition of SwiftGen 6.6.3's Core Data output (its `swift5` template, whose `swift4` twin writes the same
  bytes), rendered with the SwiftGen context (`models`, `param`): Docs/SwiftGenContext.md. One file for the model:
  an NSManagedObject subclass per entity, in entity-name order, with KVC accessors for to-many relationships and a
  method per fetch request template. Parameters: `publicAccess`, `generateObjcName`, `extraImports` (a name or a
  list). Each section below is a macro; the file's body at the end calls them.
#}
{%- macro importLines %}
{% if param.extraImports %}
{% for module in param.extraImports %}
import {{ module }}
{% empty %}
import {{ param.extraImports }}
{% endfor %}
{% endif %}
{% endmacro %}
{#
  A RawRepresentable attribute (userInfo RawType): stored as its raw value. `unwrapOptional` makes it non-optional
  (a value that does not convert stops the program); `nonOptionalInit` is for an OptionSet, whose init(rawValue:)
  cannot fail.
#}
{%- macro rawRepresentableAccessor attribute rawType required %}
  {{ visibility }} var {{ attribute.name }}: {{ rawType }}{% if not required %}?{% endif %} {
    get {
      let key = {{ attribute.name|swiftString }}
      willAccessValue(forKey: key)
      defer { didAccessValue(forKey: key) }

      guard let value = primitiveValue(forKey: key) as? {{ rawType }}.RawValue else {
        {%+ if required %}fatalError("Could not convert value for key '\(key)' to type '{{ rawType|swiftStringContent }}.RawValue'"){% else %}return nil{% endif +%}
      }
      {% if required and not attribute.userInfo.nonOptionalInit %}
      guard let result = {{ rawType }}(rawValue: value) else {
        fatalError("Could not convert value for key '\(key)' to type '{{ rawType|swiftStringContent }}'")
      }
      return result
      {% else %}
      return {{ rawType }}(rawValue: value)
      {% endif %}
    }
    {% if not attribute.isDerived %}
    set {
      let key = {{ attribute.name|swiftString }}
      willChangeValue(forKey: key)
      defer { didChangeValue(forKey: key) }

      setPrimitiveValue(newValue{% if not required %}?{% endif %}.rawValue, forKey: key)
    }
    {% endif %}
  }
{% endmacro %}
{# An optional scalar: Objective-C has no optional Int16, so it cannot be @NSManaged. #}
{%- macro optionalScalarAccessor attribute %}
  {{ visibility }} var {{ attribute.name }}: {{ attribute.typeName }}? {
    get {
      let key = {{ attribute.name|swiftString }}
      willAccessValue(forKey: key)
      defer { didAccessValue(forKey: key) }

      return primitiveValue(forKey: key) as? {{ attribute.typeName }}
    }
    {% if not attribute.isDerived %}
    set {
      let key = {{ attribute.name|swiftString }}
      willChangeValue(forKey: key)
      defer { didChangeValue(forKey: key) }

      setPrimitiveValue(newValue, forKey: key)
    }
    {% endif %}
  }
{% endmacro %}
{# A derived attribute: Core Data computes it, so it is read-only. #}
{%- macro derivedAccessor attribute %}
  {{ visibility }} var {{ attribute.name }}: {{ attribute.typeName }}{% if attribute.isOptional %}?{% endif %} {
    let key = {{ attribute.name|swiftString }}
    willAccessValue(forKey: key)
    defer { didAccessValue(forKey: key) }

    {% if attribute.isOptional %}
    return primitiveValue(forKey: key) as? {{ attribute.typeName }}
    {% else %}
    guard let value = primitiveValue(forKey: key) as? {{ attribute.typeName }} else {
      fatalError("Could not convert value for key '\(key)' to type '{{ attribute.typeName|swiftStringContent }}'")
    }
    return value
    {% endif %}
  }
{% endmacro %}
{% macro attributeDeclaration attribute %}
{% if attribute.userInfo.RawType %}
{% call rawRepresentableAccessor attribute attribute.userInfo.RawType attribute.userInfo.unwrapOptional %}
{% elif attribute.usesScalarValueType and attribute.isOptional %}
{% call optionalScalarAccessor attribute %}
{% elif attribute.isDerived %}
{% call derivedAccessor attribute %}
{% else %}
  @NSManaged {{ visibility }} var {{ attribute.name }}: {{ attribute.typeName }}{% if attribute.isOptional %}?{% endif +%}
{% endif %}
{% endmacro %}
{# Relationships and fetched properties name their destination's class; an entity unknown to the model is NSManagedObject. #}
{%- macro relationshipDeclaration relationship %}
{% set target %}{{ model.entities[relationship.destinationEntity].className|default:"NSManagedObject" }}{% endset %}
  @NSManaged {{ visibility }} var {{ relationship.name }}: {%+ if not relationship.isToMany %}{{ target }}{% elif relationship.isOrdered %}NSOrderedSet{% else %}Set<{{ target }}>{% endif %}{% if relationship.isOptional %}?{% endif +%}
{% endmacro %}
{#
  The generated KVC accessors of a to-many relationship, always public as Core Data's own are. Ordered ones also get
  the indexed accessors.
#}
{%- macro toManyAccessors relationship owner %}
{% set target %}{{ model.entities[relationship.destinationEntity].className|default:"NSManagedObject" }}{% endset %}
{% set collection %}{% if relationship.isOrdered %}NSOrderedSet{% else %}Set<{{ target }}>{% endif %}{% endset %}
{% set key %}{{ relationship.name|upperFirstLetter }}{% endset %}
// MARK: Relationship {{ key|swiftComment }}

extension {{ owner }} {
  {% if relationship.isOrdered %}
  @objc(insertObject:in{{ key }}AtIndex:)
  @NSManaged public func insertInto{{ key }}(_ value: {{ target }}, at idx: Int)

  @objc(removeObjectFrom{{ key }}AtIndex:)
  @NSManaged public func removeFrom{{ key }}(at idx: Int)

  @objc(insert{{ key }}:atIndexes:)
  @NSManaged public func insertInto{{ key }}(_ values: [{{ target }}], at indexes: NSIndexSet)

  @objc(remove{{ key }}AtIndexes:)
  @NSManaged public func removeFrom{{ key }}(at indexes: NSIndexSet)

  @objc(replaceObjectIn{{ key }}AtIndex:withObject:)
  @NSManaged public func replace{{ key }}(at idx: Int, with value: {{ target }})

  @objc(replace{{ key }}AtIndexes:with{{ key }}:)
  @NSManaged public func replace{{ key }}(at indexes: NSIndexSet, with values: [{{ target }}])

  {% endif %}
  @objc(add{{ key }}Object:)
  @NSManaged public func addTo{{ key }}(_ value: {{ target }})

  @objc(remove{{ key }}Object:)
  @NSManaged public func removeFrom{{ key }}(_ value: {{ target }})

  @objc(add{{ key }}:)
  @NSManaged public func addTo{{ key }}(_ values: {{ collection }})

  @objc(remove{{ key }}:)
  @NSManaged public func removeFrom{{ key }}(_ values: {{ collection }})
}

{% endmacro %}
{#
  A fetch request template as a class method whose parameters are the predicate's substitution variables (sorted by
  name). It has no access modifier: SwiftGen's output leaves these internal even with publicAccess.
#}
{%- macro fetchMethod request owner %}
{% set resultElement %}{% if request.resultType == "Object" %}{{ owner }}{% elif request.resultType == "Object ID" %}NSManagedObjectID{% elif request.resultType == "Dictionary" %}[String: Any]{% endif %}{% endset %}
  class func fetch{{ request.name|upperFirstLetter }}(managedObjectContext: NSManagedObjectContext{% for variable, type in request.substitutionVariables %}, {{ variable|lowerFirstWord }}: {{ type }}{% endfor %}) throws -> [{{ resultElement }}] {
    guard let persistentStoreCoordinator = managedObjectContext.persistentStoreCoordinator else {
      fatalError("Managed object context has no persistent store coordinator for getting fetch request templates")
    }
    let model = persistentStoreCoordinator.managedObjectModel
    let substitutionVariables: [String: Any] = [
      {% for variable, type in request.substitutionVariables %}
      {{ variable|swiftString }}: {{ variable|lowerFirstWord }}{% if not forloop.last %},{% endif +%}
      {% empty %}
      :
      {% endfor %}
    ]

    guard let fetchRequest = model.fetchRequestFromTemplate(withName: {{ request.name|swiftString }}, substitutionVariables: substitutionVariables) else {
      fatalError("No fetch request template named '{{ request.name|swiftStringContent }}' found.")
    }

    guard let result = try managedObjectContext.fetch(fetchRequest) as? [{{ resultElement }}] else {
      fatalError("Unable to cast fetch result to correct result type.")
    }

    return result
  }

{% endmacro %}
{#
  One entity's class. `final` unless it is abstract or another entity inherits from it (`parentMarkers`); `override`
  on the class members when its parent is an entity with a class.
#}
{%- macro entityClass name entity className %}
{% set parentClass %}{{ model.entities[entity.superEntity].className|default:"NSManagedObject" }}{% endset %}
{% set parentMarker %}<{{ name }}>{% endset %}
{% set overrides %}{% if parentClass != "NSManagedObject" %}override {%+ endif %}{% endset %}
{% if param.generateObjcName %}
@objc({{ className }})
{% endif %}
{{ visibility }} {%+ if not entity.isAbstract and not parentMarkers|contains:parentMarker %}final {%+ endif %}class {{ className }}: {{ parentClass }} {
  {{ overrides }}{{ visibility }} class var entityName: String {
    return {{ entity.name|swiftString }}
  }

  {{ overrides }}{{ visibility }} class func entity(in managedObjectContext: NSManagedObjectContext) -> NSEntityDescription? {
    return NSEntityDescription.entity(forEntityName: entityName, in: managedObjectContext)
  }

  @available(*, deprecated, renamed: "makeFetchRequest", message: "To avoid collisions with the less concrete method in `NSManagedObject`, please use `makeFetchRequest()` instead.")
  @nonobjc {{ visibility }} class func fetchRequest() -> NSFetchRequest<{{ className }}> {
    return NSFetchRequest<{{ className }}>(entityName: entityName)
  }

  @nonobjc {{ visibility }} class func makeFetchRequest() -> NSFetchRequest<{{ className }}> {
    return NSFetchRequest<{{ className }}>(entityName: entityName)
  }

  // swiftlint:disable discouraged_optional_boolean discouraged_optional_collection implicit_getter
  {% for attribute in entity.attributes %}
  {% call attributeDeclaration attribute %}
  {% endfor %}
  {% for relationship in entity.relationships %}
  {% call relationshipDeclaration relationship %}
  {% endfor %}
  {% for fetchedProperty in entity.fetchedProperties %}
  @NSManaged {{ visibility }} var {{ fetchedProperty.name }}: [{{ model.entities[fetchedProperty.fetchRequest.entity].className|default:"NSManagedObject" }}]
  {% endfor %}
  // swiftlint:enable discouraged_optional_boolean discouraged_optional_collection implicit_getter
}

{% for relationship in entity.relationships where relationship.isToMany %}
{% call toManyAccessors relationship className %}
{% endfor %}
{% if model.fetchRequests[name].count > 0 %}
// MARK: Fetch Requests

extension {{ className }} {
  {% for request in model.fetchRequests[name] %}
  {% call fetchMethod request className %}
  {% endfor %}
}

{% endif %}
{% endmacro %}
// swiftlint:disable all
// Generated using SwiftGen — https://github.com/SwiftGen/SwiftGen

// swiftlint:disable superfluous_disable_command implicit_return
// swiftlint:disable sorted_imports
import CoreData
import Foundation
{% call importLines %}

// swiftlint:disable attributes file_length vertical_whitespace_closing_braces
// swiftlint:disable identifier_name line_length type_body_length
{% set visibility %}{% if param.publicAccess %}public{% else %}internal{% endif %}{% endset %}

{% for model in models %}
{#
  Every entity's parent name, each between < and >, collected once: a class is final only when no entity names it as
  parent, and one search of this text answers that without a loop over the entities for each of them.
#}
{%- set parentMarkers %}{% for otherName, other in model.entities %}<{{ other.superEntity }}>{% endfor %}{% endset %}
{% for name, entity in model.entities %}
{% set className %}{{ entity.className|default:"NSManagedObject" }}{% endset %}
// MARK: - {{ entity.name|swiftComment }}

{% if not entity.shouldGenerateCode %}
// Note: '{{ entity.name }}' has codegen enabled for Xcode, skipping code generation.

{% elif className|contains:"." %}
// Warning: '{{ className }}' cannot be a valid type name, skipping code generation.

{% else %}
{% call entityClass name entity className %}
{% endif %}
{% endfor %}
{% endfor %}
// swiftlint:enable identifier_name line_length type_body_length

"""#,
                "template-set.json": #"""
{
  "context": "swiftgen"
}

"""#,
            ],
        ]
        // Sets and files that are others under a second name (symbolic links in Templates/).
        let embedded = sets
        sets["mogenerator"]?["_header.stencil"] = embedded["swift"]?["_header.stencil"]
        sets["swiftdata"]?["_header.stencil"] = embedded["swift"]?["_header.stencil"]
        sets["swiftdata"]?["_value-transformers.stencil"] = embedded["swift"]?["_value-transformers.stencil"]
        sets["swiftgen-swift4"] = embedded["swiftgen-swift5"]
        return sets
    }()
}
