extension OutputLocation {
    /// Why an output folder is refused.
    ///
    /// Every case but ``foreignFiles`` protects something a build must never delete, so `--force` does not lift
    /// it and its message does not mention `--force`.
    package enum Refusal: Equatable, Sendable, CustomStringConvertible {
        /// The output is `/`.
        case root
        /// The output is a home folder (`$HOME` or the user's home in the password database).
        case home(String)
        /// The output contains a home folder.
        case containsHome(String)
        /// The output is the site folder itself.
        case source
        /// The site folder is inside the output.
        case containsSource
        /// The output is, or is inside, one of the site's input folders (`content`, `templates`, `static`, `i18n`).
        case inputFolder(String)
        /// The output holds a site of its own: a `site.yaml` at this path inside it.
        case holdsSite(String)
        /// The output holds files Roadbook did not write (no marker), and `--force` was not given.
        case foreignFiles
        /// The output path exists and is not a folder.
        case notADirectory

        /// Whether `--force` would lift the refusal.
        package var isOverridable: Bool { self == .foreignFiles }

        /// The message for the output folder, in the project's style.
        package var description: String { message(for: .output) }

        /// The message for the folder `words` name.
        package func message(for words: RefusedFolderWords) -> String {
            switch self {
            case .root: "refusing to use '/' as the \(words.name)"
            case .home(let home): "refusing to use the home folder '\(home)' as the \(words.name)"
            case .containsHome(let home): "refusing \(words.article) \(words.name) that contains the home folder '\(home)'"
            case .source: "refusing to use the site folder as the \(words.name)"
            case .containsSource: "refusing \(words.article) \(words.name) that contains the site folder"
            case .inputFolder(let name): "refusing to \(words.verb) the site's input folder '\(name)'; choose \(words.example)"
            case .holdsSite(let path): "refusing to replace \(words.article) \(words.name) that holds a site ('\(path)')"
            case .foreignFiles: "the \(words.name) holds files Roadbook did not write; use --force to replace it"
            case .notADirectory: "the path given for the \(words.name) exists and is not a folder"
            }
        }
    }
}
