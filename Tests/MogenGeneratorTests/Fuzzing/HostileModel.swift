import Foundation

/// A model bundle whose every text field holds the same text, as a hostile contributor would write it: the bundle's
/// and its versions' folder names, the version identifier, renaming identifiers and version hash modifiers, a string
/// default, documentation and other userInfo (keys and values), fetch request and fetched property predicates and a
/// derivation (the text as a string constant), a regular expression, a configuration name, a value transformer name,
/// a fetch index name and an entity name (after a `Z`, so that entities sort the same by name whatever the text).
/// Names that generated code declares (properties, classes, fetch requests) are plain, since mogen refuses others.
///
/// Its twin is the same model with every character of the text that Swift's comments and literals treat specially
/// (quotes, backslashes, `*` and `/`, line breaks, controls and invisible characters) replaced by a space: the same model
/// to every rule that reads text (what parses as a number or a version, which names sanitize to which identifiers),
/// only harmless. Generated from both, the code must be the same but inside comments and string literals.
struct HostileModel {
    /// The text, as every field holds it; XML cannot hold some characters at all, so they are replaced.
    let text: String

    init(text: String) {
        self.text = String(String.UnicodeScalarView(text.unicodeScalars.map(Self.xmlAllowed)))
    }

    /// The model whose text is harmless: each special character a space, which separates words and sanitizes to `_`
    /// as they do.
    var twin: HostileModel {
        HostileModel(text: String(String.UnicodeScalarView(text.unicodeScalars.map { Self.isSpecial($0) ? " " : $0 })))
    }

    /// The name of the bundle's folder: the text made a path component (no `/`, not empty, not too long). It is cut
    /// after a number of characters, not of bytes, so that the twin's (one character for one) is cut at the same place:
    /// a cut by bytes kept fewer of a hostile text's wider characters, and the two models were then named differently.
    var bundleName: String {
        // 40 characters are at most 160 bytes, and a version's folder adds 14: within a file name's 255.
        "M" + String(String.UnicodeScalarView(text.unicodeScalars.prefix(40).map { $0 == "/" ? "_" : $0 }))
    }

    /// Writes the bundle (`<bundleName>.xcdatamodeld`, two versions, the second current) into `directory`; returns
    /// its path.
    func write(into directory: String) throws -> String {
        let bundle = directory + "/" + bundleName + ".xcdatamodeld"
        let versions = [bundleName, bundleName + " 2"]
        for (index, version) in versions.enumerated() {
            let folder = bundle + "/" + version + ".xcdatamodel"
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try Data(contents(isLatest: index == versions.count - 1).utf8)
                .write(to: URL(fileURLWithPath: folder + "/contents"))
        }
        let current = #"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict>"#
            + "<key>_XCCurrentVersionName</key><string>\(Self.escaped(versions[1])).xcdatamodel</string></dict></plist>"
        try Data(current.utf8).write(to: URL(fileURLWithPath: bundle + "/.xccurrentversion"))
        return bundle
    }

    /// One version's `contents`; the latest adds an attribute, so the versions differ.
    func contents(isLatest: Bool) -> String {
        let t = Self.escaped(text)
        // The text as a string constant of a predicate: in single quotes, its quote and backslash escaped, scalar by
        // scalar as the predicate reader reads (Foundation's replacingOccurrences compares characters, and missed a
        // quote that a combining mark follows).
        var quoted = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar == "\\" || scalar == "'" { quoted.append("\\") }
            quoted.append(scalar)
        }
        let constant = Self.escaped("'" + String(quoted) + "'")
        let userInfo = """
                    <userInfo>
                        <entry key="documentation" value="\(t)"/>
                        <entry key="discussion" value="\(t)"/>
                        <entry key="\(t)" value="\(t)"/>
                    </userInfo>
            """
        return """
            <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
            <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" lastSavedToolsVersion="23507" systemVersion="24B91" minimumToolsVersion="Automatic" sourceLanguage="Swift" userDefinedModelVersionIdentifier="\(t)">
                <entity name="Item" representedClassName="Item" renamingIdentifier="\(t)" versionHashModifier="\(t)" syncable="YES">
                    <attribute name="title" optional="YES" attributeType="String" defaultValueString="\(t)" renamingIdentifier="\(t)" versionHashModifier="\(t)">
            \(userInfo)
                    </attribute>
                    <attribute name="count" attributeType="Integer 16" defaultValueString="0" usesScalarValueType="YES"/>
                    <attribute name="shade" optional="YES" attributeType="Transformable" valueTransformerName="\(t)" customClassName="[String]"/>
            \(isLatest ? #"        <attribute name="added" optional="YES" attributeType="Date" usesScalarValueType="NO"/>"# : "")
                    <relationship name="owner" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Owner" inverseName="items" inverseEntity="Owner" renamingIdentifier="\(t)">
            \(userInfo)
                    </relationship>
                    <fetchedProperty name="namesakes" optional="YES">
                        <fetchRequest name="fetchedPropertyFetchRequest" entity="Item" predicateString="title == \(constant)"/>
                    </fetchedProperty>
                    <fetchIndex name="\(t)">
                        <fetchIndexElement property="title" type="Binary" order="ascending"/>
                    </fetchIndex>
            \(userInfo)
                </entity>
                <entity name="Owner" representedClassName="Owner" syncable="YES">
                    <attribute name="name" attributeType="String" defaultValueString="\(t)" regularExpressionString="\(t)"/>
                    <attribute name="echo" optional="YES" attributeType="String" derived="YES" derivationExpression="\(constant)"/>
                    <relationship name="items" optional="YES" toMany="YES" deletionRule="Cascade" destinationEntity="Item" inverseName="owner" inverseEntity="Item"/>
                </entity>
                <entity name="Z\(t)" representedClassName="Named" syncable="YES">
                    <attribute name="label" optional="YES" attributeType="String"/>
                </entity>
                <fetchRequest name="itemsTitled" entity="Item" predicateString="title == \(constant) OR title == $TITLE"/>
                <configuration name="\(t)">
                    <memberEntity name="Item"/>
                    <memberEntity name="Owner"/>
                </configuration>
            </model>

            """
    }

    /// Characters the twin replaces: what a comment or a string literal treats specially, and what a reader cannot
    /// see.
    static func isSpecial(_ scalar: Unicode.Scalar) -> Bool {
        if "\"\\'*/".unicodeScalars.contains(scalar) || scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
            return true
        }
        switch scalar.properties.generalCategory {
        case .format, .lineSeparator, .paragraphSeparator, .control, .privateUse, .unassigned, .surrogate: return true
        default: return false
        }
    }

    /// XML 1.0 has no form for most control characters, nor for U+FFFE and U+FFFF.
    private static func xmlAllowed(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        let value = scalar.value
        let allowed = value == 0x9 || value == 0xA || value == 0xD || (0x20...0xD7FF).contains(value)
            || (0xE000...0xFFFD).contains(value) || value >= 0x10000
        return allowed ? scalar : "\u{FFFD}"
    }

    /// `text` in an XML attribute value, line breaks and tabs as character references so that they survive.
    static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "\n", "\r", "\t": result += "&#\(scalar.value);"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
