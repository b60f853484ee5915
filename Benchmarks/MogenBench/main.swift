import Foundation

// `swift run -c release mogen-bench [model|template|generate|diff|evolution|migrations|hostile|diagram|swiftgen|all]`
// Prints each benchmark's figures and whether it meets its target; exits 1 when a target is missed.
// `mogen-bench plugin` (not part of `all`: minutes of building) times builds of the plugin demo, source and binary.
// `mogen-bench compare OTHER_MOGEN` times another mogen binary against this build's, side by side.

let arguments = Array(CommandLine.arguments.dropFirst())
let executable = URL(fileURLWithPath: CommandLine.arguments[0]).path
let directory = NSTemporaryDirectory() + "mogen-bench-" + UUID().uuidString

do {
    // Child-process entry points, used so each size's peak memory is measured alone.
    if arguments.first == "measure-read", arguments.count == 3, let entities = Int(arguments[2]) {
        try ModelReadBenchmark.measure(path: arguments[1], entities: entities)
        exit(0)
    }
    // `mogen-bench write-model N DIR` writes the synthetic model, to profile with `mogen lint` under perf/valgrind.
    if arguments.first == "write-model", arguments.count == 3, let entities = Int(arguments[1]) {
        print(try SyntheticModelFile.write(entities: entities, in: arguments[2]))
        exit(0)
    }
    let selection = arguments.first ?? "all"
    let known = [
        "all", "model", "template", "generate", "diff", "evolution", "migrations", "hostile", "diagram", "swiftgen", "plugin",
    ]
    let comparing = selection == "compare" && arguments.count == 2
    guard known.contains(selection) || comparing else {
        FileHandle.standardError.write(Data("usage: mogen-bench [\(known.joined(separator: "|"))] | compare OTHER_MOGEN\n".utf8))
        exit(64)
    }
    #if DEBUG
    print("warning: this is a debug build; run `swift run -c release mogen-bench` for meaningful figures")
    #endif
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    let mogen = URL(fileURLWithPath: executable).deletingLastPathComponent().appendingPathComponent("mogen").path
    var passed = true
    if comparing {
        passed = try BinaryComparisonBenchmark.run(mogen: mogen, other: arguments[1], directory: directory)
    }
    if selection == "all" || selection == "model" {
        passed = try ModelReadBenchmark.run(executable: executable, directory: directory) && passed
    }
    if selection == "all" || selection == "template" {
        passed = TemplateRenderBenchmark.run() && passed
    }
    if selection == "all" || selection == "generate" {
        passed = try GenerateBenchmark.run(mogen: mogen, directory: directory) && passed
    }
    if selection == "all" || selection == "diff" {
        passed = DiffBenchmark.run() && passed
    }
    if selection == "all" || selection == "evolution" {
        passed = try EvolutionBenchmark.run(mogen: mogen, directory: directory) && passed
    }
    if selection == "all" || selection == "migrations" {
        passed = try MigrationsBenchmark.run(mogen: mogen, directory: directory) && passed
    }
    if selection == "all" || selection == "hostile" {
        passed = try HostileInputBenchmark.run(mogen: mogen, directory: directory) && passed
    }
    if selection == "all" || selection == "diagram" {
        passed = try DiagramBenchmark.run() && passed
    }
    if selection == "plugin" {
        passed = try PluginBuildBenchmark.run(mogen: mogen, directory: directory) && passed
    }
    if selection == "all" || selection == "swiftgen" {
        passed = try SwiftGenBenchmark.run(mogen: mogen, directory: directory) && passed
    }
    // `exit` runs no `defer`: the folder goes first.
    try? FileManager.default.removeItem(atPath: directory)
    exit(passed ? 0 : 1)
} catch {
    try? FileManager.default.removeItem(atPath: directory)
    FileHandle.standardError.write(Data("mogen-bench: error: \(error)\n".utf8))
    exit(2)
}
