/// Where a model was read from.
package struct ModelSource: Hashable, Sendable {
    /// The path the user gave (a `.xcdatamodeld`, a `.xcdatamodel` or a `contents` file).
    package let inputPath: String
    /// The model's name: the bundle's or folder's name without extension (`Employees`).
    package let modelName: String
    /// The XML file that was read; diagnostics point into it.
    package let contentsPath: String
    /// The version read, for bundles (`Employees 2`).
    package let versionName: String?
    /// Every version in the bundle, sorted (empty for a lone `.xcdatamodel` or `contents`).
    package let versionNames: [String]
    /// The version `.xccurrentversion` names, if any.
    package let currentVersionName: String?
    /// The files whose content decides what was read: `.xccurrentversion` when present, and `contents`.
    package let inputFiles: [String]
}
