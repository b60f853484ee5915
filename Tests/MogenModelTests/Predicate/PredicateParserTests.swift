import Testing
@testable import MogenModel

@Suite("Predicate parser")
struct PredicateParserTests {
    @Test("a comparison with a variable")
    func simpleComparison() throws {
        let predicate = try PredicateParser.parse("humanName == $humanName")
        #expect(predicate == .comparison(PredicateComparison(
            quantifier: nil, lhs: .keyPath(["humanName"]), operator: .equal, isNegated: false, options: "",
            rhs: .variable("humanName"))))
    }

    @Test("AND binds tighter than OR; NOT and parentheses")
    func precedence() throws {
        let predicate = try PredicateParser.parse("a == 1 OR b == 2 AND NOT (c == 3 || d == 4)")
        guard case let .or(parts) = predicate, parts.count == 2, case let .and(right) = parts[1], right.count == 2,
            case let .not(inner) = right[1], case let .or(innermost) = inner
        else {
            Issue.record("unexpected tree: \(predicate)")
            return
        }
        #expect(innermost.count == 2)
    }

    @Test("operators in every spelling", arguments: [
        ("a = 1", PredicateComparison.Operator.equal), ("a == 1", .equal), ("a != 1", .notEqual), ("a <> 1", .notEqual),
        ("a < 1", .less), ("a <= 1", .lessOrEqual), ("a =< 1", .lessOrEqual), ("a > 1", .greater),
        ("a >= 1", .greaterOrEqual), ("a => 1", .greaterOrEqual), ("a CONTAINS 'x'", .contains),
        ("a beginswith 'x'", .beginsWith), ("a ENDSWITH 'x'", .endsWith), ("a LIKE 'x*'", .like),
        ("a MATCHES '.*'", .matches), ("a IN {1, 2}", .in), ("a BETWEEN {1, 2}", .between),
    ])
    func operators(text: String, op: PredicateComparison.Operator) throws {
        guard case let .comparison(comparison) = try PredicateParser.parse(text) else {
            Issue.record("not a comparison")
            return
        }
        #expect(comparison.operator == op)
    }

    @Test("options, quantifiers, NOT IN")
    func modifiers() throws {
        guard case let .comparison(comparison) = try PredicateParser.parse("ANY tags.name ==[cd] $TAG") else {
            Issue.record("not a comparison")
            return
        }
        #expect(comparison.quantifier == .any)
        #expect(comparison.options == "cd")
        #expect(comparison.lhs == .keyPath(["tags", "name"]))
        guard case let .comparison(negated) = try PredicateParser.parse("name NOT IN $NAMES") else {
            Issue.record("not a comparison")
            return
        }
        #expect(negated.isNegated)
        #expect(negated.operator == .in)
    }

    @Test("literals, functions, aggregates, SELF and format arguments")
    func literals() throws {
        for text in [
            "TRUEPREDICATE", "FALSEPREDICATE", "true == true", "a == nil", "a == NULL", "a == -3.5e2", "a == 0x1F",
            "a == \"double \\\" quoted\"", "a == 'single'", "date > now()", "FUNCTION(SELF, 'method:', $x) == 1",
            "items.@count > 2", "@sum.items.price > $LIMIT", "SELF == $OBJECT", "name == %@", "%K == %@",
            "SUBQUERY(items, $item, $item.price > 10).@count > 0", "a[FIRST] == 1", "a + b * 2 == $x",
            "#name == 'escaped keyword'",
        ] {
            do {
                _ = try PredicateParser.parse(text)
            } catch {
                Issue.record("failed to parse \(text): \(error)")
            }
        }
    }

    @Test("errors are reported, never a crash", arguments: [
        "", "a ==", "== b", "a == 'unterminated", "(a == 1", "a == 1)", "a ?? b", "$", "a == {1, 2",
        String(repeating: "(", count: 10_000) + "a == 1",
    ])
    func errors(text: String) {
        #expect(throws: PredicateParser.ParseError.self) { try PredicateParser.parse(text) }
    }

    @Test("nested calls with parenthesised arguments are parsed once per level, not once per reading of the levels around")
    func nestedGuesses() throws {
        // `f((f((… a …))))`: each `(` may open a predicate or an expression, each argument may be either; the parser
        // used to try one, back up and try the other at every level, 2^depth parses (the fuzzer found it at 12 levels).
        let depth = 40
        let balanced = String(repeating: "f((", count: depth) + "$A" + String(repeating: "))", count: depth) + " == 1"
        #expect(try PredicateParser.parse(balanced).variableNames == ["A"])
        let unclosed = String(repeating: "f((", count: depth) + "$A == 1"
        #expect(throws: PredicateParser.ParseError.self) { try PredicateParser.parse(unclosed) }
    }

    @Test("variable names in order of first appearance")
    func variableNames() throws {
        let predicate = try PredicateParser.parse("a == $B AND (c == $A OR d == $B) AND e IN $C.items")
        #expect(predicate.variableNames == ["B", "A", "C"])
    }
}

