import Foundation
import MogenModel
import MogenSupport

/// Finds files mogen generated earlier that the current run no longer generates (their entity was removed or
/// renamed): files in an output directory whose header says mogen generated them from the same model.
enum OrphanScan {
    /// One output directory to look in, for the model whose files go there.
    struct Place: Hashable {
        let directory: String
        let modelFileName: String
    }

    /// The orphans in `places`, by path; `planned` holds the absolute paths this run generates.
    static func orphans(in places: [Place], planned: Set<String>, currentDirectory: String) -> [OutputPlan.Orphan] {
        var orphans: [OutputPlan.Orphan] = []
        var seen = Set<String>()
        for place in Set(places).sorted(by: { ($0.directory, $0.modelFileName) < ($1.directory, $1.modelFileName) }) {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: place.directory)) ?? []
            for name in names.sorted() where name.hasSuffix(".swift") && !name.hasPrefix(".") {
                let path = PathText.join(place.directory, name)
                let absolute = PathText.absolute(path, in: currentDirectory)
                guard !planned.contains(absolute), seen.insert(absolute).inserted,
                    let contents = regularFileContents(path),
                    GeneratedFileHeader.isOwned(contents.prefix(GeneratedFileHeader.length), byModel: place.modelFileName)
                else { continue }
                orphans.append(OutputPlan.Orphan(path: path, existing: String(decoding: contents, as: UTF8.self)))
            }
        }
        return orphans
    }

    /// The bytes of a regular file (not a link, directory or device), or nil.
    private static func regularFileContents(_ path: String) -> Data? {
        var status = stat()
        guard lstat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return nil }
        return FileManager.default.contents(atPath: path)
    }
}
