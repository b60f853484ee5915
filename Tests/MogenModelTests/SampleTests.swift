import Testing
@testable import MogenModel

/// The package's own sample models: the fixtures every later stage uses.
@Suite("Samples")
struct SampleTests {
    @Test("every sample is clean under lint", arguments: [
        "Employees.xcdatamodeld", "Music.xcdatamodeld", "Calculator.xcdatamodeld", "Recipes.xcdatamodeld",
    ])
    func clean(name: String) throws {
        let result = try ModelReader.read(path: Fixtures.sample(name))
        let diagnostics = result.diagnostics + ModelValidator.validate(result.model)
        #expect(diagnostics.filter { $0.severity != .note }.isEmpty, "\(diagnostics)")
    }

    @Test("Employees: inheritance, module-qualified classes, typealias and Decimal salary")
    func employees() throws {
        let model = try ModelReader.read(path: Fixtures.sample("Employees.xcdatamodeld")).model
        let employee = try #require(model.entity(named: "Employee"))
        #expect(employee.className.module == .named("App"))
        #expect(employee.superentityNames == ["Person"])
        #expect(employee.inheritedAttributes.map(\.name) == ["dateOfBirth", "email", "firstName", "lastName"])
        #expect(employee.attribute(named: "salary")?.type == .decimal)
        #expect(employee.attribute(named: "employeeId")?.userInfo["mogen.typealias"] == "EmployeeId")
        #expect(model.entity(named: "Contractor")?.className.module == .current)
        #expect(model.entity(named: "Person")?.isAbstract == true)
        #expect(model.entity(named: "Person")?.subentityNames == ["Contractor", "Employee"])
        let variables = try #require(model.fetchRequests.first { $0.name == "employeesHiredBetween" }?.variables)
        #expect(variables.map(\.type) == [.attribute(.date, customClassName: nil), .attribute(.date, customClassName: nil)])
    }

    @Test("Music: enum-backed genre and an ordered relationship")
    func music() throws {
        let model = try ModelReader.read(path: Fixtures.sample("Music.xcdatamodeld")).model
        let band = try #require(model.entity(named: "Band"))
        #expect(band.attribute(named: "genre")?.userInfo["mogen.enum"] == "Genre")
        #expect(band.relationship(named: "albums")?.isOrdered == true)
        #expect(model.fetchRequests.first { $0.name == "albumsOfBand" }?.variables.first?.type == .object(entityName: "Band"))
    }

    @Test("Calculator: a transformable array of custom objects with a value transformer")
    func calculator() throws {
        let model = try ModelReader.read(path: Fixtures.sample("Calculator.xcdatamodeld")).model
        let expressions = try #require(model.entity(named: "History")?.attribute(named: "expressions"))
        #expect(expressions.type == .transformable)
        #expect(expressions.customClassName == "[CalculatorExpression]")
        #expect(expressions.valueTransformerName == "CalculatorExpressionsTransformer")
    }

    @Test("Recipes: two versions, CloudKit configuration, fetch templates, fetched and derived properties")
    func recipes() throws {
        let path = Fixtures.sample("Recipes.xcdatamodeld")
        let current = try ModelReader.read(path: path).model
        #expect(current.source.versionNames == ["Recipes", "Recipes 2"])
        #expect(current.source.versionName == "Recipes 2")
        #expect(current.configurations.first { $0.name == "Cloud" }?.usedWithCloudKit == true)
        let recipe = try #require(current.entity(named: "Recipe"))
        #expect(recipe.attribute(named: "stepCount")?.isDerived == true)
        #expect(recipe.fetchedProperties.map(\.name) == ["sameCuisine"])
        #expect(recipe.allAttributes.allSatisfy { $0.isOptional })
        #expect(current.entity(named: "Tag")?.uniquenessConstraints.count == 1)
        let byName = Dictionary(uniqueKeysWithValues: current.fetchRequests.map { ($0.name, $0) })
        #expect(byName["recipesByName"]?.variables.first?.type == .string)
        #expect(byName["recipesWithTag"]?.variables.first?.type == .string)
        #expect(byName["recipesWithIngredients"]?.variables.first?.type == .collection(.object(entityName: "Ingredient")))
        #expect(byName["quickRecipes"]?.variables.map(\.name) == ["MINUTES", "SERVINGS"])
        #expect(byName["topRatedRecipeIDs"]?.resultType == .managedObjectID)
        let first = try ModelReader.read(path: path, version: "Recipes").model
        #expect(first.entities.map(\.name) == ["Ingredient", "Recipe", "Step"])
    }
}
