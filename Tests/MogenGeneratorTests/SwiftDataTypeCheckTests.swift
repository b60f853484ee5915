import Foundation
import MogenGenerator
import MogenModel
import MogenSupport
import MogenTestSupport
import Testing

/// SwiftData output must compile as Xcode compiles it against SwiftData: it is type-checked against the stand-in in
/// `Tests/SwiftDataInterface` (`Scripts/typecheck-generated --swiftdata`), whose `@Model` expands as the real macro
/// does for type-checking, with Foundation's own `#Predicate`.
@Suite("Type-checking SwiftData output", .tags(.slow), .serialized, .temporaryDirectories)
struct SwiftDataTypeCheckTests {
    static let swiftData = ["--swiftdata"]

    /// Every sample in the pair layout in every compiler mode, with code that uses its API.
    static var sampleCases: [(String, [String])] {
        GeneratorFixtures.samples.flatMap { sample in GeneratorFixtures.compilerModes.map { (sample, $0) } }
    }

    @Test("every sample's SwiftData code type-checks in every compiler mode, with code that uses its API",
        arguments: sampleCases)
    func samples(sample: String, mode: [String]) throws {
        let result = try GeneratorFixtures.generate(
            GeneratorFixtures.sample(sample), templates: GeneratorFixtures.swiftDataTemplates)
        try expectTypeChecks(result, userCode: sample, mode: mode, label: sample)
    }

    /// The Composites test model in both layouts in every compiler mode, with code that uses its structs.
    static var compositeCases: [(Layout, [String])] {
        Layout.allCases.flatMap { layout in GeneratorFixtures.compilerModes.map { (layout, $0) } }
    }

    @Test("the Composites model's SwiftData code (composite structs) type-checks in every compiler mode, with code that uses it",
        arguments: compositeCases)
    func composites(layout: Layout, mode: [String]) throws {
        let result = try GeneratorFixtures.generate(
            GeneratorFixtures.testModel("Composites"), layout: layout, templates: GeneratorFixtures.swiftDataTemplates)
        try expectTypeChecks(result, userCode: "Composites", mode: mode, label: "Composites (\(layout.rawValue))")
    }

    @Test("composites and elements whose names are not Swift, or are a keyword, `self` or `CodingKeys`, give SwiftData code that type-checks, the names kept as keys")
    func compositeNames() throws {
        let model = ModelXML.document("""
            <entity name="Shop" representedClassName="Shop">
                <attribute name="spot" attributeType="Composite" composite="Pl&quot;a*/ce&#10;}"/>
            </entity>
            <composite name="Pl&quot;a*/ce&#10;}">
                <attribute name="x&quot;) }&#10;//" optional="YES" attributeType="String" defaultValueString="a&quot;\\(b)*/&#10;"/>
                <attribute name="self" optional="YES" attributeType="Double" usesScalarValueType="YES"/>
                <attribute name="CodingKeys" optional="YES" attributeType="Integer 64" usesScalarValueType="YES"/>
                <attribute name="default" attributeType="Composite" composite="Type"/>
            </composite>
            <composite name="Type"><attribute name="init" optional="YES" attributeType="UUID"/></composite>
            """)
        let path = try TemporaryDirectory.make() + "/Names.xcdatamodel"
        try TestFiles.write(model, to: path + "/contents")
        let result = try GeneratorFixtures.generate(path, layout: .single, templates: GeneratorFixtures.swiftDataTemplates)
        let code = try #require(result.files.first { $0.relativePath.hasSuffix("+Generated.swift") }).contents
        for line in [
            #"        case x_______ = "x\") }\n//""#, "        case selfValue = \"self\"", "        case CodingKeysValue = \"CodingKeys\"",
            "        case `default` = \"default\"", "        case `init` = \"init\"",
        ] {
            #expect(code.contains(line + "\n"), "no line \(line) in:\n\(code)")
        }
        try expectTypeChecks(result, userCode: nil, mode: [], label: "composite names")
    }

