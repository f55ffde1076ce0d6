import Foundation

/// The todo file's text as the editor sees it, and how to write an edited text back the way the file was.
///
/// A UTF-8 byte-order mark at the start is not part of the text (the YAML parser and the editor never see it);
/// a file that had one keeps it.
struct TodoFileContents: Sendable, Equatable {
    /// The UTF-8 byte-order mark.
    static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// The text, without the byte-order mark.
    let text: String
    /// Whether the file starts with a byte-order mark.
    let hasByteOrderMark: Bool

    /// The contents of `data`; `nil` when it is not UTF-8.
    init?(data: Data) {
        let bytes = [UInt8](data)
        hasByteOrderMark = bytes.starts(with: Self.byteOrderMark)
        guard let text = String(validating: bytes.dropFirst(hasByteOrderMark ? 3 : 0), as: UTF8.self) else { return nil }
        self.text = text
    }

    /// No file yet: empty, without a mark.
    init() {
        text = ""
        hasByteOrderMark = false
    }

    /// The bytes to write for `edited`: the mark first when the file had one.
    func data(for edited: String) -> Data {
        Data((hasByteOrderMark ? Self.byteOrderMark : []) + Array(edited.utf8))
    }
}
