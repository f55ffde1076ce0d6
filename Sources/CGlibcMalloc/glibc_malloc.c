// See include/CGlibcMalloc.h.
#include "CGlibcMalloc.h"

#include <malloc.h>

int cglibc_malloc_trim(void) { return malloc_trim(0); }

int cglibc_malloc_limit_arenas(int count) { return mallopt(M_ARENA_MAX, count); }

int cglibc_malloc_fix_mmap_threshold(int bytes) { return mallopt(M_MMAP_THRESHOLD, bytes); }
