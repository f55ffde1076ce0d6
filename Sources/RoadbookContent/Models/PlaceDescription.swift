import Synchronization

/// A place's Markdown description as ``Place`` holds it (``Place/description``): the text, which `generate` lets go
/// once the place's page has rendered it and no later job of the build reads it (``release()``).
///
/// Every description held from the load to the end of the build was 29 MB of a 10,000-place `generate`, beside the
/// plain text the page makes of it for the search index and the exports: with each let go after its page, the two
/// together stay about the size of one. The build never reads a file twice: what it renders is what it loaded, so a
/// file saved during a build cannot give the feed another text than the place's page. `serve` never lets one go.
///
/// Its ``length`` and ``endsHash`` stay known when the text is let go: ``DescriptionPlainTexts`` (the exports' text
/// of each description) is keyed by them and by this object, without the text.
package final class PlaceDescription: Sendable, Codable {
    private let held: Mutex<Held>
    /// The description's length in UTF-8 bytes.
    package let length: Int
    /// A hash of the description's first and last ``sampledBytes`` bytes (all of it when shorter), for this run.
    package let endsHash: Int

    /// What the holder holds: the Markdown, or once let go the text its page made of it.
    private enum Held {
        case markdown(String)
        case exportedText(String)
    }

    /// Holds `markdown`.
    package init(_ markdown: String) {
        var markdown = markdown
        (length, endsHash) = markdown.withUTF8(Self.lengthAndEndsHash(of:))
        held = Mutex(.markdown(markdown))
    }

    /// The Markdown; empty once let go, which only a build that reads it later would notice (a debug build stops).
    package var markdown: String {
        if let markdown = heldMarkdown { return markdown }
        assertionFailure("a place's description was read after it was let go")
        return ""
    }

    /// Lets the Markdown go, keeping `exportedText`, the one line of plain text its page made of it (the exports'
    /// text, ``exportedText``): its page is built and nothing after reads the Markdown.
    package func release(keeping exportedText: String) {
        held.withLock { $0 = .exportedText(exportedText) }
    }

    /// The Markdown when it is held; nil once let go (never read again from the file).
    package var heldMarkdown: String? {
        held.withLock {
            guard case .markdown(let markdown) = $0 else { return nil }
            return markdown
        }
    }

    /// The text the page left when the Markdown was let go (``release(keeping:)``); nil while the Markdown is held.
    package var exportedText: String? {
        held.withLock {
            guard case .exportedText(let text) = $0 else { return nil }
            return text
        }
    }

    /// Whether the Markdown is held (not let go).
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
