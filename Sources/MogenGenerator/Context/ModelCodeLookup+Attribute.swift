import Foundation
import MogenModel

extension ModelCodeLookup {
    /// `locals` gives a composite's elements their locals; `enclosing` are the composites being built around it (they
    /// nest, https://developer.apple.com/documentation/coredata/nscompositeattributedescription), so none contains
    /// itself.
    func attributeCode(
        _ attribute: Attribute, variable: String, locals: inout LocalNames, enclosing: Set<String> = []
    ) -> AttributeCode {
        var notes: [String] = []
        var derivation: PredicateCode?
        if attribute.isDerived, let text = attribute.derivationExpression {
            do {
                derivation = try PredicateCodeBuilder.code(for: try PredicateParser.parseExpression(text))
            } catch let error as PredicateCodeError {
                notes.append("The derivation \(Self.quoted(text)) is not built: \(error.reason).")
            } catch {
                notes.append("The derivation \(Self.quoted(text)) is not built: mogen cannot read it.")
            }
        }
        var elements: [AttributeCode] = []
        if attribute.type == .composite {
            let name = attribute.compositeName ?? ""
            if enclosing.contains(name) {
                notes.append("The composite \(Self.quoted(name)) contains itself: this attribute has no elements.")
            } else if let composite = model.composite(named: name) {
                for element in composite.attributes {
                    elements.append(attributeCode(
                        element, variable: locals.claim(variable + SwiftNames.upperFirst(element.name)), locals: &locals,
                        enclosing: enclosing.union([name])))
                }
            } else {
                notes.append("The model has no composite named \(Self.quoted(name)): the attribute has no elements.")
            }
        }
        let descriptionClass = attribute.type == .composite
            ? "NSCompositeAttributeDescription" : attribute.isDerived ? "NSDerivedAttributeDescription" : "NSAttributeDescription"
        return AttributeCode(
            variable: variable, nameLiteral: SwiftLiteral.string(attribute.name),
            descriptionClass: descriptionClass,
            attributeType: Self.attributeType(attribute.type), isOptional: attribute.isOptional,
            isTransient: attribute.isTransient,
            defaultValue: attribute.defaultValue.map { defaultValue($0, type: attribute.type) },
            attributeValueClassName: attribute.customClassName.map(SwiftLiteral.string),
            valueTransformerName: attribute.valueTransformerName.map(SwiftLiteral.string),
            allowsExternalBinaryDataStorage: attribute.allowsExternalBinaryDataStorage,
            allowsCloudEncryption: attribute.allowsCloudEncryption,
            preservesValueInHistoryOnDeletion: attribute.preserveAfterDeletion,
            isIndexedBySpotlight: attribute.spotlightIndexingEnabled,
            renamingIdentifier: attribute.renamingIdentifier.map(SwiftLiteral.string),
            versionHashModifier: attribute.versionHashModifier.map(SwiftLiteral.string),
            userInfo: Self.userInfo(attribute.userInfo),
            validationRules: validationRules(attribute, notes: &notes), derivation: derivation, compositeElements: elements,
            notes: notes)
    }

    /// `NSAttributeType`'s case (https://developer.apple.com/documentation/coredata/nsattributetype).
    static func attributeType(_ type: AttributeType) -> String {
        switch type {
        case .integer16: ".integer16AttributeType"
        case .integer32: ".integer32AttributeType"
        case .integer64: ".integer64AttributeType"
        case .decimal: ".decimalAttributeType"
        case .double: ".doubleAttributeType"
        case .float: ".floatAttributeType"
        case .string: ".stringAttributeType"
        case .boolean: ".booleanAttributeType"
        case .date: ".dateAttributeType"
        case .binary: ".binaryDataAttributeType"
        case .transformable: ".transformableAttributeType"
        case .uri: ".URIAttributeType"
        case .uuid: ".UUIDAttributeType"
        case .objectID: ".objectIDAttributeType"
        case .composite: ".compositeAttributeType"
        case .undefined: ".undefinedAttributeType"
        }
    }

