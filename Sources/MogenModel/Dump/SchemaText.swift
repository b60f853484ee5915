/// The resolved schema as an indented outline, for `mogen dump --format text`: quick to read, stable across runs.
public enum SchemaText {
    public static func text(for model: Model) -> String {
        var lines: [String] = []
        var header = "model \(model.name)"
        if let version = model.source.versionName { header += " (version \(version))" }
        lines.append(header)
        lines.append("  file \(model.source.contentsPath)")
        if let tools = model.header.lastSavedToolsVersion { lines.append("  saved by tools \(tools)") }
        if model.header.usedWithCloudKit { lines.append("  used with CloudKit") }
        appendUserInfo(model.userInfo, indent: "  ", to: &lines)

        for entity in model.entities {
            var line = "  entity \(entity.name)"
            if entity.className.isCustom { line += " class \(entity.className.qualifiedName)" }
            if let parent = entity.parentName { line += " : \(parent)" }
            var flags: [String] = []
            if entity.isAbstract { flags.append("abstract") }
            if entity.codeGeneration != .manual { flags.append("codegen \(entity.codeGeneration.name)") }
            if !entity.subentityNames.isEmpty { flags.append("subentities " + entity.subentityNames.joined(separator: ", ")) }
            if !flags.isEmpty { line += " [" + flags.joined(separator: "; ") + "]" }
            lines.append(line)
            appendUserInfo(entity.userInfo, indent: "    ", to: &lines)
            for attribute in entity.attributes { lines.append(contentsOf: describe(attribute, indent: "    ")) }
            for relationship in entity.relationships { lines.append(contentsOf: describe(relationship)) }
            for property in entity.fetchedProperties {
                lines.append("    fetched property \(property.name): \(describe(property.fetchRequest))")
            }
            for index in entity.fetchIndexes {
                lines.append("    index \(index.name): " + index.elements.map {
                    "\($0.property) \($0.order.rawValue)"
                }.joined(separator: ", "))
            }
            for index in entity.compoundIndexes {
                lines.append("    compound index: " + index.properties.map(\.name).joined(separator: ", "))
            }
            for constraint in entity.uniquenessConstraints {
                lines.append("    unique: " + constraint.properties.map(\.name).joined(separator: ", "))
            }
        }
        for request in model.fetchRequests {
            lines.append("  fetch request \(request.name): \(describe(request))")
        }
        for configuration in model.configurations {
            var line = "  configuration \(configuration.name): " + configuration.memberEntityNames.joined(separator: ", ")
            if configuration.usedWithCloudKit { line += " [CloudKit]" }
            lines.append(line)
        }
        for composite in model.composites {
            lines.append("  composite \(composite.name)")
            for attribute in composite.attributes { lines.append(contentsOf: describe(attribute, indent: "    ")) }
        }
        for item in model.unrecognized {
            lines.append("  ignored \(item.kind.rawValue) \(item.name) in <\(item.parent)> at line \(item.location.line)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func describe(_ attribute: Attribute, indent: String) -> [String] {
        var line = "\(indent)attribute \(attribute.name): \(attribute.unknownTypeName ?? attribute.type.xmlName)"
        if let custom = attribute.customClassName { line += "<\(custom)>" }
        var flags: [String] = []
        flags.append(attribute.isOptional ? "optional" : "required")
        if attribute.isTransient { flags.append("transient") }
        if attribute.isIndexed { flags.append("indexed") }
        if attribute.usesScalarValueType == true { flags.append("scalar") }
        if let value = attribute.defaultValueString ?? attribute.defaultDateTimeInterval { flags.append("default \(value)") }
        if attribute.isDerived { flags.append("derived \(attribute.derivationExpression ?? "")") }
        if let transformer = attribute.valueTransformerName { flags.append("transformer \(transformer)") }
        if let min = attribute.minValueString { flags.append("min \(min)") }
        if let max = attribute.maxValueString { flags.append("max \(max)") }
        if let composite = attribute.compositeName { flags.append("composite \(composite)") }
        if attribute.allowsExternalBinaryDataStorage { flags.append("external storage") }
        line += " [" + flags.joined(separator: "; ") + "]"
        var lines = [line]
        appendUserInfo(attribute.userInfo, indent: indent + "  ", to: &lines)
        return lines
    }

    private static func describe(_ relationship: Relationship) -> [String] {
        var line = "    relationship \(relationship.name) -> "
        line += relationship.isToMany ? "\(relationship.isOrdered ? "ordered " : "")[\(relationship.destinationName)]"
            : relationship.destinationName
        var flags = [relationship.isOptional ? "optional" : "required", relationship.deletionRule.rawValue.lowercased()]
        if let inverse = relationship.inverseName {
            flags.append("inverse \(relationship.inverseEntityName ?? relationship.destinationName).\(inverse)")
        } else {
            flags.append("no inverse")
        }
        if relationship.minCount > 0 { flags.append("min \(relationship.minCount)") }
        if relationship.maxCount > 0, relationship.isToMany { flags.append("max \(relationship.maxCount)") }
        if relationship.isTransient { flags.append("transient") }
        line += " [" + flags.joined(separator: "; ") + "]"
        var lines = [line]
        appendUserInfo(relationship.userInfo, indent: "      ", to: &lines)
        return lines
    }

    private static func describe(_ request: FetchRequest) -> String {
        var text = request.entityName
        if let predicate = request.predicateString { text += " where \(predicate)" }
        if !request.variables.isEmpty {
            text += " (" + request.variables.map { "$\($0.name): \(SchemaJSON.valueTypeName($0.type))" }
                .joined(separator: ", ") + ")"
        }
        if request.resultType != .managedObject { text += " -> \(request.resultType.name)" }
        return text
    }

    private static func appendUserInfo(_ info: UserInfo, indent: String, to lines: inout [String]) {
        for entry in info.entries { lines.append("\(indent)userInfo \(entry.key) = \(entry.value)") }
    }
}
