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
    package static func slug(_ text: String) -> String {
        // Folding diacritics is slow; most headings are plain ASCII and need none.
        let folded = text.utf8.allSatisfy { $0 < 0x80 } ? text : text.folding(options: [.diacriticInsensitive, .caseInsensitive], locale: nil)
        var slug = ""
        var pendingDash = false
        func add(_ scalar: Unicode.Scalar) {
            switch scalar {
            case "a"..."z", "0"..."9":
                if pendingDash && !slug.isEmpty { slug += "-" }
                pendingDash = false
                slug.unicodeScalars.append(scalar)
            case "A"..."Z":
                if pendingDash && !slug.isEmpty { slug += "-" }
                pendingDash = false
                slug.unicodeScalars.append(Unicode.Scalar(UInt8(scalar.value + 0x20)))
            case "'", "\u{2019}":
                break
            default:
                pendingDash = true
            }
        }
        for original in folded.unicodeScalars {
            // Letters that folding keeps: write them as their usual Latin spelling (ASCII needs no lookup).
            if !original.isASCII, let spelled = Self.latinSpellings[original] {
                for scalar in spelled.unicodeScalars { add(scalar) }
            } else {
                add(original)
            }
        }
        return slug.isEmpty ? "section" : slug
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
