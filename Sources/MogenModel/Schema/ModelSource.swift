/// Where a model was read from.
public struct ModelSource: Hashable, Sendable {
    /// The path the user gave (a `.xcdatamodeld`, a `.xcdatamodel` or a `contents` file).
    public let inputPath: String
    /// The model's name: the bundle's or folder's name without extension (`Employees`).
    public let modelName: String
    /// The XML file that was read; diagnostics point into it.
    public let contentsPath: String
    /// The version read, for bundles (`Employees 2`).
    public let versionName: String?
    /// Every version in the bundle, sorted (empty for a lone `.xcdatamodel` or `contents`).
    public let versionNames: [String]
    /// The version `.xccurrentversion` names, if any.
    public let currentVersionName: String?
    /// The files whose content decides what was read: `.xccurrentversion` when present, and `contents`.
    public let inputFiles: [String]
}
