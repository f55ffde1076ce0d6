#ifndef CGLIBCMALLOC_H
#define CGLIBCMALLOC_H
// glibc's allocator calls that the Glibc module does not bring in (<malloc.h> is not part of it).

/// Gives the heap's free memory back to the system, from every thread's arena (glibc's `malloc_trim(0)`).
/// Returns 1 when memory was released, 0 when there was none to release.
int cglibc_malloc_trim(void);

/// Lets the allocator make at most `count` arenas (glibc's `mallopt(M_ARENA_MAX, count)`; by default eight per core).
/// Returns 1 on success, 0 on failure.
int cglibc_malloc_limit_arenas(int count);

/// Makes every block of at least `bytes` a mapping of its own, given back to the system when it is freed, and keeps
/// that limit fixed (glibc's `mallopt(M_MMAP_THRESHOLD, bytes)`; by default the limit starts at 128 KiB and rises to
/// the size of each such block freed, up to 32 MiB, after which large blocks come from the heap and stay there).
/// Returns 1 on success, 0 on failure.
int cglibc_malloc_fix_mmap_threshold(int bytes);

#endif
