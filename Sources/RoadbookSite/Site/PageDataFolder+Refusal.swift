import Foundation

extension PageDataFolder {
    /// Why the folder may not hold the page data of the site at `source`, as a message; `nil` when it may.
    ///
    /// The output folder's rules decide (``OutputLocation/refusal(source:home:force:)``: never `/`, a home, the
    /// site or its input folders, another site; an unmarked non-empty folder only with `force`); the messages name
    /// the page data folder.
    public func refusal(source: URL, home: String?, force: Bool) -> String? {
        guard let refusal = location.refusal(source: source, home: home, force: force) else { return nil }
        let message =
            switch refusal {
            case .root: "refusing to write the page data into '/'"
            case .home(let home): "refusing to write the page data into the home folder '\(home)'"
            case .containsHome(let home): "refusing a page data folder that contains the home folder '\(home)'"
            case .source: "refusing to write the page data into the site folder"
            case .containsSource: "refusing a page data folder that contains the site folder"
            case .inputFolder(let name):
                "refusing to write the page data into the site's input folder '\(name)'; choose a folder such as '_data'"
            case .holdsSite(let path): "refusing to replace a page data folder that holds a site ('\(path)')"
            case .foreignFiles: "the page data folder holds files Roadbook did not write; use --force to replace it"
            case .notADirectory: "the page data path exists and is not a folder"
            }
        return message + " ('\(url.path)')"
    }

    /// Why the folder may not hold the page data when the site is built into `output`: one of them is, or is
    /// inside, the other, so swapping one in would delete the other. `nil` when they are apart.
    ///
    /// Compared by path with links and `..` resolved, and by identity (device and inode) for bind mounts.
    public func refusal(output: URL) -> String? {
        let data = OutputLocation.realPath(url.path)
        let site = OutputLocation.realPath(output.standardizedFileURL.path)
        let dataChain = OutputLocation.FileIdentity.chain(from: data)
        let siteChain = OutputLocation.FileIdentity.chain(from: site)
        if data == site || data.hasPrefix(site + "/") || OutputLocation.FileIdentity(path: site).map(dataChain.contains) == true {
            return "refusing to write the page data into the output folder '\(output.path)'"
        }
        if site.hasPrefix(data + "/") || OutputLocation.FileIdentity(path: data).map(siteChain.contains) == true {
            return "refusing a page data folder that contains the output folder '\(output.path)'"
        }
        return nil
    }
}
