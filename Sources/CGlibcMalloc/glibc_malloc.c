// See include/CGlibcMalloc.h.
#include "CGlibcMalloc.h"

#include <malloc.h>

int cglibc_malloc_trim(void) { return malloc_trim(0); }

int cglibc_malloc_limit_arenas(int count) { return mallopt(M_ARENA_MAX, count); }