@Suite("Predicate variable types")
struct PredicateVariableTypeTests {
    let model: Model

    init() throws {
        model = try Fixtures.model("""
                <entity name="Employee" syncable="YES">
                    <attribute name="age" attributeType="Integer 16" usesScalarValueType="YES"/>
                    <attribute name="name" attributeType="String"/>
                    <attribute name="salary" attributeType="Decimal"/>
                    <attribute name="tags" optional="YES" attributeType="Transformable" customClassName="[String]"/>
                    <relationship name="department" maxCount="1" deletionRule="Nullify" destinationEntity="Department" inverseName="employees" inverseEntity="Department"/>
                    <relationship name="skills" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Skill"/>
                </entity>
                <entity name="Department" syncable="YES">
                    <attribute name="name" attributeType="String"/>
                    <relationship name="employees" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Employee" inverseName="department" inverseEntity="Employee"/>
                </entity>
                <entity name="Skill" syncable="YES">
                    <attribute name="level" attributeType="Integer 32" usesScalarValueType="YES"/>
                </entity>
                <entity name="Manager" parentEntity="Employee" syncable="YES"/>
            """)
    }

    private func type(_ predicate: String, _ variable: String, entity: String = "Employee") throws -> PredicateValueType {
        let request = FetchRequest(
            name: "t", entityName: entity, predicateString: predicate, predicate: try PredicateParser.parse(predicate),
            variables: [], resultType: .managedObject, fetchLimit: nil, fetchBatchSize: nil, includesSubentities: nil,
            includesPropertyValues: nil, includesPendingChanges: nil, returnsObjectsAsFaults: nil,
            returnsDistinctResults: nil, location: .file("x"))
        let variables = PredicateVariableTyper(model: model).variables(of: request)
        return try #require(variables.first { $0.name == variable }).type
    }

    @Test("types follow key paths through attributes and relationships")
    func keyPaths() throws {
        #expect(try type("age > $AGE", "AGE") == .attribute(.integer16, customClassName: nil))
        #expect(try type("$AGE < age", "AGE") == .attribute(.integer16, customClassName: nil))
        #expect(try type("department.name == $NAME", "NAME") == .string)
        #expect(try type("department == $DEPT", "DEPT") == .object(entityName: "Department"))
        #expect(try type("ANY skills.level >= $LEVEL", "LEVEL") == .attribute(.integer32, customClassName: nil))
        #expect(try type("tags == $TAGS", "TAGS") == .attribute(.transformable, customClassName: "[String]"))
        #expect(try type("SELF == $ME", "ME") == .object(entityName: "Employee"))
        #expect(try type("skills.@count > $N", "N") == .count)
        #expect(try type("department.employees.@count > $N", "N") == .count)
    }

    @Test("inherited properties are followed")
    func inherited() throws {
        #expect(try type("salary > $MIN", "MIN", entity: "Manager") == .attribute(.decimal, customClassName: nil))
    }

    @Test("operators shape the type")
    func operators() throws {
        #expect(try type("name IN $NAMES", "NAMES") == .collection(.string))
        #expect(try type("age BETWEEN $RANGE", "RANGE") == .collection(.attribute(.integer16, customClassName: nil)))
        #expect(try type("skills CONTAINS $SKILL", "SKILL") == .object(entityName: "Skill"))
        #expect(try type("$SKILL IN skills", "SKILL") == .object(entityName: "Skill"))
        #expect(try type("ANY skills IN $SKILLS", "SKILLS") == .collection(.object(entityName: "Skill")))
        #expect(try type("name CONTAINS[cd] $TEXT", "TEXT") == .string)
        #expect(try type("name BEGINSWITH $P", "P") == .string)
        #expect(try type("name LIKE $P", "P") == .string)
    }

    @Test("what cannot be followed is unknown, not a failure")
    func unknowns() throws {
        #expect(try type("nothing == $X", "X") == .unknown)
        #expect(try type("age + 1 == $X", "X") == .unknown)
        #expect(try type("FUNCTION(name, 'x') == $X", "X") == .unknown)
        #expect(try type("$X == $Y", "X") == .unknown)
        #expect(try type("name.length == $X", "X") == .unknown)
        #expect(try type("age == $X AND name == $X", "X") == .attribute(.integer16, customClassName: nil))
    }

    @Test("an unparsable predicate still lists its variables, with unknown types")
    func unparsable() throws {
        let model = try Fixtures.model("""
                <entity name="A" syncable="YES"/>
                <fetchRequest name="bad" entity="A" predicateString="name == $NAME AND ((("/>
            """)
        #expect(model.fetchRequests[0].predicate == nil)
        #expect(model.fetchRequests[0].variables == [PredicateVariable(name: "NAME", type: .unknown)])
    }
}
