import MogenSupport

/// Reads the user's `<Model>+MigrationHandlers.swift` and says which custom stages it has no method for: a version
/// added since the file was created brings a requirement the compiler will ask for, and this says what it is for.
/// The file is never modified.
enum MigrationHandlersFileCheck {
    static func problems(in source: String, path: String, migrations: MigrationsContext) -> [Diagnostic] {
        migrations.customSteps.compactMap { step -> Diagnostic? in
            guard let name = step.handlerName, !source.contains("func \(name)(") else { return nil }
            return .warning(
                "\(PathText.lastComponent(path)) has no \(name)(_:), the handler of the new custom migration stage "
                    + "\(quoted: step.fromVersion) → \(quoted: step.toVersion): add it to \(migrations.handlersTypeName) "
                    + "(its documentation in \(migrations.handlersProtocolName) says what the stage needs; "
                    + "Docs/Migrations.md)", at: .file(path), .codegen)
        }
    }
}
