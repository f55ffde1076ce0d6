import Foundation
import SiteFiles

extension SiteGenerator {
    /// The fresh folders a build writes into, beside the ones they replace: the site's, and the page data's when
    /// `generate --dump-data` asked for it. Both are swapped in only when the whole build succeeded; on any
    /// failure both are discarded, so a failed run changes neither folder.
    struct Staging {
        /// The site's staging folder.
        let site: URL
        /// The page data's staging folder, or nil.
        let pageData: URL?
        /// Discards the folders (on failure).
        private let discardAll: @Sendable () -> Void

        /// Makes the staging folder of `site` and, when given, of `pageData`.
        init(site location: OutputLocation, pageData folder: PageDataFolder?) throws(FileOperationError) {
            site = try location.makeStagingDirectory()
            do throws(FileOperationError) {
                pageData = try folder?.makeStagingDirectory()
            } catch {
                location.discard(site)
                throw error
            }
            let (site, pageData) = (site, pageData)
            discardAll = {
                location.discard(site)
                if let folder, let pageData { folder.discard(pageData) }
            }
        }

        /// Discards both folders; what was swapped in already is not there to discard.
        func discard() { discardAll() }

        /// Marks each folder as Roadbook's own and puts it in place: the site first, then the page data.
        func finishAndSwapIn(site location: OutputLocation, pageData folder: PageDataFolder?) throws(FileOperationError) {
            try OutputLocation.mark(site)
            if let pageData { try OutputLocation.mark(pageData) }
            try location.swapIn(site)
            if let folder, let pageData { try folder.swapIn(pageData) }
        }
    }
}
