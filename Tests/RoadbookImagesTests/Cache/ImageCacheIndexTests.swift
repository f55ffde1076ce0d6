import Foundation
import TestSupport
import Testing

@testable import RoadbookContent
@testable import RoadbookImages

@Suite struct ImageCacheIndexTests {
    private let records = [
        "content/images/rome-1.jpg": ImageSourceRecord(
            size: 123_456, modified: 1_764_600_000_123_456_789, inode: 42, hash: String(repeating: "ab", count: 32),
            header: ImageHeader(width: 4032, height: 3024, hasAlpha: false)),
        "content/images/café\tbar\n%.png": ImageSourceRecord(
            size: 1, modified: -5, inode: UInt64.max, hash: "00", header: ImageHeader(width: 8, height: 6, hasAlpha: true)),
    ]

    @Test func readsBackWhatItWrites() throws {
        let text = ImageCacheIndex.text(of: records)
        #expect(text.hasPrefix("roadbook-image-index 1\n"))
        #expect(text.split(separator: "\n").count == 3, "a path's tab or newline is escaped")
        #expect(ImageCacheIndex.records(from: Data(text.utf8)) == records)
        #expect(ImageCacheIndex.records(from: Data(ImageCacheIndex.text(of: [:]).utf8)) == [:])
    }

    @Test(arguments: [
        "", "{}", "roadbook-image-index 2\n", "roadbook-image-index 1",
        "roadbook-image-index 1\n1\t2\t3\tab\t4\t5\t0\n",
        "roadbook-image-index 1\n1\t2\t3\tab\t4\t5\t2\tcontent/images/a.png\n",
        "roadbook-image-index 1\nx\t2\t3\tab\t4\t5\t0\tcontent/images/a.png\n",
        "roadbook-image-index 1\n1\t2\t3\tab\t4\t5\t0\tcontent/images/%zz.png\n",
        "roadbook-image-index 1\n1\t2\t3\tab\t4\t5\t0\tcontent/images/a.png",
        "roadbook-image-index 1\n99999999999999999999\t2\t3\tab\t4\t5\t0\tcontent/images/a.png\n",
        "roadbook-image-index 1\n1\t2\t-3\tab\t4\t5\t0\tcontent/images/a.png\n",
        "roadbook-image-index 1\n1\t\t3\tab\t4\t5\t0\tcontent/images/a.png\n",
    ])
    func aFileThatIsNotAWholeIndexIsNone(_ text: String) {
        #expect(ImageCacheIndex.records(from: Data(text.utf8)) == nil)
    }

    /// `generate` saves the index once every image's record is made, before the pages; the end of the build then
    /// finds it unchanged and does not write it again.
    @Test func theIndexSavedEarlyHoldsTheRecordsAndIsNotWrittenAgain() throws {
        let site = try TemporaryDirectory()
        let folder = site.url.path + "/.roadbook-cache/images"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let cache = ImageCache(siteFolder: site.url.path)
        for (path, record) in records { cache.remember(record, for: path) }
        cache.saveIndex()
        let index = folder + "/" + ImageCacheIndex.fileName
        #expect(ImageCacheIndex.records(from: try Data(contentsOf: URL(fileURLWithPath: index))) == records)
        let saved = try FileManager.default.attributesOfItem(atPath: index)[.systemFileNumber] as? Int
        cache.removeStaleEntries()
        #expect(try FileManager.default.attributesOfItem(atPath: index)[.systemFileNumber] as? Int == saved)
        #expect(ImageCacheIndex.records(from: try Data(contentsOf: URL(fileURLWithPath: index))) == records)
    }
}
