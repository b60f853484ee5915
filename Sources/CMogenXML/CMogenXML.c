#include "CMogenXML.h"

#include <stdlib.h>
#include <string.h>

#if __has_include(<libxml/parser.h>)
#include <libxml/SAX2.h>
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#else
// Apple SDKs keep libxml2's headers in usr/include/libxml2, which is not searched; their `libxml2` module (what
// Swift's `import libxml2` loads) makes the same declarations available.
@import libxml2;
#endif

// The options, set explicitly (Docs/Architecture.md, "CMogenXML: reading XML with libxml2"):
// - no network, no DTD loading, no entity substitution (XML_PARSE_NOENT is left out, so only the five predefined
//   entities and character references are decoded), no XInclude;
// - libxml2's default limits stay on (XML_PARSE_HUGE is left out): names, values and text nodes are bounded;
// - the declared encoding is ignored: the bytes are UTF-8 already.
static const int parseOptions = XML_PARSE_NONET | XML_PARSE_IGNORE_ENC;

// The size of the pieces the document is given to libxml2 in.
static const size_t chunkSize = 256 * 1024;

typedef struct {
    xmlParserCtxtPtr parser;
    const MogenXMLHandlers *handlers;
    const unsigned char *bytes;
    size_t length;
    MogenXMLProblem *problem;
    MogenXMLAttribute *attributes;
    size_t attributeCapacity;
    // Values that needed '&' decoded, one buffer reused for every start tag.
    unsigned char *decoded;
    size_t decodedCapacity;
    // The line and column of `cursorOffset`, the last start tag reported: tags come in file order, so positions are
    // found by moving forward from the last one, in one pass over the text in all.
    size_t cursorOffset;
    int cursorLine;
    int cursorColumn;
    int stopped;
} ReaderState;

static void stop(ReaderState *state) {
    if (state->stopped) return;
    state->stopped = 1;
    xmlStopParser(state->parser);
}

static void recordProblem(ReaderState *state, int code) {
    if (state->problem->code != 0) return;
    state->problem->code = code;
    state->problem->line = xmlSAX2GetLineNumber(state->parser);
    state->problem->column = xmlSAX2GetColumnNumber(state->parser);
    stop(state);
}

static int reserve(void **buffer, size_t *capacity, size_t needed, size_t elementSize) {
    if (needed <= *capacity) return 1;
    size_t grown = *capacity * 2 > needed ? *capacity * 2 : needed;
    void *larger = realloc(*buffer, grown * elementSize);
    if (larger == NULL) return 0;
    *buffer = larger;
    *capacity = grown;
    return 1;
}

// The byte offset of the `<` of the start tag being reported. libxml2 calls back with the input at the tag's `>` or
// `/>`; an attribute value cannot hold a raw `<`, so the last `<` up to there is the tag's own. It is searched forward
// from the previous start tag's `<` (tags come in file order), so the search covers the text once in all.
static size_t startTagOffset(const ReaderState *state) {
    long consumed = xmlByteConsumed(state->parser);
    size_t offset = consumed > 0 && (size_t)consumed < state->length ? (size_t)consumed : state->length;
    size_t from = state->cursorOffset <= offset ? state->cursorOffset : 0;
    const unsigned char *end = state->bytes + (offset < state->length ? offset + 1 : state->length);
    const unsigned char *found = NULL;
    for (const unsigned char *at = state->bytes + from, *hit; at < end
         && (hit = memchr(at, '<', (size_t)(end - at))) != NULL; at = hit + 1) {
        found = hit;
    }
    return found != NULL ? (size_t)(found - state->bytes) : from;
}

