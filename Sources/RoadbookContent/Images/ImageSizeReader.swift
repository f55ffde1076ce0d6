import Foundation

/// Reads an image's width and height from the first bytes of its file, without decoding it: PNG (`IHDR`),
/// GIF (logical screen), JPEG (the first `SOF` marker), WebP (`VP8 `, `VP8L`, `VP8X`), AVIF (`ispe`) and SVG
/// (`width`/`height` in px, or the `viewBox`).
///
/// The format is recognised by the bytes, not the file name. The first ``headerLength`` bytes are enough for
/// every format but JPEG with large metadata, for which the caller may pass the whole file.
package enum ImageSizeReader {
    /// How many bytes from the start of a file the reader usually needs.
    package static let headerLength = 64 * 1024

    /// The size recorded in `data`, or `nil` when the bytes are not a known image header or do not give one.
    package static func size(of data: Data) -> PixelSize? {
        let bytes = [UInt8](data)
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return png(bytes) }
        if bytes.starts(with: Array("GIF87a".utf8)) || bytes.starts(with: Array("GIF89a".utf8)) { return gif(bytes) }
        if bytes.starts(with: [0xFF, 0xD8]) { return jpeg(bytes) }
        if bytes.count >= 12, bytes.starts(with: Array("RIFF".utf8)), Array(bytes[8..<12]) == Array("WEBP".utf8) {
            return webP(bytes)
        }
        if bytes.count >= 12, Array(bytes[4..<8]) == Array("ftyp".utf8) { return avif(bytes) }
        return svg(bytes)
    }

    // MARK: - Formats

    private static func png(_ bytes: [UInt8]) -> PixelSize? {
        guard bytes.count >= 24, Array(bytes[12..<16]) == Array("IHDR".utf8) else { return nil }
        return positive(bigEndian32(bytes, 16), bigEndian32(bytes, 20))
    }

    private static func gif(_ bytes: [UInt8]) -> PixelSize? {
        guard bytes.count >= 10 else { return nil }
        return positive(littleEndian16(bytes, 6), littleEndian16(bytes, 8))
    }

    /// The first frame header's size, with width and height swapped when the Exif orientation (5–8) turns
    /// the picture a quarter, as browsers show it.
    private static func jpeg(_ bytes: [UInt8]) -> PixelSize? {
        var offset = 2
        var isQuarterTurned = false
        while offset + 1 < bytes.count {
            guard bytes[offset] == 0xFF else { return nil }
            let marker = bytes[offset + 1]
            if marker == 0xFF {  // fill byte
                offset += 1
                continue
            }
            if marker == 0x01 || (0xD0...0xD7).contains(marker) {  // markers without a length
                offset += 2
                continue
            }
            if marker == 0xD9 || marker == 0xDA { return nil }  // end of image, start of scan: no frame header
            guard offset + 4 <= bytes.count else { return nil }
            let length = bigEndian16(bytes, offset + 2)
            guard length >= 2 else { return nil }
            let isStartOfFrame = (0xC0...0xCF).contains(marker) && marker != 0xC4 && marker != 0xC8 && marker != 0xCC
            if isStartOfFrame {
                guard offset + 9 <= bytes.count else { return nil }
                let width = bigEndian16(bytes, offset + 7)
                let height = bigEndian16(bytes, offset + 5)
                return isQuarterTurned ? positive(height, width) : positive(width, height)
            }
            if marker == 0xE1, let orientation = exifOrientation(bytes, from: offset + 4, to: min(offset + 2 + length, bytes.count)) {
                isQuarterTurned = (5...8).contains(orientation)
            }
            offset += 2 + length
        }
        return nil
    }

    /// The orientation tag (0x0112) of an APP1 Exif payload in `bytes[start..<end]`, if present.
    private static func exifOrientation(_ bytes: [UInt8], from start: Int, to end: Int) -> Int? {
        guard end - start >= 14, Array(bytes[start..<start + 6]) == Array("Exif".utf8) + [0, 0] else { return nil }
        let tiff = start + 6
        let isLittleEndian: Bool
        switch (bytes[tiff], bytes[tiff + 1]) {
        case (0x49, 0x49): isLittleEndian = true
        case (0x4D, 0x4D): isLittleEndian = false
        default: return nil
        }
        func read16(_ at: Int) -> Int? {
            guard at >= tiff, at + 2 <= end else { return nil }
            return isLittleEndian ? littleEndian16(bytes, at) : bigEndian16(bytes, at)
        }
        func read32(_ at: Int) -> Int? {
            guard let first = read16(at), let second = read16(at + 2) else { return nil }
            return isLittleEndian ? second << 16 | first : first << 16 | second
        }
        guard let ifdOffset = read32(tiff + 4), let count = read16(tiff + ifdOffset) else { return nil }
        for entry in 0..<count {
            let at = tiff + ifdOffset + 2 + entry * 12
            guard let tag = read16(at) else { return nil }
            if tag == 0x0112 { return read16(at + 8) }
        }
        return nil
    }

    private static func webP(_ bytes: [UInt8]) -> PixelSize? {
        guard bytes.count >= 30 else { return nil }
        switch String(decoding: bytes[12..<16], as: UTF8.self) {
        case "VP8 ":
            guard Array(bytes[23..<26]) == [0x9D, 0x01, 0x2A] else { return nil }
            return positive(littleEndian16(bytes, 26) & 0x3FFF, littleEndian16(bytes, 28) & 0x3FFF)
        case "VP8L":
            guard bytes[20] == 0x2F else { return nil }
            let bits = Int(bytes[21]) | Int(bytes[22]) << 8 | Int(bytes[23]) << 16 | Int(bytes[24]) << 24
            return positive((bits & 0x3FFF) + 1, ((bits >> 14) & 0x3FFF) + 1)
        case "VP8X":
            let width = Int(bytes[24]) | Int(bytes[25]) << 8 | Int(bytes[26]) << 16
            let height = Int(bytes[27]) | Int(bytes[28]) << 8 | Int(bytes[29]) << 16
            return positive(width + 1, height + 1)
        default:
            return nil
        }
    }

    /// AVIF (ISO base media): the first `ispe` (image spatial extents) property, which belongs to the
    /// primary image in the files encoders write.
    private static func avif(_ bytes: [UInt8]) -> PixelSize? {
        let brand = String(decoding: bytes[8..<12], as: UTF8.self)
        guard ["avif", "avis", "mif1", "heic", "heix", "heim", "heis", "msf1"].contains(brand) else { return nil }
        let marker = Array("ispe".utf8)
        var offset = 12
        while offset + 16 <= bytes.count {
            if Array(bytes[offset..<offset + 4]) == marker {
                return positive(bigEndian32(bytes, offset + 8), bigEndian32(bytes, offset + 12))
            }
            offset += 1
        }
        return nil
    }

    private static func svg(_ bytes: [UInt8]) -> PixelSize? {
        let text = String(decoding: bytes.prefix(headerLength), as: UTF8.self)
        guard let tag = SVGRootTag(text: text) else { return nil }
        let width = tag.attribute("width").flatMap(cssPixels)
        let height = tag.attribute("height").flatMap(cssPixels)
        let viewBox = tag.attribute("viewBox").flatMap(viewBoxSize)
        switch (width, height, viewBox) {
        case let (width?, height?, _):
            return positive(Int(width.rounded()), Int(height.rounded()))
        case let (width?, nil, box?) where box.width > 0:
            return positive(Int(width.rounded()), Int((width * box.height / box.width).rounded()))
        case let (nil, height?, box?) where box.height > 0:
            return positive(Int((height * box.width / box.height).rounded()), Int(height.rounded()))
        case let (_, _, box?):
            return positive(Int(box.width.rounded()), Int(box.height.rounded()))
        default:
            return nil
        }
    }

    // MARK: - Helpers

    /// A length in CSS pixels: a number with no unit or `px`, `pt`, `pc`, `in`, `cm`, `mm`; `nil` for `%`,
    /// `em` and the like, which depend on the page.
    static func cssPixels(_ value: String) -> Double? {
        let trimmed = value.trimmingCharacters(in: .whitespaces).lowercased()
        let units: [(String, Double)] = [
            ("px", 1), ("pt", 4.0 / 3.0), ("pc", 16), ("in", 96), ("cm", 96 / 2.54), ("mm", 96 / 25.4),
        ]
        for (unit, factor) in units where trimmed.hasSuffix(unit) {
            return Double(trimmed.dropLast(unit.count).trimmingCharacters(in: .whitespaces)).map { $0 * factor }
        }
        return Double(trimmed)
    }

    private static func viewBoxSize(_ value: String) -> (width: Double, height: Double)? {
        let numbers = value.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" || $0 == "\n" })
            .compactMap { Double($0) }
        guard numbers.count == 4 else { return nil }
        return (numbers[2], numbers[3])
    }

    private static func positive(_ width: Int, _ height: Int) -> PixelSize? {
        width > 0 && height > 0 ? PixelSize(width: width, height: height) : nil
    }

    private static func bigEndian16(_ bytes: [UInt8], _ offset: Int) -> Int {
        Int(bytes[offset]) << 8 | Int(bytes[offset + 1])
    }

    private static func littleEndian16(_ bytes: [UInt8], _ offset: Int) -> Int {
        Int(bytes[offset]) | Int(bytes[offset + 1]) << 8
    }

    private static func bigEndian32(_ bytes: [UInt8], _ offset: Int) -> Int {
        Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
    }
}
