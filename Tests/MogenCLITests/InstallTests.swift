import Foundation
import MogenTestSupport
import Testing

@testable import mogen

/// The ways mogen is installed: `make install`, the release artifact bundle and the binary-backed plugin package that
/// `Scripts/make-artifactbundle` writes, the Homebrew formula. The tests package the `mogen` they run
/// (`MogenProcess.executable`, a debug build linked to the toolchain's Swift libraries) with `MOGEN_BINARY=` and
/// `--binary`, instead of building it again: a second build of mogen costs minutes, and one in the tests' own build
/// folder would wait for its lock or rebuild it with other flags under the running tests. What `make` would build is
/// checked from its dry run.
@Suite("Installing: make install, the artifact bundle and its plugin package, the Homebrew formula", .temporaryDirectories)
struct InstallTests {
    /// SwiftPM's and the compiler's TMPDIR (lock files, the compiler's folders).
    let temporary: String

    init() throws {
        temporary = try TemporaryDirectory.make()
    }

    // MARK: - make install

    @Test("make install PREFIX=… installs PREFIX/bin/mogen, which prints Mogen.version; DESTDIR stages it; make uninstall removes it",
          .enabled(if: TestMachine.program("make") != nil, "needs make"))
    func makeInstall() throws {
        let prefix = try TemporaryDirectory.make() + "/prefix"
        let install = try make(["install", "PREFIX=\(prefix)", "MOGEN_BINARY=\(MogenProcess.executable)"])
        #expect(install.status == 0, "\(install.stderr)")
        // MOGEN_BINARY: nothing is built.
        #expect(!install.stdout.contains("swift build"), "\(install.stdout)")
        let installed = prefix + "/bin/mogen"
        #expect(FileManager.default.isExecutableFile(atPath: installed))
        let version = try ChildProcess(installed, ["--version"]).run()
        #expect(version.status == 0)
        #expect(version.stdout == Mogen.version + "\n")

        // DESTDIR is put before PREFIX, as packagers stage a tree.
        let stage = try TemporaryDirectory.make()
        let staged = try make(["install", "DESTDIR=\(stage)", "PREFIX=/opt/mogen", "MOGEN_BINARY=\(MogenProcess.executable)"])
        #expect(staged.status == 0, "\(staged.stderr)")
        #expect(FileManager.default.isExecutableFile(atPath: stage + "/opt/mogen/bin/mogen"))

        let uninstall = try make(["uninstall", "PREFIX=\(prefix)"])
        #expect(uninstall.status == 0, "\(uninstall.stderr)")
        #expect(!FileManager.default.fileExists(atPath: installed))
        #expect(try make(["uninstall", "DESTDIR=\(stage)", "PREFIX=/opt/mogen"]).status == 0)
        #expect(!FileManager.default.fileExists(atPath: stage + "/opt/mogen/bin/mogen"))
    }

    @Test("make install builds the mogen product in CONFIGURATION, in SCRATCH_PATH, statically linked on Linux for release; PREFIX is /usr/local by default",
          .enabled(if: TestMachine.program("make") != nil, "needs make"), .tags(.slow))
    func makeInstallBuildsTheProduct() throws {
        let scratch = try TemporaryDirectory.make()
        // -n: print the commands, run none (but `swift build --show-bin-path`, which builds nothing).
        let debug = try make(["-n", "install", "CONFIGURATION=debug", "SCRATCH_PATH=\(scratch)"])
        #expect(debug.status == 0, "\(debug.stderr)")
        #expect(debug.stdout.contains("swift build --package-path \"\(TestPackage.root)\" --scratch-path \"\(scratch)\" --configuration debug"), "\(debug.stdout)")
        #expect(debug.stdout.contains("--product mogen"))
        #expect(!debug.stdout.contains("--static-swift-stdlib"), "a debug build is for this machine")
        #expect(debug.stdout.contains("install -m 0755 \"\(scratch)/"), "\(debug.stdout)")
        #expect(debug.stdout.contains("/debug/mogen\" \"/usr/local/bin/mogen\""), "\(debug.stdout)")

        let release = try make(["-n", "install", "SCRATCH_PATH=\(scratch)", "PREFIX=/opt/tools"])
        #expect(release.status == 0, "\(release.stderr)")
        #expect(release.stdout.contains("--configuration release"))
        #if os(Linux)
        // The Swift runtime and Foundation linked in: the binary runs without the toolchain (libxml2 stays shared).
        #expect(release.stdout.contains("--static-swift-stdlib"), "\(release.stdout)")
        #else
        #expect(!release.stdout.contains("--static-swift-stdlib"), "\(release.stdout)")
        #endif
        #expect(release.stdout.contains("/release/mogen\" \"/opt/tools/bin/mogen\""), "\(release.stdout)")

        let wrong = try make(["-n", "build", "CONFIGURATION=fast"])
        #expect(wrong.status != 0)
        #expect(wrong.stderr.contains("CONFIGURATION must be release or debug, not 'fast'"))
    }

