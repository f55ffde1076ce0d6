import Diagnostics
import Foundation
import TestSupport
import Testing

@testable import RoadbookContent
@testable import RoadbookImages

/// A place's photos as the gallery shows them: their own alt text and captions from `images:`, the box reserved with
/// a tiny placeholder, the capture date; and a place without photos.
@Suite struct GalleryPhotoTests {
    static func place(_ photos: String) -> Data {
        Data("---\nname: Charles Bridge\ncityName: Prague\ncoordinates: { latitude: 50.08, longitude: 14.41 }\n\(photos)---\nA bridge.\n".utf8)
    }

    /// A site whose one place shows `a.jpg` and `b.jpg` (120×80) as its front matter's `photos` say.
    static func site(_ photos: String, images: String = PhotoSite.smallWidths) throws -> PhotoSite {
        let photo = try PhotoSite.photo()
        let site = try PhotoSite(photos: ["a.jpg": photo, "b.jpg": photo], images: images)
        try FileManager.default.removeItem(at: site.root.appendingPathComponent("content/locations/p1.md"))
        try site.write(place(photos), to: "content/locations/p0.md")
        return site
    }

    @Test func captionsAndAltTextComeFromTheImagesList() throws {
        let site = try Self.site("images:\n  - { name: a, alt: \"The bridge at dawn\", caption: \"Fog <over> the Vltava\" }\n  - b\n")
        try site.generate()
        let page = try site.page("locations/p0/index.html")
        #expect(page.contains(#"alt="The bridge at dawn""#))
        #expect(page.contains("<figcaption>Fog &lt;over&gt; the Vltava</figcaption>"))
        #expect(page.contains(#"alt="Charles Bridge, image 2 of 2""#), "the default alt text of a photo given by name")
        #expect(page.components(separatedBy: "<figcaption").count == 2 + 1, "one caption in the gallery, one in the lightbox")
        #expect(page.contains(#"data-count="2 / 2""#))
    }

