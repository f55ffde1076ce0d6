// libxml2's HTML parser driven through SAX callbacks, with the scan that finds the line where each tag starts
// (libxml2 reports the line where a tag ends). See include/CLibXML2SAX.h.
#include "CLibXML2SAX.h"

#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED
#include <libxml/HTMLparser.h>
#include <libxml/parser.h>
#include <libxml/tree.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/// Where the last start tag of each name was seen, for finding the line of a tag's '<' (see
/// clibxml2_tag_start_line). A small table with linear probing; an entry overwritten by another name only
/// costs the precision of that element's line.
#define CLIBXML2_TAG_SLOTS 256
#define CLIBXML2_TAG_NAME_MAX 24
#define CLIBXML2_TAG_PROBES 8
typedef struct {
    char name[CLIBXML2_TAG_NAME_MAX + 1];
    unsigned char length;
    unsigned hash;
    unsigned long offset;  // absolute offset of the '<' plus one; 0 for an empty slot
    int line;
} clibxml2_tag_slot;

/// What the SAX callbacks need: the caller's pointer and callbacks, the parser (for line numbers), and the
/// forward scan that finds where tags start.
typedef struct {
    void *user;
    clibxml2_start_element_fn start;
    clibxml2_end_element_fn end;
    htmlParserCtxtPtr context;
    unsigned long scanned;       // bytes of the input scanned so far (absolute offset)
    int scannedLine;             // the line at `scanned`
    unsigned long floor;         // tags of later callbacks start after this absolute offset
    clibxml2_tag_slot slots[CLIBXML2_TAG_SLOTS];
} clibxml2_sax_state;

static void clibxml2_silent(void *context, const char *message, ...) {
    (void)context;
    (void)message;
}

static int clibxml2_is_name_byte(xmlChar c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' || c == '_' ||
           c == ':' || c == '.';
}

static unsigned clibxml2_hash(const char *name, size_t length) {
    unsigned hash = 2166136261u;
    for (size_t i = 0; i < length; i++) hash = (hash ^ (unsigned char)name[i]) * 16777619u;
    return hash;
}

/// Records that a start tag called `name` (lower-case, `length` bytes) begins at `offset` on `line`.
static void clibxml2_remember_tag(clibxml2_sax_state *state, const char *name, size_t length,
                                  unsigned long offset, int line) {
    unsigned hash = clibxml2_hash(name, length);
    clibxml2_tag_slot *oldest = NULL;
    for (unsigned probe = 0; probe < CLIBXML2_TAG_PROBES; probe++) {
        clibxml2_tag_slot *slot = &state->slots[(hash + probe) % CLIBXML2_TAG_SLOTS];
        if (slot->offset == 0 ||
            (slot->hash == hash && slot->length == length && memcmp(slot->name, name, length) == 0)) {
            oldest = slot;
            break;
        }
        if (oldest == NULL || slot->offset < oldest->offset) oldest = slot;
    }
    memcpy(oldest->name, name, length);
    oldest->name[length] = 0;
    oldest->length = (unsigned char)length;
    oldest->hash = hash;
    oldest->offset = offset + 1;
    oldest->line = line;
}

/// The slot of the last start tag called `name`, or NULL.
static const clibxml2_tag_slot *clibxml2_find_tag(const clibxml2_sax_state *state, const char *name) {
    size_t length = strlen(name);
    if (length > CLIBXML2_TAG_NAME_MAX) return NULL;
    unsigned hash = clibxml2_hash(name, length);
    for (unsigned probe = 0; probe < CLIBXML2_TAG_PROBES; probe++) {
        const clibxml2_tag_slot *slot = &state->slots[(hash + probe) % CLIBXML2_TAG_SLOTS];
        if (slot->offset != 0 && slot->hash == hash && slot->length == length && memcmp(slot->name, name, length) == 0) {
            return slot;
        }
    }
    return NULL;
}

/// The number of line feeds in [start, end). Eight bytes at a time: a page is counted byte by byte otherwise,
/// which took as long as a fifth of libxml2's own parse of it.
static int clibxml2_count_line_feeds(const xmlChar *start, const xmlChar *end) {
    const uint64_t ones = 0x0101010101010101ull;
    const uint64_t lows = 0x7F7F7F7F7F7F7F7Full;
    int count = 0;
    const xmlChar *c = start;
    for (; end - c >= 8; c += 8) {
        uint64_t word;
        memcpy(&word, c, 8);
        uint64_t x = word ^ (ones * '\n');  // a zero byte where the input has a line feed
        // The high bit of each byte is set exactly when the byte is zero (no carry crosses bytes).
        uint64_t zero = ~(((x & lows) + lows) | x | lows);
        count += (int)(((zero >> 7) * ones) >> 56);
    }
    for (; c < end; c++) count += *c == '\n';
    return count;
}

