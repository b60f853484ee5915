import Foundation

/// The `regex` mode of StencilSwiftKit's `replace` filter, with bounded matching work.
///
/// A pattern such as `(a+)+$` backtracks exponentially: on 30 `a`s and a `b`, ICU (which
/// `NSRegularExpression` runs on) takes seconds, on 40 hours. ICU offers no time limit through
/// Foundation, but `enumerateMatches` with `.reportProgress` (on Linux too) calls back every
/// 10,000 steps of ICU's matching engine, and once per position where a match is tried (the
/// two reports look alike); stopping there abandons the match. So matching may take at most
/// ``stepsPerCharacter`` steps per character of the input (and at least ``minimumSteps``):
/// linear work, like any other filter, however pathological the pattern.
///
/// The work also counts against the render's iterations (``TemplateLimits/maximumIterations``),
/// so that many calls that each stay within the bound still end: a call costs as much time as
/// about ``iterationsPerCall`` loop passes (compiling the pattern, setting up the match), and
/// 10,000 matching steps about ``iterationsPerReport``.
enum RegularExpressionReplacement {
    /// ICU's steps between two progress reports (its `TIMER_INITIAL_VALUE`).
    static let stepsPerReport = 10_000
    static let stepsPerCharacter = 1_000
    /// About 60 ms of backtracking, far more than a sane pattern needs on a short input.
    static let minimumSteps = 1_000_000
    static let iterationsPerCall = 100
    static let iterationsPerReport = 1_000

    /// `source` with every match of `pattern` replaced by `template` (`$1` for groups), as
    /// `stringByReplacingMatches` does.
    static func replacing(_ pattern: String, in source: String, with template: String, context: RenderContext) throws -> String {
        try context.countIterations(iterationsPerCall)
        let expression: NSRegularExpression
        do {
            expression = try NSRegularExpression(pattern: pattern)
        } catch {
            throw TemplateError(reason: "invalid regular expression '\(pattern)'")
        }
        let text = NSString(string: source)
        let allowedSteps = max(minimumSteps, stepsPerCharacter.multipliedReportingOverflow(by: text.length).partialValue)
        // Reports beyond one per position are (at least) those of matching steps.
        let positionReports = text.length + 1
        let allowedReports = positionReports + allowedSteps / stepsPerReport
        var reports = 0
        var matches: [NSTextCheckingResult] = []
        var iterationLimitError: (any Error)?
        expression.enumerateMatches(in: source, options: .reportProgress, range: NSRange(location: 0, length: text.length)) { match, _, stop in
            if let match {
                matches.append(match)
                return
            }
            reports += 1
            guard reports > positionReports else { return }
            do {
                try context.countIterations(iterationsPerReport)
            } catch {
                iterationLimitError = error
                stop.pointee = true
            }
            if reports > allowedReports { stop.pointee = true }
        }
        if let iterationLimitError { throw iterationLimitError }
        guard reports <= allowedReports else {
            throw TemplateError(reason: """
                regular expression '\(pattern)' takes more than \(allowedSteps) matching steps on a \
                \(text.length)-character input (nested repetition such as '(a+)+' backtracks exponentially)
                """)
        }
        var result = ""
        var copied = 0
        for match in matches {
            result += text.substring(with: NSRange(location: copied, length: match.range.location - copied))
            result += expression.replacementString(for: match, in: source, offset: 0, template: template)
            copied = match.range.location + match.range.length
        }
        result += text.substring(from: copied)
        return result
    }
}
