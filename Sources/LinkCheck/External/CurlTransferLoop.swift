import CCurlOperations
import Foundation
import Parallelism

#if canImport(Glibc)
    import Glibc
#endif

/// libcurl's multi interface on a thread of its own: runs every ``HTTPTransfer`` of one fetcher, concurrently, and
/// times each out itself — after ``HTTPTransfer/connectTimeout`` seconds without a byte arriving on its sockets
/// (connecting included, a head trickled byte by byte not), or after ``HTTPTransfer/totalTimeout`` in all.
///
/// The transfer decides from each head line and body piece whether to read on, so a status check stops at the end
/// of the head and a body stops at its limit, counted after decompression, inside libcurl's own callbacks: nothing
/// more is read or inflated. (Foundation's `URLSession` on Linux reads on after a cancel and refuses status lines
/// that libcurl itself accepts.) Each request has a connection of its own, so its sockets are known; TLS sessions and
/// the DNS cache are shared.
///
/// `@unchecked Sendable`: libcurl's handles and the table of transfers are used by the loop's thread only; other
/// threads reach it through the locked inbox and `curl_multi_wakeup`, which libcurl makes safe to call from any
/// thread.
final class CurlTransferLoop: @unchecked Sendable {
    private struct Inbox {
        var arrivals: [HTTPTransfer] = []
        var isStopped = false
    }

    /// How long the loop waits for sockets at most before it looks at the clocks again, in milliseconds.
    private static let tick: Int32 = 50
    private static let isInitialized: Bool = roadbook_curl_global_init() == CURLE_OK

    private let multi: UnsafeMutableRawPointer?
    private let share: UnsafeMutableRawPointer?
    private let acceptList: UnsafeMutablePointer<curl_slist>?
    private let userAgent: String
    private let inbox = Locked(Inbox())
    private var active: [UnsafeMutableRawPointer: HTTPTransfer] = [:]

    /// A loop whose requests name themselves `userAgent`, at most `maxConnectionsPerHost` open to one host.
    init(userAgent: String, maxConnectionsPerHost: Int) {
        _ = Self.isInitialized
        self.userAgent = userAgent
        multi = curl_multi_init()
        share = curl_share_init()
        acceptList = curl_slist_append(nil, "Accept: text/html,application/xhtml+xml,*/*;q=0.8")
        if let multi {
            _ = roadbook_curl_multi_long(multi, CURLMOPT_MAX_HOST_CONNECTIONS, max(1, maxConnectionsPerHost))
        }
        if let share {
            _ = roadbook_curl_share_long(share, CURLSHOPT_SHARE, Int(CURL_LOCK_DATA_SSL_SESSION.rawValue))
            _ = roadbook_curl_share_long(share, CURLSHOPT_SHARE, Int(CURL_LOCK_DATA_DNS.rawValue))
        }
        Thread.detachNewThread { [self] in run() }
    }

    /// Runs `transfer`; it is finished (its caller resumed) exactly once, by the loop's thread.
    func start(_ transfer: HTTPTransfer) {
        let isStopped = inbox.withLock { inbox in
            if !inbox.isStopped { inbox.arrivals.append(transfer) }
            return inbox.isStopped
        }
        if isStopped {
            transfer.finish(failure: .other("the check was stopped"))
        } else if let multi {
            _ = curl_multi_wakeup(multi)
        }
    }

    /// Ends the loop: transfers still running are finished as stopped, and the thread lets go of libcurl.
    func stop() {
        inbox.withLock { $0.isStopped = true }
        if let multi { _ = curl_multi_wakeup(multi) }
    }

    private func run() {
        guard let multi else {
            drain(failing: "libcurl could not start")
            return
        }
        while true {
            let (arrivals, isStopped) = inbox.withLock { inbox in
                defer { inbox.arrivals = [] }
                return (inbox.arrivals, inbox.isStopped)
            }
            for transfer in arrivals { add(transfer, to: multi) }
            if isStopped { break }
            noteArrivingBytes()
            var running: Int32 = 0
            _ = curl_multi_perform(multi, &running)
            collectFinished(multi)
            expire(multi, at: .now)
            _ = curl_multi_poll(multi, nil, 0, Self.tick, nil)
        }
        for (easy, transfer) in active {
            remove(easy, from: multi)
            transfer.finish(failure: .other("the check was stopped"))
        }
        active = [:]
        curl_multi_cleanup(multi)
        if let share { curl_share_cleanup(share) }
        curl_slist_free_all(acceptList)
    }

