import Foundation

/// Path manipulation on strings, keeping paths as the user wrote them (relative stays relative), so diagnostics
/// and generated files never contain absolute paths the user did not give.
public enum PathText {
    public static func join(_ base: String, _ component: String) -> String {
        if base.isEmpty || base == "." { return component }
        return base.hasSuffix("/") ? base + component : base + "/" + component
    }

    public static func trimmingTrailingSlashes(_ path: String) -> String {
        var result = Substring(path)
        while result.count > 1, result.hasSuffix("/") { result = result.dropLast() }
        return String(result)
    }

    public static func lastComponent(_ path: String) -> String {
        let trimmed = trimmingTrailingSlashes(path)
        guard let slash = trimmed.lastIndex(of: "/") else { return trimmed }
        return String(trimmed[trimmed.index(after: slash)...])
    }

    public static func deletingLastComponent(_ path: String) -> String {
        let trimmed = trimmingTrailingSlashes(path)
        guard let slash = trimmed.lastIndex(of: "/") else { return "." }
        return slash == trimmed.startIndex ? "/" : String(trimmed[..<slash])
    }

    /// `Model.xcdatamodeld` → `xcdatamodeld`; no extension → "".
    public static func pathExtension(_ name: String) -> String {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return String(name[name.index(after: dot)...])
    }

    public static func deletingExtension(_ name: String) -> String {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }

    /// `path` made absolute against the current directory (`currentDirectory` saves asking the system for it), with `.` and `..` components resolved (symbolic links are
    /// not), so two spellings of one path compare equal.
    public static func absolute(_ path: String, in currentDirectory: String? = nil) -> String {
        let full = path.hasPrefix("/") ? path : (currentDirectory ?? FileManager.default.currentDirectoryPath) + "/" + path
        var components: [Substring] = []
        for component in full.split(separator: "/") {
            switch component {
            case ".": continue
            case "..": _ = components.popLast()
            default: components.append(component)
            }
        }
        return "/" + components.joined(separator: "/")
    }

    /// The path that leads from the directory `directory` to `path` (both absolute, or both relative to one
    /// directory): `relative("Sources/App", from: "Sources")` is `App`, `relative("A", from: "B/C")` is `../../A`.
    public static func relative(_ path: String, from directory: String) -> String {
        let target = absolute(path).split(separator: "/")
        let base = absolute(directory).split(separator: "/")
        let shared = zip(target, base).prefix { $0 == $1 }.count
        let components = Array(repeating: "..", count: base.count - shared) + target[shared...].map(String.init)
        return components.isEmpty ? "." : components.joined(separator: "/")
    }

    /// The absolute path of `path` with every symbolic link, `.` and `..` resolved (realpath(3)); nil when it does not
    /// exist or cannot be resolved.
    public static func resolvingLinks(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
