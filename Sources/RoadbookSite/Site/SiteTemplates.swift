import Diagnostics
import Foundation
import Mustache
import RoadbookPages
import SiteFiles

/// The theme of a build and its page templates, compiled: every template a page kind renders with
/// (``PageTemplate``, which each ``PageKind`` names through ``PageKind/template``), so a broken one is reported
/// before anything is written, with the content's problems.
struct SiteTemplates: Sendable {
    /// The site's templates over the built-in ones.
    let theme: Theme
    /// The page templates, compiled.
    let repository: TemplateRepository
    /// Whether they were compiled strictly (`strictTemplates` of `site.yaml`).
    let strict: Bool
    /// Each template's errors.
    let compileErrors: [Diagnostic]

    /// The theme of the site `access` reads over `builtIn`, its page templates compiled (`strict` or not).
    init(access: SiteFileAccess, builtIn: [String: Data], strict: Bool) {
        theme = Theme(access: access, builtIn: builtIn)
        repository = TemplateRepository(loader: theme.loader, strict: strict)
        self.strict = strict
        var errors: [Diagnostic] = []
        for template in PageTemplate.allCases {
            do { try repository.compile(named: template.name) } catch { errors += error.diagnostics }
        }
        compileErrors = errors
    }

    /// What the theme's walk refused (errors) or found twice (warnings), then each template's errors.
    var diagnostics: [Diagnostic] { theme.refusals.map(\.diagnostic) + compileErrors }
}