    /// Finishes whatever arrived when there is no multi handle to run it.
    private func drain(failing reason: String) {
        repeat {
            let arrivals = inbox.withLock { inbox in
                defer { inbox.arrivals = [] }
                return inbox.arrivals
            }
            for transfer in arrivals { transfer.finish(failure: .other(reason)) }
            usleep(50_000)
        } while !inbox.withLock({ $0.isStopped })
    }

    private func add(_ transfer: HTTPTransfer, to multi: UnsafeMutableRawPointer) {
        guard let easy = configuredHandle(for: transfer) else {
            transfer.finish(failure: .other("libcurl could not make a request"))
            return
        }
        active[easy] = transfer
        if curl_multi_add_handle(multi, easy) != CURLM_OK {
            active[easy] = nil
            curl_easy_cleanup(easy)
            transfer.finish(failure: .other("libcurl could not start a request"))
        }
    }

    private func configuredHandle(for transfer: HTTPTransfer) -> UnsafeMutableRawPointer? {
        guard let easy = curl_easy_init() else { return nil }
        let context = Unmanaged.passUnretained(transfer).toOpaque()
        let loop = Unmanaged.passUnretained(self).toOpaque()
        var ok = true
        func check(_ code: CURLcode) { ok = ok && code == CURLE_OK }
        check(roadbook_curl_set_string(easy, CURLOPT_URL, transfer.request.url.absoluteString))
        check(roadbook_curl_set_string(easy, CURLOPT_PROTOCOLS_STR, "http,https"))
        check(roadbook_curl_set_long(easy, CURLOPT_NOSIGNAL, 1))
        if transfer.request.method == .head {
            check(roadbook_curl_set_long(easy, CURLOPT_NOBODY, 1))
        } else {
            check(roadbook_curl_set_long(easy, CURLOPT_HTTPGET, 1))
        }
        check(roadbook_curl_set_string(easy, CURLOPT_USERAGENT, userAgent))
        check(roadbook_curl_set_list(easy, CURLOPT_HTTPHEADER, acceptList))
        // Every encoding libcurl decodes is offered; the body callback sees decoded bytes, so the limit is on them.
        check(roadbook_curl_set_string(easy, CURLOPT_ACCEPT_ENCODING, ""))
        check(roadbook_curl_set_long(easy, CURLOPT_FORBID_REUSE, 1))
        check(roadbook_curl_set_long(easy, CURLOPT_CONNECTTIMEOUT_MS, Int(transfer.connectTimeout * 1000)))
        if let share { check(roadbook_curl_set_share(easy, share)) }
        check(roadbook_curl_set_pointer(easy, CURLOPT_HEADERDATA, context))
        check(
            roadbook_curl_set_write_function(easy, CURLOPT_HEADERFUNCTION) { bytes, size, count, context in
                CurlTransferLoop.deliver(bytes, size * count, to: context) { $0.receivedHeadLine($1) }
            })
        check(roadbook_curl_set_pointer(easy, CURLOPT_WRITEDATA, context))
        check(
            roadbook_curl_set_write_function(easy, CURLOPT_WRITEFUNCTION) { bytes, size, count, context in
                CurlTransferLoop.deliver(bytes, size * count, to: context) { $0.receivedBody($1) }
            })
        check(roadbook_curl_set_pointer(easy, CURLOPT_SOCKOPTDATA, context))
        check(
            roadbook_curl_set_sockopt_function(easy) { context, socket, _ in
                if let context { Unmanaged<HTTPTransfer>.fromOpaque(context).takeUnretainedValue().sockets.insert(socket) }
                return CURL_SOCKOPT_OK
            })
        // Connections close when their transfer ends, inside libcurl calls of the loop's thread, while it lives.
        check(roadbook_curl_set_pointer(easy, CURLOPT_CLOSESOCKETDATA, loop))
        check(
            roadbook_curl_set_closesocket_function(easy) { loop, socket in
                if let loop { Unmanaged<CurlTransferLoop>.fromOpaque(loop).takeUnretainedValue().forget(socket) }
                return close(socket)
            })
        guard ok else {
            curl_easy_cleanup(easy)
            return nil
        }
        return easy
    }

