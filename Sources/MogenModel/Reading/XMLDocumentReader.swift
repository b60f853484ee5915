import CMogenXML
import MogenSupport

/// Reads a model file's XML with libxml2's streaming parser (the CMogenXML target), one element at a time.
///
/// The text is brought to UTF-8 first (`ModelTextEncoding`) and its prolog checked (`PrologCheck`), so the parser
/// never picks another decoder and never sees a DTD; CMogenXML refuses one anyway, and its options forbid the network,
/// DTD loading and entity substitution. Each child of the root element is handed to `takeTopLevelElement` as soon as
/// it is complete, so a caller that takes them (the entities) decodes while the file is read and the document is
/// never held as a whole tree.
enum XMLDocumentReader {
    /// How deep elements may nest. A Core Data model is a few levels deep (model > entity > attribute > userInfo >
    /// entry); the bound keeps every tree and whatever walks it far from the end of the stack.
    static let maximumDepth = 64

    /// Parses `fileBytes`; `takeTopLevelElement` sees each child of the root element when it is complete, and when it
    /// returns true the element is its caller's and is left out of the root's children.
    static func parse(
        _ fileBytes: [UInt8], path: String, takeTopLevelElement: (XMLElementNode) -> Bool = { _ in false }
    ) -> Result<XMLElementNode, DiagnosticError> {
        let bytes: [UInt8]
        switch ModelTextEncoding.utf8Text(of: fileBytes) {
        case let .success(text):
            bytes = text
        case let .failure(problem):
            let here = SourceLocation(file: path, line: problem.line, column: problem.column)
            return .failure(DiagnosticError(.error(problem.message, at: here, .xml)))
        }
        if let problem = PrologCheck.problem(in: bytes) {
            let (line, column) = LineTable(bytes: bytes).position(ofOffset: problem.offset)
            let here = SourceLocation(file: path, line: line, column: column)
            return .failure(DiagnosticError(.error(problem.message, at: here, .xml)))
        }

        return withoutActuallyEscaping(takeTopLevelElement) { take in
            var builder = ElementTreeBuilder(path: path, takeTopLevelElement: take)
            var problem = MogenXMLProblem()
            withUnsafeMutablePointer(to: &builder) { builderPointer in
                var handlers = MogenXMLHandlers(
                    context: UnsafeMutableRawPointer(builderPointer),
                    startElement: { context, name, attributes, count, _, line, column in
                        guard let context, let name else { return 1 }
                        let builder = context.assumingMemoryBound(to: ElementTreeBuilder.self)
                        return builder.pointee.start(
                            name: name, attributes: attributes, count: count, line: line, column: column) ? 0 : 1
                    },
                    endElement: { context in
                        context?.assumingMemoryBound(to: ElementTreeBuilder.self).pointee.end()
                    })
                _ = bytes.withUnsafeBufferPointer { buffer in
                    mogen_xml_parse(buffer.baseAddress, buffer.count, &handlers, &problem)
                }
            }
            if let failure = builder.failure {
                return .failure(DiagnosticError(failure))
            }
            if problem.code != 0 {
                let here = SourceLocation(file: path, line: max(Int(problem.line), 1), column: max(Int(problem.column), 1))
                return .failure(DiagnosticError(.error(XMLErrorMessages.message(forCode: Int(problem.code)), at: here, .xml)))
            }
            guard let root = builder.root else {
                return .failure(DiagnosticError(.error("the file contains no XML element", at: .file(path), .xml)))
            }
            return .success(root)
        }
    }
}

/// Builds the element records from the parser's events. Names come interned from libxml2, so each distinct name
/// becomes a `String`, and is numbered in `KnownAttributeNames`, once per file. The parser reaches it through a
/// pointer to the caller's variable.
private struct ElementTreeBuilder {
    let path: String
    let takeTopLevelElement: (XMLElementNode) -> Bool
    private var records = XMLElementRecords()
    /// The open elements' indexes in `records`.
    private var stack: [Int] = []
    private var names = InternedNames()
    private(set) var root: XMLElementNode?
    private(set) var failure: Diagnostic?

    init(path: String, takeTopLevelElement: @escaping (XMLElementNode) -> Bool) {
        self.path = path
        self.takeTopLevelElement = takeTopLevelElement
    }

    /// Returns false to stop the parse.
    mutating func start(
        name elementName: UnsafePointer<CChar>, attributes: UnsafePointer<MogenXMLAttribute>?, count: Int,
        line: Int32, column: Int32
    ) -> Bool {
        guard stack.count < XMLDocumentReader.maximumDepth else {
            failure = .error(
                "elements are nested more than \(XMLDocumentReader.maximumDepth) deep; a Core Data model is a few "
                    + "levels deep (model > entity > attribute > userInfo > entry)",
                at: SourceLocation(file: path, line: Int(line), column: Int(column)), .xml)
            return false
        }
        let name = names.entry(elementName, in: &records).index
        let element = records.appendElement(name: name, line: line, column: column)
        stack.append(element)
        if let attributes, count > 0 {
            for attribute in UnsafeBufferPointer(start: attributes, count: count) {
                guard let attributeName = attribute.name else { continue }
                let (index, number) = names.entry(attributeName, in: &records)
                let length = attribute.value == nil ? 0 : attribute.valueLength
                records.appendAttribute(
                    name: index, nameNumber: number, value: UnsafeBufferPointer(start: attribute.value, count: length))
            }
            records.closeAttributes(of: element)
        }
        return true
    }

    mutating func end() {
        guard let finished = stack.popLast() else { return }
        records.endElement(finished)
        if stack.isEmpty {
            root = XMLElementNode(store: XMLElementStore(path: path, records: records), index: finished)
        } else if stack.count == 1,
            takeTopLevelElement(XMLElementNode(store: XMLElementStore(path: path, records: records), index: finished))
        {
            // The element's store is gone with the call, so the records are dropped in place, not copied.
            records.dropElement(finished)
        }
    }
}

/// The names of a document, by libxml2's pointer: each distinct name's index in the records' names and its number in
/// `KnownAttributeNames`. libxml2 interns names, so one pointer stands for one name and a name is met again without
/// reading its text.
private struct InternedNames {
    typealias Entry = (index: Int32, number: Int32)
    private var entries: [UnsafeRawPointer: Entry] = [:]

    mutating func entry(_ name: UnsafePointer<CChar>, in records: inout XMLElementRecords) -> Entry {
        let pointer = UnsafeRawPointer(name)
        if let entry = entries[pointer] { return entry }
        let text = String(cString: name)
        let entry = (records.addName(text), KnownAttributeNames.number(of: text))
        entries[pointer] = entry
        return entry
    }
}
