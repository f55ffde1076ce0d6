#ifndef CLIBXML2SAX_H
#define CLIBXML2SAX_H
// A streaming HTML scan over libxml2's forgiving HTML parser (libxml2_sax.c): the element names and attributes as
// C strings, each start tag with the line of its '<'. Swift sees only this header, never libxml2's.

/// Called for each start tag: the element name and its attributes (name, value, name, value, …, NULL; NULL
/// when it has none; names lower-cased, character references decoded), and the 1-based line of its '<'.
typedef void (*clibxml2_start_element_fn)(void *user, const char *name, const char *const *attributes, int line);
/// Called for each end of an element, including those libxml2 closes implicitly.
typedef void (*clibxml2_end_element_fn)(void *user, const char *name);

/// Prepares libxml2 for use from several threads; call once before any parse.
void clibxml2_initialize(void);

/// Parses an HTML document with libxml2's forgiving HTML parser, streaming elements to `start` and `end`
/// (no tree is built). Comments and the text of script and style produce no callbacks. Returns 0, or -1 when
/// the parser could not be created.
int clibxml2_scan_html(const char *bytes, int length, void *user, clibxml2_start_element_fn start,
                       clibxml2_end_element_fn end);

/// The code point of HTML 4's character entity `name` (without `&` and `;`), or 0 when there is none.
unsigned clibxml2_html_entity(const char *name);

#endif