    /// The default as the object Core Data gives new objects: a number of the attribute's width, a decimal number,
    /// a string, a date, a UUID or a URL.
    func defaultValue(_ value: DefaultValue, type: AttributeType) -> String {
        switch value {
        case let .integer(number):
            switch type {
            case .integer16: return "\(types.spell("Int16"))(\(number))"
            case .integer32: return "\(types.spell("Int32"))(\(number))"
            default: return "\(types.spell("Int64"))(\(number))"
            }
        case let .decimal(text):
            return text == "NaN" ? "NSDecimalNumber.notANumber" : "NSDecimalNumber(string: \(SwiftLiteral.string(text)))"
        case let .floatingPoint(number):
            return "\(types.spell(type == .float ? "Float" : "Double"))(\(SwiftLiteral.double(number)))"
        case let .boolean(flag):
            return flag ? "true" : "false"
        case let .string(text):
            return SwiftLiteral.string(text)
        case let .date(seconds):
            return "\(types.spell("Date"))(timeIntervalSinceReferenceDate: \(SwiftLiteral.double(seconds)))"
        case let .uuid(uuid):
            return "\(types.spell("UUID"))(uuidString: \(SwiftLiteral.string(uuid.uuidString)))"
        case let .uri(text):
            return "\(types.spell("URL"))(string: \(SwiftLiteral.string(text)))"
        }
    }

    /// The model's minimum, maximum and regular expression as validation predicates, each with a warning naming
    /// Core Data's error code for it (https://developer.apple.com/documentation/coredata/nspropertydescription/setvalidationpredicates(_:withvalidationwarnings:)):
    /// a number or date is compared itself, a string by its `length`.
    func validationRules(_ attribute: Attribute, notes: inout [String]) -> [ValidationRuleCode] {
        var rules: [ValidationRuleCode] = []
        func add(_ keyPath: String?, _ op: String, _ constant: String, _ warning: String) {
            rules.append(ValidationRuleCode(
                predicate: PredicateCodeBuilder.validation(keyPath: keyPath, operatorType: op, constant: constant),
                warning: SwiftLiteral.string(warning)))
        }
        func limit(_ text: String?, _ label: String, integer: Bool) -> String? {
            guard let text else { return nil }
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            if integer, let value = Int64(trimmed) { return String(value) }
            if !integer, let value = Double(trimmed), value.isFinite { return SwiftLiteral.double(value) }
            notes.append("The \(label) \(Self.quoted(text)) is not built: it is not a number.")
            return nil
        }
        switch attribute.type {
        case .integer16, .integer32, .integer64, .decimal, .double, .float:
            let integer = attribute.type.isInteger
            if let value = limit(attribute.minValueString, "minimum", integer: integer) {
                add(nil, ".greaterThanOrEqualTo", value, "NSValidationNumberTooSmallError")
            }
            if let value = limit(attribute.maxValueString, "maximum", integer: integer) {
                add(nil, ".lessThanOrEqualTo", value, "NSValidationNumberTooLargeError")
            }
        case .string:
            if let value = limit(attribute.minValueString, "minimum length", integer: true) {
                add("length", ".greaterThanOrEqualTo", value, "NSValidationStringTooShortError")
            }
            if let value = limit(attribute.maxValueString, "maximum length", integer: true) {
                add("length", ".lessThanOrEqualTo", value, "NSValidationStringTooLongError")
            }
            if let pattern = attribute.regularExpressionString, !pattern.isEmpty {
                add(nil, ".matches", SwiftLiteral.string(pattern), "NSValidationStringPatternMatchingError")
            }
        case .date:
            let date = types.spell("Date")
            if let value = limit(attribute.minDateTimeInterval, "earliest date", integer: false) {
                add(nil, ".greaterThanOrEqualTo", "\(date)(timeIntervalSinceReferenceDate: \(value))", "NSValidationDateTooSoonError")
            }
            if let value = limit(attribute.maxDateTimeInterval, "latest date", integer: false) {
                add(nil, ".lessThanOrEqualTo", "\(date)(timeIntervalSinceReferenceDate: \(value))", "NSValidationDateTooLateError")
            }
        default:
            if attribute.minValueString != nil || attribute.maxValueString != nil || attribute.regularExpressionString != nil {
                notes.append("Validation of \(attribute.type.xmlName) attributes is not built: Core Data validates numbers, strings and dates.")
            }
        }
        return rules
    }
}
