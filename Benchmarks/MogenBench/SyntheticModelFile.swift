import Foundation

/// Writes deterministic models of any size for the benchmarks: each entity has 20 attributes of mixed types and
/// 3 relationships (a ring of to-one `next`/`previous` and a to-many `peers`), all with inverses, so validation does
/// its full work.
enum SyntheticModelFile {
    static let attributeTypes: [(type: String, scalar: Bool, defaultValue: String?)] = [
        ("String", false, nil), ("Integer 16", true, "0"), ("Integer 32", true, "0"), ("Integer 64", true, "0"),
        ("Double", true, "0.0"), ("Float", true, "0.0"), ("Boolean", true, "NO"), ("Date", false, nil),
        ("Decimal", false, "0"), ("Binary", false, nil), ("UUID", false, nil), ("URI", false, nil),
    ]

    static func xml(entities count: Int) -> String {
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8" standalone="yes"?>"#,
            #"<model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" lastSavedToolsVersion="22758" "#
                + #"systemVersion="23F79" minimumToolsVersion="Automatic" sourceLanguage="Swift" userDefinedModelVersionIdentifier="">"#,
        ]
        lines.reserveCapacity(count * 26 + 3)
        func name(_ index: Int) -> String { "Entity\(String(format: "%05d", (index + count) % count))" }
        for index in 0..<count {
            lines.append(#"    <entity name="\#(name(index))" representedClassName="\#(name(index))" syncable="YES">"#)
            for attribute in 0..<20 {
                let kind = attributeTypes[(index + attribute) % attributeTypes.count]
                var line = #"        <attribute name="attribute\#(String(format: "%02d", attribute))""#
                if attribute % 3 == 0 { line += #" optional="YES""# }
                line += #" attributeType="\#(kind.type)""#
                if let value = kind.defaultValue { line += #" defaultValueString="\#(value)""# }
                if kind.scalar { line += #" usesScalarValueType="YES""# }
                lines.append(line + "/>")
            }
            lines.append(
                #"        <relationship name="next" optional="YES" maxCount="1" deletionRule="Nullify" "#
                    + #"destinationEntity="\#(name(index + 1))" inverseName="previous" inverseEntity="\#(name(index + 1))"/>"#)
            lines.append(
                #"        <relationship name="peers" optional="YES" toMany="YES" deletionRule="Nullify" "#
                    + #"destinationEntity="\#(name(index))" inverseName="peers" inverseEntity="\#(name(index))"/>"#)
            lines.append(
                #"        <relationship name="previous" optional="YES" maxCount="1" deletionRule="Nullify" "#
                    + #"destinationEntity="\#(name(index - 1))" inverseName="next" inverseEntity="\#(name(index - 1))"/>"#)
            lines.append("    </entity>")
        }
        lines.append("</model>")
        return lines.joined(separator: "\n")
    }

    /// Writes `Bench<count>.xcdatamodeld` under `directory` and returns its path.
    static func write(entities count: Int, in directory: String) throws -> String {
        let bundle = "\(directory)/Bench\(count).xcdatamodeld"
        let folder = "\(bundle)/Bench\(count).xcdatamodel"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data(xml(entities: count).utf8).write(to: URL(fileURLWithPath: folder + "/contents"))
        return bundle
    }
}
