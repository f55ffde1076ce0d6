import Diagnostics
import Foundation
import RoadbookContent
import SiteFiles

/// The built-in theme as files to customise (`roadbook theme export DIR`): `templates/` (every template and
/// asset of the theme) and `i18n/` (the strings table of each built-in language), laid out as in a site, so
/// that copying both folders into a site changes nothing until a file is edited.
///
/// The map library (Leaflet, below `leaflet/`) is not exported: it is not part of the theme to edit, and the
/// built-in copy keeps serving it.
package enum ThemeExport {
    /// Every exported file, by path in the export folder.
    package static var files: [String: Data] {
        var files: [String: Data] = [:]
        for (path, base64) in EmbeddedTheme.base64Files {
            files[SiteLayout.templates + "/" + path] = Data(base64Encoded: base64)
        }
        for language in BuiltInStrings.languages {
            files[SiteLayout.strings + "/" + language + ".yaml"] = BuiltInStrings.source(of: language).map { Data($0.utf8) }
        }
        return files
    }

    /// Writes ``files`` into `folder` (named `displayPath` in messages), which must be new or empty and not a
    /// link; returns the paths written, sorted. All the files are written, or none.
    package static func write(into folder: URL, displayPath: String) throws(Diagnostic) -> [String] {
        try NewFolderWriter(
            folder: folder.standardizedFileURL, displayPath: displayPath, ignoredEntries: [], refusesLinks: true,
            purpose: "export the theme into"
        ).write(files)
    }
}
