import Foundation
import MogenDiagram
import MogenTestSupport
import Testing

/// Every sample's SVG, and a generated 20-entity model's, drawn by a real browser: headless Chromium (Debian's
/// `chromium` package) parses each SVG and takes a screenshot of it. Without Chromium the test shows as skipped,
/// unless `MOGEN_REQUIRE_CHROMIUM=1` (set by `.ci/run`): then it runs, and fails. `MOGEN_DIAGRAM_PNG_DIR=DIR` keeps the
/// screenshots, to look at them.
@Suite("SVG diagrams in a browser", .tags(.slow), .temporaryDirectories)
struct BrowserRenderingTests {
    struct Case {
        var name: String
        var diagram: DiagramModel
    }

    static func cases() throws -> [Case] {
        try DiagramFixtures.samples.map { Case(name: $0, diagram: try DiagramFixtures.sample($0)) }
            + [Case(name: "Generated20", diagram: try DiagramFixtures.generated(20))]
    }

    @Test("Chromium draws every SVG without errors, at its size; boxes do not overlap; every entity is named",
        .enabled(if: Chromium.executable != nil || Chromium.isRequired,
            "needs Chromium: chromium or chromium-browser on PATH (apt-get install chromium)"))
    func chromium() throws {
        let executable = try #require(
            Chromium.executable, "Chromium (chromium or chromium-browser) is not on PATH, and MOGEN_REQUIRE_CHROMIUM=1")
        let directory = try TemporaryDirectory.make()
        // A profile of its own, removed with the directory: runs at once do not share one.
        let browser = Chromium(executable: executable, profile: directory + "/profile")
        let keep = ProcessInfo.processInfo.environment["MOGEN_DIAGRAM_PNG_DIR"]
        var svgs: [(name: String, text: String)] = []
        for item in try Self.cases() {
            let layout = DiagramLayout(item.diagram)
            let svg = SVGDiagram.render(item.diagram, layout: layout)
            svgs.append((item.name, svg))
            for (offset, box) in layout.boxes.enumerated() {
                for other in layout.boxes[(offset + 1)...] {
                    #expect(!box.rect.overlaps(other.rect), "\(item.name): \(box.entity) overlaps \(other.entity)")
                }
            }
            for entity in item.diagram.entities {
                #expect(svg.contains(">\(entity.name)</text>"), "\(item.name): \(entity.name) is not in the SVG's text")
            }
            let svgPath = "\(directory)/\(item.name).svg", pngPath = "\(directory)/\(item.name).png"
            try TestFiles.write(svg, to: svgPath)
            let run = try browser.screenshot(svgPath, to: pngPath, width: layout.width, height: layout.height)
            #expect(run.status == 0, "\(item.name): Chromium exited with \(run.status): \(run.stderr)")
            let png = FileManager.default.contents(atPath: pngPath) ?? Data()
            #expect(!png.isEmpty, "\(item.name): no screenshot")
            let size = PNGHeader.size(png)
            #expect(size?.width == layout.width && size?.height == layout.height,
                "\(item.name): the screenshot is \(String(describing: size)), not \(layout.width)×\(layout.height)")
            if let keep {
                try? FileManager.default.createDirectory(atPath: keep, withIntermediateDirectories: true)
                try? FileManager.default.removeItem(atPath: "\(keep)/\(item.name).png")
                try? FileManager.default.copyItem(atPath: pngPath, toPath: "\(keep)/\(item.name).png")
            }
        }
        // One page parses every SVG with the browser's XML parser and writes what it found into the page.
        let report = try browser.parseReport(svgs, in: directory)
        for (name, _) in svgs {
            #expect(report.contains("\(name): ok"), "\(name): the browser reports a parse error: \(report)")
        }
    }
}

/// The headless browser, run as a child process.
struct Chromium {
    var executable: String
    var profile: String

    /// Debian's `chromium`, or `chromium-browser` as other systems name it, on PATH.
    static var executable: String? { TestMachine.program("chromium") ?? TestMachine.program("chromium-browser") }

    /// Whether the test must run, and fail without Chromium, rather than be skipped (CI sets it).
    static var isRequired: Bool { ProcessInfo.processInfo.environment["MOGEN_REQUIRE_CHROMIUM"] == "1" }

    /// In a container Chromium runs only without its sandbox and GPU.
    var options: [String] {
        ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--user-data-dir=\(profile)"]
    }

    func screenshot(_ svg: String, to png: String, width: Int, height: Int) throws -> ChildProcess.Output {
        try ChildProcess(executable, options + [
            "--screenshot=\(png)", "--window-size=\(width),\(height)", URL(fileURLWithPath: svg).absoluteString,
        ]).run()
    }

    /// The page's text after its script ran: a line "NAME: ok" per SVG that parsed, "NAME: error …" otherwise.
    func parseReport(_ svgs: [(name: String, text: String)], in directory: String) throws -> String {
        let sources = try String(decoding: JSONEncoder().encode(Dictionary(uniqueKeysWithValues: svgs.map { ($0.name, $0.text) })),
            as: UTF8.self)
        let page = """
            <!DOCTYPE html><html><body><pre id="report"></pre><script>
            const sources = \(sources);
            const lines = [];
            for (const name of Object.keys(sources).sort()) {
              const document = new DOMParser().parseFromString(sources[name], "image/svg+xml");
              const error = document.querySelector("parsererror");
              const root = document.documentElement;
              lines.push(name + ": " + (error ? "error " + error.textContent
                : root.localName === "svg" ? "ok" : "error: root is " + root.localName));
            }
            window.document.getElementById("report").textContent = lines.join("\\n");
            </script></body></html>
            """
        let pagePath = "\(directory)/parse.html"
        try TestFiles.write(page, to: pagePath)
        let run = try ChildProcess(executable, options + ["--dump-dom", URL(fileURLWithPath: pagePath).absoluteString]).run()
        return run.stdout
    }
}

/// The size a PNG file declares in its IHDR chunk, right after the 8-byte signature.
enum PNGHeader {
    static func size(_ data: Data) -> (width: Int, height: Int)? {
        let bytes = [UInt8](data.prefix(24))
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count == 24, Array(bytes[0..<8]) == signature, bytes[12..<16].elementsEqual("IHDR".utf8)
        else { return nil }
        func integer(_ offset: Int) -> Int {
            bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
        }
        return (integer(16), integer(20))
    }
}
