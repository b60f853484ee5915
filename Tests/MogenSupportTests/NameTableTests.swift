import MogenSupport
import Testing

@Suite("Name tables")
struct NameTableTests {
    private let table = NameTable([
        (name: "name", value: 1), (name: "type", value: 2), (name: "optional", value: 3), (name: "", value: 4),
        (name: "café", value: 5),
    ])

    @Test("every name finds its value, whatever its length")
    func lookups() {
        #expect(table.value(named: "name") == 1)
        #expect(table.value(named: "type") == 2)
        #expect(table.value(named: "optional") == 3)
        #expect(table.value(named: "") == 4)
        #expect(table.value(named: "café") == 5)
    }

    @Test("names not in the table, of a known length or longer than any, find nothing")
    func misses() {
        #expect(table.value(named: "nope") == nil)
        #expect(table.value(named: "Name") == nil)
        #expect(table.value(named: "cafe\u{301}x") == nil)
        #expect(table.value(named: String(repeating: "a", count: 100)) == nil)
        #expect(!NameTable<Int>([]).contains("name"))
    }

    @Test("when a name is given twice, the first entry wins")
    func firstWins() {
        let table = NameTable([(name: "key", value: 1), (name: "key", value: 2)])
        #expect(table.value(named: "key") == 1)
    }
}
