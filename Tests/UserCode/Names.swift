// Code a user of the Names test model (Tests/Models) writes against mogen's output; type-checked with it. The model
// has entities named Data, Date, Error, Set, URL and UUID, which hide Foundation's and Swift's types in this module.
import CoreData
import Foundation

func useNames(_ context: NSManagedObjectContext) throws {
    let data = Data(context: context, Type: "rich")
    let kind: String = data.`Type`
    let set = Set(context: context, link: Foundation.URL(string: "https://example.com"), data: data)
    let error = Error(context: context, kind: .`Protocol`)
    let note = Note(context: context, isTrashed: true, details: "text")
    note.isTrashed = false
    let trashed: Bool = note.isTrashed
    let deleted: Bool = note.isDeleted
    let summary: String? = note.summary
    let key: String = #keyPath(Note.summary)
    note.origin = Date(context: context, when: Foundation.Date())
    // The Limits of a class that hides Foundation's Date are typed with Foundation's.
    try Date.Limits.validateWhen(Foundation.Date())
    let earliest: Foundation.Date = Date.Limits.whenEarliestDate
    let exact: [Data] = try Data.fetchByType(type: "rich", in: context)
    let prefixed: [Data] = try Data.fetchByType2(type: "r", in: context)
    _ = (kind, set, error, trashed, deleted, summary, key, exact, prefixed, Note.Attributes.isTrashed, earliest)
}

/// Typed keys carry the model's names under renamed properties (`isTrashed` is stored as `deleted`).
func typedNamesQueries() -> (NSFetchRequest<Note>, String) {
    (Note.fetchRequest(where: Note.Keys.isTrashed == false && Note.Keys.details != nil), Note.Keys.summary.keyPath)
}
