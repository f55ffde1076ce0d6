import Foundation
import Parallelism
import TestSupport
import Testing
@testable import SiteFiles

@Suite struct AtomicFileWriterTests {
    @Test func replacesTheFileKeepingItsModeAndLeavesNoTemporaryFile() throws {
        let folder = try TemporaryDirectory()
        let url = try folder.write("old\n", to: "todos.yaml")
        try FileManager.default.setAttributes([.posixPermissions: 0o604], ofItemAtPath: url.path)
        try AtomicFileWriter.write(Data("new\n".utf8), to: url)
        #expect(try folder.read("todos.yaml") == "new\n")
        #expect(try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int == 0o604)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["todos.yaml"])
    }

    @Test func replacesOnlyTheFileOfTheSnapshotAndLeavesNoTemporaryFile() throws {
        let folder = try TemporaryDirectory()
        let url = try folder.write("old\n", to: "todos.yaml")
        let snapshot = try #require(FileSnapshot.take(of: url.path))
        #expect(snapshot.data == Data("old\n".utf8))
        try folder.write("saved by an editor\n", to: "todos.yaml")
        let error = #expect(throws: FileOperationError.self) { try AtomicFileWriter.write(Data("new\n".utf8), to: url, replacing: snapshot) }
        #expect(error?.isChangedMeanwhile == true)
        #expect(error?.description == "'\(url.path)' changed while this change was being written; nothing was written")
        #expect(try folder.read("todos.yaml") == "saved by an editor\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["todos.yaml"])
        let current = try #require(FileSnapshot.take(of: url.path))
        try AtomicFileWriter.write(Data("new\n".utf8), to: url, replacing: current)
        #expect(try folder.read("todos.yaml") == "new\n")
    }

    @Test func aSnapshotOfNoFileWritesOnlyWhileThereIsStillNone() throws {
        let folder = try TemporaryDirectory()
        let url = folder.url.appendingPathComponent("todos.yaml")
        let none = try #require(FileSnapshot.take(of: url.path))
        #expect(!none.exists)
        try folder.write("made meanwhile\n", to: "todos.yaml")
        #expect(throws: FileOperationError.self) { try AtomicFileWriter.write(Data("new\n".utf8), to: url, replacing: none) }
        #expect(try folder.read("todos.yaml") == "made meanwhile\n")
    }

    @Test func writesThroughASymbolicLink() throws {
        let folder = try TemporaryDirectory()
        let target = try folder.write("old\n", to: "real.yaml")
        let link = folder.url.appendingPathComponent("todos.yaml")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
        try AtomicFileWriter.write(Data("new\n".utf8), to: link)
        #expect(try folder.read("real.yaml") == "new\n")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == target.path)
    }

    @Test func refusesAReadOnlyFileInsteadOfRenamingOverIt() throws {
        let folder = try TemporaryDirectory()
        let url = try folder.write("old\n", to: "todos.yaml")
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: url.path)
        let error = try #require(throws: FileOperationError.self) { try AtomicFileWriter.write(Data("new\n".utf8), to: url) }
        #expect(error.code == EACCES)
        #expect(try folder.read("todos.yaml") == "old\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["todos.yaml"])
    }

    @Test func refusesADanglingLinkInsteadOfReplacingItWithAFile() throws {
        let folder = try TemporaryDirectory()
        let link = folder.url.appendingPathComponent("todos.yaml")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "gone.yaml")
        let error = try #require(throws: FileOperationError.self) { try AtomicFileWriter.write(Data("new\n".utf8), to: link) }
        #expect(error.code == ENOENT)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "gone.yaml")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["todos.yaml"])
    }

    @Test func createRefusesAnExistingFile() throws {
        let folder = try TemporaryDirectory()
        let url = try folder.write("mine\n", to: "place.md")
        let error = try #require(throws: FileOperationError.self) { try AtomicFileWriter.create(Data("x".utf8), at: url) }
        #expect(error.isAlreadyExists)
        #expect(try folder.read("place.md") == "mine\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["place.md"])
        try AtomicFileWriter.create(Data("fresh\n".utf8), at: folder.url.appendingPathComponent("other.md"))
        #expect(try folder.read("other.md") == "fresh\n")
    }

    @Test func failureNamesTheFileAndTheReason() throws {
        let folder = try TemporaryDirectory()
        let url = folder.url.appendingPathComponent("missing-folder/todos.yaml")
        let error = try #require(throws: FileOperationError.self) { try AtomicFileWriter.write(Data(), to: url) }
        #expect(error.description == "cannot write '\(url.path)': No such file or directory")
    }

    @Test func lockIsExclusiveBetweenThreads() throws {
        let folder = try TemporaryDirectory()
        let lock = FileLock(protecting: folder.url.appendingPathComponent("todos.yaml"))
        #expect(lock.lockURL.lastPathComponent == ".todos.yaml.lock")
        let counter = Counter()
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            try? lock.withLock {
                counter.enter()
                usleep(2_000)
                counter.leave()
            }
        }
        #expect(counter.maximum == 1)
    }
}

/// Counts how many threads are inside at once.
private final class Counter: Sendable {
    private let state = Locked((inside: 0, maximum: 0))

    /// The most threads that were inside at once.
    var maximum: Int { state.withLock { $0.maximum } }

    func enter() {
        state.withLock { state in
            state.inside += 1
            state.maximum = max(state.maximum, state.inside)
        }
    }

    func leave() {
        state.withLock { $0.inside -= 1 }
    }
}
