// swift-tools-version: 6.0
import Foundation
import PackageDescription

// libFuzzer targets for mogen's input readers, built and run by `Scripts/fuzz TARGET [SECONDS]` (CONTRIBUTING.md,
// "Fuzzing"). Only that build's flags (`--sanitize=fuzzer -Xswiftc -sanitize=fuzzer,address`) link libFuzzer in; a
// plain `swift build` here fails to link for want of `main`.
//
// The root package exports no libraries, so the modules are compiled here from the same sources: Sources/Mogen* are
// symbolic links to ../Sources (and so are CLibXML2 and CMogenXML). Each target's harness (`…Fuzzing.swift`) is a link to a file in Tests/, where the
// regression tests replay saved crash inputs through the same code.
let package = Package(
    name: "mogen-fuzz",
    targets: [
        .target(name: "MogenSupport"),
        // The model reader's XML parser: libxml2 behind a C interface (see the root package).
        .systemLibrary(name: "CLibXML2", pkgConfig: "libxml-2.0", providers: [.apt(["libxml2-dev"])]),
        .target(
            name: "CMogenXML",
            dependencies: [.target(name: "CLibXML2", condition: .when(platforms: [.linux]))],
            linkerSettings: [.linkedLibrary("xml2", .when(platforms: [.macOS]))]
        ),
        .target(name: "MogenModel", dependencies: ["MogenSupport", "CMogenXML"]),
        .target(name: "MogenTemplate", dependencies: ["MogenSupport"]),
        .target(name: "MogenGenerator", dependencies: ["MogenSupport", "MogenModel", "MogenTemplate"]),
        .target(name: "MogenImport", dependencies: ["MogenSupport", "MogenGenerator"]),
        // A model's `contents` bytes → read + validate, as `mogen lint` does.
        .executableTarget(name: "fuzz-model-reader", dependencies: ["MogenSupport", "MogenModel"]),
        // UTF-8 text → the fetch request predicate parser.
        .executableTarget(name: "fuzz-predicate", dependencies: ["MogenModel"]),
        // Template text [NUL JSON context] → compile + render, strict and lenient.
        .executableTarget(name: "fuzz-template", dependencies: ["MogenTemplate"]),
        // `mogen.json` bytes → the configuration file reader.
        .executableTarget(
            name: "fuzz-config", dependencies: ["MogenSupport", "MogenGenerator", "MogenImport", "MogenModel"]),
    ]
)

// A model (its `contents`, or text put into every text field of one) → the code of every built-in template set, read
// by swift-syntax's parser. swift-syntax is the toolchain's own (its host libraries, `usr/lib/swift/host`), which
// Scripts/fuzz names in MOGEN_SWIFT_HOST_LIBRARIES; no package is fetched.
if let host = ProcessInfo.processInfo.environment["MOGEN_SWIFT_HOST_LIBRARIES"] {
    package.targets.append(.executableTarget(
        name: "fuzz-generated-code", dependencies: ["MogenSupport", "MogenGenerator", "MogenModel"],
        swiftSettings: [.unsafeFlags(["-I", host])],
        linkerSettings: [
            .unsafeFlags(["-L", host, "-Xlinker", "-rpath", "-Xlinker", host]),
            .linkedLibrary("SwiftSyntax"), .linkedLibrary("SwiftParser"), .linkedLibrary("SwiftParserDiagnostics"),
            .linkedLibrary("SwiftDiagnostics"),
        ]))
}
