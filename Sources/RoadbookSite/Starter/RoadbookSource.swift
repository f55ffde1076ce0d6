/// Where the CI workflow of a new site gets Roadbook's source to build it: the repository and the tag (or branch).
/// `roadbook init` writes them into `.github/workflows/site.yml`, where the user may change them.
public struct RoadbookSource: Sendable, Hashable {
    /// Roadbook's repository: the one place that names it.
    public static let repository = "https://github.com/roadbook-app/roadbook.git"

    /// A `git clone` URL.
    public let repository: String
    /// A tag or branch of it.
    public let ref: String

    /// The source at `ref` of `repository`.
    public init(repository: String = Self.repository, ref: String) {
        self.repository = repository
        self.ref = ref
    }

    /// The release tag of a version: `v0.1.0`.
    public static func release(_ version: String) -> RoadbookSource {
        RoadbookSource(ref: "v" + version)
    }
}
