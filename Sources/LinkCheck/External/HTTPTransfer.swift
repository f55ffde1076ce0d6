import Foundation

/// One request on its way through ``CurlTransferLoop``: what has arrived of its answer and when the last byte came,
/// whether to read on, and the one answer its caller is resumed with.
///
/// `@unchecked Sendable`: it is made by the caller and handed over once through the loop's locked inbox; from then
/// on only the loop's thread touches it.
final class HTTPTransfer: @unchecked Sendable {
    typealias Completion = CheckedContinuation<Result<HTTPResponse, HTTPFetchFailure>, Never>

    /// The most of a body that is read, counted after decompression (enough for the ids of any real page): a page
    /// cut there has its fragments reported as unverified. A status check reads no body at all.
    static let maxBodyBytes = 8 << 20

    let request: HTTPRequest
    /// Seconds without a byte (connecting included) after which the request has timed out.
    let connectTimeout: Double
    /// Seconds after which the request has timed out however it is going.
    let totalTimeout: Double
    /// The sockets libcurl opened for this request, watched for arriving bytes.
    var sockets: Set<Int32> = []

    private let completion: Completion
    private let started: ContinuousClock.Instant
    private var lastByte: ContinuousClock.Instant
    private var head = HTTPResponseHead()
    private var headIsComplete = false
    private var body = Data()
    private var incompleteBody: String?
    private var malformed: String?
    private var isStoppedOnPurpose = false
    private var isFinished = false

    init(_ request: HTTPRequest, connectTimeout: Double, totalTimeout: Double, completion: Completion) {
        self.request = request
        self.connectTimeout = connectTimeout
        self.totalTimeout = totalTimeout
        self.completion = completion
        started = .now
        lastByte = started
    }

    /// Bytes arrived on one of the request's sockets.
    func noteActivity(at instant: ContinuousClock.Instant = .now) {
        lastByte = instant
    }

    /// The timeout that has run out at `now` (the total one first), if any.
    func expiredTimeout(at now: ContinuousClock.Instant) -> Double? {
        if now - started >= .seconds(totalTimeout) { return totalTimeout }
        if now - lastByte >= .seconds(connectTimeout) { return connectTimeout }
        return nil
    }

    /// A line of the head arrived. False stops the transfer: the head is malformed, or complete and no body is
    /// wanted (a status check, a redirect).
    func receivedHeadLine(_ line: UnsafeRawBufferPointer) -> Bool {
        noteActivity()
        guard !headIsComplete else { return true }  // trailers
        switch head.read(line: line) {
        case .reading:
            return true
        case .malformed(let reason):
            malformed = reason
            return false
        case .complete:
            headIsComplete = true
            let isRedirect = (300..<400).contains(head.status ?? 0)
            guard request.readsBody, request.method == .get, !isRedirect else {
                isStoppedOnPurpose = true
                return false
            }
            return true
        }
    }

    /// Body bytes arrived (decompressed). False stops the transfer once ``maxBodyBytes`` are in.
    func receivedBody(_ bytes: UnsafeRawBufferPointer) -> Bool {
        noteActivity()
        guard headIsComplete, request.readsBody else {
            isStoppedOnPurpose = headIsComplete
            return false
        }
        let room = Self.maxBodyBytes - body.count
        body.append(contentsOf: bytes.prefix(room))
        guard bytes.count < room else {
            incompleteBody = "the page is larger than \(Self.maxBodyBytes >> 20) MiB"
            isStoppedOnPurpose = true
            return false
        }
        return true
    }

    /// Ends the request, `failure` saying why the transfer stopped early (nil: it ran to its end); resumes the
    /// caller the first time only. A transfer stopped on purpose answers with what it read; one that failed after
    /// its head answers with the head and an incomplete body, since the page is there.
    func finish(failure: HTTPFetchFailure?) {
        guard !isFinished else { return }
        isFinished = true
        if let malformed {
            completion.resume(returning: .failure(.other(malformed)))
            return
        }
        guard headIsComplete, let status = head.status else {
            completion.resume(returning: .failure(failure ?? .other(HTTPResponseHead.notHTTP)))
            return
        }
        if let failure, !isStoppedOnPurpose, request.readsBody, incompleteBody == nil {
            incompleteBody = "the page stopped arriving: \(failure.description)"
        }
        completion.resume(
            returning: .success(HTTPResponse(status: status, headers: head.headers, body: body, incompleteBody: incompleteBody)))
    }
}
