import RoadbookContent
/// What a page shows of a photo besides its variants, read from the source once and cached with it (see
/// ``ImageDetailsCache``): a tiny blurred preview and when it was taken.
package struct ImageDetails: Hashable, Sendable {
    /// A few-pixel WebP of the photo as a `data:` URI (under about 200 bytes), shown while the photo loads.
    package let placeholder: String?
    /// EXIF `DateTimeOriginal` (`2024:05:12 14:03:22`, the camera's local time), read before metadata is stripped.
    package let captureDate: String?

    /// Nothing known.
    package static let none = ImageDetails(placeholder: nil, captureDate: nil)

    /// Details of a photo.
    package init(placeholder: String?, captureDate: String?) {
        self.placeholder = placeholder
        self.captureDate = captureDate
    }

    /// The calendar date of ``captureDate`` (year, month, day), when it is one.
    package var captureDay: (year: Int, month: Int, day: Int)? {
        guard let text = captureDate, text.count >= 10 else { return nil }
        let parts = text.prefix(10).split(separator: ":").compactMap { Int($0) }
        guard parts.count == 3, (1...9999).contains(parts[0]), (1...12).contains(parts[1]), (1...31).contains(parts[2]) else { return nil }
        return (parts[0], parts[1], parts[2])
    }
}