    @Test func imagesAndImageNamesTogetherAreAnErrorAtTheSecondKey() throws {
        let site = try Self.site("imageNames: [a]\nimages: [b]\n")
        let error = try #require(throws: DiagnosticList.self) { try site.generate() }
        #expect(error.diagnostics.filter(\.isError).map(\.description) == [
            "content/locations/p0.md:6:1: error: 'images' and 'imageNames' both list the photos; keep one"
        ])
    }

    @Test func eachItemOfTheImagesListIsCheckedAtItsPosition() throws {
        let site = try Self.site("images:\n  - { name: a, alt: \"  \" }\n  - { caption: Fog }\n  - { name: b, captoin: Fog }\n  - { name: c }\n")
        let error = try #require(throws: DiagnosticList.self) { try site.generate() }
        #expect(error.diagnostics.map(\.description).sorted() == [
            "content/locations/p0.md:9:13: error: no image named 'c' in 'content/images/'; did you mean 'a'?",
            "content/locations/p0.md:6:21: error: 'alt' can't be empty",
            "content/locations/p0.md:7:5: error: missing key 'name'",
            "content/locations/p0.md:8:16: warning: unknown key 'captoin'; did you mean 'caption'?",
        ].sorted())
    }

    @Test func eachPhotoHasItsBoxAndATinyPlaceholderCachedWithItsVariants() throws {
        let portrait = try PhotoSite.photo(width: 80, height: 120)
        let site = try PhotoSite(photos: ["tall.jpg": portrait])
        try site.generate()
        let page = try site.page("locations/p0/index.html")
        #expect(page.contains(#"width="80" height="120""#))
        let start = try #require(page.range(of: "background-image:url(data:image/webp;base64,"))
        let base64 = String(page[start.upperBound...].prefix { $0 != ")" }).replacingOccurrences(of: "&#x3D;", with: "=")
            .replacingOccurrences(of: "&#x2F;", with: "/")
        let webp = try #require(Data(base64Encoded: base64), "\(base64)")
        #expect(webp.count < 120, "the placeholder is \(webp.count) bytes")
        #expect(webp[12..<16] == Data("VP8 ".utf8), "the simple format: no VP8X, no EXIF")
        let image = try VipsImageProcessor(maximumPixels: 1 << 30).decoded(webp)
        #expect(image.height == 8 && image.width <= 6 && image.width >= 5, "\(image.width)×\(image.height): the portrait's shape")
        #expect(image.metadataFields.allSatisfy { !$0.hasPrefix("exif-") }, "\(image.metadataFields)")
        let cache = try String(contentsOf: site.root.appendingPathComponent(".roadbook-cache/images/image-details.tsv"), encoding: .utf8)
        #expect(cache.contains(base64))
        // The next build takes it from the cache: a placeholder there is what the page shows.
        try cache.replacingOccurrences(of: base64, with: "UklGRg==").write(
            to: site.root.appendingPathComponent(".roadbook-cache/images/image-details.tsv"), atomically: true, encoding: .utf8)
        try site.generate()
        #expect(try site.page("locations/p0/index.html").contains("base64,UklGRg"))
    }

    @Test(arguments: [("en", "May 12, 2024"), ("en-GB", "12 May 2024"), ("ru", "12 мая 2024\u{202F}г."), ("az", "12 may 2024")])
    func theCaptureDateIsShownWithShowDateInTheSitesLanguage(language: String, expected: String) throws {
        let photo = try PhotoSite.photo(dateTimeOriginal: "2024:05:12 14:03:22")
        let site = try PhotoSite(photos: ["a.jpg": photo], images: PhotoSite.smallWidths + "  showDate: true\n")
        try site.write(Data("title: Photos\nbaseURL: https://example.org/\nlanguage: \(language)\n\(PhotoSite.smallWidths)  showDate: true\n".utf8), to: "site.yaml")
        try site.generate()
        let page = try site.page("locations/p0/index.html")
        #expect(page.contains(#"<figcaption><time datetime="2024-05-12">\#(expected)</time></figcaption>"#), "\(page.components(separatedBy: "figcaption").dropFirst().first ?? "no caption")")
        let stripped = try site.decodedOutput("images/96/a.jpg")
        #expect(!stripped.metadataFields.contains { $0.contains("DateTime") }, "the date is read before the metadata is stripped")
    }

    @Test func withoutShowDateNoDateIsShown() throws {
        let site = try PhotoSite(photos: ["a.jpg": try PhotoSite.photo(dateTimeOriginal: "2024:05:12 14:03:22")])
        try site.generate()
        #expect(try !site.page("locations/p0/index.html").contains("<time"))
    }

    /// Cards of places without photos tell the places apart: each its own initial, on a colour of its own.
    @Test func aPlaceWithoutPhotosGetsItsOwnInitialAndColourOnTheCard() throws {
        let site = try PhotoSite(photos: [:])
        try site.write(Data("---\nname: Castle\ncityName: prague\ncoordinates: { latitude: 50.09, longitude: 14.40 }\n---\nA castle.\n".utf8), to: "content/locations/castle.md")
        try site.write(Data("---\nname: Bridge\ncityName: prague\ncoordinates: { latitude: 50.08, longitude: 14.41 }\n---\nA bridge.\n".utf8), to: "content/locations/bridge.md")
        try site.generate()
        let page = try site.page("locations/index.html")
        #expect(page.contains(#"<span class="place-initial">C</span>"#))
        #expect(page.contains(#"<span class="place-initial">B</span>"#))
        let hues = page.matches(of: #/place-thumb-empty" style="--hue:(\d+)"/#).map { Int($0.output.1) ?? -1 }
        #expect(hues.count == 2 && Set(hues).count == 2 && hues.allSatisfy { (0..<360).contains($0) }, "\(hues)")
    }
}
