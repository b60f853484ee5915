// swift-tools-version: 6.0
import PackageDescription

// Core Data exists only on Apple platforms. On Linux, MusicLibrary compiles against a stand-in: the Objective-C
// Core Data interface that mogen's own tests type-check generated code with (Tests/CoreDataInterface), imported
// with Objective-C interop enabled. A library is compiled, not linked, so nothing needs the Objective-C runtime.
#if os(Linux)
let coreData: [Target.Dependency] = ["CoreData"]
let coreDataStandIn: [Target] = [.systemLibrary(name: "CoreData", path: "Sources/CoreData")]
let appleOnlyExclusions: [String] = []
let objectiveCInterop: [SwiftSetting] = [.unsafeFlags(["-Xfrontend", "-enable-objc-interop"])]
#else
let coreData: [Target.Dependency] = []
let coreDataStandIn: [Target] = []
let appleOnlyExclusions = ["LinuxCoreData"]
let objectiveCInterop: [SwiftSetting] = []
#endif

let package = Package(
    name: "PluginDemo",
    platforms: [.macOS(.v13)],
    dependencies: [
        // In your package: .package(url: "https://github.com/<owner>/mogen", from: "0.1.0")
        .package(name: "mogen", path: "../.."),
    ],
    targets: [
        // Music.xcdatamodeld is generated into Music+Generated.swift on every build that needs it.
        .target(
            name: "MusicLibrary",
            dependencies: coreData,
            exclude: appleOnlyExclusions,
            swiftSettings: objectiveCInterop,
            plugins: [.plugin(name: "MogenPlugin", package: "mogen")]
        ),
    ] + coreDataStandIn
)
