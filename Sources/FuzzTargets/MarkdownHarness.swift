import Diagnostics
import Foundation
import RoadbookContent
import RoadbookMarkdown

/// A Markdown body, through the renderer's Swift API (`CmarkRenderer.render`, whatever C library is behind it),
/// in safe mode and with raw HTML allowed.
///
/// Invariants: nothing traps; in safe mode no `<script` reaches the HTML; every heading id is unique and not a
/// reserved one; every diagnostic is at a line of the input (counting every line break CommonMark counts).
enum MarkdownHarness {
    private static let resolver = ContentLinkResolver(
        placeIDs: ["rome", "paris"], todoIDs: ["pack"],
        images: ["pic": .init(sitePath: "images/pic.jpg", width: 640, height: 480)])

    static func run(_ bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        // CommonMark ends a line at LF, CRLF or a lone CR, and so do the renderer's line numbers (as libyaml's do).
        let lines = LineShape(bytes, atEveryBreak: true).count + 1
        for unsafe in [false, true] {
            let renderer = CmarkRenderer(options: MarkdownOptions(smart: !unsafe, unsafeHTML: unsafe), resolver: resolver)
            let context = MarkdownContext(sourcePath: "content/locations/fuzz.md", firstLine: 5, rootPrefix: "../../")
            let rendered = renderer.render(text, context: context, reservedIDs: ["map"])
            if !unsafe {
                Invariant.require(!rendered.html.lowercased().contains("<script"), "a script in safe mode")
            }
            Invariant.require(Set(rendered.headingIDs).count == rendered.headingIDs.count, "duplicate heading ids \(rendered.headingIDs)")
            Invariant.require(!rendered.headingIDs.contains("map"), "a reserved id was given to a heading")
            for diagnostic in rendered.diagnostics {
                guard let line = diagnostic.location?.line, line != 0 else { continue }
                Invariant.require((5..<(5 + lines)).contains(line), "'\(diagnostic)' is outside the body's \(lines) lines")
            }
        }
    }

    static func seeds(_ root: URL) -> [[UInt8]] {
        SeedFiles.contents(under: ["content", "starter", "docs", "Tests/RoadbookMarkdownTests"], of: root, endingIn: [".md"])
            + extraSeeds.map { Array($0.utf8) }
    }

    private static let extraSeeds = [
        "# Title\n\n## Title\n\n[Rome](rome.md) ![pic](pic) [x](todos.yaml#pack)\n",
        "<script>alert(1)</script>\n\n[a](javascript:alert(1))\n",
        "> - [ ] x\n>   1. *a **b** c*\n\n```\ncode\n```\n\n| a | b |\n|---|---|\n",
    ]
}
