import MogenModel
import MogenSupport

/// The value transformers a model needs and mogen can write: for each transformer name that is not Foundation's,
/// named by transformable attributes whose custom classes say which classes their values are.
extension ContextBuilder {
    /// What the attributes that name one transformer say about it.
    private struct TransformerUse {
        var name: String
        var attributes: [String] = []
        var customClasses: [String] = []
        var allowedClasses: [String] = []
        /// userInfo `mogen.transformer` = NO on one of them: the transformer is the user's.
        var isOptedOut = false
        /// userInfo `mogen.transformer` = YES on one of them: mogen is asked to write it.
        var isRequested = false
        var firstLocation: SourceLocation
        /// One of them stores values whose classes are not known: a generated transformer would refuse them.
        var hasUnknownClasses = false
    }

    /// `reservedNames`: the types the model's generated code declares besides its classes, enums and typealiases.
    mutating func buildValueTransformers(reservedNames: Set<String>) -> [ValueTransformerContext] {
        var uses: [TransformerUse] = []
        var unknown: [(name: String, problem: Diagnostic)] = []
        // Entities the user excluded get nothing; those Xcode generates still need their transformers registered.
        for entity in model.entities where skipReasons[entity.name]?.kind != .excluded {
            for attribute in entity.attributes where attribute.type == .transformable {
                guard let name = attribute.valueTransformerName, !name.isEmpty,
                    !SecureUnarchiving.systemTransformerNames.contains(name)
                else { continue }
                let label = "\(entity.name).\(attribute.name)"
                if !uses.contains(where: { $0.name == name }) {
                    uses.append(TransformerUse(name: name, firstLocation: attribute.location))
                }
                guard let index = uses.firstIndex(where: { $0.name == name }) else { continue }
                uses[index].attributes.append(label)
                if let entry = attribute.userInfo.entry(UserInfoKeys.transformer) {
                    switch attribute.userInfo.bool(UserInfoKeys.transformer) {
                    case false?:
                        uses[index].isOptedOut = true
                        continue
                    case true?:
                        uses[index].isRequested = true
                    case nil:
                        diagnostics.append(.warning(
                            "attribute \(quoted: label) has userInfo \(quoted: UserInfoKeys.transformer) = "
                                + "\(MessageText.quoted(entry.value)), which is not YES or NO; it is ignored",
                            at: entry.location ?? attribute.location, .codegen))
                    }
                }
                guard let custom = AttributeTypeMapping.customClass(of: attribute) else {
                    // The validator says the custom class is missing or not a type name.
                    uses[index].hasUnknownClasses = true
                    continue
                }
                switch ArchivedClasses.of(custom, declared: types.declared) {
                case let .classes(classes):
                    if !uses[index].customClasses.contains(custom) { uses[index].customClasses.append(custom) }
                    for name in classes where !uses[index].allowedClasses.contains(name) {
                        uses[index].allowedClasses.append(name)
                    }
                case let .unknown(reason):
                    uses[index].hasUnknownClasses = true
                    unknown.append((name, .warning(
                        "mogen generates no value transformer \(MessageText.quoted(name)): the custom class of "
                            + "attribute \(quoted: label), \(bare: custom), \(reason); write the transformer (a subclass of "
                            + "NSSecureUnarchiveFromDataTransformer), or set userInfo \(quoted: UserInfoKeys.transformer) to "
                            + "NO to say it is yours", at: attribute.location, .codegen)))
                }
            }
        }
        // A transformer that is the user's needs no word about its classes.
        let optedOut = Set(uses.filter(\.isOptedOut).map(\.name))
        diagnostics += unknown.filter { !optedOut.contains($0.name) }.map(\.problem)
        var generated = uses.filter { !$0.isOptedOut && !$0.hasUnknownClasses && !$0.allowedClasses.isEmpty }
        if forSwiftData {
            // A model that names a transformer belongs to an app that has it, whose stored values only it can read:
            // SwiftData's `.transformable(by:)` looks it up by name, and mogen writes one only when asked.
            for use in uses where !use.isOptedOut && !use.isRequested {
                diagnostics.append(.note(
                    "the SwiftData classes read \(MessageText.list(use.attributes.map { "\(quoted: $0)" }, conjunction: "and")) "
                        + "with the app's value transformer \(MessageText.quoted(use.name)), which the app registers under "
                        + "that name before it makes the container; userInfo \(quoted: UserInfoKeys.transformer) = YES on "
                        + "an attribute asks mogen to write one instead", at: use.firstLocation, .codegen))
            }
            generated = generated.filter(\.isRequested)
        }
        let classNames = transformerClassNames(generated.map(\.name), reservedNames: reservedNames,
            allowedClasses: generated.flatMap(\.allowedClasses))
        return generated.map { use in
            let className = classNames[use.name] ?? use.name
            return ValueTransformerContext(
                name: use.name, nameLiteral: SwiftLiteral.string(use.name), className: className,
                objcName: className == use.name ? use.name : nil, allowedClasses: use.allowedClasses,
                attributes: use.attributes, customClasses: use.customClasses)
        }
    }

    /// The Swift class of each transformer: its name when that is an identifier no other type of the generated code
    /// (or the classes it allows) has, else a name derived from it: its words joined (`com.example.tags` →
    /// `ComExampleTags`), then `Transformer` added (`Tag` → `TagTransformer`), then a number, until it is free. The
    /// class is still registered under the model's name, which is what Core Data looks up.
    private func transformerClassNames(
        _ names: [String], reservedNames: Set<String>, allowedClasses: [String]
    ) -> [String: String] {
        var taken = Set(classNames.values).union(enums.keys).union(typealiases.keys).union(types.declared)
            .union(TypeSpelling.printedAsWritten).union(FoundationBridging.classOfType.keys)
            .union(FoundationBridging.classOfType.values)
            .union(reservedNames).union(SwiftNames.reservedMemberNames)
            .union(["NSSecureUnarchiveFromDataTransformer", "ValueTransformer", "NSValueTransformerName"])
        for name in allowedClasses {
            taken.insert(name)
            taken.insert(String(name.split(separator: ".").last ?? Substring(name)))
        }
        var result: [String: String] = [:]
        // Names usable as they are keep them, whatever order the model lists them in.
        for name in names where SwiftNames.isPlainIdentifier(name) && !taken.contains(name) {
            result[name] = name
            taken.insert(name)
        }
        for name in names where result[name] == nil {
            var base = SwiftNames.isPlainIdentifier(name) ? name : Self.joinedWords(name)
            if taken.contains(base) || SwiftNames.keywords.contains(base) { base += "Transformer" }
            var candidate = base
            var number = 2
            while taken.contains(candidate) {
                candidate = base + String(number)
                number += 1
            }
            result[name] = candidate
            taken.insert(candidate)
        }
        return result
    }

    /// `com.example.tag-transformer` → `ComExampleTagTransformer`: the name's words, each capitalized.
    static func joinedWords(_ name: String) -> String {
        let words = name.unicodeScalars.split { scalar in
            !(scalar == "_" || scalar.properties.isAlphabetic || (scalar.isASCII && scalar.properties.numericType == .decimal))
        }
        let joined = words.map { SwiftNames.upperFirst(String(String.UnicodeScalarView($0))) }.joined()
        guard let first = joined.unicodeScalars.first else { return "ValueTransformer" }
        return first.isASCII && first.properties.numericType == .decimal ? "_" + joined : joined
    }
}
