import Foundation
import MogenSupport
import MogenTestSupport
import Testing

/// A program built from generated code and the runnable stand-in of Core Data's description classes and Foundation's
/// predicates (`Tests/CoreDataRuntime`), which is part of the program's module: the generated files must not import
/// CoreData.
enum StandInProgram {
    /// Compiles `sources` with the stand-in into `directory/name`, in Swift 6 mode, and returns the program's path.
    static func build(_ name: String, sources: [String], in directory: String) throws -> String {
        let runtime = TestPackage.path("Tests/CoreDataRuntime")
        let runtimeFiles = try FileManager.default.subpathsOfDirectory(atPath: runtime).filter { $0.hasSuffix(".swift") }
            .sorted().map { runtime + "/" + $0 }
        let program = directory + "/" + name
        let compiled = try ChildProcess(
            "swiftc", ["-swift-version", "6", "-module-name", name, "-o", program] + runtimeFiles + sources,
            temporaryDirectory: try TemporaryDirectory.make()).run()
        try #require(compiled.status == 0, "\(name) does not compile:\n\(compiled.stdout)\(compiled.stderr)")
        return program
    }
}
