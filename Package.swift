// swift-tools-version: 6.0
import PackageDescription

// Every target builds in Swift 6 language mode (the default for tools version 6.0),
// with strict concurrency checking, and depends on nothing outside the toolchain.
let package = Package(
    name: "mogen",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "mogen", targets: ["mogen"]),
    ],
    targets: [
        // Read → schema → validate. Imports no other mogen module.
        .target(name: "MogenModel"),
        // Stencil-compatible template engine. Knows nothing of Core Data.
        .target(name: "MogenTemplate"),
        // Schema → template context → rendered files → output plan. Templates/ is embedded at build time.
        .target(
            name: "MogenGenerator",
            dependencies: ["MogenModel", "MogenTemplate"],
            plugins: ["EmbedTemplates"]
        ),
        // Turns Templates/ into Swift source for MogenGenerator (internal: not a product).
        .executableTarget(name: "mogen-template-embedder"),
        .plugin(name: "EmbedTemplates", capability: .buildTool(), dependencies: ["mogen-template-embedder"]),
        // The command-line tool: argument parsing and one file per command.
        .executableTarget(name: "mogen", dependencies: ["MogenModel", "MogenTemplate", "MogenGenerator"]),
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
        .testTarget(name: "MogenCLITests", dependencies: ["mogen"]),
    ]
)

#if os(macOS)
// Core Data exists only on Apple platforms: there, the generated code for the samples (golden files) is compiled and
// exercised against a real in-memory store.
package.targets.append(.testTarget(name: "MogenRoundTripTests"))
#endif