    /// Hands `length` bytes libcurl gave a header or write callback to the transfer behind `context`; the callback's
    /// answer: `length` when `receive` took them, 0 (libcurl then fails the transfer) when it refused them.
    private static func deliver(
        _ bytes: UnsafeMutablePointer<CChar>?, _ length: Int, to context: UnsafeMutableRawPointer?,
        _ receive: (HTTPTransfer, UnsafeRawBufferPointer) -> Bool
    ) -> Int {
        guard let context else { return 0 }
        let transfer = Unmanaged<HTTPTransfer>.fromOpaque(context).takeUnretainedValue()
        return receive(transfer, UnsafeRawBufferPointer(start: bytes, count: length)) ? length : 0
    }

    /// `socket` is being closed: no transfer watches it any more (its number may be given to another).
    private func forget(_ socket: Int32) {
        for transfer in active.values { transfer.sockets.remove(socket) }
    }

    /// Marks the transfers with bytes waiting on a socket as active now, before libcurl reads them.
    private func noteArrivingBytes() {
        var watched: [pollfd] = []
        var owners: [HTTPTransfer] = []
        for transfer in active.values {
            for socket in transfer.sockets {
                watched.append(pollfd(fd: socket, events: Int16(POLLIN), revents: 0))
                owners.append(transfer)
            }
        }
        guard !watched.isEmpty, poll(&watched, nfds_t(watched.count), 0) > 0 else { return }
        let now = ContinuousClock.now
        for (index, entry) in watched.enumerated() where entry.revents & Int16(POLLIN) != 0 {
            owners[index].noteActivity(at: now)
        }
    }

    private func collectFinished(_ multi: UnsafeMutableRawPointer) {
        var queued: Int32 = 0
        while let message = curl_multi_info_read(multi, &queued) {
            guard message.pointee.msg == CURLMSG_DONE, let easy = message.pointee.easy_handle else { continue }
            let code = roadbook_curl_message_result(message)  // read before the handle goes, which frees the message
            guard let transfer = active.removeValue(forKey: easy) else { continue }
            remove(easy, from: multi)
            transfer.finish(failure: Self.failure(code, connectTimeout: transfer.connectTimeout))
        }
    }

    private func expire(_ multi: UnsafeMutableRawPointer, at now: ContinuousClock.Instant) {
        for (easy, transfer) in active {
            guard let seconds = transfer.expiredTimeout(at: now) else { continue }
            active[easy] = nil
            remove(easy, from: multi)
            transfer.finish(failure: .timedOut(seconds: seconds))
        }
    }

    private func remove(_ easy: UnsafeMutableRawPointer, from multi: UnsafeMutableRawPointer) {
        _ = curl_multi_remove_handle(multi, easy)
        curl_easy_cleanup(easy)
    }

    /// Why a transfer that libcurl ended with `code` got no (whole) answer; nil when it ran to its end.
    private static func failure(_ code: CURLcode, connectTimeout: Double) -> HTTPFetchFailure? {
        switch code {
        case CURLE_OK: nil
        case CURLE_OPERATION_TIMEDOUT: .timedOut(seconds: connectTimeout)
        case CURLE_COULDNT_CONNECT: .connectionRefused
        case CURLE_COULDNT_RESOLVE_HOST: .hostNotFound
        case CURLE_SSL_CONNECT_ERROR, CURLE_PEER_FAILED_VERIFICATION, CURLE_SSL_CERTPROBLEM, CURLE_SSL_CIPHER,
            CURLE_SSL_CACERT_BADFILE, CURLE_SSL_ISSUER_ERROR, CURLE_SSL_PINNEDPUBKEYNOTMATCH, CURLE_SSL_INVALIDCERTSTATUS,
            CURLE_SSL_CRL_BADFILE, CURLE_SSL_ENGINE_NOTFOUND, CURLE_SSL_ENGINE_SETFAILED, CURLE_SSL_ENGINE_INITFAILED:
            .secureConnectionFailed
        // Only http and https URLs are fetched, so these come from the answer: bytes that are not HTTP (`garbage`,
        // `HTTP/1.1 abc`), a broken HTTP/2 stream.
        case CURLE_UNSUPPORTED_PROTOCOL, CURLE_WEIRD_SERVER_REPLY, CURLE_HTTP2, CURLE_HTTP2_STREAM:
            .other(HTTPResponseHead.notHTTP)
        case CURLE_BAD_CONTENT_ENCODING: .other("malformed response: a body that does not decode")
        case CURLE_GOT_NOTHING, CURLE_RECV_ERROR, CURLE_SEND_ERROR, CURLE_PARTIAL_FILE: .other("connection lost")
        case CURLE_URL_MALFORMAT: .other("invalid URL")
        default: .other("network error: \(String(cString: curl_easy_strerror(code)))")
        }
    }
}
