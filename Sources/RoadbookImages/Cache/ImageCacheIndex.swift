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
                String(record.size), String(record.modified), String(record.inode), record.hash, String(header.width),
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

    private typealias Bytes = Slice<UnsafeBufferPointer<UInt8>>

    private static func records(from bytes: UnsafeBufferPointer<UInt8>) -> [String: ImageSourceRecord]? {
        let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        guard let first = lines.first, first.elementsEqual(header.utf8), lines.last?.isEmpty == true else { return nil }
        var records: [String: ImageSourceRecord] = [:]
        records.reserveCapacity(lines.count)
        for line in lines.dropFirst().dropLast() {
            guard let (path, record) = record(from: line) else { return nil }
            records[path] = record
        }
        return records
    }

    /// The path and record of one line; nil when it is not one.
    private static func record(from line: Bytes) -> (String, ImageSourceRecord)? {
        let fields = line.split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false)
        guard fields.count == 8, let size = Int64(digits: fields[0]), let modified = Int64(digits: fields[1]),
            let inode = UInt64(digits: fields[2]), let width = Int(digits: fields[4]), let height = Int(digits: fields[5]),
            fields[6].count == 1, let alpha = fields[6].first, alpha == UInt8(ascii: "0") || alpha == UInt8(ascii: "1"),
            let path = PercentEscapes.strictlyDecoded(fields[7])
        else { return nil }
        let header = ImageHeader(width: width, height: height, hasAlpha: alpha == UInt8(ascii: "1"))
        let hash = String(decoding: fields[3], as: UTF8.self)
        return (String(decoding: path, as: UTF8.self), ImageSourceRecord(size: size, modified: modified, inode: inode, hash: hash, header: header))
    }
}

extension FixedWidthInteger {
    /// The number the ASCII decimal `digits` write (a leading `-` for a negative one); nil when they are not one or it
    /// does not fit.
    fileprivate init?(digits: Slice<UnsafeBufferPointer<UInt8>>) {
        var rest = digits[...]
        let isNegative = rest.first == UInt8(ascii: "-")
        if isNegative { rest = rest.dropFirst() }
        guard !rest.isEmpty else { return nil }
        var value: Self = 0
        for byte in rest {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            let (times10, overflow1) = value.multipliedReportingOverflow(by: 10)
            let digit = Self(byte - UInt8(ascii: "0"))
            let (next, overflow2) = isNegative ? times10.subtractingReportingOverflow(digit) : times10.addingReportingOverflow(digit)
            guard !overflow1, !overflow2 else { return nil }
            value = next
        }
        self = value
    }
}
