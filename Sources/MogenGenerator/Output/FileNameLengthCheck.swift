import MogenModel
import MogenSupport

/// A file name longer than the file system allows fails only when it is written, with an error about the
/// directory; planning catches it instead, at the entity (or model) whose name made it.
enum FileNameLengthCheck {
    /// NAME_MAX on Linux and macOS (APFS and HFS+ count 255 UTF-8 bytes too).
    static let maximumBytes = 255

    /// The error for `file` when its name is too long. `entity` is the entity whose class named the file, if any;
    /// `model` locates it. Both names are quoted by their ends: they are long by definition.
    static func problem(_ file: GeneratedFile, entity: EntityContext?, model: Model) -> Diagnostic? {
        let length = file.relativePath.utf8.count
        guard length > maximumBytes else { return nil }
        let limit = "is \(length) bytes long, more than the \(maximumBytes) a file name may have"
        if let entity, let location = model.entity(named: entity.name)?.location {
            return .error(
                "the file name \(quoted: file.relativePath) for entity \(quoted: entity.name) \(limit); give the entity a "
                    + "shorter class name (Class in Xcode's Data Model inspector)",
                at: location, .output)
        }
        return .error(
            "the file name \(quoted: file.relativePath) \(limit); rename the model file to a shorter name",
            at: .file(model.source.contentsPath), .output)
    }
}
