/// A glob on page paths relative to the site root (`--ignore-file`): `*` matches within one path segment, `?`
/// one character other than `/`, `**` any run of segments (`api/**`, `**/print.html`; `**/` also matches no
/// folder at all); everything else matches itself, byte for byte.
struct FileGlob: Sendable, Equatable {
    private enum Token: Equatable {
        case byte(UInt8)
        case anyByte
        case segmentRun
        case pathRun
        case folderRun
    }

    /// The pattern as given.
    let pattern: String
    private let tokens: [Token]

    /// Compiles `pattern`; a leading `/` or `./` is dropped (paths are relative to the root).
    init(_ pattern: String) {
        self.pattern = pattern
        var bytes = Array(pattern.utf8)
        if bytes.starts(with: "./".utf8) { bytes.removeFirst(2) }
        while bytes.first == UInt8(ascii: "/") { bytes.removeFirst() }
        var tokens: [Token] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "*"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                index += 2
                // `**/` stands for any folders, none included: the slash is part of the run.
                if index < bytes.count, bytes[index] == UInt8(ascii: "/") {
                    index += 1
                    tokens.append(.folderRun)
                } else {
                    tokens.append(.pathRun)
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "*"): tokens.append(.segmentRun)
            case UInt8(ascii: "?"): tokens.append(.anyByte)
            default: tokens.append(.byte(byte))
            }
            index += 1
        }
        self.tokens = tokens
    }

    /// Whether `path` (relative to the site root) matches.
    func matches(_ path: String) -> Bool {
        let text = Array(path.utf8)
        // matched[j]: the tokens so far match the first j bytes of the path.
        var matched = [Bool](repeating: false, count: text.count + 1)
        matched[0] = true
        for token in tokens {
            var next = [Bool](repeating: false, count: text.count + 1)
            switch token {
            case .byte(let byte):
                for j in 0..<text.count where matched[j] && text[j] == byte { next[j + 1] = true }
            case .anyByte:
                for j in 0..<text.count where matched[j] && text[j] != UInt8(ascii: "/") { next[j + 1] = true }
            case .segmentRun:
                var running = false
                for j in 0...text.count {
                    running = matched[j] || (running && j > 0 && text[j - 1] != UInt8(ascii: "/"))
                    next[j] = running
                }
            case .pathRun:
                var running = false
                for j in 0...text.count {
                    running = running || matched[j]
                    next[j] = running
                }
            case .folderRun:
                var seen = false
                for j in 0...text.count {
                    next[j] = matched[j] || (seen && text[j - 1] == UInt8(ascii: "/"))
                    seen = seen || matched[j]
                }
            }
            matched = next
        }
        return matched[text.count]
    }
}
