import Foundation

/// The models of `../shared/corpus/models` (`TestPackage.corpusPath`), one folder per source project.
public enum CorpusModels {
    /// Every `.xcdatamodeld` and lone `.xcdatamodel` under `root`, with each version of a bundle, in a fixed order.
    public static func versions(in root: String) -> [(path: String, version: String?)] {
        let fileManager = FileManager.default
        var found: [(String, String?)] = []
        let folders = ((try? fileManager.contentsOfDirectory(atPath: root)) ?? []).sorted()
        for folder in folders {
            let directory = root + "/" + folder
            for item in ((try? fileManager.contentsOfDirectory(atPath: directory)) ?? []).sorted() {
                let path = directory + "/" + item
                if item.hasSuffix(".xcdatamodeld") {
                    let versions = ((try? fileManager.contentsOfDirectory(atPath: path)) ?? [])
                        .filter { $0.hasSuffix(".xcdatamodel") }.sorted()
                    found += versions.map { (path, String($0.dropLast(".xcdatamodel".count))) }
                } else if item.hasSuffix(".xcdatamodel") {
                    found.append((path, nil))
                }
            }
        }
        return found
    }
}
