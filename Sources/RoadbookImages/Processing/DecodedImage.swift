import RoadbookContent
/// An image's pixels as stored, for inspecting what the build wrote.
struct DecodedImage: Hashable, Sendable {
    /// Width in pixels.
    let width: Int
    /// Height in pixels.
    let height: Int
    /// Samples per pixel (3 for RGB, 4 with alpha).
    let bands: Int
    /// 8-bit samples, row by row, band-interleaved.
    let samples: [UInt8]
    /// The names of its metadata fields, sorted.
    let metadataFields: [String]

    /// The samples of the pixel at (`x`, `y`).
    func pixel(x: Int, y: Int) -> [UInt8] {
        let start = (y * width + x) * bands
        return Array(samples[start..<start + bands])
    }
}
