import Mustache
import RoadbookContent
import SiteFiles

extension SiteGenerator {
    /// Everything a build reads, loaded and checked before anything is written.
    struct Inputs {
        /// How the site's files are read.
        let access: SiteFileAccess
        /// The content, without errors.
        let content: SiteContent
        /// The theme: the site's templates over the built-in ones.
        let theme: Theme
        /// The page templates, compiled.
        let repository: TemplateRepository
        /// The files of `static/`.
        let staticFiles: SiteFolderWalk
        /// Where the output goes.
        let location: OutputLocation
    }
}
