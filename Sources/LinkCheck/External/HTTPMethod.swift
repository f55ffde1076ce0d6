/// The request methods the external-link checker sends.
public enum HTTPMethod: String, Sendable, Hashable {
    /// Headers only: the cheap first try.
    case head = "HEAD"
    /// The whole page: when a server refuses `HEAD`, lies about it, or the page's ids are needed.
    case get = "GET"
}
