import Diagnostics
import Foundation
import RoadbookContent
import RoadbookEditing

/// What each `roadbook todo` subcommand does: read or change the list through ``TodoFileStore``.
enum TodoActions {
    /// `todo list [--json]`
    static func list(_ arguments: ParsedArguments, _ context: CommandContext) throws -> Int32 {
        try run(arguments, context) { store in
            let (items, warnings) = try store.load()
            if arguments.flag("--json") {
                context.stdout.write(TodoListJSON.text(of: items))
            } else {
                context.stdout.write(printer(context).text(of: items))
            }
            return warnings
        }
    }

    /// `todo add TITLE [--notes TEXT] [--id ID]`: prints the new item's id.
    static func add(_ arguments: ParsedArguments, _ context: CommandContext) throws -> Int32 {
        let title = arguments.positional(0) ?? ""
        let notes = arguments.value("--notes")
        let id = arguments.value("--id")
        return try run(arguments, context) { store in
            let problems = controlCharacterProblems(["the title": title, "--notes": notes, "--id": id])
            if !problems.isEmpty { throw DiagnosticList(problems) }
            let (added, warnings) = try store.apply { _ in .add(title: title, id: id, notes: notes) }
            for item in added { context.stdout.line(item.id) }
            return warnings
        }
    }

    /// An error for each text of the command line (by what it is called in messages) holding a control character
    /// other than tab and newline; the text is shown with its control characters made visible.
    static func controlCharacterProblems(_ texts: KeyValuePairs<String, String?>) -> [Diagnostic] {
        texts.compactMap { name, text in
            guard let text, let found = ControlCharacters.firstDisallowedPosition(in: text) else { return nil }
            let position = text.contains("\n") ? "line \(found.line), column \(found.column)" : "column \(found.column)"
            return .error(
                "\(name) '\(ControlCharacters.visible(text, keepingLineBreaks: true))' holds the control character "
                    + "\(ControlCharacters.name(of: found.scalar)) at \(position); only tab and newline are allowed", at: nil)
        }
    }

    /// `todo toggle|done|undo ID…`: prints each named item's new state.
    static func complete(_ completion: TodoChange.Completion) -> CommandSpec.Action {
        { arguments, context in
            try run(arguments, context) { store in
                let (changed, warnings) = try store.apply { items in
                    .complete(ids: try ids(of: arguments.positionals, in: items, store: store), completion)
                }
                let printer = TodoListPrinter(usesColor: false)
                for item in changed { context.stdout.line(printer.line(for: item)) }
                return warnings
            }
        }
    }

    /// `todo remove ID… [--force]`: prints each removed item. Refused, with every link's place, while Markdown
    /// links to an item, unless `--force`.
    static func remove(_ arguments: ParsedArguments, _ context: CommandContext) throws -> Int32 {
        try run(arguments, context) { store in
            let (removed, warnings) = try store.apply(allowBreakingLinks: arguments.flag("--force")) { items in
                .remove(ids: try ids(of: arguments.positionals, in: items, store: store))
            }
            for item in removed { context.stdout.line("removed: \(ControlCharacters.visible(item.title))  (\(item.id))") }
            return warnings
        }
    }

    /// `todo move ID --to N`: N is the 1-based position the item ends up at.
    static func move(_ arguments: ParsedArguments, _ context: CommandContext) throws -> Int32 {
        guard let target = try arguments.integer("--to") else {
            throw UsageError("missing option '--to N'", commandPath: arguments.commandPath)
        }
        let reference = arguments.positional(0) ?? ""
        return try run(arguments, context) { store in
            let (moved, warnings) = try store.apply { items in
                .move(id: try ids(of: [reference], in: items, store: store).first ?? "", toPosition: target)
            }
            for moved in moved { context.stdout.line("moved to \(target): \(ControlCharacters.visible(moved.title))  (\(moved.id))") }
            return warnings
        }
    }

    /// `todo rename ID TITLE`: prints the item with its new title.
    static func rename(_ arguments: ParsedArguments, _ context: CommandContext) throws -> Int32 {
        try edit(arguments, context, title: arguments.positional(1) ?? "", notes: nil, field: "the title")
    }

    /// `todo notes ID TEXT`: replaces the notes (empty or blank text removes them); prints the item.
    static func notes(_ arguments: ParsedArguments, _ context: CommandContext) throws -> Int32 {
        try edit(arguments, context, title: nil, notes: arguments.positional(1) ?? "", field: "the notes")
    }

    /// The ``TodoChange/edit(id:title:notes:)`` of the item the first positional names.
    private static func edit(
        _ arguments: ParsedArguments, _ context: CommandContext, title: String?, notes: String?, field: String
    ) throws -> Int32 {
        let reference = arguments.positional(0) ?? ""
        return try run(arguments, context) { store in
            let problems = controlCharacterProblems([field: title ?? notes])
            if !problems.isEmpty { throw DiagnosticList(problems) }
            let (edited, warnings) = try store.apply { items in
                .edit(id: try ids(of: [reference], in: items, store: store).first ?? "", title: title, notes: notes)
            }
            let printer = TodoListPrinter(usesColor: false)
            for item in edited { context.stdout.line(printer.line(for: item)) }
            return warnings
        }
    }

    /// The ids of the items `references` name (ids or positions), in `items`, the list of `store`'s file.
    private static func ids(of references: [String], in items: [ItemModel], store: TodoFileStore) throws -> [String] {
        try TodoReferenceResolver(items: items, path: store.relativePath).offsets(of: references).map { items[$0].id }
    }

    /// Runs `body` on the site's store; prints its warnings, or its errors (with snippets from the site) and
    /// returns 1.
    private static func run(
        _ arguments: ParsedArguments, _ context: CommandContext, _ body: (TodoFileStore) throws -> [Diagnostic]
    ) throws -> Int32 {
        let root: URL
        switch TodoSiteFolder.siteRoot(arguments, context) {
        case .success(let found): root = found
        case .failure(let problem):
            DiagnosticPrinter(output: context.stderr).print([problem])
            return ExitCode.failure
        }
        let printer = DiagnosticPrinter(output: context.stderr, root: root)
        do {
            printer.print(try body(TodoFileStore(root: root)))
            return ExitCode.success
        } catch let list as DiagnosticList {
            printer.print(list.diagnostics)
            return list.hasErrors ? ExitCode.failure : ExitCode.success
        }
    }

    private static func printer(_ context: CommandContext) -> TodoListPrinter {
        let noColor = context.environment["NO_COLOR"].map { !$0.isEmpty } ?? false
        return TodoListPrinter(usesColor: context.stdout.isTerminal && !noColor)
    }
}
