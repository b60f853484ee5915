import MogenSupport

/// Attribute types, default values, value constraints, derivations and transformers.
enum AttributeRules {
    static func check(_ model: Model) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for entity in model.entities {
            for attribute in entity.attributes {
                diagnostics += check(attribute, owner: entity.name)
            }
        }
        for composite in model.composites {
            for attribute in composite.attributes {
                diagnostics += check(attribute, owner: composite.name)
            }
        }
        return diagnostics
    }

    /// `owner` is the entity or composite; the label is only built when there is something to report.
    static func check(_ attribute: Attribute, owner: String) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var label: String { "\(owner).\(attribute.name)" }
        let location = attribute.location
        if attribute.type == .undefined, attribute.unknownTypeName == nil, !attribute.isTransient {
            diagnostics.append(.error(
                "attribute \(quoted: label) has no type (Undefined); only transient attributes may be Undefined",
                at: location, .attribute))
        }
        if case let .converted(_, reason) = attribute.readDefaultValue() {
            // Xcode compiles such models (real apps ship them); what matters is the value Core Data ends up with.
            diagnostics.append(.warning(
                "attribute \(quoted: label) has a default value Xcode would not write: \(reason), and so does the generated code",
                at: location, .attribute))
        }
        if attribute.minValueString != nil || attribute.maxValueString != nil || attribute.type == .date {
            diagnostics += checkBounds(attribute, label: label)
        }
        if attribute.isDerived, (attribute.derivationExpression ?? "").trimmingSpaces.isEmpty {
            diagnostics.append(.warning(
                "derived attribute \(quoted: label) has no derivation expression; Core Data has nothing to compute it from",
                at: location, .attribute))
        }
        if attribute.type == .transformable {
            // Xcode's model compiler: "… is using a nil or insecure value transformer. Please switch to
            // NSSecureUnarchiveFromDataTransformerName or a custom NSValueTransformer subclass of
            // NSSecureUnarchiveFromDataTransformer". Without a name Core Data archives with NSCoding, unchecked
            // (https://developer.apple.com/documentation/coredata/nsattributedescription/valuetransformername).
            let transformer = attribute.valueTransformerName ?? ""
            let untyped = (attribute.customClassName ?? "").isEmpty
            if transformer.isEmpty || SecureUnarchiving.insecureTransformerNames.contains(transformer) {
                // One warning for the attribute's one cause (no type given), which says both consequences.
                diagnostics.append(.warning(
                    "transformable attribute \(quoted: label) "
                        + (transformer.isEmpty ? "has no value transformer, so Core Data uses" : "uses \(bare: transformer),")
                        + " the insecure unarchiver, which decodes any class the stored data names (Xcode warns about it "
                        + "too)" + (untyped ? ", and no custom class, so its value is untyped (NSObject)" : "")
                        + "; set its transformer to NSSecureUnarchiveFromData, or to the name of a subclass of "
                        + "NSSecureUnarchiveFromDataTransformer (mogen writes one for an attribute with a custom class when "
                        + "asked: userInfo 'mogen.transformer' = YES)" + (untyped ? ", and its custom class to the type it stores" : ""),
                    at: location, .attribute))
            } else if untyped {
                diagnostics.append(.warning(
                    "transformable attribute \(quoted: label) has no custom class; its value is untyped (NSObject)",
                    at: location, .attribute))
            }
        }
        if let custom = attribute.customClassName, !custom.isEmpty, !TypeExpression.isValid(custom) {
            diagnostics.append(.warning(
                "attribute \(quoted: label) has custom class \(quoted: custom), which is not a valid type name", at: location, .attribute))
        } else if attribute.type == .transformable, let custom = attribute.customClassName,
            let transformer = attribute.valueTransformerName, SecureUnarchiving.transformerNames.contains(transformer),
            let outside = SecureUnarchiving.classesNotAllowed(in: custom)
        {
            diagnostics.append(.warning(
                "transformable attribute \(quoted: label) holds \(bare: custom) through \(bare: transformer), which decodes only "
                    + SecureUnarchiving.allowedClassList + "; \(outside.map { MessageText.bare($0) }.joined(separator: ", ")) "
                    + (outside.count == 1 ? "is" : "are") + " not among them, so Core Data can neither save nor read the "
                    + "value: name a subclass of NSSecureUnarchiveFromDataTransformer whose allowedTopLevelClasses include "
                    + (outside.count == 1 ? "it" : "them") + " as the attribute's transformer", at: location, .attribute))
        }
        return diagnostics
    }

    /// `minValueString`/`maxValueString`: values for numbers, lengths for strings and binary data.
    private static func checkBounds(_ attribute: Attribute, label: String) -> [Diagnostic] {
        let location = attribute.location
        let min = attribute.minValueString, max = attribute.maxValueString
        guard min != nil || max != nil else {
            return checkDateBounds(attribute, label: label)
        }
        switch attribute.type {
        case .integer16, .integer32, .integer64, .decimal, .double, .float, .string, .binary:
            break
        default:
            return checkDateBounds(attribute, label: label)  // Date writes a locale-formatted copy; it is ignored.
        }
        let isLength = attribute.type == .string || attribute.type == .binary
        var diagnostics: [Diagnostic] = []
        func number(_ text: String?, _ which: String) -> Double? {
            guard let text else { return nil }
            let value = isLength ? Int(text.trimmingSpaces).map(Double.init) : Double(text.trimmingSpaces)
            if value == nil {
                diagnostics.append(.warning(
                    "attribute \(quoted: label) has \(which) \(quoted: text), which is not \(isLength ? "a length" : "a number"); "
                        + "Core Data reads it as \(FoundationNumberText.integerValue(text))", at: location, .attribute))
            }
            return value
        }
        let low = number(min, "minimum"), high = number(max, "maximum")
        if let low, let high, low > high {
            diagnostics.append(.warning(
                "attribute \(quoted: label) has minimum \(bare: min ?? "") greater than maximum \(bare: max ?? ""); no value can pass "
                    + "Core Data's validation", at: location, .attribute))
        }
        if !isLength, let value = attribute.defaultValue.flatMap(numericValue) {
            if let low, value < low {
                diagnostics.append(.warning(
                    "attribute \(quoted: label) has default value below its minimum \(bare: min ?? "")", at: location, .attribute))
            }
            if let high, value > high {
                diagnostics.append(.warning(
                    "attribute \(quoted: label) has default value above its maximum \(bare: max ?? "")", at: location, .attribute))
            }
        }
        return diagnostics
    }

    private static func checkDateBounds(_ attribute: Attribute, label: String) -> [Diagnostic] {
        guard attribute.type == .date, let min = attribute.minDateTimeInterval.flatMap(Double.init),
            let max = attribute.maxDateTimeInterval.flatMap(Double.init), min > max
        else { return [] }
        return [.warning(
            "attribute \(quoted: label) has a minimum date after its maximum date; no value can pass Core Data's validation",
            at: attribute.location, .attribute)]
    }

    private static func numericValue(_ value: DefaultValue) -> Double? {
        switch value {
        case let .integer(integer): Double(integer)
        case let .floatingPoint(double): double
        case let .decimal(text): Double(text)
        default: nil
        }
    }
}
