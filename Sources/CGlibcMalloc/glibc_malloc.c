// See include/CGlibcMalloc.h.
#include "CGlibcMalloc.h"

#include <malloc.h>

int cglibc_malloc_trim(void) { return malloc_trim(0); }
