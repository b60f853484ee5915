import Foundation

/// What the build-tool plugin costs a package that uses it: a cold `swift build` of a copy of `Samples/PluginDemo`
/// with mogen's plugin built from source (the package itself), and with the binary-backed plugin package that
/// `Scripts/make-artifactbundle --plugin-package` writes around this build's `mogen`. Then a second and a third build
/// with nothing changed. Minutes of building: `mogen-bench plugin` runs it, `all` does not. No target: the figures go
/// into Docs/Performance.md beside the choice the README offers.
enum PluginBuildBenchmark {
    static func run(mogen: String, directory: String) throws -> Bool {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().path
        let pluginPackage = directory + "/mogen-plugin"
        let made = ChildProcess.measure(root + "/Scripts/make-artifactbundle", [
            "--binary", mogen, "--output", directory + "/bundle", "--plugin-package", pluginPackage,
        ])
        guard made.status == 0 else { throw BenchmarkError("Scripts/make-artifactbundle failed; run it by hand to see why") }
        print("The build-tool plugin on a copy of Samples/PluginDemo, `swift build` (debug), seconds")
        print("   plugin                          cold build   2nd build   3rd build")
        for (label, dependency, package) in [
            // A path dependency's identity is its folder's name, unless named: the checkout may be named anything.
            ("from source (mogen's package)", ".package(name: \"mogen\", path: \"\(root)\")", "mogen"),
            ("binary (artifact bundle)", ".package(path: \"\(pluginPackage)\")", "mogen-plugin"),
        ] {
            let demo = directory + "/demo-" + package
            // -L: the demo links to Tests/CoreDataInterface; the copy takes the files themselves.
            guard ChildProcess.run("/bin/cp", ["-RL", root + "/Samples/PluginDemo", demo]) == 0 else {
                throw BenchmarkError("cannot copy Samples/PluginDemo")
            }
            try? FileManager.default.removeItem(atPath: demo + "/.build")
            let manifest = demo + "/Package.swift"
            var text = try String(contentsOfFile: manifest, encoding: .utf8)
            text = text.replacingOccurrences(of: #".package(name: "mogen", path: "../..")"#, with: dependency)
                .replacingOccurrences(of: #"package: "mogen")"#, with: "package: \"\(package)\")")
            try Data(text.utf8).write(to: URL(fileURLWithPath: manifest))
            var times: [Double] = []
            for _ in 0..<3 {
                let build = ChildProcess.measure("/usr/bin/env", ["swift", "build", "--package-path", demo])
                guard build.status == 0 else { throw BenchmarkError("`swift build --package-path \(demo)` failed") }
                times.append(build.seconds)
            }
            print("   \(label.padding(toLength: 32, withPad: " ", startingAt: 0))"
                + times.map { String(format: "%10.1f", $0) }.joined(separator: "  "))
        }
        return true
    }
}
