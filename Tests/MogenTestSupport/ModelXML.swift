/// Model files (`.xcdatamodel/contents`) written in a test: a body of entities, configurations and fetch requests
/// inside the `<model>` element Xcode writes today.
public enum ModelXML {
    /// The document, with the body from its third line on (line numbers in diagnostics count from there);
    /// `header` adds attributes to `<model>` (end it with a space).
    public static func document(_ body: String, header: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
        <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" lastSavedToolsVersion="22758" \
        systemVersion="23F79" minimumToolsVersion="Automatic" sourceLanguage="Swift" \(header)userDefinedModelVersionIdentifier="">
        \(body)
        </model>
        """
    }

    /// Writes a model bundle at `root` (`…/Shop.xcdatamodeld`) with the given versions (name → body), the last
    /// current unless `current` names another.
    public static func writeBundle(at root: String, versions: [(String, String)], current: String? = nil) throws {
        for (name, body) in versions {
            try TestFiles.write(document(body), to: "\(root)/\(name).xcdatamodel/contents")
        }
        let chosen = current ?? versions.last?.0 ?? ""
        try TestFiles.write(
            #"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict>"#
                + "<key>_XCCurrentVersionName</key><string>\(chosen).xcdatamodel</string></dict></plist>",
            to: root + "/.xccurrentversion")
    }
}
