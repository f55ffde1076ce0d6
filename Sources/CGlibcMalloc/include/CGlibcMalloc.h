#ifndef CGLIBCMALLOC_H
#define CGLIBCMALLOC_H
// glibc's allocator calls that the Glibc module does not bring in (<malloc.h> is not part of it).

/// Gives the heap's free memory back to the system, from every thread's arena (glibc's `malloc_trim(0)`).
/// Returns 1 when memory was released, 0 when there was none to release.
int cglibc_malloc_trim(void);

/// Lets the allocator make at most `count` arenas (glibc's `mallopt(M_ARENA_MAX, count)`; by default eight per core).
/// Returns 1 on success, 0 on failure.
int cglibc_malloc_limit_arenas(int count);

#endif