    @Test("a bundle whose composites change between versions (an older version's structs nested in its schema) type-checks",
        arguments: Layout.allCases)
    func compositeVersions(layout: Layout) throws {
        func version(place: String, point: String) -> String {
            """
            <entity name="Shop" representedClassName="Shop">
                <attribute name="place" attributeType="Composite" composite="Place"/>
                <attribute name="opened" optional="YES" attributeType="Composite" composite="Date"/>
            </entity>
            <composite name="Place">\(place)<attribute name="corner" attributeType="Composite" composite="Point"/></composite>
            <composite name="Point">\(point)</composite>
            <composite name="Date"><attribute name="day" attributeType="Integer 16" usesScalarValueType="YES"/></composite>
            """
        }
        let x = #"<attribute name="x" attributeType="Double" defaultValueString="0" usesScalarValueType="YES"/>"#
        let y = #"<attribute name="y" optional="YES" attributeType="Double" usesScalarValueType="YES"/>"#
        let z = #"<attribute name="z" optional="YES" attributeType="Date"/>"#
        let root = try TemporaryDirectory.make() + "/Shop.xcdatamodeld"
        try ModelXML.writeBundle(at: root, versions: [
            ("Shop", version(place: x, point: x)), ("Shop 2", version(place: x + y, point: x)),
            ("Shop 3", version(place: x + y, point: x + z)),
        ])
        let result = try GeneratorFixtures.generate(root, layout: layout, templates: GeneratorFixtures.swiftDataTemplates)
        let versions = try #require(result.context.swiftData?.versions)
        #expect(versions.map { $0.composites.map(\.typeName).sorted() } == [["Place", "Point"], ["Place", "Point"], []])
        try expectTypeChecks(result, userCode: nil, mode: [], label: "composite versions (\(layout.rawValue))")
    }

    @Test("every SwiftData case type-checks in the single layout", arguments: GeneratorFixtures.swiftDataCases.map(\.name))
    func cases(name: String) throws {
        let swiftDataCase = try #require(GeneratorFixtures.swiftDataCases.first { $0.name == name })
        let result = try GeneratorFixtures.generate(
            try swiftDataCase.path(), layout: .single, options: swiftDataCase.options,
            templates: GeneratorFixtures.swiftDataTemplates)
        let problem = Self.storeProblem(result)
        #expect(problem == nil, "\(name): \(problem ?? "")")
        try expectTypeChecks(result, userCode: nil, mode: [], label: name)
    }

    /// `userCode`: the file of `Tests/UserCode/SwiftData` that uses the API, and declares what the model names
    /// without declaring; without it, the types are stubbed (`TypeStubs`).
    private func expectTypeChecks(_ result: GenerationResult, userCode: String?, mode: [String], label: String) throws {
        let directory = try TemporaryDirectory.make()
        try GeneratorFixtures.write(result.files, to: directory + "/Generated")
        let extra: [String]
        if let userCode {
            extra = ["\(TestPackage.root)/Tests/UserCode/SwiftData/\(userCode).swift"]
        } else {
            let stubs = directory + "/Stubs.swift"
            try Data(TypeStubs.source(for: result.model, context: result.context).utf8).write(to: URL(fileURLWithPath: stubs))
            extra = [stubs]
        }
        let (status, output) = try GeneratorFixtures.typeCheck(directory + "/Generated", extra: extra, mode: Self.swiftData + mode)
        #expect(status == 0, "\(label) does not type-check with \(mode):\n\(output)")
    }

