// Code a user of the Coding test model (Tests/Models) writes against mogen's output; type-checked with it.
import CoreData
import Foundation

/// The custom class of `Book.formulas` (the user's).
@objc nonisolated public class Formula: NSObject {}

func useCoding(_ context: NSManagedObjectContext) throws {
    let book = Book(context: context, genre: .poetry, title: "Odes")
    let pages: Int32? = book.pages
    let rating: Stars? = book.rating
    let author = Author(context: context, name: "Keats", books: [book])
    let encoder = JSONEncoder()
    let json = try encoder.encode([book])
    let decoder = JSONDecoder()
    decoder.userInfo[CodingUserInfoKey(rawValue: "managedObjectContext")!] = context
    let books = try decoder.decode([Book].self, from: json)
    let authors = try decoder.decode([Author].self, from: try encoder.encode([author]))
    let found: [Book] = try Book.fetchBooksOfGenre(genre: .essay, pages: 10, in: context)
    _ = (pages, rating, books, authors, found, Review(context: context, text: "Fine", book: book))
}
