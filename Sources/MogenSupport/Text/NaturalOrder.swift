/// Orders names the way people expect: `Model 2` before `Model 10`.
public enum NaturalOrder {
    public static func areInIncreasingOrder(_ lhs: String, _ rhs: String) -> Bool {
        let a = Array(lhs.unicodeScalars), b = Array(rhs.unicodeScalars)
        var i = 0, j = 0
        while i < a.count, j < b.count {
            if a[i].properties.numericType == .decimal, b[j].properties.numericType == .decimal,
                a[i].isASCII, b[j].isASCII
            {
                let startA = i, startB = j
                while i < a.count, a[i].isASCII, a[i].properties.numericType == .decimal { i += 1 }
                while j < b.count, b[j].isASCII, b[j].properties.numericType == .decimal { j += 1 }
                let numberA = String(String.UnicodeScalarView(a[startA..<i])).drop { $0 == "0" }
                let numberB = String(String.UnicodeScalarView(b[startB..<j])).drop { $0 == "0" }
                if numberA.count != numberB.count { return numberA.count < numberB.count }
                if numberA != numberB { return numberA < numberB }
                continue
            }
            if a[i] != b[j] { return a[i].value < b[j].value }
            i += 1
            j += 1
        }
        if a.count - i != b.count - j { return a.count - i < b.count - j }
        return lhs < rhs
    }
}
