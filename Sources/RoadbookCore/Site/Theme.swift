import Foundation
import Mustache

/// The theme a build uses: the site's own `templates/` folder file by file over the built-in theme.
///
/// A template (`name.mustache`) or asset (`theme.css`) in the site's folder overrides the built-in file of the
/// same path; everything else comes from the theme built into the binary (``DefaultTheme``).
public struct Theme: Sendable {
    /// Finds templates: the site's folder first, then the built-in theme.
    public let loader: any TemplateLoader
    /// The assets to copy, sorted by path.
    public let assets: [Asset]

    /// The theme for a site whose templates folder is `siteTemplates` (missing is fine) over `builtIn`
    /// (relative path → bytes, as ``DefaultTheme/files``).
    public init(siteTemplates: URL?, builtIn: [String: Data] = DefaultTheme.files) {
        var templates: [String: String] = [:]
        var assets: [String: Asset] = [:]
        for (path, data) in builtIn {
            if path.hasSuffix(".mustache") {
                templates[String(path.dropLast(".mustache".count))] = String(decoding: data, as: UTF8.self)
            } else {
                assets[path] = Asset(path: path, sourceURL: nil, data: data)
            }
        }
        var loaders: [any TemplateLoader] = []
        if let siteTemplates, FileManager.default.fileExists(atPath: siteTemplates.path) {
            loaders.append(DirectoryTemplateLoader(directory: siteTemplates, displayPath: "templates"))
            let root = siteTemplates.standardizedFileURL.path
            if let walker = FileManager.default.enumerator(atPath: root) {
                while let relative = walker.nextObject() as? String {
                    let name = (relative as NSString).lastPathComponent
                    guard !name.hasPrefix("."), !relative.hasSuffix(".mustache") else { continue }
                    var isDirectory: ObjCBool = false
                    let full = root + "/" + relative
                    guard FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
                    assets[relative] = Asset(path: relative, sourceURL: URL(fileURLWithPath: full), data: nil)
                }
            }
        }
        loaders.append(DictionaryTemplateLoader(templates, pathPrefix: "<built-in theme>/"))
        loader = ChainTemplateLoader(loaders)
        self.assets = assets.values.sorted { $0.path < $1.path }
    }
}
