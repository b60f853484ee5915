import Foundation
import MogenSupport
import Testing
@testable import MogenModel

/// Names repeated many times in one entity: each repeat is reported against the first in the file, in time that
/// grows with the number of properties, not its square.
@Suite("Repeated names")
struct RepeatedNameTests {
    @Test("a repeated property is reported against the first in the file, whichever kind comes first")
    func firstInFile() throws {
        let diagnostics = try Fixtures.validate("""
                <entity name="A" syncable="YES">
                    <relationship name="x" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="A"/>
                    <attribute name="x" optional="YES" attributeType="String"/>
                </entity>
            """)
        let duplicates = diagnostics.filter { $0.message.hasPrefix("duplicate property") }
        // The attribute (line 5) repeats the relationship (line 4); the relationship is the first, not a repeat.
        #expect(duplicates.map(\.message) == ["duplicate property 'A.x'; the first is at line 4"])
        #expect(duplicates.map(\.location?.line) == [5])
    }

    @Test("16,000 attributes or relationships of one name are validated in linear time", arguments: [
        #"<attribute name="x" optional="YES" attributeType="String"/>"#,
        #"<relationship name="x" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="A"/>"#,
    ])
    func manyRepeats(property: String) throws {
        let count = 16_000
        let result = try Fixtures.read(
            #"<entity name="A" syncable="YES">"# + "\n" + String(repeating: property + "\n", count: count) + "</entity>")
        let start = ContinuousClock.now
        let diagnostics = ModelValidator.validate(result.model)
        let elapsed = ContinuousClock.now - start
        #expect(diagnostics.first { $0.message.hasPrefix("duplicate property") }?.message
            == "duplicate property 'A.x'; the first is at line 4")
        // Searching the entity for each repeat took 29 s in a release build (150 s in a debug one); this bound is
        // generous for debug builds and only catches quadratic work.
        #expect(elapsed < .seconds(20), "\(elapsed)")
    }
}
