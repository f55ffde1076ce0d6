import Foundation

/// The site `roadbook init` writes, as built into the binary (the repo's `starter/` folder at build time): a
/// `site.yaml`, a few todos, two places with their images, a `.gitignore` and a CI workflow.
package enum StarterSite {
    /// Every file by its path in the new site, as in `starter/`.
    static let embeddedFiles: [String: Data] = Dictionary(
        uniqueKeysWithValues: EmbeddedStarter.base64Files.compactMap { path, base64 in
            Data(base64Encoded: base64).map { (sitePath(ofEmbedded: path), $0) }
        })

    /// The CI workflow, where `@ROADBOOK_REPOSITORY@` and `@ROADBOOK_REF@` stand for the source it builds.
    static let workflowPath = ".github/workflows/site.yml"

    /// Every file by its path in the new site, the CI workflow building Roadbook from `source`.
    package static func files(building source: RoadbookSource) -> [String: Data] {
        var files = embeddedFiles
        if let workflow = files[workflowPath] {
            let text = String(decoding: workflow, as: UTF8.self)
                .replacingOccurrences(of: "@ROADBOOK_REPOSITORY@", with: source.repository)
                .replacingOccurrences(of: "@ROADBOOK_REF@", with: source.ref)
            files[workflowPath] = Data(text.utf8)
        }
        return files
    }

    /// The path a file of `starter/` takes in the new site. The build skips hidden files, so a path component
    /// written `dot-x` in the repo stands for `.x` (`dot-gitignore` → `.gitignore`, `dot-github/` → `.github/`).
    static func sitePath(ofEmbedded path: String) -> String {
        path.split(separator: "/", omittingEmptySubsequences: false)
            .map { $0.hasPrefix("dot-") ? "." + $0.dropFirst(4) : $0 }
            .joined(separator: "/")
    }
}
