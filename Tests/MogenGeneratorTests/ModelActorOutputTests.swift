import Foundation
import MogenGenerator
import MogenTestSupport
import Testing

/// The model actor of the generated stack (`_model-actor.stencil`, Docs/Stack.md): its executor is a private
/// context's queue, and the compiler keeps objects and the context inside the isolation they belong to.
@Suite("The stack's model actor", .temporaryDirectories)
struct ModelActorOutputTests {
    static func stack(_ sample: String, options: ContextOptions = ContextOptions()) throws -> String {
        let result = try GeneratorFixtures.generate(
            GeneratorFixtures.sample(sample), options: options, optionalOutputs: [.stack])
        return try #require(result.files.first { $0.relativePath == "\(sample)+Stack.swift" }).contents
    }

    @Test("the actor's executor runs its jobs on its own context's queue, through perform, from macOS 14 and iOS 17")
    func executorWiring() throws {
        let stack = try Self.stack("Employees")
        let availability = "@available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)\n"
        #expect(stack.contains(availability + "public actor EmployeesModelActor {"))
        #expect(stack.contains("    private let executor: ContextExecutor\n"))
        #expect(stack.contains(
            "public nonisolated var unownedExecutor: Swift.UnownedSerialExecutor { executor.asUnownedSerialExecutor() }"))
        // The context the actor's code uses is the one whose queue its executor enqueues on.
        #expect(stack.contains("public var context: NSManagedObjectContext { executor.context }"))
        #expect(stack.contains("let context = store.container.newBackgroundContext()"))
        #expect(stack.contains("executor = ContextExecutor(context: context)"))
        #expect(stack.contains("""
                nonisolated private final class ContextExecutor: Swift.SerialExecutor {
                    let context: NSManagedObjectContext
            """))
        // perform, never performAndWait: enqueuing never blocks the enqueuing thread.
        #expect(stack.contains("""
                    func enqueue(_ job: consuming Swift.ExecutorJob) {
            """))
        #expect(stack.contains("""
                        let unownedJob = Swift.UnownedJob(job)
                        let executor = asUnownedSerialExecutor()
                        context.perform {
                            unownedJob.runSynchronously(on: executor)
                        }
            """))
        #expect(!stack.contains("performAndWait"))
        #expect(stack.contains("Swift.UnownedSerialExecutor(ordinary: self)"))
        // `work` takes a Sendable closure and returns a Sendable value: objects cannot leave, nor come in.
        #expect(stack.contains("""
                public func work<Result: Swift.Sendable>(
                    _ body: @Sendable (NSManagedObjectContext) throws -> Result
                ) rethrows -> Result {
            """))
        // The main-actor counterpart, over the view context.
        #expect(stack.contains("@MainActor\npublic final class EmployeesMainModelActor {"))
        #expect(stack.contains("public var context: NSManagedObjectContext { store.viewContext }"))
        // No unchecked Sendable: the context is Sendable in Apple's declarations, and only the actor and its
        // executor hold it.
        let start = try #require(stack.range(of: "// MARK: - Isolated contexts")).lowerBound
        #expect(!stack[start...].contains("@unchecked"))
    }

    @Test("the actor follows the access level, and a CloudKit stack gets it too")
    func accessLevelAndCloudKit() throws {
        let stack = try Self.stack("Employees", options: ContextOptions(accessLevel: .internal))
        let start = try #require(stack.range(of: "// MARK: - Isolated contexts")).lowerBound
        let actors = String(stack[start...])
        #expect(actors.contains("\nactor EmployeesModelActor {"))
        #expect(actors.contains("    nonisolated let store: EmployeesStore\n"))
        #expect(actors.contains("\nfinal class EmployeesMainModelActor {"))
        #expect(!actors.contains("public "))
        let recipes = try Self.stack("Recipes")
        #expect(recipes.contains("public actor RecipesModelActor {"))
        #expect(recipes.contains("public init(store: RecipesStore) {"))
    }

    /// The isolation holds: what would cross it unsafely does not compile.
    @Test("the actor refuses managed objects leaving or entering it, and its context outside it", .tags(.slow),
        arguments: [
            ("func f(_ a: EmployeesModelActor) async throws -> Department { "
                + "try await a.work { Department(context: $0, code: 1, name: \"x\") } }",
             "does not conform to the 'Sendable' protocol"),
            ("func f(_ a: EmployeesModelActor, _ d: Department) async { await a.work { _ in d.name = \"x\" } }",
             "non-Sendable type 'Department'"),
            ("nonisolated func f(_ a: EmployeesModelActor) -> NSManagedObjectContext { a.context }",
             "actor-isolated property 'context' can not be referenced from a nonisolated context"),
            ("nonisolated func f(_ m: EmployeesMainModelActor) -> NSManagedObjectContext { m.context }",
             "main actor-isolated property 'context' can not be referenced from a nonisolated context"),
        ])
    func rejections(code: String, message: String) throws {
        let (status, output) = try GeneratorFixtures.typeCheckEmployeesStack(with: code)
        #expect(status != 0, "\(code) should be rejected")
        #expect(output.contains(message), "\(output)")
    }
}
