import Foundation
import RoadbookContent

/// Removes the EXIF, XMP and ICC chunks of a WebP file (RIFF container), and their flags in `VP8X` (the `VP8X` chunk
/// itself when no flag is left).
///
/// libvips 8.14 (Debian 12) writes an EXIF chunk into every WebP, `strip` or not (rebuilt from the image's
/// resolution and orientation); this takes it out after the save, so a stripped photo carries no EXIF at all.
enum WebPMetadataStripper {
    /// The chunks taken out.
    static let metadataChunks: Set<String> = ["EXIF", "XMP ", "ICCP"]

    /// `data` without its metadata chunks; `nil` when it is not a well-formed WebP file.
    static func stripped(_ data: Data) -> Data? {
        let bytes = [UInt8](data)
        guard bytes.count >= 12, bytes[0..<4].elementsEqual("RIFF".utf8), bytes[8..<12].elementsEqual("WEBP".utf8) else { return nil }
        var body: [UInt8] = Array("WEBP".utf8)
        var offset = 12
        while offset + 8 <= bytes.count {
            let name = String(decoding: bytes[offset..<offset + 4], as: UTF8.self)
            let size = Int(bytes[offset + 4]) | Int(bytes[offset + 5]) << 8 | Int(bytes[offset + 6]) << 16 | Int(bytes[offset + 7]) << 24
            let end = offset + 8 + size + (size & 1)
            guard end <= bytes.count || offset + 8 + size == bytes.count else { return nil }
            var chunk = Array(bytes[offset..<min(end, bytes.count)])
            if name == "VP8X", chunk.count > 8 {
                chunk[8] &= ~(0x20 | 0x08 | 0x04)  // ICC, EXIF and XMP flags
            }
            // A VP8X left without flags (no alpha, no animation) says nothing the VP8 or VP8L header does not: the
            // simple format is smaller by its 18 bytes (a tenth of a placeholder).
            let isEmptyExtension = name == "VP8X" && chunk.count > 8 && chunk[8] == 0
            if !metadataChunks.contains(name), !isEmptyExtension { body += chunk }
            offset = end
        }
        let size = body.count
        return Data(Array("RIFF".utf8) + [UInt8(size & 0xFF), UInt8(size >> 8 & 0xFF), UInt8(size >> 16 & 0xFF), UInt8(size >> 24 & 0xFF)] + body)
    }
}
