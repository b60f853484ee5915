extension TemplateValue {
    /// Stencil's truthiness: non-empty collections and strings, `true`, numbers above zero,
    /// and any object. `null` and negative numbers are false.
    public var isTruthy: Bool {
        switch self {
        case .null: false
        case .bool(let bool): bool
        case .int(let int): int > 0
        case .double(let double): Float(double) > 0
        case .float(let float): float > 0
        case .string(let string): !string.isEmpty
        case .array(let array): !array.isEmpty
        case .dictionary(let dictionary): !dictionary.isEmpty
        case .object: true
        }
    }

    /// The value as Stencil compares numbers: a 32-bit float. `nil` for non-numbers.
    var comparableNumber: Float? {
        switch self {
        case .int(let int): Float(int)
        case .double(let double): Float(double)
        case .float(let float): float
        default: nil
        }
    }

    /// `==` in `if` tests: numbers as 32-bit floats, strings, Booleans, or two nils.
    /// Anything else (mixed kinds, collections, objects) is unequal.
    static func templateEquals(_ lhs: TemplateValue, _ rhs: TemplateValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): return true
        case (.string(let left), .string(let right)): return left == right
        case (.bool(let left), .bool(let right)): return left == right
        default:
            guard let left = lhs.comparableNumber, let right = rhs.comparableNumber else { return false }
            return left == right
        }
    }

    /// Element equality for `in`, following Swift's `AnyHashable`: numbers compare by value
    /// across integer and floating-point kinds, strings and Booleans by value.
    static func hashableEquals(_ lhs: TemplateValue, _ rhs: TemplateValue) -> Bool {
        switch (lhs, rhs) {
        case (.string(let left), .string(let right)): return left == right
        case (.bool(let left), .bool(let right)): return left == right
        case (.int(let left), .int(let right)): return left == right
        default:
            guard let left = lhs.exactNumber, let right = rhs.exactNumber else { return false }
            return left == right
        }
    }

    private var exactNumber: Double? {
        switch self {
        case .int(let int): Double(int)
        case .double(let double): double
        case .float(let float): Double(float)
        default: nil
        }
    }

    /// Whether Swift could hash this value inside an `[AnyHashable]` (Stencil's `in` gives up
    /// on arrays holding anything else).
    var isHashableScalar: Bool {
        switch self {
        case .bool, .int, .double, .float, .string: true
        case .null, .array, .dictionary, .object: false
        }
    }

    /// Values Swift's `LosslessStringConvertible` covers, as StencilSwiftKit's filters read
    /// their string input: strings, numbers and Booleans.
    var losslessString: String? {
        switch self {
        case .string(let string): string
        case .int, .double, .float, .bool: renderedString
        case .null, .array, .dictionary, .object: nil
        }
    }
}
