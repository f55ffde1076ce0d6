import Diagnostics
import Foundation

/// What a successful build made.
public struct GenerationReport: Sendable {
    /// The output folder.
    public let output: URL
    /// HTML pages written.
    public let pageCount: Int
    /// All files written (pages, images, assets, static files, sitemap, GeoJSON).
    public let fileCount: Int
    /// Warnings found on the way (loading, sitemap skipped, …).
    public let warnings: [Diagnostic]
    /// Wall-clock seconds from loading to swapping the output in.
    public let seconds: Double
    /// The path the site is served under (`/trip/`), from `baseURL`; `nil` when `baseURL` is unset.
    public let basePath: String?
}
