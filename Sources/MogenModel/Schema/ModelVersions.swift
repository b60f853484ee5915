/// A bundle's versions as `ModelLocator.versions(of:in:)` lists them, without reading any.
public struct ModelVersions: Hashable, Sendable {
    /// Every version in the bundle, in natural order (`Model 2` before `Model 10`); empty for a lone `.xcdatamodel`
    /// or `contents`.
    public let names: [String]
    /// The version `.xccurrentversion` names, if any.
    public let current: String?

    public init(names: [String], current: String?) {
        self.names = names
        self.current = current
    }

    /// The version read when none is asked for: the current one, or the only one; nil when that is ambiguous.
    public var readByDefault: String? {
        current ?? (names.count == 1 ? names[0] : nil)
    }
}
