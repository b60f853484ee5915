import CMogenXML

/// Human-readable texts for the problems CMogenXML reports: libxml2's `xmlParserErrors` codes, and its own.
enum XMLErrorMessages {
    static func message(forCode code: Int) -> String {
        "malformed XML: \(reason(forCode: code))"
    }

    static func reason(forCode code: Int) -> String {
        switch code {
        case Int(MogenXMLDoctypeRefused): PrologCheck.doctypeMessage
        case Int(MogenXMLTooLarge):
            "the file is larger than the \(MogenXMLMaximumLength / 1024 / 1024) MiB mogen reads; Core Data models are a few "
            + "megabytes"
        case 1: "the XML parser stopped on an internal limit (a name, value or text that is too large?)"
        case 2: "the XML parser ran out of memory"
        case 3, 4: "the document is empty or is not XML"
        case 5, 86: "extra content after the root element"
        case 6, 7, 8, 10, 11, 12, 13: "invalid character reference"
        case 9: "invalid character"
        case 14, 15, 16, 17, 22, 23: "malformed entity reference (a bare '&' must be written '&amp;')"
        case 18...21, 24...30, 36, 37, 87...90:
            "entity references other than &lt; &gt; &amp; &quot; &apos; are not allowed in model files"
        case 31, 32, 79, 81: "unsupported text encoding; model files are UTF-8"
        case 33, 34, 43, 44: "unterminated quoted value"
        case 38: "a '<' inside an attribute value must be written '&lt;'"
        case 39, 40, 41: "malformed attribute (values must be quoted: name=\"value\")"
        case 42: "an attribute is written twice on the same element"
        case 45, 80: "malformed or unterminated comment"
        case 46, 47, 56, 57, 64, 78, 96, 97: "malformed XML declaration or processing instruction"
        case 48...55, 58...61, 83, 94, 95: "document type declarations are not allowed in model files"
        case 62, 63: "malformed CDATA section"
        case 65, 66: "expected whitespace (between attributes?)"
        case 67, 68: "expected a name"
        case 72: "expected '<'"
        case 73: "expected '>' to close the tag"
        case 74, 85: "an element is not closed (expected '</')"
        case 75: "expected '=' after an attribute name"
        case 76: "the closing tag does not match the open element"
        case 77: "unfinished tag"
        case 111: "the XML parser was stopped"
        default: "XML parser error \(code)"
        }
    }
}
