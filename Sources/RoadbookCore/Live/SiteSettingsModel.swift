import Observation

/// The live site's settings and what every Markdown page depends on: `site.yaml`, the images, the link resolver.
///
/// Each property changes only when its value differs.
@Observable
public final class SiteSettingsModel {
    public private(set) var config: SiteConfig
    public private(set) var images: [String: ImageAsset]
    public private(set) var todoSourcePath: String
    /// Every todo's id in URL form.
    public private(set) var todoURLIDs: Set<String>
    /// The Markdown renderer; replaced when the settings, the ids of places or todos, or the images change.
    public private(set) var markdown: CmarkRenderer
    @ObservationIgnored private var markdownInputs: MarkdownInputs

    /// The settings of `content`.
    public init(_ content: SiteContent) {
        let inputs = MarkdownInputs(content)
        config = content.config
        images = content.images
        todoSourcePath = inputs.todoSourcePath
        todoURLIDs = Set(content.todos.map { $0.id.lowercased() })
        markdown = inputs.renderer
        markdownInputs = inputs
    }

    /// Takes what differs in `content`.
    func update(_ content: SiteContent) {
        if config != content.config { config = content.config }
        if images != content.images { images = content.images }
        let inputs = MarkdownInputs(content)
        if todoSourcePath != inputs.todoSourcePath { todoSourcePath = inputs.todoSourcePath }
        let ids = Set(content.todos.map { $0.id.lowercased() })
        if todoURLIDs != ids { todoURLIDs = ids }
        if inputs != markdownInputs {
            markdownInputs = inputs
            markdown = inputs.renderer
        }
    }
}

/// What the Markdown renderer is made from.
private struct MarkdownInputs: Equatable {
    let locationIDs: [String]
    let todoIDs: [String]
    let todoSourcePath: String
    let images: [String: ImageAsset]
    let config: SiteConfig

    init(_ content: SiteContent) {
        locationIDs = content.locations.map(\.id)
        todoIDs = content.todos.map(\.id)
        todoSourcePath = content.todosPath ?? "content/todos.yaml"
        images = content.images
        config = content.config
    }

    var renderer: CmarkRenderer {
        SiteContentPageSource.markdownRenderer(
            config: config, locationIDs: locationIDs, todoIDs: todoIDs, todoSourcePath: todoSourcePath, images: images)
    }
}
