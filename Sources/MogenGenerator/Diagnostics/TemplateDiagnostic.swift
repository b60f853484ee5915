import Foundation
import MogenSupport
import MogenTemplate

/// A template failure as a diagnostic, the one form mogen prints it in: at the template file the user can open from
/// the working directory, with the source line, category `template`, and the `include`/`extends`/`import` tags that
/// led to the failing template as notes, innermost first.
public enum TemplateDiagnostic {
    /// `error` (a `TemplateError`, or anything a template threw) as a diagnostic.
    ///
    /// - Parameters:
    ///   - searchPaths: the directories the templates were loaded from, as the user wrote them; a template's name is
    ///     joined to the first that holds it. A name found in none (a built-in template) is printed as it is.
    ///   - rendered: the path of the template asked to render when the user gave it as a path (`mogen render`): its
    ///     name is that path already.
    public static func diagnostic(for error: any Error, searchPaths: [String], rendered: String? = nil) -> Diagnostic {
        let templateError = (error as? TemplateError) ?? TemplateError(reason: String(describing: error))
        let files = TemplateFiles(searchPaths: searchPaths, rendered: rendered)
        let location = templateError.location.flatMap(files.location)
            ?? rendered.map(SourceLocation.file)
        var notes = templateError.notes.map { DiagnosticNote($0, at: location) }
        notes += templateError.includeStack.map { frame in
            DiagnosticNote(
                "in the template loaded here", at: files.location(of: frame), excerpt: frame.highlightedSourceLine)
        }
        return Diagnostic(
            .error, templateError.reason, at: location, category: .template,
            excerpt: templateError.location?.highlightedSourceLine, notes: notes)
    }
}

/// Turns the names templates are loaded by into the paths of their files.
private struct TemplateFiles {
    let searchPaths: [String]
    let rendered: String?

    func location(of place: TemplateLocation) -> SourceLocation? {
        place.templateName.map { SourceLocation(file: path(of: $0), line: place.line, column: place.column) }
    }

    func path(of name: String) -> String {
        if name == rendered { return name }
        for directory in searchPaths {
            let path = PathText.join(directory, name)
            if FileManager.default.fileExists(atPath: path) { return path }
        }
        return name
    }
}