    // MARK: - The artifact bundle and the binary-backed plugin package

    @Test("a package whose plugin runs the bundle's mogen (binaryTarget path:, the bundle and its zip) builds without compiling mogen",
          .tags(.slow))
    func binaryPluginPackage() throws {
        let output = try TemporaryDirectory.make() + "/out"
        // The folder's name is the package's identity, which `.plugin(name:package:)` names.
        let pluginPackage = try TemporaryDirectory.make() + "/mogen-plugin"
        let made = try makeArtifactBundle(["--binary", MogenProcess.executable, "--output", output, "--plugin-package", pluginPackage])
        #expect(made.status == 0, "\(made.stderr)")
        let checksum = try #require(line("checksum: ", in: made.stdout))
        #expect(checksum.range(of: #"^[0-9a-f]{64}$"#, options: .regularExpression) != nil, "\(made.stdout)")

        // info.json: the artifact "mogen", Mogen.version, one variant for this machine's triple.
        let bundle = output + "/mogen.artifactbundle"
        let info = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: bundle + "/info.json"))) as? [String: Any])
        #expect(info["schemaVersion"] as? String == "1.0")
        let artifacts = try #require(info["artifacts"] as? [String: Any])
        #expect(Array(artifacts.keys) == ["mogen"], "the plugins' context.tool(named: \"mogen\") finds the artifact by this name")
        let artifact = try #require(artifacts["mogen"] as? [String: Any])
        #expect(artifact["type"] as? String == "executable")
        #expect(artifact["version"] as? String == Mogen.version)
        let variants = try #require(artifact["variants"] as? [[String: Any]])
        #expect(variants.count == 1)
        let variant = try #require(variants.first)
        #expect(variant["supportedTriples"] as? [String] == [try hostTriple()])
        let path = try #require(variant["path"] as? String)
        #expect(FileManager.default.isExecutableFile(atPath: bundle + "/" + path), "\(path)")
        let zip = output + "/mogen-\(Mogen.version).artifactbundle.zip"
        #expect(FileManager.default.fileExists(atPath: zip))

        // The same files make the same zip, so the same checksum.
        let again = try makeArtifactBundle(["--binary", MogenProcess.executable, "--output", try TemporaryDirectory.make()])
        #expect(again.status == 0, "\(again.stderr)")
        #expect(line("checksum: ", in: again.stdout) == checksum)

        // The plugin package: the bundle through `binaryTarget(path:)`, the plugins copied from Plugins/, symlinks
        // resolved, and declared as mogen's Package.swift declares them.
        let manifest = try String(contentsOfFile: pluginPackage + "/Package.swift", encoding: .utf8)
        #expect(manifest.hasPrefix("// swift-tools-version: 6.0\n"))
        #expect(manifest.contains(#".binaryTarget(name: "mogen", path: "mogen.artifactbundle")"#), "\(manifest)")
        let rootManifest = try String(contentsOfFile: TestPackage.path("Package.swift"), encoding: .utf8)
        for declaration in ["intent: .custom(", "permissions: [", #".plugin(name: "MogenPlugin", capability: .buildTool()"#] {
            let ours = try #require(Self.trimmedLine(containing: declaration, in: rootManifest))
            #expect(Self.trimmedLine(containing: declaration, in: manifest) == ours)
        }
        for plugin in ["MogenPlugin/MogenPlugin.swift", "GenerateModelCode/GenerateModelCode.swift", "MogenPlugin/Shared/ModelInputs.swift"] {
            #expect(FileManager.default.contents(atPath: pluginPackage + "/Plugins/" + plugin)
                == FileManager.default.contents(atPath: TestPackage.path("Plugins/" + plugin)), "\(plugin)")
        }
        for file in FileManager.default.subpaths(atPath: pluginPackage + "/Plugins") ?? [] {
            let attributes = try FileManager.default.attributesOfItem(atPath: pluginPackage + "/Plugins/" + file)
            #expect(attributes[.type] as? FileAttributeType != .typeSymbolicLink, "\(file)")
        }

        // Samples/PluginDemo, with the plugin package instead of mogen's sources.
        let demo = try TemporaryDirectory.make() + "/PluginDemo"
        let copy = try ChildProcess("/bin/cp", ["-RL", TestPackage.path("Samples/PluginDemo"), demo]).run()
        #expect(copy.status == 0, "\(copy.stderr)")
        var demoManifest = try String(contentsOfFile: demo + "/Package.swift", encoding: .utf8)
        for (old, new) in [
            (#".package(name: "mogen", path: "../..")"#, ".package(path: \"\(pluginPackage)\")"),
            (#"package: "mogen")"#, #"package: "mogen-plugin")"#),
        ] {
            #expect(demoManifest.contains(old))
            demoManifest = demoManifest.replacingOccurrences(of: old, with: new)
        }
        try TestFiles.write(demoManifest, to: demo + "/Package.swift")

        let first = try build(demo)
        #expect(first.status == 0, "\(first.output)")
        try expectBuiltWithTheBundle(first.output, demo: demo)
        // Built again with nothing changed: no tool to rebuild, so nothing runs, even where SwiftPM plans the build
        // again (the second build after a clean one), where the plugin built from source relinks and reruns mogen
        // (PluginTests).
        let rebuilt = try build(demo)
        #expect(rebuilt.status == 0, "\(rebuilt.output)")
        // SwiftPM prints "Compiling plugin" when it reuses a compiled plugin too; any other compile, a link or a
        // command is work.
        let work = rebuilt.output.split(separator: "\n").filter { line in
            (line.contains("] Compiling ") && !line.contains("] Compiling plugin ")) || line.contains("] Linking ")
                || line.contains("] Generating ")
        }
        #expect(work.isEmpty, "\(rebuilt.output)")

        // The zip, as a release's URL delivers it (SwiftPM extracts it; the executable bit survives).
        try FileManager.default.removeItem(atPath: pluginPackage + "/mogen.artifactbundle")
        try FileManager.default.copyItem(atPath: zip, toPath: pluginPackage + "/" + URL(fileURLWithPath: zip).lastPathComponent)
        try TestFiles.write(
            manifest.replacingOccurrences(of: #"path: "mogen.artifactbundle""#, with: "path: \"mogen-\(Mogen.version).artifactbundle.zip\""),
            to: pluginPackage + "/Package.swift")
        try FileManager.default.removeItem(atPath: demo + "/.build")
        let zipped = try build(demo)
        #expect(zipped.status == 0, "\(zipped.output)")
        try expectBuiltWithTheBundle(zipped.output, demo: demo)

        // The command plugin runs the bundle's mogen too.
        let command = try ChildProcess("swift", [
            "package", "--package-path", demo, "--allow-writing-to-package-directory", "generate-model-code",
            "--target", "MusicLibrary",
        ], temporaryDirectory: temporary).run()
        #expect(command.status == 0, "\(command.stdout + command.stderr)")
        for file in ["Music+Model.swift", "Band.swift", "Band+Generated.swift", "Album+Generated.swift"] {
            #expect(FileManager.default.fileExists(atPath: demo + "/Sources/MusicLibrary/" + file), "\(file)")
        }
    }

    @Test("--merge adds another platform's variants to the bundle, and refuses another version or a triple twice", .tags(.slow))
    func mergeAnotherPlatform() throws {
        let host = try hostTriple()
        let other = host.hasSuffix("-apple-macosx") ? "x86_64-unknown-linux-gnu" : "arm64-apple-macosx"
        let otherBundle = try Self.fakeBundle(version: Mogen.version, folder: "mogen-other", triples: [other])
        let output = try TemporaryDirectory.make()
        let merged = try makeArtifactBundle(["--binary", MogenProcess.executable, "--output", output, "--merge", otherBundle])
        #expect(merged.status == 0, "\(merged.stderr)")
        let info = try String(contentsOfFile: output + "/mogen.artifactbundle/info.json", encoding: .utf8)
        #expect(info.contains("\"supportedTriples\": [\"\(host)\"]"), "\(info)")
        #expect(info.contains("\"path\": \"mogen-other/bin/mogen\",\n          \"supportedTriples\": [\"\(other)\"]"), "\(info)")
        #expect(FileManager.default.isExecutableFile(atPath: output + "/mogen.artifactbundle/mogen-other/bin/mogen"))
        let zipList = try ChildProcess("unzip", ["-Z1", output + "/mogen-\(Mogen.version).artifactbundle.zip"]).run()
        #expect(zipList.stdout.contains("mogen.artifactbundle/mogen-other/bin/mogen\n"), "\(zipList.stdout)")

        let older = try Self.fakeBundle(version: "0.0.1", folder: "mogen-old", triples: [other])
        let refused = try makeArtifactBundle(["--binary", MogenProcess.executable, "--output", output, "--merge", older])
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("is mogen 0.0.1, this is mogen \(Mogen.version)"), "\(refused.stderr)")
        let twice = try Self.fakeBundle(version: Mogen.version, folder: "mogen-same", triples: [host])
        let duplicate = try makeArtifactBundle(["--binary", MogenProcess.executable, "--output", output, "--merge", twice])
        #expect(duplicate.status == 1)
        #expect(duplicate.stderr.contains("the bundle already has a variant for \(host)"), "\(duplicate.stderr)")
        // A failed run leaves the bundle of the run before it.
        #expect(try String(contentsOfFile: output + "/mogen.artifactbundle/info.json", encoding: .utf8) == info)
    }

    @Test("make-artifactbundle refuses a command line it cannot use, with status 64")
    func artifactBundleUsage() throws {
        let cases: [([String], String)] = [
            (["--url", "https://example.com/mogen.artifactbundle.zip"], "--url is the plugin package's download address: it needs --plugin-package"),
            (["--plugin-package", "p", "--url", "http://example.com/m.zip"], "--url must be the https address of the zip"),
            (["--configuration", "fast"], "--configuration is release or debug, not 'fast'"),
            (["--output"], "--output needs a value"),
            (["--plugin-package", TestPackage.root], "--plugin-package is a folder of its own"),
            (["--bogus"], "unknown argument '--bogus'"),
        ]
        for (arguments, message) in cases {
            let result = try makeArtifactBundle(arguments)
            #expect(result.status == 64, "\(arguments)")
            #expect(result.stderr.contains("make-artifactbundle: error: " + message), "\(result.stderr)")
        }
    }

    // MARK: - Homebrew

    @Test("the Homebrew formula installs the release tagged Mogen.version with make install, and tests --version")
    func homebrewFormula() throws {
        let formula = try String(contentsOfFile: TestPackage.path("Formula/mogen.rb"), encoding: .utf8)
        #expect(formula.contains("class Mogen < Formula"))
        // Homebrew reads the version from the tarball's name: the tag, which is Mogen.version.
        #expect(formula.contains("/archive/refs/tags/\(Mogen.version).tar.gz\""), "the formula's url is not the tag \(Mogen.version)")
        #expect(formula.contains(#"system "make", "install", "PREFIX=#{prefix}""#))
        #expect(formula.contains(#"uses_from_macos "libxml2""#))
        #expect(formula.contains("--version"))
        let makefile = try String(contentsOfFile: TestPackage.path("Makefile"), encoding: .utf8)
        #expect(makefile.contains("\nPREFIX ?= /usr/local\n"))
    }

    // MARK: - Helpers

    private func make(_ arguments: [String]) throws -> ChildProcess.Output {
        try ChildProcess("make", ["--no-print-directory", "-f", TestPackage.path("Makefile")] + arguments,
                         temporaryDirectory: temporary).run()
    }

    private func makeArtifactBundle(_ arguments: [String]) throws -> ChildProcess.Output {
        try ChildProcess(TestPackage.path("Scripts/make-artifactbundle"), arguments, in: try TemporaryDirectory.make(),
                         temporaryDirectory: temporary).run()
    }

    /// `swift build` of a package; its output is standard output and error together.
    private func build(_ package: String) throws -> (status: Int32, output: String) {
        let result = try ChildProcess("swift", ["build", "--package-path", package], temporaryDirectory: temporary).run()
        return (result.status, result.stdout + result.stderr)
    }

    /// The demo's library compiled with the classes the bundle's mogen generated, and no part of mogen compiled.
    private func expectBuiltWithTheBundle(_ output: String, demo: String) throws {
        #expect(output.contains("Generating Music+Generated.swift from Music.xcdatamodeld with mogen"), "\(output)")
        #expect(output.contains("Compiling MusicLibrary"), "\(output)")
        for part in ["Compiling mogen ", "Compiling Mogen", "CMogenXML", "Linking mogen"] {
            #expect(!output.contains(part), "mogen was built from source: \(output)")
        }
        #expect(!output.contains("warning:"), "\(output)")
        let outputs = demo + "/.build/plugins/outputs"
        let found = FileManager.default.subpaths(atPath: outputs)?.first { $0.hasSuffix("MogenPlugin/Music+Generated.swift") }
        let generated = outputs + "/" + (try #require(found, "no Music+Generated.swift under \(outputs)"))
        let text = try String(contentsOfFile: generated, encoding: .utf8)
        for declaration in ["\nnonisolated class Album: NSManagedObject {", "\nnonisolated class Band: NSManagedObject {", "\nnonisolated class Musician: NSManagedObject {"] {
            #expect(text.contains(declaration), "\(declaration)")
        }
    }

    /// The triple the toolchain builds for: what SwiftPM matches a bundle's `supportedTriples` with.
    private func hostTriple() throws -> String {
        let result = try ChildProcess("swift", ["-print-target-info"], temporaryDirectory: temporary).run()
        let info = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        return try #require((info?["target"] as? [String: Any])?["unversionedTriple"] as? String, "\(result.stdout)")
    }

    /// A bundle as make-artifactbundle writes on another platform, whose "mogen" is a shell script.
    private static func fakeBundle(version: String, folder: String, triples: [String]) throws -> String {
        let bundle = try TemporaryDirectory.make() + "/mogen.artifactbundle"
        let quoted = triples.map { "\"\($0)\"" }.joined(separator: ", ")
        try TestFiles.write("""
            {"schemaVersion": "1.0", "artifacts": {"mogen": {"type": "executable", "version": "\(version)",
              "variants": [{"path": "\(folder)/bin/mogen", "supportedTriples": [\(quoted)]}]}}}
            """, to: bundle + "/info.json")
        try TestFiles.write("#!/bin/sh\necho \(version)\n", to: bundle + "/\(folder)/bin/mogen")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: bundle + "/\(folder)/bin/mogen")
        return bundle
    }

    /// The value after `prefix` on the line of `text` that starts with it.
    private func line(_ prefix: String, in text: String) -> String? {
        text.split(separator: "\n").first { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) }
    }

    private static func trimmedLine(containing needle: String, in text: String) -> String? {
        text.split(separator: "\n").first { $0.contains(needle) }.map { $0.trimmingCharacters(in: .whitespaces) }
    }
}
