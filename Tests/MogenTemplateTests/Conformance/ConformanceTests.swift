import Foundation
import MogenTemplate
import MogenTestSupport
import Testing

/// Stencil's and StencilSwiftKit's own test cases, run when `shared/conformance` is present.
@Suite("Stencil conformance")
struct ConformanceTests {
    @Test("Conformance case", arguments: ConformanceSuite.cases)
    func conformanceCase(_ conformanceCase: ConformanceCase) {
        let problems = conformanceCase.mismatches()
        #expect(problems.isEmpty, "\(conformanceCase.testDescription)\n\(problems.joined(separator: "\n"))")
    }

    @Test("Every case passes; pass counts per suite",
        .enabled(if: TestPackage.sharedPath(ConformanceSuite.relativePath) != nil, "needs ../shared/conformance"))
    func summary() throws {
        let text = try String(contentsOf: ConformanceSuite.fileURL, encoding: .utf8)
        let lineCount = text.split(separator: "\n").filter { !$0.isEmpty }.count
        #expect(ConformanceSuite.cases.count == lineCount, "some lines of the cases file could not be read")

        var passed: [String: Int] = [:]
        var total: [String: Int] = [:]
        var failures: [String] = []
        for conformanceCase in ConformanceSuite.cases {
            total[conformanceCase.suite, default: 0] += 1
            let problems = conformanceCase.mismatches()
            if problems.isEmpty {
                passed[conformanceCase.suite, default: 0] += 1
            } else {
                failures.append(conformanceCase.testDescription)
            }
        }
        for suite in total.keys.sorted() {
            print("conformance: \(suite): \(passed[suite, default: 0])/\(total[suite, default: 0]) cases pass")
        }
        #expect(failures.isEmpty, "failing cases:\n\(failures.joined(separator: "\n"))")
    }
}
