/// libyaml's words for a syntax error ("found a tab character that violates indentation while scanning a plain
/// scalar") in the project's: what is wrong, in the user's terms, and what to write instead.
enum YAMLSyntaxMessage {
    /// The message for libyaml's `problem` (with its `context`), where the character at the error is `character`.
    static func wording(problem: String, context: String?, character: Unicode.Scalar?) -> String {
        if problem.contains("tab character") || (problem == "found character that cannot start any token" && character == "\t") {
            return "YAML does not allow tabs for indentation; use spaces"
        }
        switch (problem, context ?? "") {
        case ("found character that cannot start any token", _):
            let shown = character.map { " '\($0)'" } ?? ""
            return "the character\(shown) cannot start a value here; put the value in quotes"
        case ("mapping values are not allowed in this context", _):
            return "a ': ' inside a value starts another key here; put the value in quotes"
        case ("did not find expected key", "while parsing a block mapping"):
            return "expected a 'key: value' line indented like the lines above it"
        case ("did not find expected '-' indicator", _):
            return "expected a '- ' item indented like the items above it"
        case ("block sequence entries are not allowed in this context", _):
            return "a '- ' item cannot start here; put the list on its own lines below the key"
        case ("found unexpected end of stream", "while scanning a quoted scalar"):
            return "the quoted text is not closed; add its closing quote"
        case ("did not find expected ',' or ']'", _):
            return "the list in '[…]' is not closed, or lacks a ',' between items"
        case ("did not find expected ',' or '}'", _):
            return "the mapping in '{…}' is not closed, or lacks a ',' between its pairs"
        case ("could not find expected ':'", _):
            return "expected ':' after the key"
        case ("found unknown escape character", _):
            return "unknown escape in double-quoted text; write '\\\\' for a backslash, or use single quotes"
        case ("did not find expected node content", _):
            return "expected a value here"
        default:
            return context.map { "\(problem) \($0)" } ?? problem
        }
    }
}
