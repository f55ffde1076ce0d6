extension Token {
    /// What the piece is.
    enum Kind: Equatable {
        case text, variable, unescapedVariable, section, invertedSection, close, comment, partial, parent, block, delimiters

        /// Whether a line holding only this tag and whitespace disappears from the output.
        var canStandAlone: Bool {
            switch self {
            case .text, .variable, .unescapedVariable: false
            default: true
            }
        }

        /// Whether the tag opens a section-like range that a `{{/name}}` closes.
        var isOpening: Bool {
            switch self {
            case .section, .invertedSection, .parent, .block: true
            default: false
            }
        }
    }
}
