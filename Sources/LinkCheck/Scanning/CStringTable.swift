import Foundation

/// A few ASCII names, matched against C strings without making a Swift `String` of each candidate.
///
/// Every attribute of every element of every page is looked up here, so a candidate is ruled out by its first two
/// bytes, compared as one number, before the rest of the name is (`class` never reaches `strcmp` against
/// `content`).
struct CStringTable: Sendable {
    private let entries: [(bytes: [CChar], name: String)]
    /// The first two bytes of each name (the second is 0 for a name of one letter), as `first | second << 8`.
    private let keys: [UInt16]

    /// A table of `names`.
    init(_ names: [String]) {
        entries = names.map { name in (name.utf8CString.map { $0 }, name) }
        keys = entries.map { Self.key($0.bytes[0], $0.bytes[1]) }
    }

    private static func key(_ first: CChar, _ second: CChar) -> UInt16 {
        UInt16(UInt8(bitPattern: first)) | UInt16(UInt8(bitPattern: second)) << 8
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
        let key = Self.key(first, second)
        return keys.withUnsafeBufferPointer { keys -> Int? in
            for position in keys.indices where keys[position] == key {
                if second == 0 { return position }
                let rest = entries[position].bytes.withUnsafeBufferPointer { strcmp($0.baseAddress! + 2, text + 2) }
                if rest == 0 { return position }
            }
            return nil
        }
    }
}
