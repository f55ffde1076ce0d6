import Diagnostics
import Escaping
import Foundation

/// Content files read as text: through the file system's policy, then as UTF-8 with the position of the first
/// byte that is not.
package enum SourceText {
    /// The text of the file at `path`; `nil` with the problem reported when it is not read: a refusal at its path
    /// (`missing` when nothing is there, or nothing reported when `missing` is `nil`), a byte that is not UTF-8
    /// at its line and column.
    static func read(
        _ path: String, from fileSystem: any ContentFileSystem, missing: ContentProblem?, diagnostics: DiagnosticsEngine
    ) -> String? {
        switch fileSystem.read(path, limit: nil) {
        case .failure(let refusal):
            if !refusal.isMissing {
                // A file the site needs: whatever keeps it from being read is an error.
                diagnostics.emit(refusal.errorDiagnostic)
            } else if let missing {
                diagnostics.emit(missing.diagnostic(at: SourceLocation(path: path)))
            }
            return nil
        case .success(let data):
            switch decode(data, path: path) {
            case .success(let text): return text
            case .failure(let diagnostic):
                diagnostics.emit(diagnostic)
                return nil
            }
        }
    }

    /// The bytes of U+FEFF in UTF-8, which some editors write at the start of a file.
    static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// `data` as UTF-8 text, or an error at the line and column of its first invalid byte.
    package static func decode(_ data: Data, path: String) -> Result<String, Diagnostic> {
        // Checked by ``UTF8Text`` (ASCII eight bytes at a time, not ten instructions a byte), a leading byte order
        // mark dropped as Foundation's `String(data:encoding:)` drops it.
        let text = data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            let start = bytes.starts(with: byteOrderMark) ? byteOrderMark.count : 0
            return UTF8Text.string(validating: UnsafeBufferPointer(rebasing: bytes[start...]))
        }
        if let text { return .success(text) }
        let offset = UTF8Position.firstInvalidByte(in: data) ?? 0
        let (line, column) = UTF8Position.position(ofByte: offset, in: data)
        let byte = offset < data.count ? data[data.startIndex + offset] : 0
        return .failure(ContentProblem.invalidUTF8(byte).diagnostic(at: SourceLocation(path: path, line: line, column: column)))
    }
}
