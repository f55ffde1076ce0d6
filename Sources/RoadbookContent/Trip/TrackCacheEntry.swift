import Foundation
import SiteFiles

/// One track of ``TrackCache`` as bytes: what reading its GPX file made (its name, measures, outline and thinned
/// points), with the stamp of the file it was made from.
///
/// Binary, little-endian, written and read in one pass (a text or JSON form of 300 tracks' points took longer to
/// read than the GPX). An entry is input like any file of the site (a pull request can commit one): it is used only
/// when every part is well formed and within the reader's own limits, with the same id and stamp; anything else is
/// no entry, and the GPX file is read again. The form is canonical: an entry that is read, written again, is the
/// same bytes (the `track-cache` fuzz target holds it to that).
package enum TrackCacheEntry {
    /// The first bytes; the version changes whenever the reader, the simplifier or the thinner would make another
    /// track of the same file.
    static let magic = Array("roadbook-track 1\n".utf8)

    /// The entry of `track`, made from a file with `stamp`.
    package static func bytes(of track: Track, stamp: FileStamp) -> [UInt8] {
        var out = magic
        out.reserveCapacity(256 + (track.segments.reduce(0) { $0 + $1.count } * 33) + track.outline.reduce(0) { $0 + $1.count } * 16)
        func put(_ value: UInt64) { withUnsafeBytes(of: value.littleEndian) { out += $0 } }
        func put(_ value: Double) { put(value.bitPattern) }
        func put(_ text: String) {
            put(UInt64(text.utf8.count))
            out += text.utf8
        }
        put(UInt64(bitPattern: stamp.size))
        put(UInt64(bitPattern: stamp.modified))
        put(stamp.inode)
        put(track.id)
        put(track.name.map { UInt64($0.utf8.count) + 1 } ?? 0)
        out += (track.name ?? "").utf8
        put(UInt64(track.pointCount))
        put(track.length)
        put(UInt64(track.elevationGain == nil ? 0 : 1))
        put(track.elevationGain ?? 0)
        func put<Item>(lines: [[Item]], _ putItem: (Item) -> Void) {
            put(UInt64(lines.count))
            for line in lines {
                put(UInt64(line.count))
                line.forEach(putItem)
            }
        }
        put(lines: track.outline) { point in
            put(point.latitude)
            put(point.longitude)
        }
        put(lines: track.segments) { point in
            put(point.latitude)
            put(point.longitude)
            out.append((point.elevation == nil ? 0 : 1) | (point.time == nil ? 0 : 2))
            if let elevation = point.elevation { put(elevation) }
            if let time = point.time { put(time.timeIntervalSinceReferenceDate) }
        }
        return out
    }

    /// The track `id` the entry `bytes` holds when it was made from a file with `stamp`; nil when it is not a whole,
    /// well-formed entry for them.
    package static func track(from bytes: [UInt8], id: String, stamp: FileStamp) -> Track? {
        var cursor = Cursor(bytes: bytes)
        guard cursor.take(magic.count) == magic[...], cursor.number() == UInt64(bitPattern: stamp.size),
            cursor.number() == UInt64(bitPattern: stamp.modified), cursor.number() == stamp.inode, cursor.text() == id,
            let nameCount = cursor.number()
        else { return nil }
        let name: String?
        if nameCount == 0 {
            name = nil
        } else {
            guard let text = cursor.text(count: nameCount - 1) else { return nil }
            name = text
        }
        guard let pointCount = cursor.count(atMost: GPXLimits.maximumPoints), let length = cursor.decimal(), length.isFinite, length >= 0,
            // Without a climb its value is 0, so an entry has one form only: what it holds written again is itself.
            let hasGain = cursor.number(), hasGain <= 1, let gain = cursor.decimal(), gain.isFinite, gain >= 0, hasGain == 1 || gain.bitPattern == 0,
            // The outline keeps some of the track's points; the segments are the thinned points, none empty.
            let outline = cursor.lines(atMost: pointCount, nonEmpty: false, { $0.coordinates() }),
            let segments = cursor.lines(atMost: pointCount, nonEmpty: true, { $0.point() }), cursor.isAtEnd
        else { return nil }
        return Track(
            id: id, name: name, segments: segments, pointCount: pointCount, length: length, elevationGain: hasGain == 1 ? gain : nil,
            outline: outline)
    }

    /// Reads an entry front to back, each read checked against what is left.
    private struct Cursor {
        let bytes: [UInt8]
        var offset = 0

        var isAtEnd: Bool { offset == bytes.count }

        mutating func take(_ count: Int) -> ArraySlice<UInt8>? {
            guard count >= 0, count <= bytes.count - offset else { return nil }
            defer { offset += count }
            return bytes[offset..<offset + count]
        }

        /// Eight bytes, little-endian, loaded as one word: put together byte by byte (`reversed().reduce`), the
        /// numbers were most of reading a cache entry (16 M instructions for 60 tracks' 46,000 points).
        mutating func number() -> UInt64? {
            guard 8 <= bytes.count - offset else { return nil }
            defer { offset += 8 }
            return UInt64(littleEndian: bytes.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset, as: UInt64.self) })
        }

        mutating func decimal() -> Double? {
            number().map(Double.init(bitPattern:))
        }

        /// A count no larger than `limit`, nor than what is left of the entry.
        mutating func count(atMost limit: Int) -> Int? {
            guard let value = number(), value <= UInt64(min(limit, bytes.count - offset)) else { return nil }
            return Int(value)
        }

        mutating func text(count: UInt64? = nil) -> String? {
            guard let count = count ?? number(), count <= UInt64(bytes.count - offset), let slice = take(Int(count)) else { return nil }
            return String(validating: slice, as: UTF8.self)
        }

        mutating func coordinates() -> Coordinates? {
            guard let latitude = decimal(), let longitude = decimal(), abs(latitude) <= 90, abs(longitude) <= 180 else { return nil }
            return Coordinates(latitude: latitude, longitude: longitude)
        }

        /// Lines of items each read by `read`, at most `pointCount` items in all; with `nonEmpty`, none empty.
        mutating func lines<Item>(atMost pointCount: Int, nonEmpty: Bool, _ read: (inout Cursor) -> Item?) -> [[Item]]? {
            guard let lineCount = count(atMost: pointCount) else { return nil }
            var lines: [[Item]] = []
            var total = 0
            for _ in 0..<lineCount {
                guard let count = count(atMost: pointCount - total), count > 0 || !nonEmpty else { return nil }
                total += count
                var line: [Item] = []
                line.reserveCapacity(count)
                for _ in 0..<count {
                    guard let item = read(&self) else { return nil }
                    line.append(item)
                }
                lines.append(line)
            }
            return lines
        }

        mutating func point() -> TrackPoint? {
            guard let position = coordinates(), let flags = take(1)?.first, flags <= 3 else { return nil }
            var elevation: Double?
            var time: Date?
            if flags & 1 != 0 {
                guard let value = decimal(), value.isFinite else { return nil }
                elevation = value
            }
            if flags & 2 != 0 {
                guard let value = decimal(), value.isFinite else { return nil }
                time = Date(timeIntervalSinceReferenceDate: value)
            }
            return TrackPoint(latitude: position.latitude, longitude: position.longitude, elevation: elevation, time: time)
        }
    }
}
