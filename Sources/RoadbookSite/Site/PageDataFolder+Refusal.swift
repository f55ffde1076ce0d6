import Foundation
import SiteFiles

extension PageDataFolder {
    /// Why the folder may not hold the page data of the site at `source`, as a message; `nil` when it may.
    ///
    /// The output folder's rules decide (``OutputLocation/refusal(source:home:force:)``: never `/`, a home, the
    /// site or its input folders, another site; an unmarked non-empty folder only with `force`), and so do their
    /// messages, naming the page data folder.
    package func refusal(source: URL, home: String?, force: Bool) -> String? {
        guard let refusal = location.refusal(source: source, home: home, force: force) else { return nil }
        return refusal.message(for: .pageData) + " ('\(url.path)')"
    }

    /// Why the folder may not hold the page data when the site is built into `output`: one of them is, or is
    /// inside, the other, so swapping one in would delete the other. `nil` when they are apart.
    ///
    /// Compared by path with links and `..` resolved, and by identity (device and inode) for bind mounts.
    package func refusal(output: URL) -> String? {
        let data = RealPath.resolvingExisting(url.path)
        let site = RealPath.resolvingExisting(output.standardizedFileURL.path)
        let dataChain = FileIdentity.chain(from: data)
        let siteChain = FileIdentity.chain(from: site)
        if data == site || data.hasPrefix(site + "/") || FileIdentity(path: site).map(dataChain.contains) == true {
            return "refusing to write the page data into the output folder '\(output.path)'"
        }
        if site.hasPrefix(data + "/") || FileIdentity(path: data).map(siteChain.contains) == true {
            return "refusing a page data folder that contains the output folder '\(output.path)'"
        }
        return nil
    }
}
