/// `roadbook todo …`: the todo list's CRUD, through the same view model as the build.
enum TodoCommand {
    static let source = OptionSpec.value("--source", "DIR", "The site folder (default: the current directory).")

    static let spec = CommandSpec(
        name: "todo",
        abstract: "List, add, toggle, rename, annotate, remove and reorder todo items in content/todos.yaml.",
        discussion: """
            ID is an item's id (in any letter case) or its 1-based position in 'roadbook todo list'.
            Each command changes only the lines it must in content/todos.yaml (or content/todos.json, which
            stays JSON): comments, blank lines, key order, quoting and the other items stay as they are.
            A comment directly above an item moves and goes with it. A file with errors is never rewritten.
            The site is --source, or the nearest folder holding site.yaml from the current one up. A todo file
            that is a symbolic link is changed where it leads; a read-only one is refused.
            """,
        subcommands: [
            CommandSpec(
                name: "list", abstract: "List the todo items.",
                options: [source, .flag("--json", "Print a JSON array of the items.")],
                action: TodoActions.list),
            CommandSpec(
                name: "add", abstract: "Add a todo item at the end of the list.",
                options: [
                    source, .value("--notes", "TEXT", "Markdown notes."),
                    .value("--id", "ID", "The item's id (default: derived from the title)."),
                ],
                positionals: [PositionalSpec("TITLE", "The title, 3 to 100 characters.")],
                action: TodoActions.add),
            CommandSpec(
                name: "toggle", abstract: "Flip items between done and pending.", options: [source],
                positionals: [PositionalSpec("ID", "An id or a 1-based position.", variadic: true)],
                action: TodoActions.complete(.toggle)),
            CommandSpec(
                name: "done", abstract: "Mark items done.", options: [source],
                positionals: [PositionalSpec("ID", "An id or a 1-based position.", variadic: true)],
                action: TodoActions.complete(.done)),
            CommandSpec(
                name: "undo", abstract: "Mark items pending.", options: [source],
                positionals: [PositionalSpec("ID", "An id or a 1-based position.", variadic: true)],
                action: TodoActions.complete(.undo)),
            CommandSpec(
                name: "remove", abstract: "Remove items (refused while Markdown links to one, unless --force).",
                options: [source, .flag("--force", "Remove items even when Markdown links to them; the links then break.")],
                positionals: [PositionalSpec("ID", "An id or a 1-based position.", variadic: true)],
                action: TodoActions.remove),
            CommandSpec(
                name: "move", abstract: "Move an item to a 1-based position.",
                options: [source, .value("--to", "N", "The position the item ends up at (1 is first).", required: true)],
                positionals: [PositionalSpec("ID", "An id or a 1-based position.")],
                action: TodoActions.move),
            CommandSpec(
                name: "rename", abstract: "Give an item a new title (it keeps its id).", options: [source],
                positionals: [
                    PositionalSpec("ID", "An id or a 1-based position."), PositionalSpec("TITLE", "The new title, 3 to 100 characters."),
                ],
                action: TodoActions.rename),
            CommandSpec(
                name: "notes", abstract: "Replace an item's notes (empty text removes them).", options: [source],
                positionals: [PositionalSpec("ID", "An id or a 1-based position."), PositionalSpec("TEXT", "Markdown notes.")],
                action: TodoActions.notes),
        ]
    )
}
