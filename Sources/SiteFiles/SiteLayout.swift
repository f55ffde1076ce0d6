/// Where each input of a site is, relative to the site folder: the folder and file names, written once.
package enum SiteLayout {
    /// The settings file.
    package static let settings = "site.yaml"
    /// The content: the todo list, the places, the images.
    package static let content = "content"
    /// One Markdown file per place.
    package static let places = content + "/locations"
    /// The content images.
    package static let images = content + "/images"
    /// The todo list as YAML (the default) and as JSON.
    package static let todosYAML = content + "/todos.yaml"
    package static let todosJSON = content + "/todos.json"
    /// The site's own templates and theme files, over the built-in theme.
    package static let templates = "templates"
    /// The user's own files, copied to the output as they are.
    package static let staticFiles = "static"
    /// The site's strings tables, one per language.
    package static let strings = "i18n"

    /// The folders that hold input: a build never writes into them.
    package static let inputFolders = [content, templates, staticFiles, strings]
    /// Everything a build reads, so everything `serve` watches.
    package static let inputs = [settings] + inputFolders

    /// Whether the site path `path` is `folder` or inside it (`static/a.txt` is in `static`, `staticky` is not).
    package static func path(_ path: String, isIn folder: String) -> Bool {
        path == folder || path.hasPrefix(folder + "/")
    }
}
