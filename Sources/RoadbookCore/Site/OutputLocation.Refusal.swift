extension OutputLocation {
    /// Why an output folder is refused.
    public enum Refusal: Equatable, Sendable, CustomStringConvertible {
        /// The output is `/`.
        case root
        /// The output is the home folder.
        case home
        /// The output is the site folder itself.
        case source
        /// The site folder is inside the output.
        case containsSource
        /// The output holds files Roadbook did not write (no marker), and `--force` was not given.
        case foreignFiles
        /// The output path exists and is not a folder.
        case notADirectory

        /// The message, in the project's style.
        public var description: String {
            switch self {
            case .root: "refusing to use '/' as the output folder"
            case .home: "refusing to use the home folder as the output folder"
            case .source: "refusing to use the site folder as the output folder"
            case .containsSource: "refusing an output folder that contains the site folder"
            case .foreignFiles: "the output folder holds files Roadbook did not write; use --force to replace it"
            case .notADirectory: "the output path exists and is not a folder"
            }
        }
    }
}