    @Test("every model of the real-world corpus gives SwiftData code that type-checks, or located reasons why not",
        .enabled(if: TestPackage.corpusPath != nil, "needs ../shared/corpus/models, the real-world models"))
    func corpus() async throws {
        let root = try #require(TestPackage.corpusPath)
        let models = try TypeCheckTests.corpusModelPaths(in: root)
        var failures: [String] = []
        var checked = 0, refused = 0
        var index = 0
        // Two at a time: the machine has two cores, and each check is a compiler run.
        while index < models.count {
            let batch = Array(models[index..<min(index + 2, models.count)])
            index += batch.count
            let results = try await withThrowingTaskGroup(of: (String, CorpusOutcome).self) { group in
                for path in batch { group.addTask { (path, try Self.checkCorpusModel(path)) } }
                var results: [(String, CorpusOutcome)] = []
                for try await result in group { results.append(result) }
                return results
            }
            for (path, outcome) in results {
                switch outcome {
                case .typeChecked: checked += 1
                case .refused: refused += 1
                case let .failed(reason): failures.append("\(path):\n\(reason)")
                }
            }
        }
        print("corpus: \(checked) models give SwiftData code that type-checks, \(refused) are refused with located "
            + "diagnostics, \(failures.count) failures")
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n\n"))")
        // 57 models: 46 give code (each with every entity, versions SwiftData tells apart; two of them with composite
        // attributes, refused before SwiftData's composite structs); the others are refused at the element SwiftData
        // cannot have (Undefined, invalid custom classes, mogen.ignore), have no entity, are Xcode 3 binary models,
        // or need a custom stage while their classes change the version hashes.
        #expect(checked >= 46)
    }

    /// What a user moving the model's store relies on, beyond compiling: every entity has a class, no schema is
    /// empty, consecutive versioned schemas differ, and every version of the bundle is in the plan or named in a
    /// diagnostic. Nil when all hold.
    static func storeProblem(_ result: GenerationResult) -> String? {
        guard let swiftData = result.context.swiftData else { return "no SwiftData context" }
        let classes = Set(swiftData.classes.map(\.entityName))
        // Before iOS 26 an abstract entity's properties are in its subentities' classes (flattened).
        let missing = result.model.entities.filter { entity in
            !classes.contains(entity.name)
                && !(entity.isAbstract && !entity.subentityNames.isEmpty && entity.subentityNames.allSatisfy(classes.contains))
        }
        if !missing.isEmpty || classes.count != swiftData.classes.count {
            return "entities without a class: \(missing.map(\.name)); classes: \(swiftData.classes.map(\.entityName))"
        }
        func shape(_ classes: [SwiftDataClassContext]) -> [String] {
            classes.map { swiftDataClass in
                swiftDataClass.className + ":" + (swiftDataClass.superclassName ?? "") + ":"
                    + swiftDataClass.properties.map { "\($0.swiftName) \($0.type) \($0.macro ?? "")\($0.macroArguments)" }.joined(separator: ",")
            }.sorted()
        }
        let shapes = swiftData.versions.map { $0.isCurrent ? shape(swiftData.classes) : shape($0.classes) }
        if shapes.contains(where: \.isEmpty) { return "an empty versioned schema" }
        for offset in shapes.indices.dropFirst() where shapes[offset] == shapes[offset - 1] {
            return "versions \(swiftData.versions[offset - 1].versionName) and \(swiftData.versions[offset].versionName) are equal"
        }
        let names = result.model.source.versionNames
        guard names.count > 1 else { return nil }
        let planned = Set(swiftData.versions.flatMap { $0.versionName.components(separatedBy: ", ") })
        let unaccounted = names.filter { name in
            !planned.contains(name) && !result.diagnostics.contains { $0.message.contains("'\(name)'") }
        }
        return unaccounted.isEmpty ? nil : "versions neither in the plan nor named in a diagnostic: \(unaccounted)"
    }

    enum CorpusOutcome {
        case typeChecked, refused, failed(String)
    }

    static func checkCorpusModel(_ path: String) throws -> CorpusOutcome {
        let result: GenerationResult
        switch Generator.generate(GenerationRequest(
            modelPath: path, layout: .single, templates: GeneratorFixtures.swiftDataTemplates,
            directories: OutputDirectories(".")))
        {
        case let .success(success): result = success
        case let .failure(failure):
            // A refusal must say where and why: every error is located in a file.
            let errors = failure.diagnostics.filter { $0.severity == .error }
            return !errors.isEmpty && errors.allSatisfy { $0.location != nil } ? .refused : .failed(failure.description)
        }
        if let problem = storeProblem(result) { return .failed(problem) }
        let directory = try TemporaryDirectory.make()
        try GeneratorFixtures.write(result.files, to: directory + "/Generated")
        let stubs = directory + "/Stubs.swift"
        try Data(TypeStubs.source(for: result.model, context: result.context).utf8).write(to: URL(fileURLWithPath: stubs))
        let (status, output) = try GeneratorFixtures.typeCheck(directory + "/Generated", extra: [stubs], mode: swiftData)
        return status == 0 ? .typeChecked : .failed(output)
    }
}
