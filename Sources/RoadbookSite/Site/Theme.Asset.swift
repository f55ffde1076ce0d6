import Foundation
import SiteFiles

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
