/// Converts UTF-16 text (after its byte-order mark) to UTF-8, refusing what is not well-formed UTF-16 instead of
/// replacing it, so a model reads exactly as written or not at all.
enum UTF16Transcoder {
    enum ByteOrder {
        case bigEndian, littleEndian

        /// The encoding name an XML declaration may give for this byte order.
        var encodingName: String { self == .bigEndian ? "UTF-16BE" : "UTF-16LE" }
    }

    struct Failure: Error {
        var message: String
        /// The text converted before the problem: the problem is at its end.
        var convertedBefore: [UInt8]
    }

    static func utf8(from bytes: ArraySlice<UInt8>, order: ByteOrder) -> Result<[UInt8], Failure> {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        func failure(_ message: String) -> Result<[UInt8], Failure> {
            .failure(Failure(message: "invalid UTF-16: " + message, convertedBefore: output))
        }
        func unit(at index: Int) -> UInt32 {
            let (high, low) = order == .bigEndian ? (bytes[index], bytes[index + 1]) : (bytes[index + 1], bytes[index])
            return UInt32(high) << 8 | UInt32(low)
        }
        var index = bytes.startIndex
        while index < bytes.endIndex {
            guard index + 1 < bytes.endIndex else { return failure("the file ends in the middle of a character") }
            let first = unit(at: index)
            index += 2
            var value = first
            if (0xD800...0xDBFF).contains(first) {
                let second = index + 1 < bytes.endIndex ? unit(at: index) : 0
                guard (0xDC00...0xDFFF).contains(second) else { return failure("an unpaired surrogate \(hex(first))") }
                index += 2
                value = 0x10000 + ((first - 0xD800) << 10 | (second - 0xDC00))
            }
            guard value != 0 else { return failure("a NUL character, which XML does not allow") }
            guard let scalar = Unicode.Scalar(value) else { return failure("an unpaired surrogate \(hex(first))") }
            UTF8.encode(scalar) { output.append($0) }
        }
        return .success(output)
    }

    private static func hex(_ unit: UInt32) -> String {
        "0x" + String(unit, radix: 16, uppercase: true)
    }
}
