/// Sends one HTTP request, without following redirects: the seam between the external-link checker and the
/// network (``CurlHTTPFetcher`` for real, a stub in tests).
public protocol HTTPFetcher: Sendable {
    /// The response to `request`, or why there was none.
    func fetch(_ request: HTTPRequest) async -> Result<HTTPResponse, HTTPFetchFailure>
}
