import Diagnostics
import Foundation
import Testing

@testable import RoadbookSite

/// `serve` reports the image warnings `generate` prints: the live build's warnings hold them, at the image's path.
@Suite struct LiveImageWarningsTests {
    @Test func aJPEGDamagedMidFileWarnsInTheLiveBuildAsInGenerate() throws {
        var photo = try PhotoSite.photo(width: 600, height: 400)
        photo.replaceSubrange(photo.count / 2..<photo.count / 2 + 64, with: Data(count: 64))
        let site = try PhotoSite(photos: ["photo.jpg": photo])
        let generated = try site.generate().warnings.filter { $0.location?.path == "content/images/photo.jpg" }
        #expect(generated.count == 1, "\(generated)")

        // A fresh cache, so that the live build decodes the photo as the first generate did.
        try FileManager.default.removeItem(at: site.root.appendingPathComponent(".roadbook-cache"))
        let builder = LiveSiteBuilder(source: site.root, output: site.directory.url.appendingPathComponent("live"))
        guard case .built(_, _, _, let warnings) = builder.build() else {
            Issue.record("the live build failed")
            return
        }
        let live = warnings.filter { $0.location?.path == "content/images/photo.jpg" }
        #expect(live.map(\.message) == generated.map(\.message))
        #expect(live.allSatisfy { !$0.isError })
    }
}
