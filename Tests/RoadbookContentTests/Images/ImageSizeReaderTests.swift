import Foundation
import RoadbookContent
import Testing

/// Tiny image headers built byte by byte, so each test shows exactly what the reader looks at.
@Suite struct ImageSizeReaderTests {
    private func bigEndian32(_ value: Int) -> [UInt8] {
        [UInt8(value >> 24 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    private func bigEndian16(_ value: Int) -> [UInt8] { [UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }
    private func littleEndian16(_ value: Int) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF)] }
    private func littleEndian24(_ value: Int) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value >> 16 & 0xFF)] }

    private func png(width: Int, height: Int) -> Data {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        let ihdr = bigEndian32(13) + Array("IHDR".utf8) + bigEndian32(width) + bigEndian32(height) + [8, 6, 0, 0, 0]
        return Data(signature + ihdr + [0, 0, 0, 0])
    }

    @Test func png() {
        #expect(ImageSizeReader.size(of: png(width: 640, height: 480)) == PixelSize(width: 640, height: 480))
        #expect(ImageSizeReader.size(of: png(width: 70_000, height: 1)) == PixelSize(width: 70_000, height: 1))
        #expect(ImageSizeReader.size(of: png(width: 0, height: 10)) == nil)
        #expect(ImageSizeReader.size(of: png(width: 640, height: 480).prefix(20)) == nil)
    }

    @Test func gif() {
        let gif89 = Data(Array("GIF89a".utf8) + littleEndian16(300) + littleEndian16(2) + [0xF7, 0, 0])
        let gif87 = Data(Array("GIF87a".utf8) + littleEndian16(1) + littleEndian16(513) + [0, 0, 0])
        #expect(ImageSizeReader.size(of: gif89) == PixelSize(width: 300, height: 2))
        #expect(ImageSizeReader.size(of: gif87) == PixelSize(width: 1, height: 513))
    }

    private func segment(_ marker: UInt8, _ payload: [UInt8]) -> [UInt8] {
        [0xFF, marker] + bigEndian16(payload.count + 2) + payload
    }

    private func startOfFrame(_ marker: UInt8, width: Int, height: Int) -> [UInt8] {
        segment(marker, [8] + bigEndian16(height) + bigEndian16(width) + [3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1])
    }

    @Test func jpegSkipsSegmentsUntilTheFrameHeader() {
        let app0 = segment(0xE0, Array("JFIF".utf8) + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0])
        let exif = segment(0xE1, Array("Exif".utf8) + [0, 0] + [UInt8](repeating: 0xAB, count: 300))
        let quantisation = segment(0xDB, [0] + [UInt8](repeating: 1, count: 64))
        let huffman = segment(0xC4, [0] + [UInt8](repeating: 0, count: 16))
        let baseline = Data([0xFF, 0xD8] + app0 + exif + quantisation + huffman + startOfFrame(0xC0, width: 1024, height: 768) + [0xFF, 0xDA])
        #expect(ImageSizeReader.size(of: baseline) == PixelSize(width: 1024, height: 768))
        let progressive = Data([0xFF, 0xD8] + app0 + [0xFF] + startOfFrame(0xC2, width: 33, height: 4000))
        #expect(ImageSizeReader.size(of: progressive) == PixelSize(width: 33, height: 4000))
        let noFrame = Data([0xFF, 0xD8] + app0 + [0xFF, 0xDA, 0, 2])
        #expect(ImageSizeReader.size(of: noFrame) == nil)
        let truncated = Data([0xFF, 0xD8] + app0 + Array(startOfFrame(0xC0, width: 5, height: 5).prefix(6)))
        #expect(ImageSizeReader.size(of: truncated) == nil)
    }

    @Test func jpegExifOrientationTurnsTheSize() {
        func exif(orientation: UInt8, littleEndian: Bool) -> [UInt8] {
            let header: [UInt8] = littleEndian ? [0x49, 0x49, 0x2A, 0x00, 8, 0, 0, 0] : [0x4D, 0x4D, 0x00, 0x2A, 0, 0, 0, 8]
            let count: [UInt8] = littleEndian ? [2, 0] : [0, 2]
            let make: [UInt8] = littleEndian ? [0x0F, 0x01, 2, 0, 1, 0, 0, 0, 0, 0, 0, 0] : [0x01, 0x0F, 0, 2, 0, 0, 0, 1, 0, 0, 0, 0]
            let tag: [UInt8] =
                littleEndian
                ? [0x12, 0x01, 3, 0, 1, 0, 0, 0, orientation, 0, 0, 0] : [0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, orientation, 0, 0]
            return segment(0xE1, Array("Exif".utf8) + [0, 0] + header + count + make + tag + [0, 0, 0, 0])
        }
        let frame = startOfFrame(0xC0, width: 4000, height: 3000)
        for littleEndian in [true, false] {
            let turned = Data([0xFF, 0xD8] + exif(orientation: 6, littleEndian: littleEndian) + frame)
            #expect(ImageSizeReader.size(of: turned) == PixelSize(width: 3000, height: 4000))
            let upright = Data([0xFF, 0xD8] + exif(orientation: 1, littleEndian: littleEndian) + frame)
            #expect(ImageSizeReader.size(of: upright) == PixelSize(width: 4000, height: 3000))
        }
    }

    private func riff(_ chunk: String, _ payload: [UInt8]) -> Data {
        let body = Array("WEBP".utf8) + Array(chunk.utf8) + [UInt8(payload.count), 0, 0, 0] + payload
        return Data(Array("RIFF".utf8) + [UInt8(body.count), 0, 0, 0] + body)
    }

    @Test func webPLossyLosslessAndExtended() {
        let lossy = riff("VP8 ", [0x30, 0x01, 0x00, 0x9D, 0x01, 0x2A] + littleEndian16(400) + littleEndian16(300) + [0, 0])
        #expect(ImageSizeReader.size(of: lossy) == PixelSize(width: 400, height: 300))
        let bits = (123 - 1) | (45 - 1) << 14
        let lossless = riff("VP8L", [0x2F, UInt8(bits & 0xFF), UInt8(bits >> 8 & 0xFF), UInt8(bits >> 16 & 0xFF), UInt8(bits >> 24 & 0xFF), 0, 0, 0, 0, 0])
        #expect(ImageSizeReader.size(of: lossless) == PixelSize(width: 123, height: 45))
        let extended = riff("VP8X", [0x10, 0, 0, 0] + littleEndian24(2000 - 1) + littleEndian24(1500 - 1))
        #expect(ImageSizeReader.size(of: extended) == PixelSize(width: 2000, height: 1500))
    }

    @Test func avifSpatialExtents() {
        let ftyp = bigEndian32(20) + Array("ftypavif".utf8) + bigEndian32(0) + Array("mif1".utf8)
        let ispe = bigEndian32(20) + Array("ispe".utf8) + bigEndian32(0) + bigEndian32(1920) + bigEndian32(1080)
        #expect(ImageSizeReader.size(of: Data(ftyp + [0, 0, 0, 8] + Array("meta".utf8) + ispe)) == PixelSize(width: 1920, height: 1080))
        let mp4 = bigEndian32(20) + Array("ftypisom".utf8) + bigEndian32(0) + Array("isom".utf8)
        #expect(ImageSizeReader.size(of: Data(mp4 + ispe)) == nil)
    }

    struct SVGCase: Sendable, CustomTestStringConvertible {
        let name: String
        let text: String
        let size: PixelSize?
        var testDescription: String { name }
    }

    static let svgCases: [SVGCase] = [
        SVGCase(name: "width and height", text: #"<svg xmlns="http://www.w3.org/2000/svg" width="120" height="80"></svg>"#, size: PixelSize(width: 120, height: 80)),
        SVGCase(name: "px units and single quotes", text: "<svg width='64px' height='32.4px'/>", size: PixelSize(width: 64, height: 32)),
        SVGCase(name: "viewBox only", text: #"<svg viewBox="0 0 640 480" xmlns="http://www.w3.org/2000/svg"/>"#, size: PixelSize(width: 640, height: 480)),
        SVGCase(name: "viewBox with commas", text: #"<svg viewBox="0,0,300.5,150"/>"#, size: PixelSize(width: 301, height: 150)),
        SVGCase(name: "percent width falls back to viewBox", text: #"<svg width="100%" height="100%" viewBox="0 0 40 30"/>"#, size: PixelSize(width: 40, height: 30)),
        SVGCase(name: "width and viewBox ratio", text: #"<svg width="200" viewBox="0 0 40 30"/>"#, size: PixelSize(width: 200, height: 150)),
        SVGCase(name: "height and viewBox ratio", text: #"<svg height="60" viewBox="0 0 40 30"/>"#, size: PixelSize(width: 80, height: 60)),
        SVGCase(name: "inches", text: #"<svg width="1in" height="0.5in"/>"#, size: PixelSize(width: 96, height: 48)),
        SVGCase(
            name: "prolog, comment and doctype first",
            text: """
                <?xml version="1.0" encoding="UTF-8"?>
                <!-- <svg width="1" height="1"> in a comment -->
                <!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">
                <svg
                  xmlns="http://www.w3.org/2000/svg"
                  width="300" height="200">
                </svg>
                """, size: PixelSize(width: 300, height: 200)),
        SVGCase(name: "no size at all", text: "<svg xmlns='http://www.w3.org/2000/svg'><rect/></svg>", size: nil),
        SVGCase(name: "not svg", text: "<html><svg width='1' height='1'/></html>", size: nil),
        SVGCase(name: "svgz-like prefix element", text: "<svgfoo width='1' height='1'/>", size: nil),
        SVGCase(name: "plain text", text: "not an image", size: nil),
    ]

    @Test(arguments: svgCases)
    func svg(_ svgCase: SVGCase) {
        #expect(ImageSizeReader.size(of: Data(svgCase.text.utf8)) == svgCase.size)
    }
}
