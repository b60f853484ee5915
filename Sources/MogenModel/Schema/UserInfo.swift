import MogenSupport

/// The `userInfo` dictionary of a model element, in file order, with typed access.
public struct UserInfo: Hashable, Sendable {
    public struct Entry: Hashable, Sendable {
        public let key: String
        public let value: String
        public let location: SourceLocation?
    }

    public let entries: [Entry]

    public init(entries: [Entry] = []) {
        self.entries = entries
    }

    public static let empty = UserInfo()

    public var isEmpty: Bool { entries.isEmpty }

    /// The value of the first entry with this key.
    public subscript(key: String) -> String? {
        entries.first { $0.key == key }?.value
    }

    /// The entry with this key (for its location).
    public func entry(_ key: String) -> Entry? {
        entries.first { $0.key == key }
    }

    /// The value of the first present key among `keys`, with the key found. Useful where several tools name
    /// the same setting differently.
    public func first(of keys: [String]) -> Entry? {
        for key in keys {
            if let entry = entry(key) { return entry }
        }
        return nil
    }

    /// `YES`/`true`/`1` → true, `NO`/`false`/`0` → false, anything else (or absent) → nil.
    public func bool(_ key: String) -> Bool? {
        self[key].flatMap(XMLBool.parse)
    }

    public func int(_ key: String) -> Int? {
        self[key].flatMap { Int($0.trimmingSpaces) }
    }

    /// A comma-separated list, each item trimmed, empty items dropped.
    public func list(_ key: String) -> [String]? {
        self[key].map { value in
            value.split(separator: ",").map { String($0).trimmingSpaces }.filter { !$0.isEmpty }
        }
    }
}

extension String {
    /// The string without leading and trailing spaces, tabs and newlines.
    var trimmingSpaces: String {
        // A character that is a space starts with a space byte: when neither end does, there is nothing to trim (and
        // no character to look at, which is slower).
        let isSpaceByte: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
        guard let firstByte = utf8.first, let lastByte = utf8.last, isSpaceByte(firstByte) || isSpaceByte(lastByte)
        else { return self }
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let head = first, let tail = last, isSpace(head) || isSpace(tail) else { return self }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return String(self[first...last])
    }
}

/// How model files write booleans: `YES`/`NO`, and `true`/`false` in some Xcode templates.
enum XMLBool {
    static func parse(_ text: String) -> Bool? {
        switch text {  // what files contain, without allocating
        case "YES": return true
        case "NO": return false
        default: break
        }
        switch text.trimmingSpaces.lowercased() {
        case "yes", "true", "1": return true
        case "no", "false", "0": return false
        default: return nil
        }
    }
}
