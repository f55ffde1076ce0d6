/// A name in a tag: `.` (the current context), `name`, or a dotted path `a.b.c`.
struct TagName: Sendable {
    /// The parts of a dotted name; empty for `.`.
    let parts: [String]

    /// The name as written (a valid name is its parts joined by dots); worked out for messages, so that a node
    /// copied while rendering does not copy a string too.
    var text: String { parts.isEmpty ? "." : parts.joined(separator: ".") }

    /// Parses `text`; `nil` when it is not a valid name (empty parts, whitespace).
    init?(_ text: String) {
        guard !text.isEmpty, !text.contains(where: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }) else {
            return nil
        }
        if text == "." {
            parts = []
        } else {
            let parts = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            guard !parts.contains(where: \.isEmpty) else { return nil }
            self.parts = parts
        }
    }
}
