/// The words a refusal's message uses for the folder it refuses: the output folder, or the page data folder of
/// `generate --dump-data`. One set of rules (``OutputLocation/Refusal``), one set of messages, two folders.
package struct RefusedFolderWords: Sendable {
    /// `"output folder"`.
    let name: String
    /// `"an"`: the article before ``name``.
    let article: String
    /// `"build into"`: what a build does with the folder.
    let verb: String
    /// `"an output such as '_site'"`: what to choose instead of an input folder.
    let example: String

    /// The site's output folder.
    package static let output = RefusedFolderWords(
        name: "output folder", article: "an", verb: "build into", example: "an output such as '_site'"
    )
    /// The folder `generate --dump-data` writes each page's data into.
    package static let pageData = RefusedFolderWords(
        name: "page data folder", article: "a", verb: "write the page data into", example: "a folder such as '_data'"
    )
}
