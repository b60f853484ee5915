/// What Core Data (an Objective-C runtime) accepts as a name: ASCII letters, digits and `_`, not starting with a
/// digit.
enum Identifier {
    static func isValid(_ name: String) -> Bool {
        var name = name
        return name.withUTF8 { bytes in
            guard let first = bytes.first, !isDigit(first) else { return false }
            for byte in bytes where !isLetter(byte) && !isDigit(byte) && byte != UInt8(ascii: "_") { return false }
            return true
        }
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte &- UInt8(ascii: "0") < 10
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) &- UInt8(ascii: "a") < 26  // `| 0x20` makes ASCII letters lowercase
    }

    static func startsWithUppercase(_ name: String) -> Bool {
        name.utf8.first.map { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) } ?? false
    }

    static func startsWithLowercase(_ name: String) -> Bool {
        name.utf8.first.map { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0) } ?? false
    }
}
