import Foundation
import Glibc
import Parallelism

/// Watches files and folders with Linux's inotify and calls `onChange` with the paths that changed: folders are
/// watched with everything inside (folders created later too), a file through its folder.
///
/// A burst of events (an editor writing a temporary file and renaming it over the old one) is reported once: after
/// the first event it waits until no event came for `quietPeriod`. While nothing changes its thread sleeps in
/// `poll` with no timeout, so it uses no CPU. `onChange` runs on that thread: a slow rebuild delays the next report,
/// which then holds everything that changed meanwhile. A handler that can stop early (the work a rebuild leaves for
/// after the page is served) asks ``changedDuringReport()`` between its steps.
package final class InotifyWatcher: Sendable {
    /// The files and folders watched.
    package let paths: [URL]
    /// How long the watcher waits for more events of the same burst.
    package let quietPeriod: Duration
    private let onChange: @Sendable ([String]) -> Void
    private let state: Locked<WatchState>

    private static let folderEvents = UInt32(
        IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_DELETE_SELF | IN_MOVE_SELF | IN_ATTRIB)

    /// The inotify descriptor, the pipe that wakes the thread to stop, and the folder of each watch.
    private struct WatchState {
        /// The watched paths, as strings.
        let paths: [String]
        var descriptor: Int32 = -1
        var wake: [Int32] = [-1, -1]
        var isRunning = false
        var folders: [Int32: String] = [:]
        /// The watching thread, while it runs.
        var thread: pthread_t?
        /// What changed while `onChange` ran, found by ``InotifyWatcher/changedDuringReport()``: the next report's.
        var carried: Set<String> = []

        /// What one event means: the path changed, if watched and not ignored; a new folder is watched too.
        mutating func handle(watch: Int32, mask: UInt32, name: String) -> [String] {
            if mask & UInt32(IN_IGNORED) != 0 {
                folders[watch] = nil
                return []
            }
            guard let folder = folders[watch], !name.isEmpty, !IgnoredFileName.contains(name) else { return [] }
            let path = folder + "/" + name
            guard isWatched(path) else { return [] }
            if mask & UInt32(IN_ISDIR) != 0, mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0 {
                return [path] + addWatch(path, recursive: true)
            }
            return [path]
        }

        /// Whether `path` is one of the watched paths or inside one.
        private func isWatched(_ path: String) -> Bool {
            paths.contains { path == $0 || path.hasPrefix($0 + "/") }
        }

        /// Watches the folder at `path` (with its subfolders when `recursive`); returns the files found inside,
        /// which count as changed when the folder is new.
        @discardableResult
        mutating func addWatch(_ path: String, recursive: Bool, depth: Int = 0) -> [String] {
            var info = stat()
            guard depth < 32, stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { return [] }
            let watch = inotify_add_watch(descriptor, path, InotifyWatcher.folderEvents | UInt32(IN_ONLYDIR))
            guard watch >= 0 else { return [] }
            folders[watch] = path
            guard recursive, let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { return [] }
            var found: [String] = []
            for name in names.sorted() where !IgnoredFileName.contains(name) {
                found.append(path + "/" + name)
                found += addWatch(path + "/" + name, recursive: true, depth: depth + 1)
            }
            return found
        }
    }

    /// A watcher of `paths`; call ``start()`` to begin.
    package init(paths: [URL], quietPeriod: Duration = .milliseconds(3), onChange: @escaping @Sendable ([String]) -> Void) {
        self.paths = paths.map(\.standardizedFileURL)
        self.quietPeriod = quietPeriod
        self.onChange = onChange
        self.state = Locked(WatchState(paths: self.paths.map(\.path)))
    }

    /// Starts watching: changes from now on count. Calling it again does nothing.
    package func start() {
        let paths = self.paths
        let started = state.withLock { state -> (descriptor: Int32, wake: [Int32])? in
            guard !state.isRunning else { return nil }
            state.descriptor = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
            guard state.descriptor >= 0, pipe(&state.wake) == 0 else { return nil }
            for path in Set(paths.map { $0.deletingLastPathComponent().path }) { state.addWatch(path, recursive: false) }
            for url in paths { state.addWatch(url.path, recursive: true) }
            state.isRunning = true
            return (state.descriptor, state.wake)
        }
        guard let started else { return }
        let thread = Thread { [self] in run(descriptor: started.descriptor, wake: started.wake) }
        thread.name = "roadbook.devserver.inotify"
        thread.start()
    }

    /// Stops watching; a change handler that is running goes on, and none starts after it. Safe to call twice.
    package func stop() {
        let writeEnd = state.withLock { state -> Int32 in
            let writeEnd = state.isRunning ? state.wake[1] : -1
            state.isRunning = false
            return writeEnd
        }
        guard writeEnd >= 0 else { return }
        var byte: UInt8 = 1
        _ = write(writeEnd, &byte, 1)
    }

    /// The watching thread: waits for events on `descriptor` until a byte arrives on `wake[0]`, then closes both.
    private func run(descriptor: Int32, wake: [Int32]) {
        state.withLock { $0.thread = pthread_self() }
        defer { state.withLock { $0.thread = nil } }
        var changed = Set<String>()
        var timeout: Int32 = -1
        let quiet = Int32(max(1, quietPeriod.components.attoseconds / 1_000_000_000_000_000 + quietPeriod.components.seconds * 1000))
        while true {
            var fds = [pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0), pollfd(fd: wake[0], events: Int16(POLLIN), revents: 0)]
            let ready = poll(&fds, 2, timeout)
            if fds[1].revents != 0 { break }
            if ready > 0 {
                changed.formUnion(readEvents(descriptor))
                timeout = changed.isEmpty ? -1 : quiet
            } else if ready == 0 {
                let batch = changed.sorted()
                changed = []
                onChange(batch)
                // What came while it ran and it saw (``changedDuringReport()``) is reported after its quiet period.
                changed = state.withLock { state in
                    defer { state.carried = [] }
                    return state.carried
                }
                timeout = changed.isEmpty ? -1 : quiet
            }
        }
        close(descriptor)
        close(wake[0])
        close(wake[1])
    }

    /// Whether a watched path changed since the report being handled began: called by `onChange` on the watching
    /// thread (between the steps of a long rebuild, to leave the rest for the next one), it reads the events queued
    /// meanwhile, and what they touch is the next report's. False on any other thread, which never reads them.
    package func changedDuringReport() -> Bool {
        let descriptor = state.withLock { state -> Int32 in
            guard let thread = state.thread, pthread_equal(thread, pthread_self()) != 0 else { return -1 }
            return state.descriptor
        }
        guard descriptor >= 0 else { return false }
        let found = readEvents(descriptor)
        return state.withLock { state in
            state.carried.formUnion(found)
            return !state.carried.isEmpty
        }
    }

    /// Reads the queued events; returns the watched paths they touch.
    private func readEvents(_ descriptor: Int32) -> Set<String> {
        var events: [(watch: Int32, mask: UInt32, name: String)] = []
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            var offset = 0
            while offset + MemoryLayout<inotify_event>.size <= count {
                let (watch, mask, nameLength) = buffer.withUnsafeBytes { raw in
                    let event = raw.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
                    return (event.wd, event.mask, Int(event.len))
                }
                let nameStart = offset + MemoryLayout<inotify_event>.size
                let name = String(decoding: buffer[nameStart..<nameStart + nameLength].prefix { $0 != 0 }, as: UTF8.self)
                offset = nameStart + nameLength
                events.append((watch, mask, name))
            }
        }
        return state.withLock { state in
            var changed = Set<String>()
            for event in events { changed.formUnion(state.handle(watch: event.watch, mask: event.mask, name: event.name)) }
            return changed
        }
    }
}
