import Foundation

/// A model built with the stand-in classes, written as a model file's `contents`, with what the description classes
/// hold: mogen reads it again to compare it with the model it was generated from.
enum ModelXMLWriter {
    static func contents(of model: NSManagedObjectModel) -> String {
        let identifiers = model.versionIdentifiers.map { "\($0.base)" }.sorted().joined(separator: ",")
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8" standalone="yes"?>"#,
            element("model", [
                ("type", "com.apple.IDECoreDataModeler.DataModel"), ("documentVersion", "1.0"),
                ("userDefinedModelVersionIdentifier", identifiers.isEmpty ? nil : identifiers),
            ], close: false),
        ]
        for entity in model.entities { lines += self.entity(entity) }
        for entity in model.entities {
            for case let attribute as NSCompositeAttributeDescription in entity.properties {
                lines += composites(attribute, name: (entity.name ?? "") + "." + attribute.name)
            }
        }
        for name in model.fetchRequestTemplatesByName.keys.sorted() {
            if let request = model.fetchRequestTemplatesByName[name] { lines.append("    " + fetchRequest(request, name: name)) }
        }
        for name in model.configurations {
            lines.append("    " + element("configuration", [("name", name)], close: false))
            for entity in model.entities(forConfigurationName: name) ?? [] {
                lines.append("        " + element("memberEntity", [("name", entity.name ?? "")]))
            }
            lines.append("    </configuration>")
        }
        lines.append("</model>")
        return lines.joined(separator: "\n") + "\n"
    }

    static func entity(_ entity: NSEntityDescription) -> [String] {
        var attributes: [(String, String?)] = [
            ("name", entity.name), ("representedClassName", entity.managedObjectClassName),
            ("parentEntity", entity.superentity?.name), ("isAbstract", entity.isAbstract ? "YES" : nil),
            ("elementID", entity.renamingIdentifier), ("versionHashModifier", entity.versionHashModifier),
        ]
        attributes = attributes.filter { $0.1 != nil }
        var lines = ["    " + element("entity", attributes, close: false)]
        for property in entity.properties {
            switch property {
            case let attribute as NSAttributeDescription:
                lines += self.attribute(attribute, indent: "        ", owner: entity.name ?? "")
            case let relationship as NSRelationshipDescription: lines += self.relationship(relationship)
            case let fetched as NSFetchedPropertyDescription: lines += fetchedProperty(fetched)
            default: break
            }
        }
        for index in entity.indexes {
            lines.append("        " + element("fetchIndex", [("name", index.name)], close: false))
            for item in index.elements {
                lines.append("            " + element("fetchIndexElement", [
                    ("property", item.propertyName), ("type", item.collationType == .rTree ? "RTree" : "Binary"),
                    ("order", item.isAscending ? "ascending" : "descending"),
                ]))
            }
            lines.append("        </fetchIndex>")
        }
        if !entity.uniquenessConstraints.isEmpty {
            lines.append("        <uniquenessConstraints>")
            for constraint in entity.uniquenessConstraints {
                lines.append("            <uniquenessConstraint>")
                for name in constraint {
                    lines.append("                " + element("constraint", [("value", name as? String ?? "?")]))
                }
                lines.append("            </uniquenessConstraint>")
            }
            lines.append("        </uniquenessConstraints>")
        }
        lines += userInfo(entity.userInfo, indent: "        ")
        lines.append("    </entity>")
        return lines
    }

    /// The model's `<composite>` for a composite attribute, named after its owner (the description holds no name),
    /// and those of the composites among its elements.
    static func composites(_ attribute: NSCompositeAttributeDescription, name: String) -> [String] {
        var lines = ["    " + element("composite", [("name", name)], close: false)]
        var nested: [String] = []
        for item in attribute.elements {
            lines += self.attribute(item, indent: "        ", owner: name)
            if let composite = item as? NSCompositeAttributeDescription {
                nested += composites(composite, name: name + "." + item.name)
            }
        }
        return lines + ["    </composite>"] + nested
    }

    /// `owner` names the composite a composite attribute stands for: `Entity.attribute`.
    static func attribute(_ attribute: NSAttributeDescription, indent: String, owner: String) -> [String] {
        var values: [(String, String?)] = [
            ("name", attribute.name), ("optional", attribute.isOptional ? "YES" : nil),
            ("transient", attribute.isTransient ? "YES" : nil), ("attributeType", typeName(attribute.attributeType)),
            ("customClassName", attribute.attributeValueClassName), ("valueTransformerName", attribute.valueTransformerName),
            ("allowsExternalBinaryDataStorage", attribute.allowsExternalBinaryDataStorage ? "YES" : nil),
            ("allowsCloudEncryption", attribute.allowsCloudEncryption ? "YES" : nil),
            ("preserveAfterDeletion", attribute.preservesValueInHistoryOnDeletion ? "YES" : nil),
            ("spotlightIndexingEnabled", attribute.isIndexedBySpotlight ? "YES" : nil),
            ("elementID", attribute.renamingIdentifier), ("versionHashModifier", attribute.versionHashModifier),
        ]
        if let derived = attribute as? NSDerivedAttributeDescription {
            values.append(("derived", "YES"))
            values.append(("derivationExpression", derived.derivationExpression.map(PredicateFormat.text)))
        }
        switch attribute.defaultValue {
        case let date as Date: values.append(("defaultDateTimeInterval", "\(date.timeIntervalSinceReferenceDate)"))
        case let value?: values.append(("defaultValueString", defaultText(value)))
        case nil: break
        }
        if attribute is NSCompositeAttributeDescription { values.append(("composite", owner + "." + attribute.name)) }
        values += validation(attribute)
        var lines = [indent + element("attribute", values.filter { $0.1 != nil }, close: attribute.userInfo == nil)]
        if attribute.userInfo != nil {
            lines += userInfo(attribute.userInfo, indent: indent + "    ")
            lines.append(indent + "</attribute>")
        }
        return lines
    }

    /// The limits the validation predicates hold, told apart by their warnings.
    static func validation(_ property: NSPropertyDescription) -> [(String, String?)] {
        var values: [(String, String?)] = []
        for (predicate, warning) in zip(property.validationPredicates, property.validationWarnings) {
            guard let comparison = predicate as? NSComparisonPredicate, let warning = warning as? String else { continue }
            let constant = comparison.rightExpression.constantValue
            let text: String? = switch constant {
            case let date as Date: "\(date.timeIntervalSinceReferenceDate)"
            case let string as String: string
            case let value?: "\(value)"
            case nil: nil
            }
            let key: String? = switch warning {
            case "NSValidationNumberTooSmallError", "NSValidationStringTooShortError": "minValueString"
            case "NSValidationNumberTooLargeError", "NSValidationStringTooLongError": "maxValueString"
            case "NSValidationDateTooSoonError": "minDateTimeInterval"
            case "NSValidationDateTooLateError": "maxDateTimeInterval"
            case "NSValidationStringPatternMatchingError": "regularExpressionString"
            default: nil
            }
            if let key { values.append((key, text)) }
        }
        return values
    }

    static func defaultText(_ value: Any) -> String {
        switch value {
        // Before Bool: an NSNumber casts to Bool.
        case let number as NSDecimalNumber: number.decimalValue.isNaN ? "NaN" : number.stringValue
        case let flag as Bool: flag ? "YES" : "NO"
        case let uuid as UUID: uuid.uuidString
        case let url as URL: url.absoluteString
        default: "\(value)"
        }
    }

    static func typeName(_ type: NSAttributeType) -> String {
        switch type {
        case .undefinedAttributeType: "Undefined"
        case .integer16AttributeType: "Integer 16"
        case .integer32AttributeType: "Integer 32"
        case .integer64AttributeType: "Integer 64"
        case .decimalAttributeType: "Decimal"
        case .doubleAttributeType: "Double"
        case .floatAttributeType: "Float"
        case .stringAttributeType: "String"
        case .booleanAttributeType: "Boolean"
        case .dateAttributeType: "Date"
        case .binaryDataAttributeType: "Binary"
        case .UUIDAttributeType: "UUID"
        case .URIAttributeType: "URI"
        case .transformableAttributeType: "Transformable"
        case .objectIDAttributeType: "ObjectID"
        case .compositeAttributeType: "Composite"
        }
    }

    static func relationship(_ relationship: NSRelationshipDescription) -> [String] {
        let deletionRule = switch relationship.deleteRule {
        case .nullifyDeleteRule: "Nullify"
        case .cascadeDeleteRule: "Cascade"
        case .denyDeleteRule: "Deny"
        case .noActionDeleteRule: "No Action"
        }
        let values: [(String, String?)] = [
            ("name", relationship.name), ("optional", relationship.isOptional ? "YES" : nil),
            ("transient", relationship.isTransient ? "YES" : nil), ("toMany", relationship.isToMany ? "YES" : nil),
            ("minCount", relationship.minCount == 0 ? nil : String(relationship.minCount)),
            ("maxCount", relationship.maxCount == 0 ? nil : String(relationship.maxCount)),
            ("deletionRule", deletionRule), ("ordered", relationship.isOrdered ? "YES" : nil),
            ("destinationEntity", relationship.destinationEntity?.name),
            ("inverseName", relationship.inverseRelationship?.name),
            ("inverseEntity", relationship.inverseRelationship?.entity?.name),
            ("elementID", relationship.renamingIdentifier), ("versionHashModifier", relationship.versionHashModifier),
        ]
        var lines = ["        " + element("relationship", values.filter { $0.1 != nil }, close: relationship.userInfo == nil)]
        if relationship.userInfo != nil {
            lines += userInfo(relationship.userInfo, indent: "            ")
            lines.append("        </relationship>")
        }
        return lines
    }

    static func fetchedProperty(_ property: NSFetchedPropertyDescription) -> [String] {
        var lines = ["        " + element("fetchedProperty", [
            ("name", property.name), ("optional", property.isOptional ? "YES" : nil),
        ].filter { $0.1 != nil }, close: false)]
        if let request = property.fetchRequest {
            lines.append("            " + fetchRequest(request, name: "fetchedPropertyFetchRequest"))
        }
        lines += userInfo(property.userInfo, indent: "            ")
        lines.append("        </fetchedProperty>")
        return lines
    }

    static func fetchRequest(_ request: NSFetchRequest<any NSFetchRequestResult>, name: String) -> String {
        let flag: (Bool, Bool) -> String? = { value, defaultValue in value == defaultValue ? nil : (value ? "YES" : "NO") }
        return element("fetchRequest", [
            ("name", name), ("entity", request.entity?.name ?? request.entityName),
            ("predicateString", request.predicate.map(PredicateFormat.text)),
            ("resultType", request.resultType.rawValue == 0 ? nil : String(request.resultType.rawValue)),
            ("fetchLimit", request.fetchLimit == 0 ? nil : String(request.fetchLimit)),
            ("fetchBatchSize", request.fetchBatchSize == 0 ? nil : String(request.fetchBatchSize)),
            ("includeSubentities", flag(request.includesSubentities, true)),
            ("includePropertyValues", flag(request.includesPropertyValues, true)),
            ("includesPendingChanges", flag(request.includesPendingChanges, true)),
            ("returnObjectsAsFaults", flag(request.returnsObjectsAsFaults, true)),
            ("returnDistinctResults", flag(request.returnsDistinctResults, false)),
        ].filter { $0.1 != nil })
    }

    /// Sorted by key: a dictionary keeps no order.
    static func userInfo(_ info: [AnyHashable: Any]?, indent: String) -> [String] {
        guard let info else { return [] }
        let entries = info.map { ("\($0.key.base)", "\($0.value)") }.sorted { $0.0 < $1.0 }
        return [indent + "<userInfo>"] + entries.map { indent + "    " + element("entry", [("key", $0.0), ("value", $0.1)]) }
            + [indent + "</userInfo>"]
    }

    static func element(_ name: String, _ attributes: [(String, String?)], close: Bool = true) -> String {
        "<" + name + attributes.compactMap { key, value in value.map { " \(key)=\"\(escaped($0))\"" } }.joined()
            + (close ? "/>" : ">")
    }

    static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "\n": result += "&#10;"
            case "\r": result += "&#13;"
            case "\t": result += "&#9;"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
