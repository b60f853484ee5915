import Foundation
import MogenSupport
import MogenTestSupport
import Testing

/// A program built from generated code, with the runnable stand-in of Core Data's description classes and
/// Foundation's predicates (`Tests/CoreDataRuntime`) in the program's module unless asked not to: the generated files
/// must not import CoreData.
enum StandInProgram {
    /// Compiles `sources`, with the stand-in unless `withStandIn` is false (generated code that needs no Core Data),
    /// into `directory/name`, in Swift 6 mode, and returns the program's path.
    static func build(_ name: String, sources: [String], in directory: String, withStandIn: Bool = true) throws -> String {
        let runtime = TestPackage.path("Tests/CoreDataRuntime")
        let runtimeFiles = withStandIn
            ? try FileManager.default.subpathsOfDirectory(atPath: runtime).filter { $0.hasSuffix(".swift") }
                .sorted().map { runtime + "/" + $0 }
            : []
        let program = directory + "/" + name
        let compiled = try ChildProcess(
            "swiftc", ["-swift-version", "6", "-module-name", name, "-o", program] + runtimeFiles + sources,
            temporaryDirectory: try TemporaryDirectory.make()).run()
        try #require(compiled.status == 0, "\(name) does not compile:\n\(compiled.stdout)\(compiled.stderr)")
        return program
    }

    /// Builds `parts`, joined by blank lines, as the `main.swift` of a program named `name` that needs no stand-in,
    /// runs it, and returns the lines it printed; a failed run is a failed test.
    static func run(_ name: String, main parts: [String]) throws -> [String] {
        let directory = try TemporaryDirectory.make()
        try TestFiles.write(parts.joined(separator: "\n\n") + "\n", to: directory + "/main.swift")
        let executable = try build(name, sources: [directory + "/main.swift"], in: directory, withStandIn: false)
        let ran = try ChildProcess(executable).run()
        #expect(ran.status == 0, "\(ran.stderr)")
        return ran.stdout.split(separator: "\n").map(String.init)
    }

    /// The declaration in `code` starting at the line that begins with `start`, to the first line that is `indent`
    /// and `}`: a generated type cut out to be compiled on its own.
    static func declaration(in code: String, from start: String, indent: String) -> String? {
        let lines = code.split(separator: "\n", omittingEmptySubsequences: false)
        guard let first = lines.firstIndex(where: { $0.hasPrefix(start) }),
            let last = lines[first...].firstIndex(where: { $0 == indent + "}" })
        else { return nil }
        return lines[first...last].joined(separator: "\n")
    }
}
