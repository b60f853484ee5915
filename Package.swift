// swift-tools-version: 6.0
import PackageDescription

// Every target builds in Swift 6 language mode (the default for tools version 6.0),
// with strict concurrency checking, and depends on nothing outside the toolchain.
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
        // Read → schema → validate. Imports no other mogen module.
        .target(name: "MogenModel"),
        // Stencil-compatible template engine. Knows nothing of Core Data.
        .target(name: "MogenTemplate"),
        // Schema → template context → rendered files → output plan. Templates/ is compiled in through
        // Rendering/BuiltInTemplates.swift, generated from it and kept equal by BuiltInTemplatesTests.
        .target(name: "MogenGenerator", dependencies: ["MogenModel", "MogenTemplate"]),
        // The command-line tool: argument parsing and one file per command.
        .executableTarget(name: "mogen", dependencies: ["MogenModel", "MogenTemplate", "MogenGenerator"]),
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
            dependencies: ["MogenModel", "MogenTemplate", "MogenGenerator", "mogen"],
            path: "Benchmarks/MogenBench"
        ),
        .testTarget(name: "MogenModelTests", dependencies: ["MogenModel"]),
        .testTarget(name: "MogenTemplateTests", dependencies: ["MogenTemplate"]),
        .testTarget(name: "MogenGeneratorTests", dependencies: ["MogenGenerator", "MogenModel", "MogenTemplate"]),
        // MogenGenerator: the plugins' input rules (SharedWithPlugins) are compared with what the tool prints.
        .testTarget(name: "MogenCLITests", dependencies: ["mogen", "MogenGenerator"]),
    ]
)

#if os(macOS)
// Core Data exists only on Apple platforms: there, the generated code for the samples (golden files) is compiled and
// exercised against a real in-memory store.
package.targets.append(.testTarget(name: "MogenRoundTripTests"))
#endif
