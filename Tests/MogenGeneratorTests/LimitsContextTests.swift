import MogenGenerator
import MogenModel
import MogenSupport
import MogenTestSupport
import Testing

/// The validation limits and derivations of attributes as the context gives them (`AttributeLimits`,
/// `AttributeContext.derivation`): typed constants made by the shared literal functions, and warnings, never a crash,
/// for limits that cannot be constants.
@Suite("Template context: validation limits and derived attributes")
struct LimitsContextTests {
    private func context(_ attributes: String) throws -> (EntityContext, [Diagnostic]) {
        let (context, diagnostics) = try GeneratorFixtures.context(
            #"<entity name="E" representedClassName="E">"# + "\n" + attributes + "\n</entity>")
        return (try #require(context.entities.first), diagnostics)
    }

    private func limits(_ attribute: String) throws -> AttributeLimits? {
        try context(attribute).0.attributes.first?.limits
    }

    /// `kind constantName: constantType = value, breaks if operand breaksWhen` per check.
    private func described(_ limits: AttributeLimits?) -> [String] {
        (limits?.checks ?? []).map { check in
            "\(check.kind) \(check.constantName): \(check.constantType) = \(check.value)"
                + (check.operand.map { ", breaks if \($0) \(check.breaksWhen ?? "")" } ?? "")
        }
    }

    @Test("number limits are constants of the attribute's scalar type, whatever the property's type")
    func numbers() throws {
        let count = try #require(try limits(
            #"<attribute name="count" attributeType="Integer 16" minValueString="1" maxValueString=" 10 " usesScalarValueType="YES"/>"#))
        #expect(count.functionName == "validateCount")
        #expect(count.valueType == "Int16")
        #expect(described(count) == ["minimum countMinimum: Int16 = 1, breaks if value <", "maximum countMaximum: Int16 = 10, breaks if value >"])
        // An NSNumber property (no scalar type) is limited as Core Data compares it: as an Int64.
        let legacy = try #require(try limits(#"<attribute name="legacy" attributeType="Integer 64" minValueString="-9223372036854775808"/>"#))
        #expect(legacy.valueType == "Int64")
        #expect(legacy.checks.map(\.value) == ["-9223372036854775808"])
        let ratio = try #require(try limits(#"<attribute name="ratio" attributeType="Double" minValueString="-0.5" maxValueString="1e3"/>"#))
        #expect(ratio.checks.map(\.value) == ["-0.5", "1000.0"])
        let weight = try #require(try limits(#"<attribute name="weight" attributeType="Float" maxValueString="2"/>"#))
        #expect(weight.valueType == "Float")
        #expect(weight.checks.map(\.value) == ["2.0"])
    }

    @Test("a decimal limit is built exactly from its digits", arguments: [
        ("-1000.50", "Decimal(sign: .minus, exponent: -1, significand: 10005)"),
        ("1e6", "Decimal(sign: .plus, exponent: 6, significand: 1)"),
        ("0.000", "Decimal(sign: .plus, exponent: 0, significand: 0)"),
        ("+.25E-2", "Decimal(sign: .plus, exponent: -4, significand: 25)"),
        ("0.1", "Decimal(sign: .plus, exponent: -1, significand: 1)"),
    ])
    func decimals(text: String, expected: String) throws {
        let price = try #require(try limits(#"<attribute name="price" attributeType="Decimal" minValueString="\#(text)"/>"#))
        #expect(price.valueType == "Decimal")
        #expect(price.checks.map(\.value) == [expected])
    }

    @Test("string limits are lengths in UTF-16 code units and a pattern as an escaped string literal")
    func strings() throws {
        let code = try #require(try limits(
            #"<attribute name="code" attributeType="String" minValueString="2" maxValueString="8" regularExpressionString="[A-Z]+&quot;\&#10;&quot;); evil(&quot;"/>"#))
        #expect(code.valueType == "String")
        #expect(code.checks.map(\.kind) == ["minimumLength", "maximumLength", "pattern"])
        #expect(code.checks.map(\.constantName) == ["codeMinimumLength", "codeMaximumLength", "codePattern"])
        #expect(code.checks.map(\.constantType) == ["Int", "Int", "String"])
        #expect(code.checks.map(\.operand) == ["value.utf16.count", "value.utf16.count", nil])
        // The model's text reaches the code only through SwiftLiteral: it cannot end the literal.
        #expect(code.checks.last?.value == SwiftLiteral.string("[A-Z]+\"\\\n\"); evil(\""))
        #expect(code.checks.last?.value == #""[A-Z]+\"\\\n\"); evil(\"""#)
        // An empty pattern is none, as for Core Data.
        #expect(try limits(#"<attribute name="code" attributeType="String" regularExpressionString=""/>"#) == nil)
    }

    @Test("date limits come from the intervals since 2001, not from the locale-formatted minValueString")
    func dates() throws {
        let opened = try #require(try limits(
            #"<attribute name="opened" attributeType="Date" minDateTimeInterval="0" maxDateTimeInterval="1000000000" minValueString="1/1/01" maxValueString="9/9/32"/>"#))
        #expect(opened.valueType == "Date")
        #expect(described(opened) == [
            "earliestDate openedEarliestDate: Date = Date(timeIntervalSinceReferenceDate: 0.0), breaks if value <",
            "latestDate openedLatestDate: Date = Date(timeIntervalSinceReferenceDate: 1000000000.0), breaks if value >",
        ])
        #expect(try limits(#"<attribute name="d" attributeType="Date" minValueString="1/1/01"/>"#) == nil)
    }

