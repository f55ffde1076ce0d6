/// One entry of a site folder as ``SiteFileAccess/entries(of:)`` lists it: a name and what is there.
package struct SiteFolderEntry: Hashable, Sendable {
    /// What an entry is, links followed.
    package enum Kind: Hashable, Sendable {
        /// A regular file (or a link to one inside the site).
        case file
        /// A folder (or a link to one inside the site).
        case folder
        /// Something that is not read, and why (a FIFO, a link outside the site, a dangling link, a name that is
        /// not UTF-8).
        case refused(SiteFileRefusal.Reason)
    }

    /// The name in its folder; a name that is not valid UTF-8 is refused, and shown with `\xNN` escapes.
    package let name: String
    /// What it is.
    package let kind: Kind
    /// Whether the entry is a symbolic link.
    package let isLink: Bool
    /// Whether a refused entry is a folder all the same: a link to a folder outside the site, a folder whose name
    /// is not UTF-8.
    private let isRefusedFolder: Bool

    /// An entry named `name` that is `kind`; `isRefusedFolder` when it is refused but is (or links to) a folder.
    package init(name: String, kind: Kind, isLink: Bool, isRefusedFolder: Bool = false) {
        self.name = name
        self.kind = kind
        self.isLink = isLink
        self.isRefusedFolder = isRefusedFolder
    }

    /// Whether the entry is a folder (links followed), read or refused.
    package var isFolder: Bool { kind == .folder || isRefusedFolder }
}
