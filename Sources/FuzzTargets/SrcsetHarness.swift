import Foundation
import LinkCheck

/// LinkCheck's `srcset` parser.
///
/// Invariants: nothing traps; every candidate is a non-empty piece of the input without white space that does not
/// start or end with a comma; there are no more candidates than runs of non-white-space in the input.
enum SrcsetHarness {
    static func run(_ bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        let urls = SrcsetParser.urls(in: text)
        let utf8 = Array(text.utf8)
        var runs = 0
        for (index, byte) in utf8.enumerated() where !URLText.isHTMLWhitespace(byte) {
            if index == 0 || URLText.isHTMLWhitespace(utf8[index - 1]) { runs += 1 }
        }
        Invariant.require(urls.count <= runs, "\(urls.count) candidates in \(runs) runs of text")
        for url in urls {
            let candidate = Array(url.utf8)
            Invariant.require(!candidate.isEmpty, "an empty candidate")
            Invariant.require(!candidate.contains(where: URLText.isHTMLWhitespace), "'\(url)' holds white space")
            Invariant.require(candidate.first != UInt8(ascii: ",") && candidate.last != UInt8(ascii: ","), "'\(url)' has a comma at an end")
            Invariant.require(text.contains(url), "'\(url)' is not in the input")
        }
    }

    static func seeds(_ root: URL) -> [[UInt8]] {
        let pages = HTMLHarness.seeds(root)
        var values: Set<[UInt8]> = []
        for page in pages {
            let scanned: [ScannedElement]? = HTMLScanner.scan(Data(page))
            for element in scanned ?? [] { if let srcset = element.attributes["srcset"] { values.insert(Array(srcset.utf8)) } }
        }
        return values.sorted { $0.lexicographicallyPrecedes($1) } + extraSeeds.map { Array($0.utf8) }
    }

    private static let extraSeeds = [
        "a.png 1x, b.png 2x", "a,b.png 100w,c.png 200w", "data:image/png;base64,AAA= 1x, x.png (max-width: 10px) 2x",
        " ,, a.png,, b.png ", "image(a,b).png 1x", "\tx.png\n2x\u{0C},y.png",
    ]
}
