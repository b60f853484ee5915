import Foundation

// `syntax-outline [--without-tokens] FILE...`: the outline of each Swift file (SyntaxOutline) as one JSON object,
// keyed by the path as given; `--without-tokens` leaves out `shape`, `codeWords` and `literalSegments`, which only
// comparisons need. Exits 2 when a file cannot be read.
var arguments = CommandLine.arguments.dropFirst()
let withoutTokens = arguments.first == "--without-tokens"
if withoutTokens { arguments = arguments.dropFirst() }
var outlines: [String: SyntaxOutline] = [:]
for path in arguments {
    guard let data = FileManager.default.contents(atPath: path) else {
        FileHandle.standardError.write(Data("syntax-outline: cannot read \(path)\n".utf8))
        exit(2)
    }
    var outline = SyntaxOutline(source: String(decoding: data, as: UTF8.self))
    if withoutTokens {
        outline.shape = []
        outline.codeWords = []
        outline.literalSegments = []
    }
    outlines[path] = outline
}
let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys]
FileHandle.standardOutput.write(try encoder.encode(outlines))
