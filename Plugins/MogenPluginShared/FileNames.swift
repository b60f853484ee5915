/// File names derived from model names. Model and class names are validated identifiers, but a model's file name
/// can be anything a file system allows; what becomes a file name must never reach outside the output directory.
public enum FileNames {
    /// `name` with `/`, `\`, NUL and other control characters replaced by `_`, and `.`/`..` made harmless.
    public static func safe(_ name: String) -> String {
        var result = ""
        for scalar in name.unicodeScalars {
            result.unicodeScalars.append(scalar == "/" || scalar == "\\" || scalar == ":" || scalar.value < 0x20 ? "_" : scalar)
        }
        if result.isEmpty || result.allSatisfy({ $0 == "." }) { return "_" + result }
        return result
    }
}
