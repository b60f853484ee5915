import MogenModel
import MogenSupport

/// The value transformers mogen writes: for each transformer name that is not Foundation's and that mogen is asked to
/// write (userInfo `mogen.transformer` = YES on an attribute, or `transformers` in `mogen.json`), named by
/// transformable attributes whose custom classes say which classes their values are. Every other name belongs to the
/// app: a model that names a transformer belongs to an app that has one, or it could not read that attribute's rows.
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

    /// Whether `model` asks mogen to write a value transformer (then `buildValueTransformers` looks at the older
    /// versions of its bundle).
    static func asksForTransformers(_ model: Model, options: ContextOptions) -> Bool {
        model.entities.contains { $0.attributes.contains { asksForTransformer($0, options: options) } }
    }

    /// Whether a transformable attribute asks mogen to write the transformer it names: userInfo `mogen.transformer` =
    /// YES, or its name in `transformers`.
    static func asksForTransformer(_ attribute: Attribute, options: ContextOptions) -> Bool {
        attribute.type == .transformable
            && (attribute.userInfo.bool(UserInfoKeys.transformer) == true
                || options.transformers.contains(attribute.valueTransformerName ?? ""))
    }

    /// `reservedNames`: the types the model's generated code declares besides its classes, enums and typealiases.
    mutating func buildValueTransformers(reservedNames: Set<String>) -> [ValueTransformerContext] {
        var uses: [TransformerUse] = []
        var unknown: [(name: String, problem: Diagnostic)] = []
        var entityClassProblems: [(name: String, problem: Diagnostic)] = []
        let entityClassNames = Set(classNames.values)
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
                if Self.asksForTransformer(attribute, options: options) { uses[index].isRequested = true }
                if let entry = attribute.userInfo.entry(UserInfoKeys.transformer) {
                    switch attribute.userInfo.bool(UserInfoKeys.transformer) {
                    case false?:
                        uses[index].isOptedOut = true
                        continue
                    case true?:
                        break
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
                    if let entityClass = classes.first(where: entityClassNames.contains) {
                        entityClassProblems.append((name, .warning(
                            "the custom class of attribute \(quoted: label), \(bare: custom), names the class "
                                + "\(bare: entityClass) of an entity: a managed object cannot be archived (it does not adopt "
                                + "NSSecureCoding, and belongs to its context); store it through a relationship instead",
                            at: attribute.location, .codegen)))
                    }
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
        // A name mogen is not asked to write is the app's: its classes are the app's business.
        let written = Set(uses.filter { $0.isRequested && !$0.isOptedOut }.map(\.name))
        diagnostics += (unknown + entityClassProblems).filter { written.contains($0.name) }.map(\.problem)
        for name in options.transformers where !uses.contains(where: { $0.name == name }) {
            let named = uses.map { MessageText.quoted($0.name) }
            diagnostics.append(.warning(
                "'transformers' names the value transformer \(MessageText.quoted(name)), which no transformable attribute "
                    + "of the model names" + (named.isEmpty ? "" : "; the model names \(MessageText.list(named, conjunction: "and"))"),
                at: .file(model.source.contentsPath), .codegen))
        }
        for use in uses where !use.isOptedOut && !use.isRequested {
            let readers = forSwiftData ? "the SwiftData classes read" : "Core Data reads"
            diagnostics.append(.note(
                "\(readers) \(MessageText.list(use.attributes.map { "\(quoted: $0)" }, conjunction: "and")) with the app's "
                    + "value transformer \(MessageText.quoted(use.name)), which the app registers under that name before it "
                    + "loads the store; mogen writes one only when asked: userInfo \(quoted: UserInfoKeys.transformer) = YES "
                    + "on an attribute, or the name in 'transformers' (mogen.json) or '--transformer'",
                at: use.firstLocation, .codegen))
        }
        let generated = uses.filter {
            $0.isRequested && !$0.isOptedOut && !$0.hasUnknownClasses && !$0.allowedClasses.isEmpty
        }
        for use in generated { warnIfShippedWithoutMogen(use.name, at: use.firstLocation) }
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

    /// A transformer mogen is asked to write, whose name an older version of the model gave without asking mogen for
    /// it: the app has read those rows with a transformer of its own, which it probably still has.
    private mutating func warnIfShippedWithoutMogen(_ name: String, at location: SourceLocation) {
        // Named in the settings, the transformer is mogen's in every version.
        guard !options.transformers.contains(name) else { return }
        for version in olderVersions.reversed() {
            let users = version.entities.flatMap { entity in
                entity.attributes.filter { $0.type == .transformable && $0.valueTransformerName == name }
            }
            guard !users.isEmpty else { continue }
            if users.contains(where: { Self.asksForTransformer($0, options: options) }) { return }
            diagnostics.append(.warning(
                "mogen writes the value transformer \(MessageText.quoted(name)) as asked, but version "
                    + "\(quoted: version.source.versionName ?? "") of the model names it without asking mogen, so the app "
                    + "probably has its own, which wrote the stored values: a class of that name in the module breaks the "
                    + "build, and a transformer the app registers under the name stays registered (mogen's registers only "
                    + "when none is); if the app has one, leave the name to it (userInfo \(quoted: UserInfoKeys.transformer) "
                    + "= NO)", at: location, .codegen))
            return
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
