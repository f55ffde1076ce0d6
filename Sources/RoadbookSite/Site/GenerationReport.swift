import Diagnostics
import Foundation

/// What a successful build made.
package struct GenerationReport: Sendable {
    /// The output folder.
    package let output: URL
    /// HTML pages written.
    package let pageCount: Int
    /// All files written (pages, images, assets, static files, sitemap, GeoJSON).
    package let fileCount: Int
    /// Warnings found on the way (loading, sitemap skipped, …).
    package let warnings: [Diagnostic]
    /// Wall-clock seconds from loading to swapping the output in.
    package let seconds: Double
    /// The path the site is served under (`/trip/`), from `baseURL`; `nil` when `baseURL` is unset.
    package let basePath: String?
}
