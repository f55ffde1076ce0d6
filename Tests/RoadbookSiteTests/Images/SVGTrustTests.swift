import Diagnostics
import Foundation
import Testing

@testable import RoadbookContent
@testable import RoadbookImages

/// An SVG from content that would run script on the site's origin is an error at its position, unless the site
/// trusts its SVGs.
@Suite struct SVGTrustTests {
    static let scripted = Data("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\" height=\"10\">\n  <script>alert(document.cookie)</script>\n</svg>\n".utf8)

    @Test func anSVGWithAScriptIsAnErrorAtTheScript() throws {
        let site = try PhotoSite(photos: ["drawing.svg": Self.scripted])
        let error = try #require(throws: DiagnosticList.self) { try site.generate() }
        #expect(error.diagnostics.filter(\.isError).map(\.description) == [
            "content/images/drawing.svg:2:3: error: SVG holds a '<script>' element, which runs script (set 'images.trustSVG: true' in site.yaml to publish it as it is)"
        ])
    }

    @Test func aTrustedSiteCopiesItAsItIs() throws {
        let site = try PhotoSite(photos: ["drawing.svg": Self.scripted], images: PhotoSite.smallWidths + "  trustSVG: true\n")
        try site.generate()
        #expect(try site.outputFile("images/drawing.svg") == Self.scripted)
    }
}
