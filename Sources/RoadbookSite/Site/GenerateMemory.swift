internal import CGlibcMalloc
import Foundation

/// How `generate` asks the allocator to keep its memory: one arena for each thread that builds. glibc's default
/// (eight per core) lets short-lived threads fill arenas of their own, whose free pages stay mapped: 9 MiB of a
/// 10,000-place build's 164 MiB peak once. The build's work runs on one thread per core plus the thread that started
/// it (`concurrentPerform` takes part itself), so the limit is the cores and one: at one per core, two of the three
/// threads shared an arena and waited for each other at most allocations (5,400 context switches a 10,000-place
/// build against 2,100–2,800, and 12–15 % of its time; the peak RSS did not move). The only file of the module that
/// sees CGlibcMalloc.
enum GenerateMemory {
    /// Limits the arenas to the threads of the build; before the build starts them.
    static func limitArenasToBuildThreads() {
        _ = cglibc_malloc_limit_arenas(Int32(buildThreads))
    }

    /// The threads a build's parallel work runs on: a worker per core and the thread that waits for them.
    static var buildThreads: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) + 1 }

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
