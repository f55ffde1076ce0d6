/// Files whose changes never make a rebuild: editors' temporary, swap and backup files, and hidden lock files such
/// as the `.todos.yaml.lock` that Roadbook's own `todo` commands create beside `todos.yaml`.
enum IgnoredFileName {
    /// Whether a change to a file called `name` is ignored.
    static func contains(_ name: String) -> Bool {
        isEditorScratch(name) || (name.hasPrefix(".") && name.hasSuffix(".lock"))
    }

    /// Editors' temporary and backup files: Vim's `*.swp`, `*.swx` and `4913` probe, Emacs's `*~` and `.#*`.
    static func isEditorScratch(_ name: String) -> Bool {
        name.hasSuffix("~") || name.hasSuffix(".swp") || name.hasSuffix(".swx") || name.hasPrefix(".#") || name == "4913"
            || name == ".DS_Store"
    }
}
