import Foundation
import RoadbookCLI
import TestSupport
import Testing

/// The example trip's own checklist, kept with the commands alone: after each one, the file differs from before
/// by exactly that change, as `git diff content/todos.yaml` would show it.
@Suite struct TodoExampleSiteTests {
    /// The repository's `content/todos.yaml`.
    static let example: String? = {
        let root = RepositoryRoot.url
        return try? String(contentsOf: root.appendingPathComponent("content/todos.yaml"), encoding: .utf8)
    }()

    private func lines(_ text: String) -> [Substring] { text.split(separator: "\n", omittingEmptySubsequences: false) }

    /// `after` is `before` with one run of lines taken out; returns that run.
    private func removedRun(from before: [Substring], to after: [Substring]) -> [Substring]? {
        let prefix = zip(before, after).prefix { $0 == $1 }.count
        let removed = before.count - after.count
        guard removed > 0, Array(before[(prefix + removed)...]) == Array(after[prefix...]) else { return nil }
        return Array(before[prefix..<(prefix + removed)])
    }

    @Test(.enabled(if: example != nil, "the example content is not next to the tests"))
    func everyCommandChangesOnlyItsOwnLines() throws {
        let original = Self.example ?? ""
        let site = try TodoSite(original)
        var before = lines(try site.todos())

        // done: one line changes, from false to true.
        #expect(site.run(["todo", "done", "offline-maps"]).code == 0)
        var after = lines(try site.todos())
        let changed = zip(before, after).enumerated().filter { $0.element.0 != $0.element.1 }
        #expect(before.count == after.count)
        #expect(changed.map { "\($0.element.0) → \($0.element.1)" } == ["  isCompleted: false →   isCompleted: true"])
        before = after

        // add: lines appended, nothing else touched.
        #expect(site.run(["todo", "add", "Buy a Roma Pass", "--notes", "Valid 72 hours."]).stdout == "buy-a-roma-pass\n")
        after = lines(try site.todos())
        #expect(Array(after.prefix(before.count - 1)) == Array(before.dropLast()))
        #expect(
            Array(after.suffix(from: before.count - 1))
                == [
                    "", "- id: buy-a-roma-pass", "  title: Buy a Roma Pass", "  isCompleted: false", "  notes: Valid 72 hours.",
                    "",
                ])
        before = after

        // remove: one run of lines goes: the item and one blank line.
        #expect(site.run(["todo", "remove", "3"]).code == 0)
        after = lines(try site.todos())
        let removed = try #require(removedRun(from: before, to: after))
        #expect(removed.first == "- id: book-rome-hotel")
        #expect(removed.filter(\.isEmpty).count == 1)
        before = after

        // move: the item's lines go from the end to the top, after the header comment, with the blank line
        // that separated them; every other line stays in its order.
        #expect(site.run(["todo", "move", "buy-a-roma-pass", "--to", "1"]).code == 0)
        after = lines(try site.todos())
        let item = Array(before.suffix(5).dropLast())
        let rest = Array(before.dropLast(6))
        #expect(after == [rest[0]] + item + [""] + rest.dropFirst() + [""])

        // removing it again brings the lines back as they were; undo flips the one line back.
        #expect(site.run(["todo", "remove", "buy-a-roma-pass"]).code == 0)
        #expect(lines(try site.todos()) == rest + [""])
        #expect(site.run(["todo", "undo", "offline-maps"]).code == 0)
        let hotel = "- id: book-rome-hotel\n  title: Book four nights near Campo de' Fiori\n"
        #expect(try site.todos() == original.replacingOccurrences(of: String(removed.joined(separator: "\n")) + "\n", with: ""))
        #expect(original.contains(hotel))
    }
}
