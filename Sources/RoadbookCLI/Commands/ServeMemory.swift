internal import CGlibcMalloc
import Foundation

/// How `serve` keeps its memory: at most one glibc arena per core, and the memory a rebuild freed given back to the
/// system. Rendering on many threads leaves freed pages in glibc's per-thread arenas (by default eight per core), and
/// a long `serve` session would otherwise keep growing. The only file that sees CGlibcMalloc.
enum ServeMemory {
    /// Limits the arenas to the cores (as `generate` does); before the first build starts its threads. The build's
    /// threads are as many as the cores, so each still has one.
    static func limitArenasToCores() {
        _ = cglibc_malloc_limit_arenas(Int32(max(1, ProcessInfo.processInfo.activeProcessorCount)))
    }

    /// Returns free heap memory to the system.
    static func trim() {
        _ = cglibc_malloc_trim()
    }
}
