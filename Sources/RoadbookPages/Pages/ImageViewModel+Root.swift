extension ImageViewModel {
    /// This image, made for the site root (its URLs are site paths), on a page whose links start with `root`: each URL
    /// prefixed, as ``init(_:use:alt:root:)`` with `root` would have made it. A `srcset`'s entries are split at
    /// `", "`, which no URL holds: a site path's spaces are percent-encoded (``RelativeURL/encoded(_:)``).
    func rooted(at root: String) -> ImageViewModel {
        guard !root.isEmpty else { return self }
        return ImageViewModel(
            url: root + url, alt: alt, width: width, height: height, srcset: Self.rooted(srcset, at: root), sizes: sizes,
            sources: sources.map { ImageSourceViewModel(type: $0.type, srcset: Self.rooted($0.srcset, at: root), sizes: $0.sizes) },
            variants: variants.map { ImageVariantViewModel(url: root + $0.url, width: $0.width, height: $0.height, type: $0.type) },
            originalURL: originalURL.map { root + $0 }, largeURL: root + largeURL, caption: caption, captureDate: captureDate,
            captureDateISO: captureDateISO, placeholder: placeholder, countText: countText, largestWidth: largestWidth)
    }

    /// A `srcset` of site paths (`images/400/a.jpg 400w, images/800/a.jpg 800w`) with each URL prefixed by `root`,
    /// byte by byte (a `Substring` search for `", "` cost more than making the image again).
    private static func rooted(_ srcset: String, at root: String) -> String {
        guard !srcset.isEmpty else { return srcset }
        let prefix = Array(root.utf8)
        let bytes = Array(srcset.utf8)
        var result = prefix
        result.reserveCapacity(bytes.count + prefix.count * 8)
        var index = 0
        while index < bytes.count {
            result.append(bytes[index])
            if bytes[index] == UInt8(ascii: ","), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: " ") {
                result.append(UInt8(ascii: " "))
                result += prefix
                index += 1
            }
            index += 1
        }
        return String(decoding: result, as: UTF8.self)
    }
}
