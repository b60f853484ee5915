import MogenModel
import MogenSupport

/// `--shipped REV` for `mogen lint` and `mogen generate --check`: the bundle's versions at a git revision against
/// the working tree (`ShippedVersionGuard`).
enum ShippedCheck {
    static func diagnostics(path: String, revision: String) -> [Diagnostic] {
        do throws(DiagnosticError) {
            let working = try ModelLocator.versions(of: path)
            guard !working.names.isEmpty else {
                return [.error(
                    "--shipped compares the versions of a .xcdatamodeld bundle, and this is not one", at: .file(path),
                    .input)]
            }
            let tree = try GitRevisionTree(path: path, revision: revision)
            if try tree.kind(of: try tree.treePath(for: path)) == .missing {
                // A model added since the revision has shipped nothing; one moved since has, and is not guarded here.
                // Either way nothing was compared, which a passing check must not hide.
                return [.note(
                    "nothing was checked: the bundle is not at this path in \(bare: revision); if it was added since, "
                        + "nothing of it shipped; if it moved, its shipped versions are not guarded until the revision "
                        + "has it at this path", at: .file(path), .evolution)]
            }
            // Every version that shipped is read: all of them through one git process.
            try tree.readAhead()
            let shipped = try ModelLocator.versions(of: path, in: tree)
            return ShippedVersionGuard.check(
                shipped: ShippedVersionGuard.Versions(names: shipped.names, current: shipped.current) { version in
                    Result { () throws(DiagnosticError) in try ModelReader.read(path: path, version: version, in: tree).model }
                },
                working: ShippedVersionGuard.Versions(names: working.names, current: working.current) { version in
                    Result { () throws(DiagnosticError) in try ModelReader.read(path: path, version: version).model }
                },
                revision: revision, bundle: path)
        } catch {
            return error.diagnostics
        }
    }
}
