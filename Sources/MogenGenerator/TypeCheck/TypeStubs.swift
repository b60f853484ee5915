import MogenModel

/// Stand-ins for the types a model's generated code refers to but does not declare: classes Xcode generates
/// (entities whose Codegen is not Manual/None), transformable attributes' custom classes, and enums the user
/// declares. With them, generated code can be type-checked on its own, away from the app that declares the real
/// ones (`mogen dump MODEL --type-stubs`, then `Scripts/typecheck-generated DIR Stubs.swift`).
public enum TypeStubs {
    /// Types Swift, Foundation and the Core Data interface already know: a stand-in of the same name would hide them
    /// (`Measurement<UnitLength>` needs Foundation's generic Measurement and its UnitLength).
    static let known: Set<String> = Set([
        "Character", "Any", "AnyObject", "Optional", "NSObject", "NSOrderedSet", "NSManagedObject", "NSManagedObjectID",
        "NSPredicate", "Unit", "Dimension", "UnitAcceleration", "UnitAngle", "UnitArea", "UnitConcentrationMass",
        "UnitDispersion", "UnitDuration", "UnitElectricCharge", "UnitElectricCurrent", "UnitElectricPotentialDifference",
        "UnitElectricResistance", "UnitEnergy", "UnitFrequency", "UnitFuelEfficiency", "UnitIlluminance",
        "UnitInformationStorage", "UnitLength", "UnitMass", "UnitPower", "UnitPressure", "UnitSpeed", "UnitTemperature",
        "UnitVolume",
    ]).union(FoundationBridging.classOfType.keys).union(FoundationBridging.classOfType.values)
        .union(FoundationBridging.valueWrappedTypes)

