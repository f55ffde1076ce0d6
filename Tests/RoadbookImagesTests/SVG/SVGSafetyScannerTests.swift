import Foundation
import TestSupport
import Testing

@testable import RoadbookContent
@testable import RoadbookImages

/// The check of SVGs from content: what runs script or fetches other files is found however it is written.
@Suite struct SVGSafetyScannerTests {
    /// A case: the SVG's text and the problem expected first (nil: none).
    struct Case: CustomStringConvertible, Sendable {
        let description: String
        let svg: String
        let problem: SVGSafetyProblem?
        let offset: Int?

        init(_ description: String, _ svg: String, _ problem: SVGSafetyProblem?, at offset: Int? = nil) {
            self.description = description
            self.svg = svg
            self.problem = problem
            self.offset = offset
        }
    }

    static let open = #"<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10">"#

    static let cases: [Case] = [
        Case("a script element", open + "<script>alert(1)</script></svg>", .scriptElement("script"), at: open.count),
        Case("a namespaced script in capitals", open + #"<h:SCRIPT xmlns:h="http://www.w3.org/1999/xhtml">x</h:SCRIPT></svg>"#,
             .scriptElement("h:SCRIPT")),
        Case("an SVG Tiny handler", open + #"<handler type="application/ecmascript">x</handler></svg>"#, .scriptElement("handler")),
        Case("onload on the root", #"<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>"#, .eventAttribute("onload"), at: 40),
        Case("an upper-case handler attribute", open + #"<rect ONCLICK="x()"/></svg>"#, .eventAttribute("ONCLICK")),
        Case("a foreignObject", open + "<foreignObject><p>hi</p></foreignObject></svg>", .embeddingElement("foreignObject")),
        Case("an http link", open + #"<a href="https://example.com/"><rect/></a></svg>"#,
             .externalReference(attribute: "href", value: "https://example.com/")),
        Case("xlink:href to another file", open + #"<image xlink:href="../photo.jpg"/></svg>"#,
             .externalReference(attribute: "xlink:href", value: "../photo.jpg")),
        Case("use of an SVG data address", open + #"<use href="data:image/svg+xml;base64,PHN2Zz4="/></svg>"#,
             .externalReference(attribute: "href", value: "data:image/svg+xml;base64,PHN2Zz4=")),
        Case("a javascript link written with a character reference", open + #"<a href="&#106;ava&#x09;script:alert(1)"/></svg>"#,
             .scriptURL(attribute: "href")),
        Case("a style attribute fetching a background", open + ##"<rect style="fill: URL( 'http://evil.test/x.svg#p' )"/></svg>"##,
             .externalReference(attribute: "style", value: "http://evil.test/x.svg#p")),
        Case("a CSS escape spelling url", open + #"<rect style="fill: \75 rl(//evil.test/p)"/></svg>"#,
             .externalReference(attribute: "style", value: "//evil.test/p")),
        Case("a presentation attribute with a url", open + ##"<rect filter="url(other.svg#f)"/></svg>"##,
             .externalReference(attribute: "filter", value: "other.svg#f")),
        Case("a style element importing", open + "<style><![CDATA[@import 'http://evil.test/a.css';]]></style></svg>", .cssImport),
        Case("a style element with a url", open + "<style>rect { fill: url(http://evil.test/p) }</style></svg>",
             .externalReference(attribute: "style", value: "http://evil.test/p")),
        Case("an entity hiding an address", #"<!DOCTYPE svg [<!ENTITY e "http://evil.test/">]>"# + open + #"<a href="&e;"/></svg>"#,
             .externalReference(attribute: "href", value: "http://evil.test/")),
        Case("an external entity", #"<!DOCTYPE svg [<!ENTITY e SYSTEM "file:///etc/passwd">]>"# + open + "</svg>", .externalEntity("e")),
        Case("an entity holding markup", #"<!DOCTYPE svg [<!ENTITY e "<script>x</script>">]>"# + open + "&e;</svg>",
             .markupDeclaration("e")),
        Case("an attribute default in the DTD", #"<!DOCTYPE svg [<!ATTLIST svg onload CDATA "x()">]>"# + open + "</svg>",
             .markupDeclaration("<!ATTLIST")),
        Case("a style sheet instruction", #"<?xml-stylesheet href="http://evil.test/a.css"?>"# + open + "</svg>", .stylesheetInstruction),
        Case("an animated link", open + #"<a><set attributeName="xlink:href" to="http://evil.test/"/></a></svg>"#,
             .animatedAttribute("xlink:href")),
        Case("another encoding", #"<?xml version="1.0" encoding="UTF-7"?>"# + open + "</svg>", .unsupportedEncoding("UTF-7")),
        Case("an unquoted attribute", "<svg onload=alert(1)>", .malformed("an attribute value without quotes")),
        Case("a plain drawing", open + ##"<defs><linearGradient id="g"/></defs><rect fill="url(#g)"/><use href="#g"/></svg>"##, nil),
        Case("an inline raster image", open + #"<image href="data:image/png;base64,iVBORw0KGgo="/></svg>"#, nil),
        Case("a script in a comment", open + "<!-- <script>alert(1)</script> onload=\"x\" --><text>on and on</text></svg>", nil),
        Case("Illustrator's namespace entities", #"<?xml version="1.0" encoding="utf-8"?><!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd" [<!ENTITY ns_svg "http://www.w3.org/2000/svg">]><svg xmlns="&ns_svg;"><rect/></svg>"#, nil),
        Case("a licence in RDF metadata", open + ##"<metadata><cc:license xmlns:cc="http://creativecommons.org/ns#" rdf:resource="http://creativecommons.org/licenses/by/4.0/"/></metadata></svg>"##, nil),
    ]

    @Test(arguments: cases)
    func findsWhatRunsOrFetches(_ test: Case) {
        let findings = SVGSafetyScanner.findings(in: Data(test.svg.utf8))
        #expect(findings.first?.problem == test.problem, "\(findings)")
        if let offset = test.offset { #expect(findings.first?.offset == offset) }
    }

    @Test func aUTF16FileIsRefused() {
        let data = Data([0xFF, 0xFE]) + Data(Self.open.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
        #expect(SVGSafetyScanner.findings(in: data).map(\.problem) == [.unsupportedEncoding("UTF-16")])
    }

    @Test(arguments: ["content/images", "starter/content/images"])
    func theExampleAndStarterSitesDrawingsPass(folder path: String) throws {
        let folder = RepositoryRoot.url.appendingPathComponent(path)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".svg") }
        #expect(!names.isEmpty)
        for name in names {
            let findings = SVGSafetyScanner.findings(in: try Data(contentsOf: folder.appendingPathComponent(name)))
            #expect(findings.isEmpty, "\(name): \(findings)")
        }
    }
}
