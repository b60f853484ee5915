import Foundation

/// A variable name interned as a small integer, so that scope lookups compare integers
/// instead of strings (names in templates are interned once, when compiled).
struct VariableName: Sendable, Hashable {
    let id: Int
    let text: String

    init(_ text: String) {
        self.text = text
        self.id = VariableNameTable.shared.id(for: text)
    }

    static let forloop = VariableName("forloop")
    static let maploop = VariableName("maploop")
    static let block = VariableName("block")
    static let filterValue = VariableName("filter_value")
    static let filterSubject = VariableName("$0")
}

/// The process-wide table of interned names. It only grows, with the distinct names of the
/// templates compiled and the context keys rendered, which stay few.
private final class VariableNameTable: @unchecked Sendable {
    static let shared = VariableNameTable()

    // Guarded by `lock`.
    private var ids: [String: Int] = [:]
    private let lock = NSLock()

    func id(for name: String) -> Int {
        lock.lock()
        defer { lock.unlock() }
        if let id = ids[name] { return id }
        let id = ids.count
        ids[name] = id
        return id
    }
}
