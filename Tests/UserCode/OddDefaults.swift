// Code a user of the OddDefaults test model (Tests/Models) writes against mogen's output; type-checked with it.
import CoreData
import Foundation

func useOddDefaults(_ context: NSManagedObjectContext) {
    let counter = Counter(context: context, when: Date())
    let busy = Counter(context: context, when: Date(), isActive: true, level: 3, servings: nil, visits: 9)
    let visits: Int64 = counter.visits
    let servings: Int16? = counter.servings
    let thumbnail: Data? = counter.thumbnail
    let tally = Tally(context: context, counter: busy)
    _ = (visits, servings, thumbnail, tally)
}
