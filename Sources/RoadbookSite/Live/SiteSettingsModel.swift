import Observation
import RoadbookContent
import RoadbookImages
import RoadbookMarkdown
import RoadbookPages

/// The live site's settings and what every Markdown page depends on: `site.yaml`, the images, the link resolver.
///
/// Each property changes only when its value differs.
@Observable
package final class SiteSettingsModel {
    package private(set) var config: SiteConfig
    package private(set) var images: [String: ImageAsset]
    package private(set) var publishedImages: [String: PublishedImage]
    package private(set) var strings: StringTable
    /// The plain texts of `strings` as the templates' `t` object; replaced with `strings`.
    package private(set) var themeText: ThemeText
    package private(set) var todoSourcePath: String
    /// Every todo's id in URL form.
    package private(set) var todoURLIDs: Set<String>
    /// The Markdown renderer; replaced when the settings, the ids of places or todos, or the images change.
    package private(set) var markdown: CmarkRenderer
    @ObservationIgnored private var markdownInputs: MarkdownInputs

    /// The settings of `content`, its images published as `published`.
    package init(_ content: SiteContent, published: [String: PublishedImage]) {
        let inputs = MarkdownInputs(content, published, 0)
        config = content.config
        images = content.images
        publishedImages = published
        strings = content.strings
        themeText = ThemeText(messages: content.strings.messages)
        todoSourcePath = content.todoSourcePath
        todoURLIDs = Set(content.todos.map { IdentifierValidator.urlForm(of: $0.id) })
        markdown = inputs.renderer
        markdownInputs = inputs
    }

    /// Takes what differs in `content` and `published`; `imagesChanged` false says the images are as before (20,000
    /// of them are not compared on every edit).
    func update(_ content: SiteContent, published: [String: PublishedImage], imagesChanged: Bool) {
        if config != content.config { config = content.config }
        if imagesChanged, images != content.images { images = content.images }
        if imagesChanged, publishedImages != published { publishedImages = published }
        if !strings.isSame(as: content.strings) {
            strings = content.strings
            themeText = ThemeText(messages: content.strings.messages)
        }
        let inputs = MarkdownInputs(
            content, published, imagesChanged ? markdownInputs.imageVersion + 1 : markdownInputs.imageVersion)
        let path = content.todoSourcePath
        if todoSourcePath != path { todoSourcePath = path }
        let ids = Set(content.todos.map { IdentifierValidator.urlForm(of: $0.id) })
        if todoURLIDs != ids { todoURLIDs = ids }
        if inputs != markdownInputs {
            markdownInputs = inputs
            markdown = inputs.renderer
        }
    }
}

/// What the Markdown renderer is made from.
private struct MarkdownInputs: Equatable {
    let content: SiteContent
    let published: [String: PublishedImage]
    /// One more each time the images may have changed: they are not compared one by one.
    let imageVersion: Int

    init(_ content: SiteContent, _ published: [String: PublishedImage], _ imageVersion: Int) {
        self.content = content
        self.published = published
        self.imageVersion = imageVersion
    }

    static func == (a: MarkdownInputs, b: MarkdownInputs) -> Bool {
        a.content.config == b.content.config && a.content.strings.isSame(as: b.content.strings)
            && a.imageVersion == b.imageVersion
            && a.content.todosPath == b.content.todosPath && a.content.failedPlaceIDs == b.content.failedPlaceIDs
            && a.content.failedTodoIDs == b.content.failedTodoIDs && a.content.todoIDsAreUnknown == b.content.todoIDsAreUnknown
            // As sets: the resolver looks ids up (``ContentLinkResolver``), so a date that reorders the places does
            // not make a new renderer, which every page with Markdown reads.
            && sameIDs(a.content.places, b.content.places)
            && a.content.todos.map(\.id) == b.content.todos.map(\.id)
    }

    /// Whether `a` and `b` hold the same ids: in the same order (the usual case), or as sets, without hashing 10,000
    /// ids at every edit (``Reordering``).
    private static func sameIDs(_ a: [Place], _ b: [Place]) -> Bool {
        Reordering.sameElements(a, b, by: \.id)
    }

    var renderer: CmarkRenderer {
        SiteContentPageSource.markdownRenderer(content: content, images: published)
    }
}

extension StringTable {
    /// Whether `other` has the same language and messages (everything else is derived from them).
    func isSame(as other: StringTable) -> Bool {
        language == other.language && messages == other.messages
    }
}
