internal import CGlibcMalloc
import Foundation

/// How `generate` asks the allocator to keep its memory: at most one arena per core. glibc's default (eight per
/// core) lets the threads that render and write pages each fill an arena of their own, whose free pages stay mapped:
/// 9 MiB of a 10,000-place build's 164 MiB peak. The build's threads are as many as the cores, so each still has
/// one. The only file of the module that sees CGlibcMalloc.
enum GenerateMemory {
    /// Limits the arenas to the cores; before the build starts its threads.
    static func limitArenasToCores() {
        _ = cglibc_malloc_limit_arenas(Int32(max(1, ProcessInfo.processInfo.activeProcessorCount)))
    }

    /// Keeps blocks of ``mappedBlockBytes`` and more as mappings of their own, given back when freed. By default glibc
    /// raises that limit to the size of each large block freed (the images' bytes read to hash them, the search
    /// index's files, a long page), and from then on such blocks come from the heap and leave holes in it that stay
    /// resident: at 10,000 places the peak RSS fell by 3–12 MiB with the limit fixed (`/usr/bin/time`, runs side by
    /// side, with the image cache's stamps stale and warm). Before the build starts its threads.
    static func fixMappedBlockSize() {
        _ = cglibc_malloc_fix_mmap_threshold(Int32(mappedBlockBytes))
    }

    /// The smallest block that is a mapping of its own: glibc's starting value, kept.
    static let mappedBlockBytes = 128 * 1024
}
