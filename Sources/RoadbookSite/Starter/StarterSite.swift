import Foundation

/// The site `roadbook init` writes, as built into the binary (the repo's `starter/` folder at build time): a
/// `site.yaml`, a few todos, two places with their images, a `.gitignore` and a CI workflow.
public enum StarterSite {
    /// Every file by its path in the new site.
    public static let files: [String: Data] = Dictionary(
        uniqueKeysWithValues: EmbeddedStarter.base64Files.compactMap { path, base64 in
            Data(base64Encoded: base64).map { (sitePath(ofEmbedded: path), $0) }
        })

    /// The path a file of `starter/` takes in the new site. The build skips hidden files, so a path component
    /// written `dot-x` in the repo stands for `.x` (`dot-gitignore` → `.gitignore`, `dot-github/` → `.github/`).
    static func sitePath(ofEmbedded path: String) -> String {
        path.split(separator: "/", omittingEmptySubsequences: false)
            .map { $0.hasPrefix("dot-") ? "." + $0.dropFirst(4) : $0 }
            .joined(separator: "/")
    }
}
