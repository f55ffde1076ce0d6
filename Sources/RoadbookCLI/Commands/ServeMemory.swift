internal import CGlibcMalloc

/// Gives the memory a rebuild freed back to the system: rendering on many threads leaves freed pages in glibc's
/// per-thread arenas, and a long `serve` session would otherwise keep growing. The only file that sees CGlibcMalloc.
enum ServeMemory {
    /// Returns free heap memory to the system.
    static func trim() {
        _ = cglibc_malloc_trim()
    }
}
