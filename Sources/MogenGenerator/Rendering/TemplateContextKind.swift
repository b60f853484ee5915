/// Which template context a template set is rendered with (`context` in `mogen.json` and `template-set.json`,
/// `--context`).
public enum TemplateContextKind: String, Sendable, CaseIterable {
    /// mogen's own context: `model`, `entity`, `vars` (Docs/TemplateContext.md).
    case mogen
    /// The context SwiftGen 6.6.3 builds for Core Data models: `models`, `param`, `env` (Docs/SwiftGenContext.md).
    /// It renders one file for the model.
    case swiftgen
}
