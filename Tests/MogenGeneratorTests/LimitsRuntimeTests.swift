import Foundation
import MogenGenerator
import MogenTestSupport
import Testing

/// The `validate…` functions of the Limits test model's classes, run. Their code needs Foundation alone, so on Linux
/// (no Core Data) each class's `Limits` enum and the model's limit error are cut from the generated file and compiled
/// into a program, nested in plain classes of the same names, which calls them with values inside and outside each
/// limit.
@Suite("Validation limits, run", .tags(.slow), .temporaryDirectories)
struct LimitsRuntimeTests {
    /// Each check, and what it prints: `ok`, or the entity, attribute and limit of the error thrown.
    static let checks: [(call: String, expected: String)] = [
        ("Account.Limits.validateAge(0)", "ok"),
        ("Account.Limits.validateAge(150)", "ok"),
        ("Account.Limits.validateAge(-1)", "Account.age minimum"),
        ("Account.Limits.validateAge(151)", "Account.age maximum"),
        ("Account.Limits.validateBalance(Decimal(-100050) / 100)", "ok"),
        ("Account.Limits.validateBalance(Decimal(-100051) / 100)", "Account.balance minimum"),
        ("Account.Limits.validateBalance(Decimal(1_000_001))", "Account.balance maximum"),
        ("Account.Limits.validateScore(-0.5)", "ok"),
        ("Account.Limits.validateScore(1000.5)", "Account.score maximum"),
        ("Account.Limits.validateWeight(2.6)", "Account.weight maximum"),
        ("Account.Limits.validateVisits(-6)", "Account.visits minimum"),
        ("Account.Limits.validateCode(\"AB\")", "ok"),
        // Either alternative of the pattern may match the whole value.
        ("Account.Limits.validateCode(\"AB-12\")", "ok"),
        ("Account.Limits.validateCode(\"A\")", "Account.code minimumLength"),
        ("Account.Limits.validateCode(\"ABCDEFGHI\")", "Account.code maximumLength"),
        ("Account.Limits.validateCode(\"ab\")", "Account.code pattern"),
        // A match of part of the value is no match.
        ("Account.Limits.validateCode(\"AB-\")", "Account.code pattern"),
        ("Account.Limits.validateEmail(\"a@b\")", "ok"),
        ("Account.Limits.validateEmail(\"a\\\"b@c\")", "Account.email pattern"),
        ("Account.Limits.validateCategory(\"\")", "Account.kindCode minimumLength"),
        ("Account.Limits.validateOpened(Date(timeIntervalSinceReferenceDate: 5))", "ok"),
        ("Account.Limits.validateOpened(Date(timeIntervalSinceReferenceDate: -1))", "Account.opened earliestDate"),
        ("Account.Limits.validateOpened(Date(timeIntervalSinceReferenceDate: 1_000_000_001))", "Account.opened latestDate"),
        // A subclass checks the limits it inherits, under its own entity's name.
        ("SavingsAccount.Limits.validateRate(0.3)", "SavingsAccount.rate maximum"),
        ("SavingsAccount.Limits.validateCode(\"A\")", "SavingsAccount.code minimumLength"),
        // Lengths are UTF-16 code units, as Core Data counts: 71 emoji are 142.
        ("Entry.Limits.validateNote(String(repeating: \"😀\", count: 70))", "ok"),
        ("Entry.Limits.validateNote(String(repeating: \"😀\", count: 71))", "Entry.note maximumLength"),
    ]

    @Test("each validate function passes values inside the model's limits and throws for each limit broken")
    func validateFunctions() throws {
        let result = try GeneratorFixtures.generate(GeneratorFixtures.testModel("Limits"), layout: .single)
        let code = try #require(result.files.first).contents
        let error = try #require(StandInProgram.declaration(in: code, from: "nonisolated public struct LimitsLimitError", indent: ""))
        var program = ["import Foundation", error]
        for className in ["Account", "SavingsAccount", "Entry"] {
            let start = try #require(code.range(of: "nonisolated extension \(className)"))
            let limits = try #require(StandInProgram.declaration(in: String(code[start.lowerBound...]), from: "    nonisolated public enum Limits", indent: "    "))
            program.append("final class \(className) {}\nextension \(className) {\n\(limits)\n}")
        }
        program.append("""
            func check(_ body: () throws -> Void) {
                do {
                    try body()
                    print("ok")
                } catch let error as LimitsLimitError {
                    print("\\(error.entityName).\\(error.attributeName) \\(error.limit.rawValue)")
                } catch {
                    print("unexpected \\(error)")
                }
            }
            """)
        program += Self.checks.map { "check { try \($0.call) }" }
        let lines = try StandInProgram.run("LimitsRun", main: program)
        #expect(lines.count == Self.checks.count)
        for (line, check) in zip(lines, Self.checks) {
            #expect(line == check.expected, "\(check.call)")
        }
    }
}
