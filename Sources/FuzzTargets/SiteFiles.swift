import Foundation

/// Files that harnesses put beside the one under test so that a site loads.
enum SiteFiles {
    /// A `site.yaml` with only the required key.
    static let minimalConfig = Data("title: Fuzz\n".utf8)
}
