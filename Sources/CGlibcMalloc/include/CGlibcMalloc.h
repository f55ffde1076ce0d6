#ifndef CGLIBCMALLOC_H
#define CGLIBCMALLOC_H
// glibc's allocator calls that the Glibc module does not bring in (<malloc.h> is not part of it).

/// Gives the heap's free memory back to the system, from every thread's arena (glibc's `malloc_trim(0)`).
/// Returns 1 when memory was released, 0 when there was none to release.
int cglibc_malloc_trim(void);

#endif
