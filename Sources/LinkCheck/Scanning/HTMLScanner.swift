import Foundation

/// Reads an HTML page and returns the elements that matter for link checking: the elements whose attributes
/// hold URLs, and every element with an `id`, a `name` or a `style`, each with the line of its start tag.
///
/// A page in UTF-8 (or in ASCII, or one that declares no encoding) is read by ``HTMLTagScanner``, the HTML
/// standard's tokenizer (a page in UTF-16, known by its byte order mark, is made UTF-8 first); a page that
/// declares another encoding and has bytes above 127 (`<meta charset="iso-8859-1">`) is read by libxml2
/// (``LibXMLHTMLScanner``), which decodes it. Both
/// leave out elements inside `<template>`, `<script>`, `<style>` and `<textarea>`, and mark the elements inside
/// one with `data-proofer-ignore`.
package enum HTMLScanner {
    /// Scans `data` (the bytes of an HTML file) and returns its elements in document order, or `nil` when the
    /// page cannot be read (a page in another encoding larger than libxml2 takes).
    package static func scan(_ data: Data) -> [ScannedElement]? {
        var elements: [ScannedElement] = []
        return scan(data) { elements.append($0) } ? elements : nil
    }

    /// Scans `data` with the reader given (tests compare the two) and returns its elements in document order,
    /// or `nil` when that reader cannot take the page.
    package static func scan(_ data: Data, with reader: Reader) -> [ScannedElement]? {
        var elements: [ScannedElement] = []
        return scan(normalized(data), with: reader) { elements.append($0) } ? elements : nil
    }

    /// The two readers of a page.
    package enum Reader: Sendable {
        /// ``HTMLTagScanner``, for pages in UTF-8.
        case tokenizer
        /// libxml2's HTML parser, for pages in other encodings.
        case libxml2
    }

    /// Scans `data` and hands each element to `visit` in document order; `false` (and no element) when the page
    /// cannot be read.
    static func scan(_ data: Data, _ visit: (ScannedElement) -> Void) -> Bool {
        let page = normalized(utf8(fromUTF16: data) ?? data)
        let isUTF8 = page.withUnsafeBytes { buffer in
            PageEncoding.isReadAsUTF8(buffer.bindMemory(to: UInt8.self))
        }
        return scan(page, with: isUTF8 ? .tokenizer : .libxml2, visit)
    }

    private static func scan(_ page: Data, with reader: Reader, _ visit: (ScannedElement) -> Void) -> Bool {
        switch reader {
        case .libxml2:
            return LibXMLHTMLScanner.scan(page, visit)
        case .tokenizer:
            page.withUnsafeBytes { buffer in HTMLTagScanner.scan(buffer.bindMemory(to: UInt8.self), visit) }
            return true
        }
    }

    /// The page in UTF-8 when it starts with UTF-16's byte order mark (little or big endian), or `nil`.
    static func utf8(fromUTF16 data: Data) -> Data? {
        guard data.count >= 2 else { return nil }
        let first = data[data.startIndex]
        let second = data[data.startIndex + 1]
        let isLittleEndian = first == 0xFF && second == 0xFE
        guard isLittleEndian || (first == 0xFE && second == 0xFF) else { return nil }
        var units: [UInt16] = []
        units.reserveCapacity(data.count / 2)
        var index = data.startIndex + 2
        while index + 1 < data.endIndex {
            let low = UInt16(data[isLittleEndian ? index : index + 1])
            let high = UInt16(data[isLittleEndian ? index + 1 : index])
            units.append(high << 8 | low)
            index += 2
        }
        return Data(String(decoding: units, as: UTF16.self).utf8)
    }

    /// The bytes as the scanners must see them: a carriage return alone ends a line in HTML (old Mac files), but
    /// lines are counted at line feeds, so it becomes a line feed; and a NUL byte, which libxml2 takes for the
    /// end of the input, becomes U+FFFD as the HTML standard replaces it, so the rest of the page is read. Files
    /// with neither are passed through without a copy.
    static func normalized(_ data: Data) -> Data {
        let needsCopy = data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) -> Bool in
            guard let start = buffer.baseAddress else { return false }
            let end = start + buffer.count
            if memchr(start, 0, buffer.count) != nil { return true }
            var cursor = start
            while cursor < end, let found = memchr(cursor, 0x0D, end - cursor) {
                let next = found + 1
                if next == end || next.load(as: UInt8.self) != 0x0A { return true }
                cursor = UnsafeRawPointer(next)
            }
            return false
        }
        guard needsCopy else { return data }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(data.count)
        var previous: UInt8 = 0
        for byte in data {
            if previous == 0x0D, byte != 0x0A { bytes[bytes.count - 1] = 0x0A }
            if byte == 0 { bytes += [0xEF, 0xBF, 0xBD] } else { bytes.append(byte) }
            previous = byte
        }
        if previous == 0x0D { bytes[bytes.count - 1] = 0x0A }
        return Data(bytes)
    }
}
