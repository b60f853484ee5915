import MogenModel

/// The names the model-as-code gives what the model leaves unnamed, and the locals of `make()`.
public enum ModelCodeNames {
    /// The fetch index that stands for an indexed property (`indexed="YES"`) or a compound index: `nameIndex`,
    /// `lastName_firstNameIndex`. `NSPropertyDescription.isIndexed` and `NSEntityDescription.compoundIndexes` are
    /// deprecated since iOS 11 and macOS 10.13 in favour of `NSEntityDescription.indexes`
    /// (https://developer.apple.com/documentation/coredata/nspropertydescription/isindexed).
    public static func indexName(properties: [String]) -> String {
        properties.joined(separator: "_") + "Index"
    }
}

/// Hands out distinct Swift identifiers for the locals of `make()`.
struct LocalNames {
    private var used: Set<String> = ["model"]

    /// `base` as an identifier, with a number when it is taken.
    mutating func claim(_ base: String) -> String {
        let plain = SwiftNames.sanitized(base)
        var candidate = plain
        var number = 2
        while used.contains(candidate) || SwiftNames.keywords.contains(candidate) {
            candidate = plain + String(number)
            number += 1
        }
        used.insert(candidate)
        return candidate
    }
}
