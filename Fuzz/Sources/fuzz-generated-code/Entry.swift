/// libFuzzer calls this once per input (`Scripts/fuzz generated-code`). The harness generates the input's model with
/// one built-in template set and layout, chosen by the input (`GeneratedCodeFuzzing`); this parses each file with
/// swift-syntax and stops the process, which libFuzzer reports with the input, when the code breaks
/// `GeneratedCodeInvariant`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let outcome = GeneratedCodeFuzzing.run(bytes, in: [GeneratedCodeFuzzing.configuration(for: bytes)])
    let problems = GeneratedCodeInvariant.problems(in: outcome) { files in
        files.map { SyntaxOutline(source: $0.text) }
    }
    if !problems.isEmpty {
        fatalError("generated code breaks the invariant:\n" + problems.prefix(10).joined(separator: "\n"))
    }
    return 0
}
