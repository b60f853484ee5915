import Foundation
import MogenGenerator
import MogenSupport
import MogenTestSupport
import Testing

/// mogenerator's own Swift test programs (`../shared/thirdparty/mogenerator-1.32/test`: the `test/swift` program its
/// Rakefile builds against the classes generated for `test.xcdatamodel`, and the MogenSwiftTest app's code and human
/// files) type-check against what the `mogenerator` template set generates, read where they are, never copied into
/// the project. Their only edits are listed in `substitutions`, each with its reason.
@Suite("mogenerator's test programs against the mogenerator template set", .tags(.slow), .serialized, .temporaryDirectories)
struct MogeneratorProgramTests {
    static let folder = "thirdparty/mogenerator-1.32/test"

    /// The Swift language modes the programs were written for (Swift 3-5) compile in: 5, and 6.
    static let modes: [[String]] = [["--swift-version", "5"], []]

    /// The textual edits the programs need, by the end of the file's path, each as (text, replacement, reason).
    static let substitutions: [String: [(String, String, String)]] = [
        "test/swift/main.swift": [(
            "bart.type = 64", "bart.type = NSNumber(value: 64)",
            // Not mogenerator's: Apple's Foundation overlay makes NSNumber ExpressibleByIntegerLiteral, which the
            // Core Data interface cannot declare (see Tests/CoreDataInterface/Overlay.swift).
            "NSNumber's integer literals come from Apple's Foundation overlay, which the interface cannot declare"
        )],
    ]

    @Test("test/swift (main.swift, Gender.swift, MyBaseClass.swift) type-checks with the classes of test.xcdatamodel",
        .enabled(if: TestPackage.sharedPath(MogeneratorProgramTests.folder) != nil, "needs ../shared/thirdparty/mogenerator-1.32"),
        arguments: modes)
    func testProgram(mode: [String]) throws {
        let test = try #require(TestPackage.sharedPath(Self.folder))
        let result = try GeneratorFixtures.generate(
            test + "/test.xcdatamodel", options: ContextOptions(baseClass: "MyBaseClass"),
            templates: GeneratorFixtures.mogeneratorTemplates)
        // As mogenerator: skipped entities (no class, the base class, mogenerator.ignore) get no files.
        let names = Set(result.files.map(\.relativePath))
        #expect(names == [
            "_ChildMO.swift", "ChildMO.swift", "_HumanMO.swift", "HumanMO.swift", "_ParentMO.swift", "ParentMO.swift",
            "_ConcreteEntityWithCustomClass1.swift", "ConcreteEntityWithCustomClass1.swift",
            "_ConcreteEntityWithCustomClass2.swift", "ConcreteEntityWithCustomClass2.swift",
        ])
        let program = ["main.swift", "Gender.swift", "MyBaseClass.swift"].map { (test + "/swift/" + $0, $0) }
        try Self.expectTypeChecks(result.files, program: program, mode: mode)
    }

    @Test("MogenSwiftTest's main.swift and human files type-check with the machine classes of its model",
        .enabled(if: TestPackage.sharedPath(MogeneratorProgramTests.folder) != nil, "needs ../shared/thirdparty/mogenerator-1.32"),
        arguments: modes)
    func mogenSwiftTest(mode: [String]) throws {
        let test = try #require(TestPackage.sharedPath(Self.folder))
        let project = test + "/MogenSwiftTest/MogenSwiftTest"
        // Its human files declare internal classes, which the generated classes' members name: internal access.
        let result = try GeneratorFixtures.generate(
            project + "/MogenSwiftTest.xcdatamodeld", options: ContextOptions(accessLevel: .internal),
            templates: GeneratorFixtures.mogeneratorTemplates)
        let machine = result.files.filter { $0.ownership == .machine }
        #expect(Set(machine.map(\.relativePath)) == ["_MyEntityMO.swift", "_UnorderedToManyDstMO.swift", "_UnorderedToManySrcMO.swift"])
        let human = ["MyEntityMO.swift", "UnorderedToManyDstMO.swift", "UnorderedToManySrcMO.swift"]
        let program = [(project + "/main.swift", "main.swift")] + human.map { (project + "/MogenSwiftTest/" + $0, $0) }
        try Self.expectTypeChecks(machine, program: program, mode: mode)
    }

    /// Writes `files` and the program's files (each with its substitutions) into a directory and type-checks them
    /// with a stand-in `Cocoa` module (the programs import it).
    static func expectTypeChecks(_ files: [GeneratedFile], program: [(path: String, name: String)], mode: [String]) throws {
        let directory = try TemporaryDirectory.make()
        try GeneratorFixtures.write(files, to: directory + "/code")
        for (path, name) in program {
            var text = try String(contentsOfFile: path, encoding: .utf8)
            let edits = substitutions.filter { path.hasSuffix("/" + $0.key) }.flatMap(\.value)
            for (original, replacement, _) in edits {
                #expect(text.contains(original), "\(name) no longer contains \(original)")
                text = text.replacingOccurrences(of: original, with: replacement)
            }
            try TestFiles.write(text, to: directory + "/code/" + name)
        }
        let cocoa = try CocoaStandIn.build(in: directory + "/cocoa")
        let (status, output) = try GeneratorFixtures.typeCheck(directory + "/code", extra: ["-I", cocoa], mode: mode)
        #expect(status == 0, "mogenerator's program does not type-check with \(mode):\n\(output)")
    }
}

/// A stand-in for AppKit's umbrella module `Cocoa`, which mogenerator's programs import: it re-exports Core Data (the
/// interface) and Foundation, and declares `NSApplicationMain` as AppKit does
/// (https://developer.apple.com/documentation/appkit/nsapplicationmain(_:_:)); a C function's result may go unused.
enum CocoaStandIn {
    static let source = """
        @_exported import CoreData
        @_exported import Foundation

        @discardableResult
        public func NSApplicationMain(
            _ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>
        ) -> Int32 { fatalError() }
        """

    /// Compiles the module into `directory`; returns the directory to add to the search paths.
    static func build(in directory: String) throws -> String {
        try TestFiles.write(source, to: directory + "/Cocoa.swift")
        let toolchain = "/opt/swift/usr/bin/swiftc"
        let (executable, prefix) = FileManager.default.isExecutableFile(atPath: toolchain)
            ? (toolchain, []) : ("/usr/bin/env", ["swiftc"])
        let cache = (ProcessInfo.processInfo.environment["TMPDIR"] ?? "/tmp") + "/mogen-typecheck-module-cache-\(getuid())"
        let result = try ChildProcess(executable, prefix + [
            "-emit-module", "-module-name", "Cocoa", "-parse-as-library", "-Xfrontend", "-enable-objc-interop",
            "-I", TestPackage.path("Tests/CoreDataInterface"), "-module-cache-path", cache,
            "-emit-module-path", directory + "/Cocoa.swiftmodule", directory + "/Cocoa.swift",
        ], temporaryDirectory: try TemporaryDirectory.make()).run()
        #expect(result.status == 0, "the Cocoa stand-in does not compile:\n\(result.stderr)")
        return directory
    }
}
