import Foundation
import Parallelism
import RoadbookContent

/// The placeholders and capture dates of the photos, by the SHA-256 of their bytes: `image-details.tsv` in the image
/// cache's folder (`.roadbook-cache/images/`), read and written only through ``ImageCache``'s own-file access, so a
/// link or FIFO committed in its place is never followed, waited on or written through (its name is not an entry
/// name, so pruning leaves it). Read at the start of a build; written after a successful one with the photos that
/// build used, so an unchanged photo is not decoded again for its placeholder.
///
/// A first line names the format; then one line per photo: hash, placeholder (base64 WebP, or `-`), capture date
/// (`2024:05:12 14:03:22`, or `-`), separated by tabs. A file that does not parse as a whole is ignored.
package final class ImageDetailsCache: Sendable {
    /// The file's name in `.roadbook-cache/`.
    static let fileName = "image-details.tsv"
    /// The first line; bumped with the placeholder's size or encoding.
    static let header = "roadbook-image-details 1"

    /// The largest file read: far more than the details of any real site's photos (about 200 bytes each).
    static let largestFile = 256 << 20
    private let cache: ImageCache
    private let known: [String: ImageDetails]
    private let used = Locked<[String: ImageDetails]>([:])

    /// The details kept in `cache`'s folder.
    init(in cache: ImageCache) {
        self.cache = cache
        let text = cache.contents(ofOwnFile: Self.fileName, limit: Self.largestFile).map { String(decoding: $0, as: UTF8.self) }
        known = text.flatMap(Self.details(from:)) ?? [:]
    }

    /// The details the file read at the start holds for the photo with hash `hash`, not marked as used
    /// (``markUsed(_:)``): read without the lock, which the threads planning 20,000 photos waited on.
    func knownDetails(forHash hash: String) -> ImageDetails? {
        known[hash]
    }

    /// The details of the photo with hash `hash`, which the file does not hold: those another image with the same
    /// bytes made in this build, or made by `make` (and remembered).
    func madeDetails(forHash hash: String, make: () -> ImageDetails) -> ImageDetails {
        if let details = used.withLock({ $0[hash] }) { return details }
        let details = make()
        used.withLock { $0[hash] = details }
        return details
    }

    /// Marks `details` (each with its photo's hash) as used by this build, under the lock once.
    func markUsed(_ details: [(hash: String, details: ImageDetails)]) {
        guard !details.isEmpty else { return }
        used.withLock { used in
            used.reserveCapacity(used.count + details.count)
            for (hash, entry) in details { used[hash] = entry }
        }
    }

    /// Writes the details this build used, unless they are what the file holds.
    package func save() {
        let used = self.used.withLock { $0 }
        guard used != known else { return }
        cache.write(Data(Self.text(of: used).utf8), toOwnFile: Self.fileName)
    }

    /// The text of a file of `details` (hash → details), sorted by hash.
    static func text(of details: [String: ImageDetails]) -> String {
        var text = header + "\n"
        for (hash, entry) in details.sorted(by: { $0.key < $1.key }) {
            let placeholder = entry.placeholder.map { String($0.dropFirst(Self.placeholderPrefix.count)) } ?? "-"
            text += [hash, placeholder, entry.captureDate ?? "-"].joined(separator: "\t") + "\n"
        }
        return text
    }

    /// The details of a file's `text`; nil when it is not a whole file of this format.
    static func details(from text: String) -> [String: ImageDetails]? {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.first == Substring(header), lines.last == "" else { return nil }
        lines = Array(lines.dropFirst().dropLast())
        var details: [String: ImageDetails] = [:]
        for line in lines {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 3, fields[0].count == 64, fields[0].allSatisfy(\.isHexDigit),
                fields[1] == "-" || Data(base64Encoded: String(fields[1])) != nil
            else { return nil }
            details[String(fields[0])] = ImageDetails(
                placeholder: fields[1] == "-" ? nil : Self.placeholderPrefix + fields[1], captureDate: fields[2] == "-" ? nil : String(fields[2]))
        }
        return details
    }

    private static let placeholderPrefix = "data:image/webp;base64,"
}