// Moves the cursor, and its line and column, forward to `offset` (back to the start first if `offset` is behind it).
static void advanceCursor(ReaderState *state, size_t offset) {
    if (offset < state->cursorOffset) {
        state->cursorOffset = 0;
        state->cursorLine = 1;
        state->cursorColumn = 1;
    }
    const unsigned char *at = state->bytes + state->cursorOffset;
    const unsigned char *end = state->bytes + offset;
    const unsigned char *newline;
    while (at < end && (newline = memchr(at, '\n', (size_t)(end - at))) != NULL) {
        state->cursorLine++;
        state->cursorColumn = 1;
        at = newline + 1;
    }
    for (; at < end; at++) {
        // Only the first byte of a UTF-8 sequence starts a character.
        if ((*at & 0xC0) != 0x80) state->cursorColumn++;
    }
    state->cursorOffset = offset;
}

static void onStartElement(void *context, const xmlChar *localName, const xmlChar *prefix, const xmlChar *uri,
    int namespaceCount, const xmlChar **namespaces, int attributeCount, int defaultedCount, const xmlChar **attributes) {
    (void)uri;
    (void)defaultedCount;
    ReaderState *state = context;
    if (state->stopped) return;
    xmlDictPtr names = state->parser->dict;
    size_t count = (size_t)namespaceCount + (size_t)attributeCount;
    size_t decodedNeeded = 0;
    for (int index = 0; index < attributeCount; index++) {
        decodedNeeded += (size_t)(attributes[index * 5 + 4] - attributes[index * 5 + 3]);
    }
    if (!reserve((void **)&state->attributes, &state->attributeCapacity, count, sizeof(MogenXMLAttribute))
        || !reserve((void **)&state->decoded, &state->decodedCapacity, decodedNeeded, 1)) {
        recordProblem(state, XML_ERR_NO_MEMORY);
        return;
    }
    size_t filled = 0;
    // A parser that does not process namespaces reports their declarations as attributes.
    for (int index = 0; index < namespaceCount; index++) {
        const xmlChar *declaredPrefix = namespaces[index * 2];
        const xmlChar *declaredURI = namespaces[index * 2 + 1];
        const xmlChar *name = declaredPrefix != NULL ? xmlDictQLookup(names, BAD_CAST "xmlns", declaredPrefix)
                                                     : xmlDictLookup(names, BAD_CAST "xmlns", -1);
        if (name == NULL) {
            recordProblem(state, XML_ERR_NO_MEMORY);
            return;
        }
        MogenXMLAttribute attribute = {(const char *)name, declaredURI, declaredURI != NULL ? strlen((const char *)declaredURI) : 0};
        state->attributes[filled++] = attribute;
    }
    size_t decodedUsed = 0;
    for (int index = 0; index < attributeCount; index++) {
        const xmlChar *const *fields = attributes + index * 5;
        const xmlChar *name = fields[1] != NULL ? xmlDictQLookup(names, fields[1], fields[0]) : fields[0];
        if (name == NULL) {
            recordProblem(state, XML_ERR_NO_MEMORY);
            return;
        }
        const unsigned char *value = fields[3];
        size_t length = (size_t)(fields[4] - fields[3]);
        // Without entity substitution libxml2 hands over each '&' of a value as the reference "&#38;" (for callers
        // that rebuild references); everything else comes decoded. Decoded values go one after another into one
        // buffer, so the pointers handed out for this tag stay valid.
        if (length > 0 && memchr(value, '&', length) != NULL) {
            unsigned char *out = state->decoded + decodedUsed;
            size_t written = 0;
            for (size_t at = 0; at < length;) {
                if (value[at] == '&' && at + 5 <= length && memcmp(value + at, "&#38;", 5) == 0) {
                    out[written++] = '&';
                    at += 5;
                } else {
                    out[written++] = value[at++];
                }
            }
            value = out;
            length = written;
            decodedUsed += written;
        }
        MogenXMLAttribute attribute = {(const char *)name, value, length};
        state->attributes[filled++] = attribute;
    }
    const xmlChar *elementName = prefix != NULL ? xmlDictQLookup(names, prefix, localName) : localName;
    if (elementName == NULL) {
        recordProblem(state, XML_ERR_NO_MEMORY);
        return;
    }
    const MogenXMLHandlers *handlers = state->handlers;
    size_t offset = startTagOffset(state);
    advanceCursor(state, offset);
    if (handlers->startElement(handlers->context, (const char *)elementName, state->attributes, filled, offset,
            state->cursorLine, state->cursorColumn) != 0) {
        stop(state);
    }
}

