import MogenSupport

/// One element of a model file: the file's shape, independent of Core Data. A handle into `XMLElementStore`, which
/// holds the document's elements flat, so an element costs no allocation of its own.
struct XMLElementNode {
    let store: XMLElementStore
    let index: Int

    private var record: XMLElementRecords.Element { store.elements[index] }

    var name: String { store.names[Int(record.name)] }

    /// Where the element's `<` is, for diagnostics.
    var location: SourceLocation {
        let record = record
        return SourceLocation(file: store.path, line: Int(record.line), column: Int(record.column))
    }

    /// The attributes, in file order, as indexes into `store.attributes`. XML forbids an attribute written twice, so
    /// names are unique.
    var attributeIndexes: Range<Int> {
        let record = record
        return Int(record.firstAttribute)..<Int(record.firstAttribute + record.attributeCount)
    }

    var children: XMLElementChildren { XMLElementChildren(store: store, parent: index) }
}

/// The children of an element, in file order.
struct XMLElementChildren: Sequence {
    let store: XMLElementStore
    let parent: Int

    func makeIterator() -> Iterator {
        Iterator(store: store, upcoming: parent + 1, end: Int(store.elements[parent].end))
    }

    struct Iterator: IteratorProtocol {
        let store: XMLElementStore
        /// The index of the next child: the element after the previous child's descendants.
        var upcoming: Int
        let end: Int

        mutating func next() -> XMLElementNode? {
            guard upcoming < end else { return nil }
            let child = XMLElementNode(store: store, index: upcoming)
            upcoming = Int(store.elements[upcoming].end)
            return child
        }
    }
}

/// What the decoder reads: the elements read so far, frozen. Its fields are constants, so reading them costs no
/// exclusivity check.
final class XMLElementStore {
    let path: String
    let names: [String]
    let elements: [XMLElementRecords.Element]
    let attributes: [XMLElementRecords.Attribute]
    let values: [UInt8]

    init(path: String, records: XMLElementRecords) {
        self.path = path
        names = records.names
        elements = records.elements
        attributes = records.attributes
        values = records.values
    }

    /// Whether the value of the attribute at `index` is `literal`, compared byte for byte.
    func value(ofAttribute index: Int, is literal: StaticString) -> Bool {
        let attribute = attributes[index]
        guard Int(attribute.valueLength) == literal.utf8CodeUnitCount else { return false }
        return values.withUnsafeBufferPointer { buffer in
            let start = Int(attribute.valueStart)
            return (0..<literal.utf8CodeUnitCount).allSatisfy { buffer[start + $0] == literal.utf8Start[$0] }
        }
    }

    /// The value of the attribute at `index`.
    func value(ofAttribute index: Int) -> String {
        let attribute = attributes[index]
        return values.withUnsafeBufferPointer { buffer in
            String(decoding: UnsafeBufferPointer(
                rebasing: buffer[Int(attribute.valueStart)..<Int(attribute.valueStart + attribute.valueLength)]),
                as: UTF8.self)
        }
    }
}

/// A document's elements, their attributes and the attributes' values, each in one array, in file order. An element's
/// descendants follow it, up to its `end`. The reader appends as it parses and drops an element's records when its
/// caller has taken the element (an entity, decoded as soon as it ends), so no more than one entity is held at once.
struct XMLElementRecords {
    struct Element: Sendable {
        /// Index into `names`.
        var name: Int32
        var firstAttribute: Int32
        var attributeCount: Int32
        /// The index after the element's last descendant (set when the element ends).
        var end: Int32
        var line: Int32
        var column: Int32
    }

    struct Attribute: Sendable {
        /// Index into `names`.
        var name: Int32
        /// The name's number in `KnownAttributeNames`, or `KnownAttributeNames.unknown`.
        var nameNumber: Int32
        /// The value's UTF-8 bytes in `values`.
        var valueStart: Int32
        var valueLength: Int32
    }

    /// Every distinct element and attribute name of the document.
    private(set) var names: [String] = []
    private(set) var elements: [Element] = []
    private(set) var attributes: [Attribute] = []
    private(set) var values: [UInt8] = []

    mutating func addName(_ name: String) -> Int32 {
        names.append(name)
        return Int32(names.count - 1)
    }

    /// Appends an element without attributes, returning its index.
    mutating func appendElement(name: Int32, line: Int32, column: Int32) -> Int {
        let first = Int32(attributes.count)
        elements.append(Element(name: name, firstAttribute: first, attributeCount: 0, end: 0, line: line, column: column))
        return elements.count - 1
    }

    /// Adds an attribute to the element last appended; `closeAttributes` counts them when they are all there.
    mutating func appendAttribute(name: Int32, nameNumber: Int32, value: UnsafeBufferPointer<UInt8>) {
        attributes.append(Attribute(
            name: name, nameNumber: nameNumber, valueStart: Int32(values.count), valueLength: Int32(value.count)))
        values.append(contentsOf: value)
    }

    /// Gives the element at `index` the attributes appended since it.
    mutating func closeAttributes(of index: Int) {
        elements[index].attributeCount = Int32(attributes.count) - elements[index].firstAttribute
    }

    mutating func endElement(_ index: Int) {
        elements[index].end = Int32(elements.count)
    }

    /// Drops the element at `index`, the last at its level, with its descendants and their attributes.
    mutating func dropElement(_ index: Int) {
        let firstAttribute = Int(elements[index].firstAttribute)
        let firstValue = attributes.indices.contains(firstAttribute)
            ? Int(attributes[firstAttribute].valueStart) : values.count
        elements.removeSubrange(index...)
        attributes.removeSubrange(firstAttribute...)
        values.removeSubrange(firstValue...)
    }
}
