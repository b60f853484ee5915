/// What Core Data (an Objective-C runtime) accepts as a name: ASCII letters, digits and `_`, not starting with a
/// digit.
enum Identifier {
    static func isValid(_ name: String) -> Bool {
        guard let first = name.utf8.first, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) else {
            return false
        }
        return name.utf8.allSatisfy { byte in
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
        }
    }

    static func startsWithUppercase(_ name: String) -> Bool {
        name.utf8.first.map { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) } ?? false
    }

    static func startsWithLowercase(_ name: String) -> Bool {
        name.utf8.first.map { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0) } ?? false
    }
}
