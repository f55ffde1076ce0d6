#ifndef CLIBXML2_SHIM_H
#define CLIBXML2_SHIM_H
// libxml2's headers, for the C target CLibXML2SAX (the SAX driver) and RoadbookContent's GPX reader.
// They pull in ICU, whose UErrorCode clashes with Foundation's copy: read the version header first and switch ICU
// off before the parser headers.
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED
#include <libxml/HTMLparser.h>
#include <libxml/parser.h>
#include <libxml/tree.h>
#endif
