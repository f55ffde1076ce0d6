/// One entry of a site folder as ``SiteFileAccess/entries(of:)`` lists it: a name and what is there.
package struct SiteFolderEntry: Hashable, Sendable {
    /// What an entry is, links followed.
    package enum Kind: Hashable, Sendable {
        /// A regular file (or a link to one inside the site).
        case file
        /// A folder (or a link to one inside the site).
        case folder
        /// Something that is not read, and why (a FIFO, a link outside the site, a dangling link).
        case refused(SiteFileRefusal.Reason)
    }

    /// The name in its folder.
    package let name: String
    /// What it is.
    package let kind: Kind
    /// Whether the entry is a symbolic link.
    package let isLink: Bool

    /// An entry named `name` that is `kind`.
    package init(name: String, kind: Kind, isLink: Bool) {
        self.name = name
        self.kind = kind
        self.isLink = isLink
    }
}
