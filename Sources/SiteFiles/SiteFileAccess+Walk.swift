extension SiteFileAccess {
    /// Every regular file under the folder `path` (a missing folder has none), walking each real folder once:
    /// a folder reached again through a link (identity = device and inode) is not entered again but reported
    /// (a warning), so links that fan out cannot multiply the files; folders reached through links are walked
    /// after the real ones, so a folder is walked at its own path. Each folder's entries are taken in the byte
    /// order of their names, so which path to a folder comes first does not depend on the file system. What is
    /// not read (a FIFO, a link outside the site, a name that is not UTF-8) is a refusal at its path. The walk
    /// stops with an error at the entry that crosses one of `limits`.
    ///
    /// The build walks `static/` and the theme with ``SiteWalkLimits/standard``; `roadbook check` walks a built
    /// site with ``SiteWalkLimits/visiting(atMost:)``, which reads no file's size.
    package func walk(_ path: String, limits: SiteWalkLimits = .standard) -> SiteFolderWalk {
        var walker = SiteFolderWalker(access: self, start: path, limits: limits)
        return walker.run()
    }
}