    @Test("types Core Data checks no limits of, and derived attributes, have none")
    func noLimits() throws {
        for xml in [
            #"<attribute name="a" attributeType="Binary" minValueString="1"/>"#,
            #"<attribute name="a" attributeType="Boolean" minValueString="1"/>"#,
            #"<attribute name="a" attributeType="String" derived="YES" derivationExpression="lowercase:(b)" maxValueString="3"/>"#,
            #"<attribute name="a" attributeType="Integer 16"/>"#,
        ] {
            #expect(try limits(xml) == nil, "\(xml)")
        }
    }

    @Test("a limit that is no value of the type gets no constant and a located warning, never a crash", arguments: [
        (#"attributeType="Integer 32" maxValueString="1.5""#, "maximum '1.5', which is not a value of Int32"),
        (#"attributeType="Integer 16" maxValueString="100000""#, "maximum '100000', which Int16 cannot hold"),
        (#"attributeType="Integer 64" maxValueString="99999999999999999999""#, "which Int64 cannot hold"),
        (#"attributeType="Float" maxValueString="1e39""#, "which Float cannot hold"),
        (#"attributeType="Double" minValueString="nan""#, "minimum 'nan', which is not a value of Double"),
        (#"attributeType="Decimal" minValueString="12345678901234567890123""#, "which Decimal cannot hold"),
        (#"attributeType="Date" minDateTimeInterval="soon""#, "earliest date 'soon', which is not a number of seconds"),
    ])
    func unusableLimits(xml: String, message: String) throws {
        let (entity, diagnostics) = try context(#"<attribute name="a" optional="YES" \#(xml)/>"#)
        #expect(entity.attributes.first?.limits == nil)
        let warning = try #require(diagnostics.first { $0.message.contains(message) }, "\(diagnostics.map(\.message))")
        #expect(warning.severity == .warning)
        #expect(warning.category == .codegen)
        #expect(warning.message.contains("'E.a'"))
        #expect(warning.location?.line == 4)
        #expect(warning.location?.column == 1)
    }

    @Test("text that is no number at all is the model check's warning alone, and no constant")
    func notANumber() throws {
        let body = #"<entity name="E" representedClassName="E"><attribute name="a" attributeType="Integer 16" minValueString="abc" maxValueString="5"/></entity>"#
        let (context, diagnostics) = try GeneratorFixtures.context(body)
        let limits = try #require(context.entities.first?.attributes.first?.limits)
        #expect(limits.checks.map(\.kind) == ["maximum"])
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        let model = try ModelReader.read(xml: ModelXML.document(body), path: "Test.xcdatamodel/contents").model
        let warnings = ModelValidator.validate(model).filter { $0.message.contains("minimum 'abc', which is not a number") }
        #expect(warnings.count == 1)
        #expect(warnings.first?.location?.line == 3)
    }

    @Test("a renamed attribute's limits take its Swift name; the error names the model's attribute")
    func renamed() throws {
        let limits = try #require(try self.limits(#"""
            <attribute name="kindCode" attributeType="String" minValueString="1">
                <userInfo><entry key="mogen.swiftName" value="category"/></userInfo>
            </attribute>
            """#))
        #expect(limits.functionName == "validateCategory")
        #expect(limits.attributeName == "kindCode")
        #expect(limits.checks.map(\.constantName) == ["categoryMinimumLength"])
        let keyword = try #require(try self.limits(#"<attribute name="default" attributeType="Integer 16" minValueString="1"/>"#))
        #expect(keyword.functionName == "validateDefault")
        #expect(keyword.checks.map(\.constantName) == ["defaultMinimum"])
    }

    @Test("a subclass's limits hold the inherited ones first; function names that repeat get a number")
    func inheritedAndRepeated() throws {
        let (context, _) = try GeneratorFixtures.context(#"""
            <entity name="A" representedClassName="A">
                <attribute name="code" attributeType="String" maxValueString="4"/>
                <attribute name="Code" attributeType="String" maxValueString="5"/>
            </entity>
            <entity name="B" representedClassName="B" parentEntity="A">
                <attribute name="rate" attributeType="Double" maxValueString="1"/>
            </entity>
            """#)
        let a = try #require(context.entities.first { $0.name == "A" })
        let b = try #require(context.entities.first { $0.name == "B" })
        #expect(a.limits.map(\.functionName) == ["validateCode", "validateCode_2"])
        #expect(b.limits.map(\.functionName) == ["validateCode", "validateCode_2", "validateRate"])
        #expect(context.hasLimits)
        #expect(context.limitErrorTypeName == "TestLimitError")
        let (plain, _) = try GeneratorFixtures.context(#"<entity name="P" representedClassName="P"><attribute name="a" attributeType="String"/></entity>"#)
        #expect(!plain.hasLimits)
    }

    @Test("a derived attribute of any type is read-only and keeps its expression for its documentation", arguments: [
        ("String", "canonical:(code)"), ("Integer 64", "items.@count"), ("Date", "now()"), ("Boolean", "items.@count"),
        ("Double", "items.@sum.amount"), ("Decimal", "items.@max.price"),
    ])
    func derived(type: String, expression: String) throws {
        for optional in ["YES", "NO"] {
            let (entity, diagnostics) = try context(
                #"<attribute name="d" optional="\#(optional)" attributeType="\#(type)" derived="YES" derivationExpression="\#(expression)" usesScalarValueType="YES"/>"#)
            let attribute = try #require(entity.attributes.first)
            #expect(attribute.isReadOnly)
            #expect(attribute.derivation == expression)
            #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
            #expect(entity.initializer?.parameters.contains { $0.swiftName == "d" } == false)
        }
    }

    @Test("a derivation mogen cannot read is a located warning, and the attribute is generated all the same")
    func unreadableDerivation() throws {
        let (entity, diagnostics) = try context(
            #"<attribute name="d" optional="YES" attributeType="String" derived="YES" derivationExpression="code ++ */ {{"/>"#)
        let attribute = try #require(entity.attributes.first)
        #expect(attribute.isReadOnly)
        #expect(attribute.derivation == "code ++ */ {{")
        let warning = try #require(diagnostics.first)
        #expect(warning.severity == .warning)
        #expect(warning.message.contains("derived attribute 'E.d' has derivation expression 'code ++ */ {{', which mogen cannot read"))
        #expect(warning.location?.line == 4)
    }
}
