// Code a user of the Limits test model (Tests/Models) writes against mogen's output; type-checked with it.
import CoreData
import Foundation

func useLimits(_ context: NSManagedObjectContext) throws {
    let account = Account(context: context, code: "AB")
    // Each value is checked against the model's limits before it is set; Core Data checks them again on save.
    try Account.Limits.validateCode("ABC-12")
    account.code = "ABC-12"
    try Account.Limits.validateAge(account.age)
    try Account.Limits.validateBalance(account.balance.decimalValue)
    try Account.Limits.validateScore(0.5)
    if let weight = account.weight { try Account.Limits.validateWeight(weight) }
    try Account.Limits.validateOpened(Date())
    try Account.Limits.validateCategory(account.category)
    try Account.Limits.validateGenre(account.genre.rawValue)
    if let count = account.legacyCount { try Account.Limits.validateLegacyCount(count.int64Value) }
    try Account.Limits.validateSerial(Int64.max)
    try Account.Limits.validateVisits(-5)
    try Account.Limits.validateEmail("a@b")
    // A subclass's Limits holds the inherited limits too.
    try SavingsAccount.Limits.validateRate(0.1)
    try SavingsAccount.Limits.validateCode("AB")
    let length: Int = Account.Limits.codeMaximumLength
    let earliest: Date = Account.Limits.openedEarliestDate
    let minimum: Decimal = Account.Limits.balanceMinimum
    let pattern: String = Account.Limits.codePattern
    let age: Int16 = Account.Limits.ageMaximum
    let weight: Float = Account.Limits.weightMaximum
    _ = (length, earliest, minimum, pattern, age, weight)
    do {
        try Entry.Limits.validateNote(String(repeating: "x", count: 141))
    } catch let error as LimitsLimitError {
        let named: (String, String) = (error.entityName, error.attributeName)
        switch error.limit {
        case .maximumLength: _ = named
        case .minimum, .maximum, .minimumLength, .pattern, .earliestDate, .latestDate: break
        }
        _ = error.description
    }
    // Derived attributes are read-only, of any type.
    let count: Int64 = account.entryCount
    let search: String? = account.searchCode
    let lower: String = account.lowerCode
    let flagged: Bool? = account.flagged
    let optionalCount: Int16? = account.optionalCount
    let total: Double? = account.total
    let touched: Date? = account.touched
    _ = (count, search, lower, flagged, optionalCount, total, touched)
}

/// The checks need no actor: they run on any context's queue.
nonisolated func checkOffTheMainActor(code: String) -> Bool {
    (try? Account.Limits.validateCode(code)) != nil
}
