extension SiteFileAccess {
    /// Every regular file under the folder `path` (a missing folder has none), walking each real folder once:
    /// a folder reached again through a link (identity = device and inode) is not entered again but reported
    /// (a warning), so links that fan out cannot multiply the files; folders reached through links are walked
    /// after the real ones, so a folder is walked at its own path. The walk stops with an error at the entry
    /// that crosses one of `limits`.
    package func walk(_ path: String, limits: SiteWalkLimits = .standard) -> SiteFolderWalk {
        var walker = SiteFolderWalker(access: self, start: path, limits: limits)
        return walker.run()
    }
}
