import MogenModel
import MogenSupport

/// A file name longer than the file system allows fails only when it is written, with an error about the
/// directory; planning catches it instead, at the entity (or model) whose name made it.
enum FileNameLengthCheck {
    /// NAME_MAX on Linux and macOS (APFS and HFS+ count 255 UTF-8 bytes too).
    static let maximumBytes = 255
    /// How much of a long name a message shows.
    static let shownCharacters = 60

    /// The error for `file` when its name is too long. `entity` is the entity whose class named the file, if any;
    /// `model` locates it.
    static func problem(_ file: GeneratedFile, entity: EntityContext?, model: Model) -> Diagnostic? {
        let length = file.relativePath.utf8.count
        guard length > maximumBytes else { return nil }
        let name = shortened(file.relativePath)
        let limit = "is \(length) bytes long, more than the \(maximumBytes) a file name may have"
        if let entity, let location = model.entity(named: entity.name)?.location {
            return .error(
                "the file name for entity '\(shortened(entity.name))' (\(name)) \(limit); give the entity a shorter "
                    + "class name (Class in Xcode's Data Model inspector)",
                at: location, .output)
        }
        return .error(
            "the file name \(name) \(limit); rename the model file to a shorter name",
            at: .file(model.source.contentsPath), .output)
    }

    /// `Very…Long`: the beginning and end of a name too long to print whole.
    static func shortened(_ name: String) -> String {
        guard name.count > shownCharacters else { return name }
        return name.prefix(shownCharacters / 2) + "…" + name.suffix(shownCharacters / 2)
    }
}
