/// What a shell offers for a value, judged from its placeholder in the command table.
enum CompletionValue: Equatable {
    /// Folders (`DIR`).
    case directory
    /// Files (`FILE`, `TEMPLATE`, `DATA.json`).
    case file
    /// One of these words (`bash|zsh|fish`).
    case choices([String])
    /// Free text: nothing to offer (`TITLE`, `URL`, `N`).
    case text

    /// The kind of value a placeholder stands for.
    init(placeholder: String) {
        if placeholder.contains("|") {
            self = .choices(placeholder.split(separator: "|").map(String.init))
        } else if placeholder == "DIR" {
            self = .directory
        } else if placeholder == "FILE" || placeholder == "TEMPLATE" || placeholder.contains(".") {
            self = .file
        } else {
            self = .text
        }
    }

    /// What the positionals of `command` take, from the first one.
    static func ofPositionals(_ command: CommandSpec) -> CompletionValue {
        command.positionals.first.map { CompletionValue(placeholder: $0.name) } ?? .text
    }
}
