import MogenModel
import MogenSupport

extension ContextBuilder {
    /// A derived attribute's expression as the model writes it, for its property's documentation (a template prints
    /// it through `swiftComment`). An expression mogen cannot read is still the model's, which Xcode compiled and
    /// Core Data evaluates: a warning, and the property as for any other.
    func derivation(of attribute: Attribute, label: String, problems: inout [Diagnostic]) -> String? {
        guard attribute.isDerived, let text = attribute.derivationExpression, !text.trimmingSpacesOnly.isEmpty else {
            return nil
        }
        do {
            _ = try PredicateParser.parseExpression(text)
        } catch {
            problems.append(.warning(
                "derived attribute \(quoted: label) has derivation expression \(quoted: text), which mogen cannot read "
                    + "(\(error.description)); its property is generated read-only, with the expression in its "
                    + "documentation",
                at: attribute.location, .codegen))
        }
        return text
    }
}
