import Escaping
import Foundation
import RoadbookContent

/// The image cache's index file, `index.tsv`: one line per source image, read at the start of every build.
///
/// A first line names the format; then, for each source, its size, modification time (ns), inode, SHA-256, width,
/// height and alpha (`0`/`1`) and its percent-encoded path, separated by tabs. Plain text read byte by byte, since
/// decoding the same records as JSON took a tenth of a second of one core at 20,000 images. A file that does not
/// parse as a whole is no index: the build then reads and hashes every image again and writes a new one.
enum ImageCacheIndex {
    /// The index's name in the cache folder.
    static let fileName = "index.tsv"
    /// The first line.
    static let header = "roadbook-image-index 1"

    /// The text of an index of `records` (path → record), sorted by path.
    static func text(of records: [String: ImageSourceRecord]) -> String {
        var text = header + "\n"
        for (path, record) in records.sorted(by: { $0.key < $1.key }) {
            let header = record.header
            let fields = [
                String(record.stamp.size), String(record.stamp.modified), String(record.stamp.inode), record.hash, String(header.width),
                String(header.height), header.hasAlpha ? "1" : "0", PercentEscapes.encoded(Array(path.utf8)),
            ]
            text += fields.joined(separator: "\t") + "\n"
        }
        return text
    }

    /// The records of the index `data`; nil when it is not a whole index of this format.
    static func records(from data: Data) -> [String: ImageSourceRecord]? {
        data.withUnsafeBytes { records(from: $0.bindMemory(to: UInt8.self)) }
    }

    private static let tab = UInt8(ascii: "\t")
    private static let newline = UInt8(ascii: "\n")

    /// The records of `bytes`, read in one pass with a position moved field by field: splitting the text into lines
    /// and the lines into fields went through the standard library's unspecialised generic code, with an array for
    /// each line, and took 2 % of a 10,000-place build, before anything else could start.
    private static func records(from bytes: UnsafeBufferPointer<UInt8>) -> [String: ImageSourceRecord]? {
        var position = 0
        for byte in header.utf8 {
            guard position < bytes.count, bytes[position] == byte else { return nil }
            position += 1
        }
        guard position < bytes.count, bytes[position] == newline, bytes[bytes.count - 1] == newline else { return nil }
        position += 1
        var records: [String: ImageSourceRecord] = [:]
        records.reserveCapacity(bytes.count / 160)
        while position < bytes.count {
            guard let (path, record) = record(in: bytes, at: &position) else { return nil }
            records[path] = record
        }
        return records
    }

    /// The path and record of the line at `position`, which is moved past its newline; nil when it is not one.
    private static func record(in bytes: UnsafeBufferPointer<UInt8>, at position: inout Int) -> (String, ImageSourceRecord)? {
        guard let size = number(in: bytes, at: &position).flatMap(Int64.init(signed:)),
            let modified = number(in: bytes, at: &position).flatMap(Int64.init(signed:)),
            let inode = number(in: bytes, at: &position).flatMap(UInt64.init(signed:)),
            let hash = field(in: bytes, at: &position, endingWith: tab),
            let width = number(in: bytes, at: &position).flatMap(Int64.init(signed:)).flatMap(Int.init(exactly:)),
            let height = number(in: bytes, at: &position).flatMap(Int64.init(signed:)).flatMap(Int.init(exactly:)),
            let alpha = field(in: bytes, at: &position, endingWith: tab), alpha.count == 1,
            bytes[alpha.lowerBound] == UInt8(ascii: "0") || bytes[alpha.lowerBound] == UInt8(ascii: "1"),
            let encodedPath = field(in: bytes, at: &position, endingWith: newline),
            let path = decodedPath(UnsafeBufferPointer(rebasing: bytes[encodedPath]))
        else { return nil }
        let header = ImageHeader(width: width, height: height, hasAlpha: bytes[alpha.lowerBound] == UInt8(ascii: "1"))
        let hashText = String(decoding: UnsafeBufferPointer(rebasing: bytes[hash]), as: UTF8.self)
        return (path, ImageSourceRecord(size: size, modified: modified, inode: inode, hash: hashText, header: header))
    }

    /// Where the bytes from `position` to the next `end` are, which must come before any other tab or newline;
    /// `position` is moved past the `end`.
    private static func field(in bytes: UnsafeBufferPointer<UInt8>, at position: inout Int, endingWith end: UInt8) -> Range<Int>? {
        let start = position
        while position < bytes.count {
            let byte = bytes[position]
            position += 1
            if byte == end { return start..<(position - 1) }
            if byte == tab || byte == newline { return nil }
        }
        return nil
    }

    /// The path the percent-encoded `encoded` stands for; nil when an escape is broken.
    private static func decodedPath(_ encoded: UnsafeBufferPointer<UInt8>) -> String? {
        var broken = false
        let path = String(unsafeUninitializedCapacity: encoded.count) { output in
            var written = 0
            var index = 0
            while index < encoded.count {
                var byte = encoded[index]
                if byte == UInt8(ascii: "%") {
                    guard index + 2 < encoded.count, let high = hexValue(encoded[index + 1]), let low = hexValue(encoded[index + 2]) else {
                        broken = true
                        return 0
                    }
                    byte = high << 4 | low
                    index += 2
                }
                output[written] = byte
                written += 1
                index += 1
            }
            return written
        }
        return broken ? nil : path
    }

    /// The value of the hexadecimal digit `byte`, either case.
    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// The decimal number of the field at `position`, ended by a tab (a leading `-` for a negative one), as its
    /// sign and magnitude; `position` is moved past the tab. Nil when the field is not one or does not fit.
    private static func number(in bytes: UnsafeBufferPointer<UInt8>, at position: inout Int) -> SignedDigits? {
        guard let digits = field(in: bytes, at: &position, endingWith: tab) else { return nil }
        let isNegative = !digits.isEmpty && bytes[digits.lowerBound] == UInt8(ascii: "-")
        let start = isNegative ? digits.lowerBound + 1 : digits.lowerBound
        guard start < digits.upperBound else { return nil }
        var magnitude: UInt64 = 0
        for index in start..<digits.upperBound {
            let byte = bytes[index]
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            let (times10, overflowed) = magnitude.multipliedReportingOverflow(by: 10)
            let (next, carried) = times10.addingReportingOverflow(UInt64(byte - UInt8(ascii: "0")))
            guard !overflowed, !carried else { return nil }
            magnitude = next
        }
        return SignedDigits(isNegative: isNegative, magnitude: magnitude)
    }

    /// A decimal number as written: its sign and its magnitude.
    fileprivate struct SignedDigits {
        let isNegative: Bool
        let magnitude: UInt64
    }
}

extension Int64 {
    /// `digits` when it fits.
    fileprivate init?(signed digits: ImageCacheIndex.SignedDigits) {
        if !digits.isNegative {
            guard digits.magnitude <= UInt64(Int64.max) else { return nil }
            self.init(digits.magnitude)
        } else {
            guard digits.magnitude <= UInt64(Int64.max) + 1 else { return nil }
            self = digits.magnitude == UInt64(Int64.max) + 1 ? .min : -Int64(digits.magnitude)
        }
    }
}

extension UInt64 {
    /// `digits` when it fits (a negative number only as `-0`).
    fileprivate init?(signed digits: ImageCacheIndex.SignedDigits) {
        guard !digits.isNegative || digits.magnitude == 0 else { return nil }
        self = digits.magnitude
    }
}
