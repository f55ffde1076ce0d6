import Dispatch
import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Deletes a folder and everything in it, for the build's swapped-out output (tens of thousands of files in
/// thousands of folders): every entry is removed relative to its open folder (`unlinkat`), each folder listed once
/// (`getdents64`), and the listing's type decides what an entry is, so no entry is looked up by its whole path or
/// `stat`ed. The entries of the top folder's folders are removed on all cores.
///
/// A symbolic link is removed, never followed: folders are opened with `O_NOFOLLOW`, and an entry that is not a
/// folder is unlinked (a name that turned into a folder meanwhile fails with `EISDIR` and is removed as one). A
/// folder that is not empty when it is removed (something was written into it meanwhile) is emptied again.
package enum FolderTree {
    /// The deepest folder emptied through open descriptors (one held open per level); deeper ones are removed by
    /// Foundation from their path, so no nesting can run out of descriptors.
    static let deepestOpenLevel = 32

    /// The type `getdents64` gives a folder.
    private static let folderType = UInt8(DT_DIR)

    /// How many times a folder is emptied while something keeps writing into it.
    private static let emptyingAttempts = 3

    /// The most folders of the top folder open at once for the parallel stage.
    private static let openFoldersAtOnce = 64

    /// Deletes the folder at `path` and everything in it; a symbolic link or file at `path` is deleted itself.
    package static func remove(_ path: String) {
        let top = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard top >= 0 else {
            if errno == ENOTDIR || errno == ELOOP { unlink(path) }
            return
        }
        for _ in 0..<emptyingAttempts {
            emptyInParallel(top)
            if rmdir(path) == 0 || errno != ENOTEMPTY { break }
            lseek(top, 0, SEEK_SET)
        }
        close(top)
    }

    /// Empties the open folder `top`: its files at once, the entries of its folders on all cores, then those folders.
    private static func emptyInParallel(_ top: Int32) {
        var folders = NamedEntries()
        _ = FolderEntries.forEach(in: top) { name, type in
            if type == folderType || !unlinks(name, in: top) { folders.append(name, type: type) }
        }
        var start = 0
        while start < folders.count {
            let end = min(start + openFoldersAtOnce, folders.count)
            removeFolders(folders, start..<end, in: top)
            start = end
        }
    }

    /// Removes the folders `range` of `names` (entries of the open folder `top`), the entries inside them on all cores.
    private static func removeFolders(_ names: NamedEntries, _ range: Range<Int>, in top: Int32) {
        var opened: [(name: Int, folder: Int32)] = []
        var inside = NamedEntries()
        for index in range {
            let folder = names.withName(index) { openFolder($0, in: top) }
            guard folder >= 0 else { continue }
            _ = FolderEntries.forEach(in: folder) { name, type in inside.append(name, type: type, parent: opened.count) }
            opened.append((index, folder))
        }
        let items = inside
        let parents = opened.map(\.folder)
        DispatchQueue.concurrentPerform(iterations: items.count) { index in
            items.withName(index) { name in removeEntry(name, type: items.type(index), in: parents[items.parent(index)], level: 2) }
        }
        for (index, folder) in opened {
            names.withName(index) { name in finishRemoving(name, folder: folder, in: top, level: 2) }
        }
    }

    /// Removes the entry `name` of the open folder `parent`, whatever it is, `level` folders below the top.
    private static func removeEntry(_ name: UnsafePointer<CChar>, type: UInt8, in parent: Int32, level: Int) {
        if type != folderType, unlinks(name, in: parent) { return }
        let folder = openFolder(name, in: parent)
        guard folder >= 0 else { return }
        if level >= deepestOpenLevel {
            removeByPath(folder)
            close(folder)
            return
        }
        finishRemoving(name, folder: folder, in: parent, level: level)
    }

    /// Empties the open folder `folder` (the entry `name` of `parent`), removes it and closes it.
    private static func finishRemoving(_ name: UnsafePointer<CChar>, folder: Int32, in parent: Int32, level: Int) {
        for _ in 0..<emptyingAttempts {
            _ = FolderEntries.forEach(in: folder) { entry, type in removeEntry(entry, type: type, in: folder, level: level + 1) }
            if unlinkat(parent, name, AT_REMOVEDIR) == 0 || errno != ENOTEMPTY { break }
            lseek(folder, 0, SEEK_SET)
        }
        close(folder)
    }

    /// Unlinks `name` of `parent` unless it is a folder; true when nothing is left to do (unlinked, or already gone).
    private static func unlinks(_ name: UnsafePointer<CChar>, in parent: Int32) -> Bool {
        unlinkat(parent, name, 0) == 0 || errno != EISDIR
    }

    /// Opens the folder `name` of `parent` without following a link; an entry that is not a folder (any more) is
    /// unlinked instead, and -1 returned.
    private static func openFolder(_ name: UnsafePointer<CChar>, in parent: Int32) -> Int32 {
        let folder = openat(parent, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        if folder < 0, errno == ENOTDIR || errno == ELOOP { unlinkat(parent, name, 0) }
        return folder
    }

    /// Removes the open folder `folder` by its path (Foundation, which does not follow links), for folders nested
    /// deeper than ``deepestOpenLevel``.
    private static func removeByPath(_ folder: Int32) {
        guard let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/\(folder)") else { return }
        try? FileManager.default.removeItem(atPath: path)
    }

    /// Names of folder entries with their types (and the index of the folder that holds each), kept in one buffer.
    private struct NamedEntries: Sendable {
        private var bytes: [CChar] = []
        private var starts: [Int] = []
        private var types: [UInt8] = []
        private var parents: [Int] = []

        var count: Int { starts.count }

        mutating func append(_ name: UnsafePointer<CChar>, type: UInt8, parent: Int = 0) {
            starts.append(bytes.count)
            bytes.append(contentsOf: UnsafeBufferPointer(start: name, count: strlen(name) + 1))
            types.append(type)
            parents.append(parent)
        }

        func type(_ index: Int) -> UInt8 { types[index] }

        func parent(_ index: Int) -> Int { parents[index] }

        /// Runs `body` with the NUL-terminated name of the entry at `index`.
        func withName<T>(_ index: Int, _ body: (UnsafePointer<CChar>) -> T) -> T {
            bytes.withUnsafeBufferPointer { body($0.baseAddress! + starts[index]) }
        }
    }
}
