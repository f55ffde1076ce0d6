import Foundation

@testable import RoadbookContent
@testable import RoadbookImages

/// Images made in the test, byte by byte: an uncompressed PNG of any pixels, and a JPEG of it carrying an EXIF
/// block (orientation, GPS position) written by hand, so no fixture file is needed.
enum SampleImage {
    /// An RGB (or RGBA) colour.
    typealias Colour = [UInt8]

    /// A PNG of `width`×`height` pixels whose colour is `pixel(x, y)` (3 or 4 samples, as `hasAlpha` says).
    static func png(width: Int, height: Int, hasAlpha: Bool = false, pixel: (Int, Int) -> Colour) -> Data {
        var raw: [UInt8] = []
        for y in 0..<height {
            raw.append(0)  // filter: none
            for x in 0..<width { raw += pixel(x, y).prefix(hasAlpha ? 4 : 3) }
        }
        var header: [UInt8] = []
        header += bigEndian32(width) + bigEndian32(height) + [8, hasAlpha ? 6 : 2, 0, 0, 0]
        var data = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        data += chunk("IHDR", header) + chunk("IDAT", storedZlib(raw)) + chunk("IEND", [])
        return data
    }

    /// The upright test picture: wide, blue, with a red top-left and a green top-right corner.
    static func uprightPixel(x: Int, y: Int, width: Int, height: Int) -> Colour {
        let corner = min(width, height) / 4
        if y < corner, x < corner { return [255, 0, 0] }
        if y < corner, x >= width - corner { return [0, 255, 0] }
        return [0, 0, 255]
    }

    /// The pixels to store so that a viewer applying EXIF `orientation` shows ``uprightPixel(x:y:width:height:)``
    /// of a `width`×`height` picture; returns the stored width and height with the pixel function.
    static func stored(orientation: Int, width: Int, height: Int) -> (width: Int, height: Int, pixel: (Int, Int) -> Colour) {
        let swaps = orientation >= 5
        let storedWidth = swaps ? height : width
        let storedHeight = swaps ? width : height
        return (storedWidth, storedHeight, { x, y in
            let (w, h) = (storedWidth, storedHeight)
            let shown: (Int, Int) =
                switch orientation {
                case 2: (w - 1 - x, y)
                case 3: (w - 1 - x, h - 1 - y)
                case 4: (x, h - 1 - y)
                case 5: (y, x)
                case 6: (h - 1 - y, x)
                case 7: (h - 1 - y, w - 1 - x)
                case 8: (y, w - 1 - x)
                default: (x, y)
                }
            return uprightPixel(x: shown.0, y: shown.1, width: width, height: height)
        })
    }

    /// A JPEG of `png` (converted by libvips) with an EXIF block holding `orientation`, when `withGPS` a GPS
    /// latitude, and `dateTimeOriginal` (`2024:05:12 14:03:22`); the block is spliced in after the JPEG's start marker.
    static func jpeg(from png: Data, width: Int, orientation: Int?, withGPS: Bool, dateTimeOriginal: String? = nil) throws -> Data {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("roadbook-sample-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("plain.jpg").path
        try VipsImageProcessor(maximumPixels: 1 << 30).writeVariants(
            of: png, outputs: [(width, .jpeg, path)], quality: 95, keepsMetadata: false)
        let plain = try Data(contentsOf: URL(fileURLWithPath: path))
        let exif = exifSegment(orientation: orientation, withGPS: withGPS, dateTimeOriginal: dateTimeOriginal)
        return plain.prefix(2) + exif + plain.dropFirst(2)
    }

    /// An APP1 `Exif` segment: a little-endian TIFF block with IFD0 (orientation, Exif and GPS pointers), a GPS IFD
    /// and an Exif IFD (`DateTimeOriginal`).
    static func exifSegment(orientation: Int?, withGPS: Bool, dateTimeOriginal: String? = nil) -> Data {
        typealias Entry = (tag: Int, type: Int, count: Int, value: Int)
        let pointerCount = (withGPS ? 1 : 0) + (dateTimeOriginal == nil ? 0 : 1)
        let ifd0Size = 2 + 12 * ((orientation == nil ? 0 : 1) + pointerCount) + 4
        let gpsOffset = 8 + ifd0Size
        let gpsSize = withGPS ? 2 + 12 * 2 + 4 + 24 : 0
        let exifOffset = gpsOffset + gpsSize
        var entries: [Entry] = []
        if let orientation { entries.append((0x0112, 3, 1, orientation)) }
        if dateTimeOriginal != nil { entries.append((0x8769, 4, 1, exifOffset)) }
        if withGPS { entries.append((0x8825, 4, 1, gpsOffset)) }
        var tiff: [UInt8] = Array("II".utf8) + [42, 0] + littleEndian32(8)
        func ifd(_ list: [Entry]) -> [UInt8] {
            var bytes = littleEndian16(list.count)
            for entry in list {
                bytes += littleEndian16(entry.tag) + littleEndian16(entry.type) + littleEndian32(entry.count)
                bytes += entry.type == 3 ? littleEndian16(entry.value) + [0, 0] : littleEndian32(entry.value)
            }
            return bytes + littleEndian32(0)
        }
        tiff += ifd(entries)
        if withGPS {
            let rationals = gpsOffset + 2 + 12 * 2 + 4
            // GPSLatitudeRef "N" (ASCII, inline), GPSLatitude 41° 53' 24" (three rationals).
            tiff += littleEndian16(2)
            tiff += littleEndian16(1) + littleEndian16(2) + littleEndian32(2) + [UInt8(ascii: "N"), 0, 0, 0]
            tiff += littleEndian16(2) + littleEndian16(5) + littleEndian32(3) + littleEndian32(rationals)
            tiff += littleEndian32(0)
            for (numerator, denominator) in [(41, 1), (53, 1), (2400, 100)] {
                tiff += littleEndian32(numerator) + littleEndian32(denominator)
            }
        }
        if let date = dateTimeOriginal {
            let text = Array(date.utf8) + [0]
            tiff += ifd([(0x9003, 2, text.count, exifOffset + 18)]) + text
        }
        let payload: [UInt8] = Array("Exif".utf8) + [0, 0] + tiff
        return Data([0xFF, 0xE1] + bigEndian16(payload.count + 2) + payload)
    }

    private static func chunk(_ type: String, _ body: [UInt8]) -> Data {
        let typed = Array(type.utf8) + body
        return Data(bigEndian32(body.count) + typed + bigEndian32(Int(crc32(typed))))
    }

    /// A zlib stream of stored (uncompressed) deflate blocks.
    private static func storedZlib(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let length = min(65_535, bytes.count - offset)
            let isLast = offset + length == bytes.count
            out.append(isLast ? 1 : 0)
            out += littleEndian16(length) + littleEndian16(~length & 0xFFFF)
            out += bytes[offset..<offset + length]
            offset += length
        } while offset < bytes.count
        var a: UInt32 = 1
        var b: UInt32 = 0
        for byte in bytes {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        return out + bigEndian32(Int(b << 16 | a))
    }

    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    private static func bigEndian16(_ value: Int) -> [UInt8] { [UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }
    private static func bigEndian32(_ value: Int) -> [UInt8] { bigEndian16(value >> 16) + bigEndian16(value) }
    private static func littleEndian16(_ value: Int) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF)] }
    private static func littleEndian32(_ value: Int) -> [UInt8] { littleEndian16(value) + littleEndian16(value >> 16) }
}
