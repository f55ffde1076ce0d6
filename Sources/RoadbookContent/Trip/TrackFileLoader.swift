import Diagnostics
import Foundation
import SiteFiles

/// Reads the tracks of `content/tracks/`: one GPX file each, named `<id>.gpx`, within ``GPXLimits``.
package struct TrackFileLoader {
    /// `content/tracks`.
    package static let directory = SiteLayout.content + "/tracks"

    /// What reading one file gave: the track, or the problems that keep it out.
    package struct FileResult: Sendable {
        package let track: Track?
        package let diagnostics: [Diagnostic]
    }

    /// The files of the folder holding `fileNames` (sorted) that are tracks, with the warnings for those that
    /// are not (`.gpx` expected) and the errors of stems that are not ids: (path, id) pairs.
    package static func entries(fileNames: [String], diagnostics: DiagnosticsEngine) -> [(path: String, id: String)] {
        var entries: [(path: String, id: String)] = []
        for fileName in fileNames where !fileName.hasPrefix(".") {
            let path = directory + "/" + fileName
            guard fileName.lowercased().hasSuffix(".gpx"), fileName.count > 4 else {
                diagnostics.emit(TripProblem.ignoredTrackFile(path).diagnostic(at: SourceLocation(path: path)))
                continue
            }
            let stem = String(fileName.dropLast(4))
            guard IdentifierValidator.isValid(stem) else {
                diagnostics.emit(ContentProblem.invalidFileStem(stem).diagnostic(at: SourceLocation(path: path, line: 1, column: 1)))
                continue
            }
            entries.append((path, stem))
        }
        return entries
    }

    /// The track in the file at `path`, read through `fileSystem`, or taken from `cache` when the file has not
    /// changed since it was last read (and kept there when it loads without a problem).
    package static func read(_ path: String, id: String, from fileSystem: any ContentFileSystem, cache: TrackCache? = nil) -> FileResult {
        // The stamp before the bytes: a file changed in between is kept under its old stamp, so read again next time.
        let stamp = cache == nil ? nil : fileSystem.stamp(of: path)
        if let cache, let stamp, let track = cache.track(id: id, stamp: stamp) { return FileResult(track: track, diagnostics: []) }
        switch fileSystem.read(path, limit: GPXLimits.maximumBytes + 1) {
        case .failure(let refusal):
            return FileResult(track: nil, diagnostics: [refusal.errorDiagnostic])
        case .success(let bytes):
            let result = track(id: id, path: path, bytes: bytes)
            if let cache, let stamp, let track = result.track, result.diagnostics.isEmpty { cache.store(track, stamp: stamp) }
            return result
        }
    }

    /// The track `id` in `bytes`, the contents of the file at `path`.
    package static func track(id: String, path: String, bytes: Data) -> FileResult {
        if bytes.count > GPXLimits.maximumBytes {
            return FileResult(track: nil, diagnostics: [GPXProblem.tooLarge(limit: GPXLimits.maximumBytes).diagnostic(at: SourceLocation(path: path))])
        }
        if let offset = firstOffset(of: Array("<!DOCTYPE".utf8), in: bytes) {
            let (line, column) = UTF8Position.position(ofByte: offset, in: bytes)
            return FileResult(track: nil, diagnostics: [GPXProblem.documentType.diagnostic(at: SourceLocation(path: path, line: line, column: column))])
        }
        switch LibXMLGPXReader.track(id: id, from: bytes) {
        case .success(let track): return FileResult(track: track, diagnostics: [])
        case .failure(let failure):
            let column = failure.column > 0 ? failure.column : column(of: failure.element, onLine: failure.line, in: bytes)
            let location = SourceLocation(path: path, line: failure.line, column: failure.line > 0 ? column : 0)
            return FileResult(track: nil, diagnostics: [failure.problem.diagnostic(at: location)])
        }
    }

    /// The offset of the first `needle` in `bytes`: its first byte found with `memchr`, as the whole of a 16 MiB
    /// file is looked through.
    static func firstOffset(of needle: [UInt8], in bytes: Data) -> Int? {
        bytes.withUnsafeBytes { raw -> Int? in
            guard let base = raw.baseAddress, let first = needle.first, raw.count >= needle.count else { return nil }
            var index = 0
            while index <= raw.count - needle.count {
                guard let found = memchr(base + index, Int32(first), raw.count - needle.count + 1 - index) else { return nil }
                index = base.distance(to: UnsafeRawPointer(found))
                if (1..<needle.count).allSatisfy({ raw[index + $0] == needle[$0] }) { return index }
                index += 1
            }
            return nil
        }
    }

    /// The 1-based column of the first `<element` on line `line` of `bytes`; 0 when not found there.
    static func column(of element: String?, onLine line: Int, in bytes: Data) -> Int {
        guard let element, line > 0 else { return 0 }
        let start = bytes.withUnsafeBytes { raw -> Int? in
            guard var cursor = raw.baseAddress else { return nil }
            let end = cursor + raw.count
            for _ in 1..<line {
                guard let newline = memchr(cursor, Int32(UInt8(ascii: "\n")), cursor.distance(to: end)) else { return nil }
                cursor = UnsafeRawPointer(newline) + 1
            }
            return raw.baseAddress!.distance(to: cursor)
        }
        guard let start else { return 0 }
        let rest = bytes[(bytes.startIndex + start)...]
        let lineEnd = rest.firstIndex(of: UInt8(ascii: "\n")) ?? rest.endIndex
        guard let offset = firstOffset(of: Array(("<" + element).utf8), in: Data(rest[..<lineEnd])) else { return 0 }
        return UTF8Position.position(ofByte: offset, in: rest[..<lineEnd]).column
    }
}
