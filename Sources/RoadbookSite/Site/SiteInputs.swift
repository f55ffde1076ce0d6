import RoadbookContent
import SiteFiles

/// Everything a build reads besides the image plan (``ImagePlan``, its own stage), loaded and checked before anything
/// is written: the inputs stage of `generate`, which loads it whole once (``SiteGenerator/checkedInputs(engine:)``),
/// and of `serve`, which loads the same parts the same way, again only when their files changed (``LiveSiteBuilder``).
struct SiteInputs: Sendable {
    /// How the site's files are read.
    let access: SiteFileAccess
    /// The content, without errors.
    let content: SiteContent
    /// The theme and its compiled page templates.
    let templates: SiteTemplates
    /// The files of `static/`.
    let staticFiles: SiteFolderWalk

    /// The walk of the site's `static/` folder that `access` reads.
    static func staticFiles(access: SiteFileAccess) -> SiteFolderWalk {
        access.walk(SiteLayout.staticFiles)
    }
}
