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
            let builder = ElementTreeBuilder(path: path, takeTopLevelElement: take)
            var problem = MogenXMLProblem()
            withExtendedLifetime(builder) {
                var handlers = MogenXMLHandlers(
                    context: Unmanaged.passUnretained(builder).toOpaque(),
                    startElement: { context, name, attributes, count, _, line, column in
                        guard let context, let name else { return 1 }
                        let builder = Unmanaged<ElementTreeBuilder>.fromOpaque(context).takeUnretainedValue()
                        let location = SourceLocation(file: builder.path, line: Int(line), column: Int(column))
                        return builder.start(name: name, attributes: attributes, count: count, at: location) ? 0 : 1
                    },
                    endElement: { context in
                        guard let context else { return }
                        Unmanaged<ElementTreeBuilder>.fromOpaque(context).takeUnretainedValue().end()
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

/// Builds elements from the parser's events. Names come interned from libxml2, so each distinct name becomes a
/// `String` once per file.
private final class ElementTreeBuilder {
    let path: String
    let takeTopLevelElement: (XMLElementNode) -> Bool
    private var stack: [XMLElementNode] = []
    /// Each distinct name of the file, and its number in `KnownAttributeNames`, by libxml2's pointer.
    private var names: [UnsafeRawPointer: (name: String, number: Int)] = [:]
    private(set) var root: XMLElementNode?
    private(set) var failure: Diagnostic?

    init(path: String, takeTopLevelElement: @escaping (XMLElementNode) -> Bool) {
        self.path = path
        self.takeTopLevelElement = takeTopLevelElement
    }

    private func name(_ pointer: UnsafePointer<CChar>) -> (name: String, number: Int) {
        let key = UnsafeRawPointer(pointer)
        if let known = names[key] { return known }
        let name = String(cString: pointer)
        let entry = (name, KnownAttributeNames.number(of: name))
        names[key] = entry
        return entry
    }

    /// Returns false to stop the parse.
    func start(
        name elementName: UnsafePointer<CChar>, attributes: UnsafePointer<MogenXMLAttribute>?, count: Int,
        at location: SourceLocation
    ) -> Bool {
        guard stack.count < XMLDocumentReader.maximumDepth else {
            failure = .error(
                "elements are nested more than \(XMLDocumentReader.maximumDepth) deep; a Core Data model is a few "
                    + "levels deep (model > entity > attribute > userInfo > entry)", at: location, .xml)
            return false
        }
        var pairs: [(name: String, nameNumber: Int, value: String)] = []
        if let attributes, count > 0 {
            pairs.reserveCapacity(count)
            for attribute in UnsafeBufferPointer(start: attributes, count: count) {
                guard let attributeName = attribute.name else { continue }
                let value = attribute.value.map {
                    String(decoding: UnsafeBufferPointer(start: $0, count: attribute.valueLength), as: UTF8.self)
                } ?? ""
                let (name, number) = name(attributeName)
                pairs.append((name, number, value))
            }
        }
        stack.append(XMLElementNode(name: name(elementName).name, attributes: pairs, location: location, children: []))
        return true
    }

    func end() {
        guard let finished = stack.popLast() else { return }
        if stack.isEmpty {
            root = finished
        } else if stack.count > 1 || !takeTopLevelElement(finished) {
            stack[stack.count - 1].children.append(finished)
        }
    }
}
