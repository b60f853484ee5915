/// A model fetch request template, as a typed helper function.
public struct FetchRequestContext: Sendable {
    /// How the helper returns its result.
    public enum ResultKind: String, Sendable {
        case objects, objectIDs, dictionaries, count
    }

    /// The template's name in the model.
    public let name: String
    /// The name as a Swift string literal.
    public let nameLiteral: String
    /// The helper's name: `fetch` + the name with its first letter uppercased (`fetchEmployeesInDepartment`).
    public let functionName: String
    public let predicate: String?
    public let parameters: [Parameter]
    /// The helper's return type: `[Employee]`, `[NSManagedObjectID]`, `[[String: Any]]`, `Int`.
    public let resultType: String
    public let resultKind: ResultKind

    public struct Parameter: Sendable {
        /// The predicate variable (`DEPARTMENT_NAME`).
        public let variable: String
        /// The variable as a Swift string literal.
        public let variableLiteral: String
        /// The Swift parameter name (`departmentName`).
        public let swiftName: String
        /// The Swift type found from the predicate (`String`, `[Ingredient]`, `Genre`, `Any` when unknown).
        public let type: String
        /// The type as an object, as mogenerator's fetch helpers take it: `NSNumber` for numbers and Booleans
        /// (`[NSNumber]` for `IN`), otherwise `type` without enums.
        public let objectType: String
        /// What is substituted for the variable: the parameter, or its raw value for an enum.
        public let substitutes: Substitution
    }

    /// What of a fetch request parameter is substituted for its variable.
    public enum Substitution: String, Sendable {
        /// The parameter (`departmentName`).
        case value
        /// An enum's raw value (`genre.rawValue`).
        case rawValue
        /// The raw value of each enum in an array, for `IN` (`genres.map(\.rawValue)`).
        case rawValues
    }
}
