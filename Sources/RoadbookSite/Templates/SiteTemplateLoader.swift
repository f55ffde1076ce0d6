import Diagnostics
import Foundation
import Mustache
import RoadbookContent
import SiteFiles

/// Loads template `name` from the site's `templates/name.mustache`, through ``SiteFileAccess``: a template that is a
/// FIFO or a link outside the site is an error at its path (it does not fall back to the built-in theme), and so is
/// a byte that is not UTF-8, at its line and column.
struct SiteTemplateLoader: TemplateLoader {
    let access: SiteFileAccess
    /// The templates folder, relative to the site root.
    let folder: String

    func source(named name: String) throws -> TemplateSource? {
        let components = name.split(separator: "/", omittingEmptySubsequences: false)
        guard !name.isEmpty, !components.contains(where: { $0 == ".." || $0 == "." || $0.isEmpty }) else { return nil }
        let path = folder + "/" + name + ".mustache"
        switch access.read(path) {
        case .failure(let refusal):
            if refusal.isMissing || refusal.reason == .folderInsteadOfFile { return nil }
            throw DiagnosticList([refusal.errorDiagnostic])
        case .success(let data):
            switch SourceText.decode(data, path: path) {
            case .success(let text): return TemplateSource(text: text, path: path)
            case .failure(let diagnostic): throw DiagnosticList([diagnostic])
            }
        }
    }
}
