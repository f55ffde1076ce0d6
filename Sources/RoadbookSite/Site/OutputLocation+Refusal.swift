import Foundation
import SiteFiles

extension OutputLocation {
    /// The site's folders that hold input: a build never writes into them.
    package static let inputFolderNames = SiteLayout.inputFolders

    /// The reason not to build into this output for a site at `source`, or `nil` when it is fine.
    ///
    /// Folders are compared by identity (device and inode) after resolving links and `..`, so no spelling of a
    /// path (`content/../content`, a link to `content`, a bind mount) slips past. Only ``Refusal/foreignFiles``
    /// is lifted by `force`.
    /// - Parameter home: `$HOME`; the home folder of the password database is protected as well.
    package func refusal(source: URL, home: String? = ProcessInfo.processInfo.environment["HOME"], force: Bool) -> Refusal? {
        let outputPath = RealPath.resolvingExisting(url.path)
        let site = source.standardizedFileURL.path
        if let output = FileIdentity(path: outputPath) {
            if let refusal = Self.protectedFolderRefusal(output, site: site, homes: [home, Self.passwordDatabaseHome]) {
                return refusal
            }
        }
        let outputChain = FileIdentity.chain(from: outputPath)
        for name in Self.inputFolderNames {
            if let input = FileIdentity(path: site + "/" + name), outputChain.contains(input) { return .inputFolder(name) }
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: outputPath, isDirectory: &isDirectory) else { return nil }
        guard isDirectory.boolValue else { return .notADirectory }
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: outputPath)) ?? []
        if entries.isEmpty || entries.contains(Self.markerName) { return nil }
        if let siteFile = Self.firstSiteFile(in: outputPath) { return .holdsSite(siteFile) }
        return force ? nil : .foreignFiles
    }

    /// The refusal when `output` is `/`, a home folder, the site folder or a folder above one of them.
    private static func protectedFolderRefusal(_ output: FileIdentity, site: String, homes: [String?]) -> Refusal? {
        if FileIdentity(path: "/") == output { return .root }
        for case let home? in homes where !home.isEmpty && FileIdentity(path: home) != nil {
            let chain = FileIdentity.chain(from: home)
            if chain.first == output { return .home(home) }
            if chain.contains(output) { return .containsHome(home) }
        }
        let chain = FileIdentity.chain(from: site)
        if chain.first == output { return .source }
        if chain.contains(output) { return .containsSource }
        return nil
    }

    /// The user's home folder as the password database has it (`HOME` can be changed; this cannot).
    static var passwordDatabaseHome: String? {
        guard let entry = getpwuid(getuid()), let directory = entry.pointee.pw_dir else { return nil }
        return String(cString: directory)
    }

    /// The path (relative to `folder`) of the first `site.yaml` inside `folder`, at any depth, without following
    /// symbolic links; `nil` when there is none.
    static func firstSiteFile(in folder: String) -> String? {
        var pending = [""]
        while let relative = pending.popLast() {
            let absolute = relative.isEmpty ? folder : folder + "/" + relative
            for name in ((try? FileManager.default.contentsOfDirectory(atPath: absolute)) ?? []).sorted() {
                let path = relative.isEmpty ? name : relative + "/" + name
                var info = stat()
                guard lstat(folder + "/" + path, &info) == 0 else { continue }
                if name == SiteLayout.settings { return path }
                if info.st_mode & S_IFMT == S_IFDIR { pending.append(path) }
            }
        }
        return nil
    }
}
