/// The text a render produces, accumulated as UTF-8 bytes.
///
/// A render appends once or twice per node, so appending is kept to a capacity check and a
/// copy: the buffer is a plain allocation owned by this (non-copyable) value, with none of the
/// uniqueness checks a copy-on-write array makes on every append. The string is built once,
/// at the end.
public struct TemplateOutput: ~Copyable, @unchecked Sendable {
    private var start: UnsafeMutablePointer<UInt8>
    private var count = 0
    /// How much of `count` the render has counted against its output limit.
    private var countedCount = 0
    private var capacity: Int
    /// False while writing into a buffer lent by the caller (see ``init(lending:)``).
    private var ownsBuffer = true

    public init() {
        self.init(reservingCapacity: 256)
    }

    init(reservingCapacity capacity: Int) {
        self.capacity = max(capacity, 16)
        self.start = .allocate(capacity: self.capacity)
    }

    /// Writes into `buffer` until it is full, then moves to a buffer of its own.
    init(lending buffer: UnsafeMutableBufferPointer<UInt8>) {
        if let base = buffer.baseAddress, buffer.count > 0 {
            start = base
            capacity = buffer.count
            ownsBuffer = false
        } else {
            capacity = 256
            start = .allocate(capacity: capacity)
        }
    }

    deinit {
        if ownsBuffer { start.deallocate() }
    }

    /// Whether everything written so far is in the lent buffer.
    var isInLentBuffer: Bool { !ownsBuffer }

    public var isEmpty: Bool { count == 0 }

    /// UTF-8 bytes written so far.
    public var byteCount: Int { count }

    public mutating func append(_ string: String) {
        // Reads the string's UTF-8 in place (small strings through a stack copy).
        let appended: Void? = string.utf8.withContiguousStorageIfAvailable { append(bytes: $0) }
        if appended == nil {
            var copy = string
            copy.withUTF8 { append(bytes: $0) }
        }
    }

    /// Appends `value` as `{{ value }}` prints it.
    public mutating func append(_ value: TemplateValue) {
        value.write(to: &self)
    }

    mutating func append(bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        if count + bytes.count > capacity {
            grow(toHold: count + bytes.count)
        }
        (start + count).initialize(from: source, count: bytes.count)
        count += bytes.count
    }

    /// Appends the bytes at `offsets` of what `other` holds (loop iterations rendered apart),
    /// which were counted against the output limit already.
    mutating func appendCounted(from other: borrowing TemplateOutput, offsets: Range<Int>) {
        precondition(offsets.lowerBound >= 0 && offsets.upperBound <= other.count, "offsets outside the output")
        append(bytes: UnsafeBufferPointer(start: other.start + offsets.lowerBound, count: offsets.count))
        countedCount += offsets.count
    }

    /// Makes room for `additional` more bytes at once, rather than by repeated doubling.
    mutating func reserveCapacity(adding additional: Int) {
        if count + additional > capacity {
            grow(toHold: count + additional)
        }
    }

    private mutating func grow(toHold needed: Int) {
        var newCapacity = capacity * 2
        while newCapacity < needed { newCapacity *= 2 }
        let newStart = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newStart.initialize(from: start, count: count)
        if ownsBuffer { start.deallocate() }
        start = newStart
        ownsBuffer = true
        capacity = newCapacity
    }

    /// Empties the buffer, keeping its capacity.
    mutating func removeAll() {
        count = 0
        countedCount = 0
    }

    /// The bytes written since the last call, marking them counted.
    mutating func takeUncountedByteCount() -> Int {
        defer { countedCount = count }
        return count - countedCount
    }

    /// Calls `body` with the bytes written so far.
    func withUTF8<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try body(UnsafeBufferPointer(start: start, count: count))
    }

    /// The text written so far.
    public var string: String {
        String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
    }
}
