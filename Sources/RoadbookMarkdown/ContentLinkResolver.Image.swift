extension ContentLinkResolver {
    /// An image the site has, as the build writes it.
    public struct Image: Hashable, Sendable {
        /// The site path of the copied file (`images/rome-colosseum-1.svg`).
        public let sitePath: String
        /// Width in CSS pixels, if the file says.
        public let width: Int?
        /// Height in CSS pixels, if the file says.
        public let height: Int?

        /// Describes one image.
        public init(sitePath: String, width: Int?, height: Int?) {
            self.sitePath = sitePath
            self.width = width
            self.height = height
        }
    }
}
