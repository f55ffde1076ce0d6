import Synchronization

/// A place's Markdown description as ``Place`` holds it (``Place/description``): the text, which `generate` lets go
/// once the place's page has rendered it (``release()``), and reads again from its file if something needs it after
/// (the feed's newest places).
///
/// Every description held from the load to the end of the build was 29 MB of a 10,000-place `generate`, beside the
/// plain text the page makes of it for the search index and the exports: with each let go after its page, the two
/// together stay about the size of one. A description made in memory (tests, `serve`'s edits) has no file to read
/// again and is never let go; `serve` never lets one go.
///
/// Its ``length`` and ``endsHash`` stay known when the text is let go: ``DescriptionPlainTexts`` (the exports' text
/// of each description) is keyed by them and by this object, without reading the text again.
package final class PlaceDescription: Sendable, Codable {
    private let text: Mutex<String?>
    /// Reads the description again from its file; nil for a description made in memory.
    private let reread: (@Sendable () -> String?)?
    /// The description's length in UTF-8 bytes.
    package let length: Int
    /// A hash of the description's first and last ``sampledBytes`` bytes (all of it when shorter), for this run.
    package let endsHash: Int

    /// `markdown`, read again with `reread` once let go; a description with no `reread` is never let go.
    package init(_ markdown: String, reread: (@Sendable () -> String?)? = nil) {
        var markdown = markdown
        (length, endsHash) = markdown.withUTF8(Self.lengthAndEndsHash(of:))
        text = Mutex(markdown)
        self.reread = reread
    }

    /// The Markdown: the text held, or read again from the file once let go (empty when the file can no longer
    /// be read). A file changed during the build gives its new text.
    package var markdown: String {
        if let held = heldMarkdown { return held }
        return reread?() ?? ""
    }

    /// Lets the text go when it can be read again; the next ``markdown`` reads the file.
    package func release() {
        guard reread != nil else { return }
        text.withLock { $0 = nil }
    }

    /// The text when it is held; nil once let go (never read again from the file).
    package var heldMarkdown: String? { text.withLock { $0 } }

    /// Whether the text is held (not let go).
    package var isHeld: Bool { heldMarkdown != nil }

    /// How many bytes of each end of the description ``endsHash`` reads: hashing every description whole was a
    /// hundredth of a 10,000-place `generate`.
    private static let sampledBytes = 64

    private static func lengthAndEndsHash(of bytes: UnsafeBufferPointer<UInt8>) -> (Int, Int) {
        var hasher = Hasher()
        let sampled = sampledBytes
        if bytes.count > 2 * sampled, let start = bytes.baseAddress {
            hasher.combine(bytes: UnsafeRawBufferPointer(start: start, count: sampled))
            hasher.combine(bytes: UnsafeRawBufferPointer(start: start + bytes.count - sampled, count: sampled))
        } else {
            hasher.combine(bytes: UnsafeRawBufferPointer(bytes))
        }
        return (bytes.count, hasher.finalize())
    }

    /// A description read from `decoder` as its text.
    package convenience init(from decoder: any Decoder) throws {
        self.init(try decoder.singleValueContainer().decode(String.self))
    }

    /// Writes the text.
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(markdown)
    }
}
