/// An entity's `representedClassName`, split once into module and class name.
///
/// Xcode writes `Employee` (no module), `.Employee` (the current product module), `App.Employee` (module `App`),
/// or nothing at all (plain `NSManagedObject`). Every later stage reads this value instead of splitting again.
public struct ClassName: Hashable, Sendable {
    public enum Module: Hashable, Sendable {
        /// `Employee`: no module written.
        case unspecified
        /// `.Employee`: "Current Product Module" in Xcode's inspector.
        case current
        /// `App.Employee`.
        case named(String)
    }

    /// The value as written in the model, or nil when absent.
    public let written: String?
    public let module: Module
    /// The class name without its module: `Employee` (may contain dots for a nested type, `A.B`).
    public let name: String

    public init(written: String?) {
        self.written = written
        guard let written, !written.isEmpty else {
            module = .unspecified
            name = "NSManagedObject"
            return
        }
        if written.hasPrefix(".") {
            module = .current
            name = String(written.dropFirst())
        } else if let dot = written.firstIndex(of: ".") {
            module = .named(String(written[..<dot]))
            name = String(written[written.index(after: dot)...])
        } else {
            module = .unspecified
            name = written
        }
    }

    /// True when the entity has a class of its own (not absent, not `NSManagedObject`).
    public var isCustom: Bool {
        name != "NSManagedObject" || module != .unspecified
    }

    /// The module name if one is written (`App` for `App.Employee`).
    public var moduleName: String? {
        if case let .named(name) = module { return name }
        return nil
    }

    /// `App.Employee`, `.Employee` or `Employee`: how the model spells it, normalised.
    public var qualifiedName: String {
        switch module {
        case .unspecified: name
        case .current: "." + name
        case let .named(module): module + "." + name
        }
    }
}
