import MogenSupport

/// The CI guard against editing a model version after it shipped (`mogen lint --shipped REF`): every version that
/// exists at the shipped revision must still exist, with the same version hashes; new versions are expected to be
/// current. A store created by a shipped version can only be opened or migrated if that version stays as it was.
public enum ShippedVersionGuard {
    /// A bundle's versions as they are at one place (a git revision, the working tree).
    public struct Versions: Sendable {
        /// Version names, in the bundle's natural order.
        public let names: [String]
        public let current: String?
        public let read: @Sendable (String) -> Result<Model, DiagnosticError>

        public init(
            names: [String], current: String?, read: @escaping @Sendable (String) -> Result<Model, DiagnosticError>
        ) {
            self.names = names
            self.current = current
            self.read = read
        }
    }

    /// Problems with `working` compared with `shipped`, the bundle at `revision`. `bundle` is the bundle's path, for
    /// problems that belong to no version file.
    public static func check(
        shipped: Versions, working: Versions, revision: String, bundle: String
    ) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let workingNames = Set(working.names)
        for name in shipped.names {
            guard workingNames.contains(name) else {
                diagnostics.append(.error(
                    "version \(quoted: name) was removed after it shipped (it is in \(bare: revision)); stores created with it "
                        + "can no longer be opened or migrated: restore it", at: .file(bundle), .evolution))
                continue
            }
            let old: Model
            let new: Model
            switch (shipped.read(name), working.read(name)) {
            case let (.success(before), .success(after)):
                old = before
                new = after
            case let (.failure(error), _), let (_, .failure(error)):
                diagnostics += error.diagnostics
                continue
            }
            let hashChanges = ModelComparison.compare(old, new).allChanges.filter(\.changesVersionHash)
            guard let first = hashChanges.first else { continue }
            let more = hashChanges.count > 1 ? " and \(hashChanges.count - 1) more" : ""
            diagnostics.append(.error(
                "version \(quoted: name) changed after it shipped (\(first.subject): \(first.summary)\(more)); "
                    + "add a new model version instead", at: first.location ?? .file(new.source.contentsPath),
                .evolution))
        }
        let shippedNames = Set(shipped.names)
        if let current = working.current {
            for name in working.names where !shippedNames.contains(name) && name != current {
                diagnostics.append(.warning(
                    "version \(quoted: name) is new since \(bare: revision) but is not the current version, so the app does not "
                        + "use it; the current version is \(quoted: current)", at: .file(bundle), .evolution))
            }
            if let newer = working.names.last(where: { NaturalOrder.areInIncreasingOrder(current, $0) }) {
                diagnostics.append(.warning(
                    "the current version \(quoted: current) is older than \(quoted: newer); a new version should come after the "
                        + "versions that shipped, and be the current one", at: .file(bundle), .evolution))
            }
        }
        return diagnostics
    }
}
