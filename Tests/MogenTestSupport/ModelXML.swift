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
}
