/// Orders names the way people expect: `Model 2` before `Model 10`.
public enum NaturalOrder {
    /// Runs of ASCII digits compare as numbers (leading zeros aside); everything else by code point, which UTF-8's
    /// byte order is; names equal that way (`Model 02`, `Model 2`) fall back to `<`.
    public static func areInIncreasingOrder(_ lhs: String, _ rhs: String) -> Bool {
        var left = lhs
        var right = rhs
        let order = left.withUTF8 { a in right.withUTF8 { b in compare(a, b) } }
        return order ?? (lhs < rhs)
    }

    /// True when `a` sorts first, false when `b` does, nil when neither does.
    private static func compare(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool? {
        var i = 0
        var j = 0
        while i < a.count, j < b.count {
            if isDigit(a[i]), isDigit(b[j]) {
                while i < a.count, a[i] == 0x30, i + 1 < a.count, isDigit(a[i + 1]) { i += 1 }
                while j < b.count, b[j] == 0x30, j + 1 < b.count, isDigit(b[j + 1]) { j += 1 }
                let startA = i
                let startB = j
                while i < a.count, isDigit(a[i]) { i += 1 }
                while j < b.count, isDigit(b[j]) { j += 1 }
                if i - startA != j - startB { return i - startA < j - startB }
                for (digitA, digitB) in zip(a[startA..<i], b[startB..<j]) where digitA != digitB {
                    return digitA < digitB
                }
                continue
            }
            if a[i] != b[j] { return a[i] < b[j] }
            i += 1
            j += 1
        }
        if a.count - i != b.count - j { return a.count - i < b.count - j }
        return nil
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= 0x30 && byte <= 0x39
    }
}
