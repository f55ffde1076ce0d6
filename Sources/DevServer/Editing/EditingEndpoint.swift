import Escaping
import Foundation

/// What a server that lets its pages change the site is given: the per-run secret its pages must send, the HTML
/// it adds to the pages it serves (which carries that secret), and what to do with an action's JSON body.
///
/// The server knows nothing of what an action means; it only lets through the requests ``EditingGate`` accepts,
/// one at a time.
package struct EditingEndpoint: Sendable {
    /// The path actions are posted to.
    package static let path = "/_roadbook/actions"
    /// The request header field that must carry the secret.
    package static let secretField = "X-Roadbook-Secret"
    /// Where the server serves ``script``.
    package static let scriptPath = "/_roadbook/editing.js"
    /// The largest body accepted, in bytes (16 KiB); a larger one is answered 413 and never read whole.
    package static let largestBody = 16 << 10

    /// The secret of this run: pages served by it have it, nothing else does.
    package let secret: String
    /// The HTML added before `</body>` of every page served (the secret and the `<script>` element that loads
    /// ``script`` from ``scriptPath``), worked out per page.
    package let pageAddition: @Sendable () -> String
    /// The editing script, served as a file: served pages run no inline script (``ContentSecurityPolicy``).
    package let script: String
    /// The answer to an accepted action's body.
    package let perform: @Sendable (Data) -> EditingAnswer

    /// An endpoint with `secret`, adding `pageAddition` to pages, serving `script` and answering accepted actions
    /// with `perform`.
    package init(
        secret: String, pageAddition: @escaping @Sendable () -> String, script: String,
        perform: @escaping @Sendable (Data) -> EditingAnswer
    ) {
        self.secret = secret
        self.pageAddition = pageAddition
        self.script = script
        self.perform = perform
    }

    /// A new random secret: 32 bytes from the system's secure generator, as 64 hexadecimal digits.
    package static func makeSecret() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<32).map { _ in String(format: "%02x", UInt8.random(in: 0...255, using: &generator)) }.joined()
    }
}

/// An action's answer: a status and a JSON body.
package struct EditingAnswer: Sendable, Equatable {
    /// The HTTP status.
    package let status: Int
    /// The JSON text.
    package let json: Data

    /// An answer with `status` and `json`.
    package init(status: Int, json: Data) {
        self.status = status
        self.json = json
    }

    /// `{"ok": false, "error": message}` with `status`.
    package static func refusal(_ status: Int, _ message: String) -> EditingAnswer {
        var writer = JSONWriter()
        writer.beginObject()
        writer.key("error")
        writer.string(message)
        writer.key("ok")
        writer.bool(false)
        writer.endObject()
        return EditingAnswer(status: status, json: Data(writer.text.utf8))
    }
}
