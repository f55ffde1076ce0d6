#ifndef CLIBXML2_SHIM_H
#define CLIBXML2_SHIM_H
// libxml2's headers pull in ICU, whose UErrorCode clashes with Foundation's copy:
// read the version header first and switch ICU off before the parser headers.
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED
#include <libxml/HTMLparser.h>
#include <libxml/tree.h>
#include <libxml/xmlmemory.h>

/// Frees memory that libxml2 allocated (xmlFree is a function pointer macro, awkward from Swift).
static inline void clibxml2_free(void *pointer) { xmlFree(pointer); }
#endif