    /// The stand-ins for `context`'s code: for SwiftData code (a context with `swiftData`) they import Foundation
    /// alone, and there are no Core Data classes to stand in for.
    public static func source(for model: Model, context: ModelContext) -> String {
        let isSwiftData = context.swiftData != nil
        var lines = [
            "// Stand-ins for the types the code generated from \(SwiftComment.text(context.fileName)) names but does not declare, written by",
            "// `mogen dump --type-stubs` so the generated code can be type-checked on its own. Not for an app: there, the",
            "// real types take their place.",
        ] + (isSwiftData ? [] : ["import CoreData"]) + ["import Foundation", ""]
        // The generated classes are declared: a transformable whose custom class names one gets no stand-in.
        var declared = Set(context.entities.map(\.className))
        let generated = Set(context.entities.map(\.name))
        // The generated code's access level: a stand-in a generated declaration names is at least as visible.
        let access = context.accessLevel
        // Classes that exist in a real project without mogen generating them.
        var classes: [(name: String, superclass: String)] = []
        for entity in model.entities where !isSwiftData && !generated.contains(entity.name) && entity.className.isCustom {
            // A class name that is not an identifier names no class Core Data can load (the model's validation warns).
            let name = entity.className.name
            guard SwiftNames.isPlainIdentifier(name) else { continue }
            let parent = entity.parentName.flatMap(model.entity(named:)).flatMap { parent in
                parent.className.isCustom && SwiftNames.isPlainIdentifier(parent.className.name) ? parent.className.name : nil
            } ?? "NSManagedObject"
            classes.append((name, parent))
        }
        for entity in context.entities
        where !isSwiftData && !entity.hasGeneratedSuperclass && entity.superclassName != "NSManagedObject" {
            if !classes.contains(where: { $0.name == entity.superclassName }) {
                classes.append((entity.superclassName, "NSManagedObject"))
            }
        }
        for item in classes where declared.insert(item.name).inserted {
            // A base class is open: a generated class may be open too (the mogenerator set's are). A subclass of a
            // generated class cannot be open when that class is only public.
            let level = item.superclass == "NSManagedObject" && access == "public" ? "open" : access
            lines.append("@objc(\(item.name)) nonisolated \(level) class \(item.name): \(item.superclass) {}")
        }
        let declaredEnums = Set(context.enums.map(\.name))
        let swiftDataClasses = isSwiftData ? swiftDataKinds(context) : (classes: [], hashed: [])
        for entity in context.entities {
            for attribute in entity.attributes {
                if let enumName = attribute.enumName, !declaredEnums.contains(enumName), let raw = attribute.primitiveType,
                    declared.insert(enumName).inserted
                {
                    if attribute.enumInitIsNonFailable {
                        lines.append("nonisolated \(access) struct \(enumName): OptionSet { \(access) let rawValue: \(raw); "
                            + "\(access) init(rawValue: \(raw)) { self.rawValue = rawValue } }")
                    } else {
                        // The cases the generated code names (a fallback, a default), and one more.
                        let named = [attribute.enumFallback, attribute.defaultValue].compactMap { $0 }
                            .filter { $0.hasPrefix(".") }.map { String($0.dropFirst()) }
                        let cases = Array(Set(named + ["stub"])).sorted().enumerated().map { index, name in
                            "case \(name) = " + (raw == "String" ? "\"\(index)\"" : "\(index)")
                        }
                        lines.append("nonisolated \(access) enum \(enumName): \(raw) { \(cases.joined(separator: "; ")) }")
                    }
                } else if attribute.storage == .managed, attribute.attributeType == "Transformable" {
                    for name in TypeExpression.names(in: attribute.valueType)
                    where !known.contains(name) && declared.insert(name).inserted {
                        if isSwiftData, !swiftDataClasses.classes.contains(name) {
                            let hashable = swiftDataClasses.hashed.contains(name) ? ": Hashable" : ""
                            lines.append("\(access) struct \(name)\(hashable) {}")
                        } else {
                            lines.append((isSwiftData ? "" : "@objc ") + "nonisolated \(access) class \(name): NSObject {}")
                        }
                    }
                } else if !isSwiftData, attribute.storage == .managed,
                    attribute.userInfo.contains(where: { $0.key == UserInfoKeys.scalarType && $0.value == attribute.valueType }),
                    declared.insert(attribute.valueType).inserted
                {
                    lines.append("@objc nonisolated \(access) enum \(attribute.valueType): Int { case stub }")
                }
            }
        }
        // An older version's classes are declared in its versioned schema and may name classes the current one does not.
        for swiftDataClass in context.swiftData?.versions.flatMap(\.classes) ?? [] {
            for property in swiftDataClass.properties where property.macroArguments.contains(where: { $0.hasPrefix(".transformable(") }) {
                for name in TypeExpression.names(in: property.type)
                where !known.contains(name) && declared.insert(name).inserted {
                    lines.append("nonisolated \(access) class \(name): NSObject {}")
                }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// What SwiftData code needs of the types its Transformables name. `classes`: those an unarchiving transformer
    /// reads (the secure one, or one mogen generates, whose allowed classes are `AnyClass`es) and the platform's
    /// classes. A type only the app's own transformer reads may be a struct (its transformer may write JSON), so its
    /// stand-in is one, for the code must compile for either. `hashed`: set elements and dictionary keys, Hashable
    /// in the app's type too.
    private static func swiftDataKinds(_ context: ModelContext) -> (classes: Set<String>, hashed: Set<String>) {
        let generatedTransformers = Set(context.valueTransformers.map(\.name))
        var classes = Set(ContextBuilder.frameworkTypes.keys)
        var hashed = Set<String>()
        for attribute in context.entities.flatMap(\.attributes) where attribute.attributeType == "Transformable" {
            let names = TypeExpression.names(in: attribute.valueType)
            let transformer = attribute.valueTransformerName ?? ""
            if transformer.isEmpty || SecureUnarchiving.systemTransformerNames.contains(transformer)
                || generatedTransformers.contains(transformer)
            {
                classes.formUnion(names)
            }
            hashed.formUnion(names.filter {
                attribute.valueType.contains("Set<\($0)>") || attribute.valueType.contains("[\($0):")
            })
        }
        return (classes, hashed)
    }
}
