/// Where the CI workflow of a new site gets Roadbook's source to build it: the repository and the tag (or branch).
/// `roadbook init` writes them into `.github/workflows/site.yml`, where the user may change them.
package struct RoadbookSource: Sendable, Hashable {
    /// Roadbook's repository: the one place that names it.
    package static let repository = "https://github.com/roadbook-app/roadbook.git"

    /// A `git clone` URL.
    package let repository: String
    /// A tag or branch of it.
    package let ref: String

    /// The source at `ref` of `repository`.
    package init(repository: String = Self.repository, ref: String) {
        self.repository = repository
        self.ref = ref
    }

    /// The release tag of a version: `v0.1.0`.
    package static func release(_ version: String) -> RoadbookSource {
        RoadbookSource(ref: "v" + version)
    }
}
