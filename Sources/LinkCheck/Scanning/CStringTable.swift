import Foundation

/// A few ASCII names, matched against C strings without making a Swift `String` of each candidate.
///
/// Every attribute of every element of every page is looked up here, so a candidate is ruled out by its first two
/// bytes before the whole name is compared (`class` never reaches `strcmp` against `content`).
struct CStringTable: Sendable {
    private let entries: [(bytes: [CChar], name: String)]

    /// A table of `names`.
    init(_ names: [String]) {
        entries = names.map { name in (name.utf8CString.map { $0 }, name) }
    }

    /// The name equal to the NUL-terminated `text`, or `nil`.
    func match(_ text: UnsafePointer<CChar>) -> String? {
        index(of: text).map { entries[$0].name }
    }

    /// The position in the table of the name equal to the NUL-terminated `text`, or `nil`.
    func index(of text: UnsafePointer<CChar>) -> Int? {
        let first = text.pointee
        guard first != 0 else { return nil }
        let second = text[1]
        for (position, entry) in entries.enumerated() where entry.bytes[0] == first && entry.bytes[1] == second {
            if second == 0 { return position }
            if entry.bytes.withUnsafeBufferPointer({ strcmp($0.baseAddress! + 2, text + 2) }) == 0 { return position }
        }
        return nil
    }
}