/// Scans the input from where the last scan stopped up to `end`, counting lines and remembering where each
/// start tag (`<name`) begins. Every byte is scanned once, so the line lookup is linear in the file size.
static void clibxml2_scan_to(clibxml2_sax_state *state, xmlParserInputPtr input, const xmlChar *end) {
    const xmlChar *cursor = input->base + (state->scanned - input->consumed);
    int line = state->scannedLine;
    while (cursor < end) {
        const xmlChar *open = memchr(cursor, '<', (size_t)(end - cursor));
        const xmlChar *stop = open != NULL ? open : end;
        line += clibxml2_count_line_feeds(cursor, stop);
        if (open == NULL) break;
        if (open + 1 < end && clibxml2_is_name_byte(open[1])) {
            char name[CLIBXML2_TAG_NAME_MAX + 1];
            size_t length = 0;
            const xmlChar *letter = open + 1;
            while (letter < end && clibxml2_is_name_byte(*letter) && length <= CLIBXML2_TAG_NAME_MAX) {
                xmlChar l = *letter++;
                name[length++] = (char)((l >= 'A' && l <= 'Z') ? l + 32 : l);
            }
            if (length <= CLIBXML2_TAG_NAME_MAX) {
                clibxml2_remember_tag(state, name, length, input->consumed + (unsigned long)(open - input->base), line);
            }
        }
        cursor = open + 1;
    }
    state->scanned = input->consumed + (unsigned long)(end - input->base);
    state->scannedLine = line;
}

/// The line of the '<' that opened the tag the parser has just read (libxml2 reports the line where the tag
/// ends): the last `<name` seen after the previous tag that was found. An element the parser implied (no
/// `<name` in the source) gets the current line. When libxml2 has moved or dropped the part of its buffer not
/// yet scanned, the scan goes on from the start of the buffer, its line counted back from the parser's.
static int clibxml2_tag_start_line(clibxml2_sax_state *state, const xmlChar *name) {
    xmlParserInputPtr input = state->context->input;
    if (input == NULL || input->cur == NULL || input->base == NULL) return 0;
    unsigned long current = input->consumed + (unsigned long)(input->cur - input->base);
    if (state->scanned < input->consumed || state->scanned > current) {
        // Bytes not scanned yet were dropped from the buffer: count lines back from the parser's own.
        state->scanned = input->consumed;
        state->scannedLine = input->line - clibxml2_count_line_feeds(input->base, input->cur);
    }
    clibxml2_scan_to(state, input, input->cur);
    const clibxml2_tag_slot *slot = clibxml2_find_tag(state, (const char *)name);
    if (slot == NULL || slot->offset <= state->floor) return input->line;
    state->floor = current;
    return slot->line;
}

static void clibxml2_on_start(void *context, const xmlChar *name, const xmlChar **attributes) {
    htmlParserCtxtPtr parser = (htmlParserCtxtPtr)context;
    clibxml2_sax_state *state = (clibxml2_sax_state *)parser->_private;
    state->start(state->user, (const char *)name, (const char *const *)attributes,
                 clibxml2_tag_start_line(state, name));
}

static void clibxml2_on_end(void *context, const xmlChar *name) {
    htmlParserCtxtPtr parser = (htmlParserCtxtPtr)context;
    clibxml2_sax_state *state = (clibxml2_sax_state *)parser->_private;
    state->end(state->user, (const char *)name);
}

void clibxml2_initialize(void) { xmlInitParser(); }

unsigned clibxml2_html_entity(const char *name) {
    const htmlEntityDesc *entity = htmlEntityLookup((const xmlChar *)name);
    return entity != NULL ? entity->value : 0;
}

int clibxml2_scan_html(const char *bytes, int length, void *user, clibxml2_start_element_fn start,
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
    clibxml2_sax_state *state = calloc(1, sizeof(clibxml2_sax_state));
    if (state == NULL) {
        htmlFreeParserCtxt(parser);
        return -1;
    }
    state->user = user;
    state->start = start;
    state->end = end;
    state->context = parser;
    state->scannedLine = 1;
    parser->_private = state;
    parser->userData = parser;
    parser->linenumbers = 1;
    htmlParseDocument(parser);
    if (parser->myDoc != NULL) {
        xmlFreeDoc(parser->myDoc);
        parser->myDoc = NULL;
    }
    htmlFreeParserCtxt(parser);
    free(state);
    return 0;
}
