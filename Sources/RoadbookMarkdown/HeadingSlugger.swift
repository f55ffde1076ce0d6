import Escaping
import Foundation

/// Makes heading ids from heading text: lower-case ASCII letters and digits joined by `-`, unique within one page.
package struct HeadingSlugger: Sendable {
    private var used: [String: Int] = [:]
    private let reserved: Set<String>

    /// A slugger with no id taken yet; pass ids the page already uses so headings never collide with them.
    package init(reserved: Set<String> = []) {
        self.reserved = reserved
    }

    private func isTaken(_ id: String) -> Bool {
        used[id] != nil || reserved.contains(id)
    }

    private static let latinSpellings: [Unicode.Scalar: String] = [
        "œ": "oe", "Œ": "oe", "æ": "ae", "Æ": "ae", "ß": "ss", "ø": "o", "Ø": "o", "ł": "l", "Ł": "l", "đ": "d", "Đ": "d",
        "þ": "th", "ð": "d", "ı": "i",
    ]

    /// The slug of `text` alone, without making it unique: `"Getting there (by metro)"` → `"getting-there-by-metro"`.
    ///
    /// A slug is ASCII, so it is written as bytes and made a string once: appending each scalar to the string's
    /// `unicodeScalars` was two thirds of making a heading's anchor.
    package static func slug(_ text: String) -> String {
        // Folding diacritics is slow; most headings are plain ASCII and need none.
        let isASCII = text.utf8.allSatisfy { $0 < 0x80 }
        let folded = isASCII ? text : text.folding(options: [.diacriticInsensitive, .caseInsensitive], locale: nil)
        var slug: [UInt8] = []
        slug.reserveCapacity(folded.utf8.count)
        var pendingDash = false
        func add(_ value: UInt32) {
            switch value {
            case 0x61...0x7A, 0x30...0x39, 0x41...0x5A:
                if pendingDash && !slug.isEmpty { slug.append(UInt8(ascii: "-")) }
                pendingDash = false
                // Upper-case ASCII letters lower-cased.
                slug.append(UInt8(value) | (value <= 0x5A && value >= 0x41 ? 0x20 : 0))
            case 0x27, 0x2019:
                break
            default:
                pendingDash = true
            }
        }
        if isASCII {
            for byte in folded.utf8 { add(UInt32(byte)) }
            return slug.isEmpty ? "section" : UTF8Text.string(repairing: slug)
        }
        for original in folded.unicodeScalars {
            // Letters that folding keeps: write them as their usual Latin spelling (ASCII needs no lookup).
            if !original.isASCII, let spelled = Self.latinSpellings[original] {
                for scalar in spelled.unicodeScalars { add(scalar.value) }
            } else {
                add(original.value)
            }
        }
        return slug.isEmpty ? "section" : UTF8Text.string(repairing: slug)
    }

    /// A slug of `text` that this slugger has not handed out before (`overview`, `overview-1`, …), after `prefix`.
    package mutating func uniqueSlug(_ text: String, prefix: String = "") -> String {
        let base = prefix + Self.slug(text)
        guard isTaken(base) else {
            used[base] = 0
            return base
        }
        var count = used[base] ?? 0
        var candidate: String
        repeat {
            count += 1
            candidate = "\(base)-\(count)"
        } while isTaken(candidate)
        used[base] = count
        used[candidate] = 0
        return candidate
    }
}
