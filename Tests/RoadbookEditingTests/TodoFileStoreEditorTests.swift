import Diagnostics
import Foundation
import RoadbookContent
import TestSupport
import Testing

@testable import RoadbookEditing

/// An editor saves `content/todos.yaml` without taking the store's lock: a change worked out from the file as it
/// was is written only while the file is still that one, and otherwise worked out again from the editor's save.
@Suite struct TodoFileStoreEditorTests {
    static let text = "- id: pack\n  title: Pack the bags\n- title: Book flights\n"

    private func site() throws -> TemporaryDirectory {
        let folder = try TemporaryDirectory()
        _ = try folder.write("title: T\n", to: "site.yaml")
        _ = try folder.write(Self.text, to: "content/todos.yaml")
        return folder
    }

    /// What an editor does on save: the new text into a file beside, renamed over the old one.
    private static func editorSave(_ text: String, in folder: TemporaryDirectory) throws {
        let file = folder.url.appendingPathComponent("content/todos.yaml")
        let beside = folder.url.appendingPathComponent("content/.todos.yaml.swp")
        try Data(text.utf8).write(to: beside)
        #expect(rename(beside.path, file.path) == 0)
    }

    @Test func anEditorsSaveBetweenTheReadAndTheWriteIsKeptAndTheChangeMadeOnIt() throws {
        let folder = try site()
        defer { folder.remove() }
        let saved = Self.text + "- title: Added in the editor\n"
        var readings = 0
        let (changed, _) = try TodoFileStore(root: folder.url).apply { items in
            readings += 1
            // The editor saves after the store read the file, before it writes.
            if readings == 1 { try Self.editorSave(saved, in: folder) }
            return .complete(ids: ["pack"], .toggle)
        }
        #expect(readings == 2)
        #expect(changed.map(\.id) == ["pack"])
        #expect(try folder.read("content/todos.yaml") == saved.replacingOccurrences(of: "Pack the bags\n", with: "Pack the bags\n  isCompleted: true\n"))
    }

    @Test func anEditorWritingInPlaceWithTheSameSizeIsSeenToo() throws {
        let folder = try site()
        defer { folder.remove() }
        let saved = Self.text.replacingOccurrences(of: "Book flights", with: "Book trains!")
        var readings = 0
        _ = try TodoFileStore(root: folder.url).apply { _ in
            readings += 1
            if readings == 1 {
                // Same inode, same size: only the bytes (and the time) differ.
                let handle = try FileHandle(forWritingTo: folder.url.appendingPathComponent("content/todos.yaml"))
                try handle.write(contentsOf: Data(saved.utf8))
                try handle.close()
            }
            return .complete(ids: ["pack"], .toggle)
        }
        #expect(readings == 2)
        #expect(try folder.read("content/todos.yaml").contains("- title: Book trains!\n"))
    }

    @Test func aFileThatKeepsChangingIsRefusedAndTheLastSaveStays() throws {
        let folder = try site()
        defer { folder.remove() }
        var readings = 0
        var last = ""
        let error = #expect(throws: DiagnosticList.self) {
            try TodoFileStore(root: folder.url).apply { _ in
                readings += 1
                last = Self.text + "- title: Save number \(readings)\n"
                try Self.editorSave(last, in: folder)
                return .complete(ids: ["pack"], .toggle)
            }
        }
        #expect(readings == TodoFileStore.attemptsWhileChanging)
        #expect(
            error?.diagnostics.map(\.description) == [
                "content/todos.yaml: error: 'content/todos.yaml' kept changing while this change was being written (is an editor saving it?); nothing was written"
            ])
        #expect(try folder.read("content/todos.yaml") == last)
    }

    /// The measurement: an editor saving every 10 ms (each save adds an item to what it reads) while the
    /// browser's ticks arrive every 50 ms; without the check, 10 to 17 of the 150 saves were lost. A save can still be
    /// lost only if it lands in the microseconds between the last check and the rename, which takes the process
    /// being descheduled right there (seen once in a test run at load 14 on 2 cores): at most one is allowed.
    @Test func noEditorSaveIsLostUnderTicks() async throws {
        let folder = try site()
        defer { folder.remove() }
        let saves = 150
        let store = TodoFileStore(root: folder.url)
        let editor = Task.detached {
            for number in 1...saves {
                let text = try folder.read("content/todos.yaml")
                try Self.editorSave(text + "- title: Editor item \(number)\n", in: folder)
                try await Task.sleep(for: .milliseconds(10))
            }
        }
        let ticks = Task.detached {
            var made = 0
            while made < 30 {
                if (try? store.apply(.complete(ids: ["pack"], .toggle))) != nil { made += 1 }
                try await Task.sleep(for: .milliseconds(50))
            }
            return made
        }
        try await editor.value
        #expect(try await ticks.value == 30)
        let text = try folder.read("content/todos.yaml")
        let lost = (1...saves).filter { !text.contains("- title: Editor item \($0)\n") }
        #expect(lost.count <= 1, "lost saves: \(lost)")
    }
}
