// swift-tools-version: 6.0
import PackageDescription

/// Where the SDK provides libxml2 (see CMogenXML).
let applePlatforms: [Platform] = [.macOS, .iOS, .tvOS, .watchOS, .visionOS, .macCatalyst]

// Every target builds in Swift 6 language mode (the default for tools version 6.0),
// with strict concurrency checking, and depends on nothing outside the toolchain but the system's libxml2.
let package = Package(
    name: "mogen",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "mogen", targets: ["mogen"]),
        // Generates a target's models on every build that needs it (SwiftPM and Xcode projects).
        .plugin(name: "MogenPlugin", targets: ["MogenPlugin"]),
        // `swift package generate-model-code`: writes the pair layout into the package's sources.
        .plugin(name: "GenerateModelCode", targets: ["GenerateModelCode"]),
    ],
    targets: [
        // What every stage shares: diagnostics, path and message text, suggestions, the JSON reader and writer,
        // concurrency and lookup helpers. Depends on nothing but Foundation.
        .target(name: "MogenSupport"),
        // libxml2, the XML parser, as the system has it. On Linux a system library found through pkg-config (Debian's
        // libxml2-dev; the `apt` provider names it when it is missing). Apple platforms ship libxml2 in their SDKs,
        // with a `libxml2` module, so there CMogenXML links it directly, as packages that read XML with libxml2 do.
        .systemLibrary(name: "CLibXML2", pkgConfig: "libxml-2.0", providers: [.apt(["libxml2-dev"])]),
        // The model reader's XML parsing: libxml2's streaming parser behind a C interface that shows no libxml2 type,
        // so the Swift modules that use it and Foundation never see libxml2's or ICU's declarations.
        .target(
            name: "CMogenXML",
            dependencies: [.target(name: "CLibXML2", condition: .when(platforms: [.linux]))],
            linkerSettings: [.linkedLibrary("xml2", .when(platforms: applePlatforms))]
        ),
        // Read → schema → validate.
        .target(name: "MogenModel", dependencies: ["MogenSupport", "CMogenXML"]),
        // Stencil-compatible template engine. Knows nothing of Core Data.
        .target(name: "MogenTemplate", dependencies: ["MogenSupport"]),
        // Schema → template context → rendered files → output plan. Templates/ is compiled in through
        // Rendering/BuiltInTemplates.swift, written from it by Scripts/update-generated and compared by
        // BuiltInTemplatesTests.
        .target(name: "MogenGenerator", dependencies: ["MogenSupport", "MogenModel", "MogenTemplate"]),
        // `mogen import`: other tools' configurations (SwiftGen's YAML, mogenerator's arguments and scripts) carried over
        // into `mogen.json`.
        .target(name: "MogenImport", dependencies: ["MogenSupport", "MogenGenerator"]),
        // Entity-relationship diagrams of a model: Mermaid, Graphviz DOT, and SVG with its own layout.
        .target(name: "MogenDiagram", dependencies: ["MogenModel"]),
        // The command-line tool: argument parsing and one file per command.
        .executableTarget(
            name: "mogen",
            dependencies: ["MogenSupport", "MogenModel", "MogenTemplate", "MogenGenerator", "MogenImport", "MogenDiagram"]),
        // The plugins run the `mogen` tool built from source; Plugins/MogenPluginShared holds their common code, and
        // links to Sources/MogenGenerator/SharedWithPlugins (a plugin cannot depend on a library target).
        .plugin(name: "MogenPlugin", capability: .buildTool(), dependencies: ["mogen"]),
        .plugin(
            name: "GenerateModelCode",
            capability: .command(
                intent: .custom(verb: "generate-model-code", description: "Generate Swift for the Core Data models of the package's targets"),
                permissions: [.writeToPackageDirectory(reason: "mogen writes the generated Swift files into the targets' sources")]
            ),
            dependencies: ["mogen"]
        ),
        // `swift run -c release mogen-bench`
        .executableTarget(
            name: "mogen-bench",
            // `mogen` is a dependency so that `swift run mogen-bench` builds the binary it times.
            // CMogenXML: the bare parse it times beside the reader, as the floor of what reading can cost.
            dependencies: [
                "MogenSupport", "MogenModel", "MogenTemplate", "MogenGenerator", "MogenDiagram", "mogen", "CMogenXML",
            ],
            path: "Benchmarks/MogenBench"
        ),
        // What the test targets share: paths in the checkout, temporary directories, model XML, child processes.
        .target(name: "MogenTestSupport", path: "Tests/MogenTestSupport"),
        .testTarget(name: "MogenSupportTests", dependencies: ["MogenSupport"]),
        // CMogenXML: its refusals are tested on their own, below the checks MogenModel makes before parsing.
        .testTarget(name: "MogenModelTests", dependencies: ["MogenSupport", "MogenModel", "CMogenXML", "MogenTestSupport"]),
        .testTarget(name: "MogenTemplateTests", dependencies: ["MogenSupport", "MogenTemplate", "MogenTestSupport"]),
        .testTarget(
            name: "MogenGeneratorTests",
            dependencies: [
                "MogenSupport", "MogenGenerator", "MogenImport", "MogenModel", "MogenTemplate", "MogenTestSupport",
            ]),
        .testTarget(name: "MogenImportTests", dependencies: ["MogenSupport", "MogenGenerator", "MogenImport"]),
        .testTarget(name: "MogenDiagramTests", dependencies: ["MogenDiagram", "MogenModel", "MogenTestSupport"]),
        // MogenGenerator: the plugins' input rules (SharedWithPlugins) are compared with what the tool prints.
        .testTarget(name: "MogenCLITests", dependencies: ["mogen", "MogenSupport", "MogenGenerator", "MogenTestSupport"]),
    ]
)

#if os(macOS)
// Core Data exists only on Apple platforms: there, the generated code for the samples (golden files) is compiled and
// exercised against a real in-memory store.
package.targets.append(.testTarget(name: "MogenRoundTripTests", dependencies: ["MogenTestSupport"]))
// The Composites test model on its own: it declares a struct named `Date`, which would shadow Foundation's beside the
// samples' code.
package.targets.append(.testTarget(name: "MogenCompositeRoundTripTests", dependencies: ["MogenTestSupport"]))
#endif
