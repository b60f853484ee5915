/// The text a render produces, accumulated as UTF-8 bytes.
///
/// Appending bytes costs about half of appending to a `String` (no flag bookkeeping per
/// append), and a render appends once or twice per node; the string is built once at the end.
public struct TemplateOutput: Sendable {
    private(set) var bytes: [UInt8] = []

    public init() {}

    init(reservingCapacity capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    public var isEmpty: Bool { bytes.isEmpty }

    /// UTF-8 bytes written so far.
    public var byteCount: Int { bytes.count }

    public mutating func append(_ string: String) {
        var string = string
        string.withUTF8 { append(bytes: $0) }
    }

    /// Appends `value` as `{{ value }}` prints it.
    public mutating func append(_ value: TemplateValue) {
        value.write(to: &self)
    }

    mutating func append(bytes more: UnsafeBufferPointer<UInt8>) {
        bytes.append(contentsOf: more)
    }

    /// Empties the buffer, keeping its capacity.
    mutating func removeAll() {
        bytes.removeAll(keepingCapacity: true)
    }

    /// The text written so far.
    public var string: String {
        String(decoding: bytes, as: UTF8.self)
    }
}
