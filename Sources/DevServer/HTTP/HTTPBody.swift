import Foundation

/// What follows a response's headers: bytes in memory (short answers, HTML with the live-reload script) or an open
/// regular file, sent from its descriptor by the kernel (`sendfile`) without ever being held in memory whole.
enum HTTPBody: Sendable {
    /// These bytes.
    case bytes(Data)
    /// The whole of this file, as `fstat` measured it when it was opened.
    case file(OpenFile)
    /// Server-Sent Events for as long as the stream lasts; `ended` is called when the connection is gone.
    case events(EventStream, ended: @Sendable () -> Void)

    /// The number of bytes sent.
    var count: Int {
        switch self {
        case .bytes(let data): data.count
        case .file(let file): file.size
        case .events: 0
        }
    }
}
