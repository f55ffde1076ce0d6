internal import CGlibcMalloc

/// How `serve` keeps its memory: a rebuild's freed memory is given back to the system (rendering on many threads
/// leaves freed pages in glibc's per-thread arenas, and a long `serve` session would otherwise keep growing), and
/// large blocks are mappings of their own. The only file that sees CGlibcMalloc.
enum ServeMemory {
    /// Returns free heap memory to the system.
    static func trim() {
        _ = cglibc_malloc_trim()
    }

    /// Keeps blocks of ``mappedBlockBytes`` and more as mappings of their own, given back when freed; before the first
    /// build. By default glibc raises that limit to the size of each large block freed (the search index's tables, the
    /// map data, a long page), and from then on such blocks come from the heap and leave holes in it: each rebuild's
    /// peak then sat on top of the last one's holes. At 10,000 places, back to back with main's binary, the peak after
    /// five renames fell from 311 to 299 MiB, after the first build from 300 to 289 MiB.
    static func fixMappedBlockSize() {
        _ = cglibc_malloc_fix_mmap_threshold(Int32(mappedBlockBytes))
    }

    /// The smallest block that is a mapping of its own: glibc's starting value, kept (as `generate` does).
    static let mappedBlockBytes = 128 * 1024
}
