import CMogenXML
import Foundation
import MogenModel
import MogenSupport

/// Read + validate time and peak memory for synthesized models of 100, 1,000 and 5,000 entities.
/// Each size runs in a child process of its own, so its peak memory is its own.
enum ModelReadBenchmark {
    static let sizes = [100, 1_000, 5_000]
    /// Target: 1,000 entities under 40 ms.
    static let targetSeconds = 0.040
    /// Target: time per entity within 1.5x between the smallest and the largest model.
    static let linearityLimit = 1.5

    struct Result {
        var entities: Int
        var seconds: Double
        /// The read and the validation on their own (medians of their own).
        var readSeconds: Double
        var validateSeconds: Double
        /// libxml2 alone, parsing the same file with callbacks that do nothing: the floor of reading, and a measure
        /// of how fast the machine is at the time.
        var bareParseSeconds: Double
        var peakBytes: Int
    }

    /// Runs every size in a child process and prints the table and the verdict. Returns false when a target is missed.
    static func run(executable: String, directory: String) throws -> Bool {
        print("read + validate (median; each size in its own process)")
        var results: [Result] = []
        for size in sizes {
            let path = try SyntheticModelFile.write(entities: size, in: directory)
            let result = try measureInChild(executable: executable, path: path, entities: size)
            results.append(result)
            print(String(
                format: "  %5d entities  %9@  %9@/entity  (read %@, validate %@; libxml2 alone %@)  peak memory %@",
                size, Measure.milliseconds(result.seconds), Measure.microseconds(result.seconds / Double(size)),
                Measure.milliseconds(result.readSeconds), Measure.milliseconds(result.validateSeconds),
                Measure.milliseconds(result.bareParseSeconds), Measure.megabytes(result.peakBytes)))
        }
        return verdict(results)
    }

    private static func measureInChild(executable: String, path: String, entities: Int) throws -> Result {
        let output = try runChild(executable: executable, arguments: ["measure-read", path, String(entities)])
        let fields = output.split(separator: " ")
        guard fields.count == 5, let seconds = Double(fields[0]), let read = Double(fields[1]),
            let validate = Double(fields[2]), let bareParse = Double(fields[3]), let peak = Int(fields[4])
        else {
            throw BenchmarkError("unexpected output from the read benchmark: \(output)")
        }
        return Result(
            entities: entities, seconds: seconds, readSeconds: read, validateSeconds: validate,
            bareParseSeconds: bareParse, peakBytes: peak)
    }

    /// In the child: reads and validates the model several times, then reads alone, validates alone and parses with
    /// libxml2 alone as often, and prints `seconds readSeconds validateSeconds bareParseSeconds peakBytes`.
    static func measure(path: String, entities: Int) throws {
        // A small model reads in a few milliseconds, where one slow run moves a short median.
        let runs = entities >= 5_000 ? 3 : entities >= 1_000 ? 7 : 31
        var checked = 0
        let seconds = try Measure.median(runs: runs) {
            let result = try ModelReader.read(path: path)
            let diagnostics = ModelValidator.validate(result.model)
            guard result.model.entities.count == entities, !diagnostics.hasErrors else {
                throw BenchmarkError("the synthetic model did not read cleanly: \(diagnostics.prefix(3))")
            }
            checked += 1
        }
        precondition(checked == runs)
        var model = try ModelReader.read(path: path).model
        let read = try Measure.median(runs: runs) { model = try ModelReader.read(path: path).model }
        let validate = Measure.median(runs: runs) { _ = ModelValidator.validate(model) }
        let bareParse = try bareParseSeconds(path: path, runs: runs)
        print(String(seconds), String(read), String(validate), String(bareParse), Measure.peakResidentBytes())
    }

    /// libxml2's parse of the model's `contents` through CMogenXML, with callbacks that do nothing.
    private static func bareParseSeconds(path: String, runs: Int) throws -> Double {
        let contents = try FileManager.default.contentsOfDirectory(atPath: path)
            .filter { $0.hasSuffix(".xcdatamodel") }.map { "\(path)/\($0)/contents" }
        guard let file = contents.first, let data = FileManager.default.contents(atPath: file) else {
            throw BenchmarkError("no model contents in \(path)")
        }
        let bytes = [UInt8](data)
        return try Measure.median(runs: runs) {
            var handlers = MogenXMLHandlers(
                context: nil, startElement: { _, _, _, _, _, _, _ in 0 }, endElement: { _ in })
            var problem = MogenXMLProblem()
            let completed = bytes.withUnsafeBufferPointer { buffer in
                mogen_xml_parse(buffer.baseAddress, buffer.count, &handlers, &problem)
            }
            guard completed == 1 else { throw BenchmarkError("libxml2 did not parse \(file): \(problem.code)") }
        }
    }

    private static func verdict(_ results: [Result]) -> Bool {
        guard let thousand = results.first(where: { $0.entities == 1_000 }), let first = results.first,
            let last = results.last
        else { return false }
        let perEntityFirst = first.seconds / Double(first.entities)
        let perEntityLast = last.seconds / Double(last.entities)
        let ratio = max(perEntityFirst, perEntityLast) / min(perEntityFirst, perEntityLast)
        let fast = thousand.seconds < targetSeconds
        let linear = ratio <= linearityLimit
        print("  target 1,000 entities < \(Measure.milliseconds(targetSeconds)): \(Measure.milliseconds(thousand.seconds)) "
            + (fast ? "PASS" : "FAIL") + String(
                format: " (%.2fx libxml2's bare parse of the same file, %@ this run)",
                thousand.seconds / thousand.bareParseSeconds, Measure.milliseconds(thousand.bareParseSeconds)))
        print(String(format: "  time per entity, %d vs %d entities: %.2fx (limit %.1fx) ", first.entities, last.entities,
            ratio, linearityLimit) + (linear ? "PASS" : "FAIL"))
        return fast && linear
    }

    private static func runChild(executable: String, arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw BenchmarkError("\(arguments.joined(separator: " ")) exited with \(process.terminationStatus)")
        }
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

struct BenchmarkError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
