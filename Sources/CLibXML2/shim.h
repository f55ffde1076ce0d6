#ifndef CLIBXML2_SHIM_H
#define CLIBXML2_SHIM_H
// libxml2's headers pull in ICU, whose UErrorCode clashes with Foundation's copy:
// read the version header first and switch ICU off before the parser headers.
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED
#include <libxml/HTMLparser.h>
#include <libxml/parser.h>
#include <libxml/tree.h>
#include <libxml/xmlmemory.h>
#include <string.h>

/// Frees memory that libxml2 allocated (xmlFree is a function pointer macro, awkward from Swift).
static inline void clibxml2_free(void *pointer) { xmlFree(pointer); }

/// Called for each start tag: the element name and its attributes (name, value, name, value, …, NULL; NULL
/// when it has none; names lower-cased, character references decoded), and the 1-based line of its '<'.
typedef void (*clibxml2_start_element_fn)(void *user, const char *name, const char *const *attributes, int line);
/// Called for each end of an element, including those libxml2 closes implicitly.
typedef void (*clibxml2_end_element_fn)(void *user, const char *name);

/// What the SAX callbacks need: the caller's pointer and callbacks, and the parser (for line numbers).
typedef struct {
    void *user;
    clibxml2_start_element_fn start;
    clibxml2_end_element_fn end;
    htmlParserCtxtPtr context;
} clibxml2_sax_state;

static void clibxml2_silent(void *context, const char *message, ...) {
    (void)context;
    (void)message;
}

/// The line of the '<' that opened the tag the parser has just read: libxml2 reports the line where the
/// tag ends, so walk back to its '<' and subtract the line breaks in between.
static inline int clibxml2_tag_start_line(htmlParserCtxtPtr context, const xmlChar *name) {
    xmlParserInputPtr input = context->input;
    if (input == NULL || input->cur == NULL || input->base == NULL) return 0;
    int line = input->line;
    size_t nameLength = strlen((const char *)name);
    const xmlChar *cursor = input->cur;
    int breaks = 0;
    size_t budget = 1 << 16;
    while (cursor > input->base && budget-- > 0) {
        cursor--;
        if (*cursor == '\n') {
            breaks++;
        } else if (*cursor == '<' && cursor + 1 + nameLength <= input->end &&
                   xmlStrncasecmp(cursor + 1, name, (int)nameLength) == 0) {
            xmlChar next = cursor[1 + nameLength];
            if (next == ' ' || next == '\t' || next == '\n' || next == '\r' || next == '\f' || next == '/' ||
                next == '>' || next == 0) {
                return line - breaks;
            }
        }
    }
    return line;
}

static void clibxml2_on_start(void *context, const xmlChar *name, const xmlChar **attributes) {
    htmlParserCtxtPtr parser = (htmlParserCtxtPtr)context;
    clibxml2_sax_state *state = (clibxml2_sax_state *)parser->_private;
    state->start(state->user, (const char *)name, (const char *const *)attributes,
                 clibxml2_tag_start_line(parser, name));
}

static void clibxml2_on_end(void *context, const xmlChar *name) {
    htmlParserCtxtPtr parser = (htmlParserCtxtPtr)context;
    clibxml2_sax_state *state = (clibxml2_sax_state *)parser->_private;
    state->end(state->user, (const char *)name);
}

/// Prepares libxml2 for use from several threads; call once before any parse.
static inline void clibxml2_initialize(void) { xmlInitParser(); }

/// Parses an HTML document with libxml2's forgiving HTML parser, streaming elements to `start` and `end`
/// (no tree is built). Comments and the text of script and style produce no callbacks. Returns 0, or -1 when
/// the parser could not be created.
static inline int clibxml2_scan_html(const char *bytes, int length, void *user, clibxml2_start_element_fn start,
                                     clibxml2_end_element_fn end) {
    htmlParserCtxtPtr parser = htmlCreateMemoryParserCtxt(bytes, length);
    if (parser == NULL) return -1;
    int options = HTML_PARSE_RECOVER | HTML_PARSE_NOERROR | HTML_PARSE_NOWARNING | HTML_PARSE_NONET |
                  HTML_PARSE_NOIMPLIED | HTML_PARSE_COMPACT;
    // A byte order mark decides the encoding before any <meta charset> (as browsers do): with a UTF-8 BOM the
    // page is UTF-8 even if its meta says ISO-8859-1.
    const unsigned char *head = (const unsigned char *)bytes;
    if (length >= 3 && head[0] == 0xEF && head[1] == 0xBB && head[2] == 0xBF) options |= HTML_PARSE_IGNORE_ENC;
    htmlCtxtUseOptions(parser, options);
    // Without a declared encoding libxml2 reads bytes above 127 as ISO-8859-1; start as UTF-8 instead (file
    // names are UTF-8). A <meta charset> still switches the encoding, and bytes that are not UTF-8 make
    // libxml2 fall back to ISO-8859-1 as before.
    parser->charset = XML_CHAR_ENCODING_UTF8;
    htmlSAXHandlerPtr sax = parser->sax;
    memset(sax, 0, sizeof(*sax));
    sax->startElement = clibxml2_on_start;
    sax->endElement = clibxml2_on_end;
    sax->warning = clibxml2_silent;
    sax->error = clibxml2_silent;
    sax->fatalError = clibxml2_silent;
    sax->initialized = 1;
    clibxml2_sax_state state = {user, start, end, parser};
    parser->_private = &state;
    parser->userData = parser;
    parser->linenumbers = 1;
    htmlParseDocument(parser);
    if (parser->myDoc != NULL) {
        xmlFreeDoc(parser->myDoc);
        parser->myDoc = NULL;
    }
    htmlFreeParserCtxt(parser);
    return 0;
}
#endif
