/// A model fetch request template, as a typed helper function.
package struct FetchRequestContext: Sendable {
    /// How the helper returns its result.
    package enum ResultKind: String, Sendable {
        case objects, objectIDs, dictionaries, count
    }

    /// The template's name in the model.
    package let name: String
    /// The name as a Swift string literal.
    package let nameLiteral: String
    /// The helper's name: `fetch` + the name with its first letter uppercased (`fetchEmployeesInDepartment`).
    package let functionName: String
    package let predicate: String?
    package let parameters: [Parameter]
    /// The helper's return type: `[Employee]`, `[NSManagedObjectID]`, `[[String: Any]]`, `Int`.
    package let resultType: String
    package let resultKind: ResultKind

    package struct Parameter: Sendable {
        /// The predicate variable (`DEPARTMENT_NAME`).
        package let variable: String
        /// The variable as a Swift string literal.
        package let variableLiteral: String
        /// The Swift parameter name (`departmentName`).
        package let swiftName: String
        /// The Swift type found from the predicate (`String`, `[Ingredient]`, `Genre`, `Any` when unknown).
        package let type: String
        /// The type as an object, as mogenerator's fetch helpers take it: `NSNumber` for numbers and Booleans
        /// (`[NSNumber]` for `IN`), otherwise `type` without enums.
        package let objectType: String
        /// What is substituted for the variable: the parameter, or its raw value for an enum.
        package let substitutes: Substitution
    }

    /// What of a fetch request parameter is substituted for its variable.
    package enum Substitution: String, Sendable {
        /// The parameter (`departmentName`).
        case value
        /// An enum's raw value (`genre.rawValue`).
        case rawValue
        /// The raw value of each enum in an array, for `IN` (`genres.map(\.rawValue)`).
        case rawValues
    }
}
