import Foundation
#if canImport(FoundationXML)
import FoundationXML
import MogenSupport
#endif

/// Parses XML bytes into an `XMLElementNode` tree with Foundation's `XMLParser`.
///
/// The text is brought to UTF-8 first (`ModelTextEncoding`), so the parser never picks another decoder. Model files
/// never contain a DTD, so any `<!DOCTYPE` is refused before parsing: entity declarations can then neither expand
/// (billion laughs) nor fetch anything (external entities).
enum XMLDocumentReader {
    /// How deep elements may nest. A Core Data model is a few levels deep (model > entity > attribute > userInfo >
    /// entry); the bound keeps the tree, and everything that walks or frees it, far from the end of the stack.
    static let maximumDepth = 64

    /// Parses `bytes`. `takeTopLevelElement` sees each child of the root element as soon as it is complete; when it
    /// returns true the element is its caller's and is left out of the tree.
    static func parse(
        _ fileBytes: [UInt8], path: String, takeTopLevelElement: @escaping (XMLElementNode) -> Bool = { _ in false }
    ) -> Result<XMLElementNode, DiagnosticError> {
        let bytes: [UInt8]
        switch ModelTextEncoding.utf8Text(of: fileBytes) {
        case let .success(text):
            bytes = text
        case let .failure(problem):
            let here = SourceLocation(file: path, line: problem.line, column: problem.column)
            return .failure(DiagnosticError(.error(problem.message, at: here, .xml)))
        }
        let lines = LineTable(bytes: bytes)
        func location(atOffset offset: Int) -> SourceLocation {
            let (line, column) = lines.position(ofOffset: offset)
            return SourceLocation(file: path, line: line, column: column)
        }

        if let problem = PrologCheck.problem(in: bytes) {
            return .failure(DiagnosticError(.error(problem.message, at: location(atOffset: problem.offset), .xml)))
        }

        // XMLParser(data:) fails on large documents with FoundationXML; streaming the same bytes does not.
        let parser = XMLParser(stream: InputStream(data: Data(DatalessInstructions.blanked(bytes))))
        parser.shouldResolveExternalEntities = false
        parser.shouldProcessNamespaces = false
        parser.shouldReportNamespacePrefixes = false
        let builder = TreeBuilder(path: path, lines: lines, takeTopLevelElement: takeTopLevelElement)
        parser.delegate = builder
        let finished = parser.parse()

        if let failure = builder.failure {
            return .failure(DiagnosticError(failure))
        }
        // XMLParser can return true after reporting errors, and false without calling the delegate.
        if !finished || builder.root == nil {
            let code = (parser.parserError as NSError?)?.code ?? XMLParser.ErrorCode.emptyDocumentError.rawValue
            let here = SourceLocation(file: path, line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1))
            return .failure(DiagnosticError(.error(XMLErrorMessages.message(forCode: code), at: here, .xml)))
        }
        guard let root = builder.root else {
            return .failure(DiagnosticError(.error("the file contains no XML element", at: .file(path), .xml)))
        }
        return .success(root)
    }
}

/// Collects elements into a tree while `XMLParser` reports them.
private final class TreeBuilder: NSObject, XMLParserDelegate {
    let path: String
    let lines: LineTable
    let takeTopLevelElement: (XMLElementNode) -> Bool
    private var stack: [XMLElementNode] = []
    private(set) var root: XMLElementNode?
    private(set) var failure: Diagnostic?

    init(path: String, lines: LineTable, takeTopLevelElement: @escaping (XMLElementNode) -> Bool) {
        self.path = path
        self.lines = lines
        self.takeTopLevelElement = takeTopLevelElement
    }

    private func currentLocation(_ parser: XMLParser) -> SourceLocation {
        // XMLParser reports the position just after the start tag; the element starts at the `<` before it.
        let (line, column) = lines.startOfElement(endingAt: parser.lineNumber, column: parser.columnNumber)
        return SourceLocation(file: path, line: line, column: column)
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
    ) {
        guard failure == nil else { return }
        guard stack.count < XMLDocumentReader.maximumDepth else {
            failure = .error(
                "elements are nested more than \(XMLDocumentReader.maximumDepth) deep; a Core Data model is a few "
                    + "levels deep (model > entity > attribute > userInfo > entry)", at: currentLocation(parser), .xml)
            parser.abortParsing()
            return
        }
        stack.append(XMLElementNode(
            name: elementName, attributes: attributeDict, location: currentLocation(parser), children: []))
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
        guard let finished = stack.popLast() else { return }
        if stack.isEmpty {
            root = finished
        } else if stack.count > 1 || failure != nil || !takeTopLevelElement(finished) {
            stack[stack.count - 1].children.append(finished)
        }
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
        guard failure == nil else { return }
        let code = (parseError as NSError).code
        let here = SourceLocation(file: path, line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1))
        failure = .error(XMLErrorMessages.message(forCode: code), at: here, .xml)
        parser.abortParsing()
    }

    func parser(_ parser: XMLParser, resolveExternalEntityName name: String, systemID: String?) -> Data? {
        // Never fetch anything a model file points at.
        nil
    }
}
