import Foundation
import Mustache
import SiteFiles

/// The theme a build uses: the site's own `templates/` folder file by file over the built-in theme.
///
/// A template (`name.mustache`) or asset (`theme.css`) in the site's folder overrides the built-in file of the
/// same path; everything else comes from the theme built into the binary (``DefaultTheme``). The site's folder is
/// read through ``SiteFileAccess``: what it refuses there is in ``refusals``.
package struct Theme: Sendable {
    /// The site's templates folder, relative to the site root.
    package static let folder = SiteLayout.templates

    /// Finds templates: the site's folder first, then the built-in theme.
    package let loader: any TemplateLoader
    /// The assets to copy, sorted by path.
    package let assets: [Asset]
    /// What the walk of the site's templates folder did not read (errors), and folders reached twice (warnings).
    package let refusals: [SiteFileRefusal]

    /// The theme of the site that `access` reads (its `templates/` folder; missing is fine) over `builtIn`
    /// (relative path → bytes, as ``DefaultTheme/files``); without `access`, the built-in theme alone.
    package init(access: SiteFileAccess?, builtIn: [String: Data] = DefaultTheme.files) {
        var templates: [String: String] = [:]
        var assets: [String: Asset] = [:]
        for (path, data) in builtIn {
            if path.hasSuffix(".mustache") {
                templates[String(path.dropLast(".mustache".count))] = String(decoding: data, as: UTF8.self)
            } else {
                assets[path] = Asset(path: path, sitePath: nil, data: data)
            }
        }
        var loaders: [any TemplateLoader] = []
        var refusals: [SiteFileRefusal] = []
        if let access {
            loaders.append(SiteTemplateLoader(access: access, folder: Self.folder))
            let walk = access.walk(Self.folder)
            refusals = walk.refusals
            let prefix = Self.folder + "/"
            for file in walk.files {
                let relative = String(file.path.dropFirst(prefix.count))
                let name = (relative as NSString).lastPathComponent
                // The editing script and style are `serve`'s alone, even in an exported theme's folder.
                guard !name.hasPrefix("."), !relative.hasSuffix(".mustache"), !TodoEditingScript.files.contains(relative) else { continue }
                assets[relative] = Asset(path: relative, sitePath: file.path, data: nil)
            }
        }
        loaders.append(DictionaryTemplateLoader(templates, pathPrefix: "<built-in theme>/"))
        loader = ChainTemplateLoader(loaders)
        self.assets = assets.values.sorted { $0.path < $1.path }
        self.refusals = refusals
    }
}

extension Theme {
    /// A file of the theme that is copied to the output as is (everything but the `.mustache` templates).
    package struct Asset: Sendable, Hashable {
        /// Path relative to the theme folder and to the output (`theme.css`).
        package let path: String
        /// The site's own file (relative to the site root, `templates/theme.css`), when it overrides the built-in one.
        package let sitePath: String?
        /// The built-in bytes, when the site does not override it.
        package let data: Data?
    }
}

extension Theme.Asset {
    /// The asset's bytes: the built-in ones, or the site's file read through `access`; nil when it cannot be read.
    func bytes(access: SiteFileAccess) -> Data? {
        guard let sitePath else { return data }
        return try? access.read(sitePath).get()
    }
}