static void onEndElement(void *context, const xmlChar *localName, const xmlChar *prefix, const xmlChar *uri) {
    (void)localName;
    (void)prefix;
    (void)uri;
    ReaderState *state = context;
    if (state->stopped) return;
    state->handlers->endElement(state->handlers->context);
}

static void onInternalSubset(void *context, const xmlChar *name, const xmlChar *externalID, const xmlChar *systemID) {
    (void)name;
    (void)externalID;
    (void)systemID;
    recordProblem(context, MogenXMLDoctypeRefused);
}

static void onEntityDeclaration(void *context, const xmlChar *name, int type, const xmlChar *publicID,
    const xmlChar *systemID, xmlChar *content) {
    (void)name;
    (void)type;
    (void)publicID;
    (void)systemID;
    (void)content;
    recordProblem(context, MogenXMLDoctypeRefused);
}

// libxml2 2.12 made the reported error const.
#if LIBXML_VERSION >= 21200
typedef const xmlError *ReportedError;
#else
typedef xmlErrorPtr ReportedError;
#endif

// Every report stops the parse, warnings too: a model file Xcode wrote has none.
static void onProblem(void *context, ReportedError error) {
    ReaderState *state = context;
    recordProblem(state, error != NULL && error->code != 0 ? error->code : XML_ERR_INTERNAL_ERROR);
}

int mogen_xml_parse(const unsigned char *bytes, size_t length, const MogenXMLHandlers *handlers,
    MogenXMLProblem *problem) {
    MogenXMLProblem none = {0, 0, 0};
    *problem = none;
    if (length > MogenXMLMaximumLength) {
        problem->code = MogenXMLTooLarge;
        problem->line = 1;
        problem->column = 1;
        return 0;
    }
    xmlSAXHandler sax;
    memset(&sax, 0, sizeof(sax));
    sax.initialized = XML_SAX2_MAGIC;
    sax.startElementNs = onStartElement;
    sax.endElementNs = onEndElement;
    sax.internalSubset = onInternalSubset;
    sax.entityDecl = onEntityDeclaration;
    sax.serror = onProblem;

    ReaderState state;
    memset(&state, 0, sizeof(state));
    state.handlers = handlers;
    state.bytes = bytes;
    state.length = length;
    state.problem = problem;
    state.cursorLine = 1;
    state.cursorColumn = 1;

    xmlParserCtxtPtr parser = xmlCreatePushParserCtxt(&sax, &state, NULL, 0, NULL);
    if (parser == NULL) {
        problem->code = XML_ERR_NO_MEMORY;
        return 0;
    }
    state.parser = parser;
    xmlCtxtUseOptions(parser, parseOptions);
    xmlSwitchEncoding(parser, XML_CHAR_ENCODING_UTF8);
    // In chunks, as a stream arrives: libxml2 refuses more than 10 MB of input ahead of where it is parsing
    // (XML_MAX_LOOKUP_LIMIT), and drops what it has parsed as it goes. The last chunk ends the input, so that a
    // truncated document is reported where it ends.
    size_t start = 0;
    do {
        size_t size = length - start < chunkSize ? length - start : chunkSize;
        int last = start + size == length;
        xmlParseChunk(parser, (const char *)bytes + start, (int)size, last);
        start += size;
    } while (start < length && !state.stopped);
    int completed = problem->code == 0 && !state.stopped;
    xmlFreeParserCtxt(parser);
    free(state.attributes);
    free(state.decoded);
    return completed;
}
