#ifndef CMOGENXML_H
#define CMOGENXML_H

// mogen's XML reader: libxml2's streaming (SAX2) parser behind plain C types. No libxml2 type appears here, so the
// Swift modules that import this header and Foundation never see libxml2's or ICU's declarations.

#include <stddef.h>

/// One attribute of a start tag.
typedef struct {
    /// The attribute's name, NUL-terminated. One parse hands out the same pointer for the same name (libxml2 interns
    /// names), so a reader may cache what it builds from a name by the pointer.
    const char *name;
    /// The value with references decoded, not NUL-terminated.
    const unsigned char *value;
    size_t valueLength;
} MogenXMLAttribute;

/// What the reader calls while it parses. Pointers are valid only during the call.
typedef struct {
    void *context;
    /// A start tag: its name (interned, as attribute names are), its attributes in file order, and where its `<` is:
    /// the byte offset in the document, and the 1-based line and character column (UTF-8 sequences count as one
    /// character). Returns 0 to go on; anything else stops the parse without an error.
    int (*startElement)(void *context, const char *name, const MogenXMLAttribute *attributes, size_t attributeCount,
        size_t offset, int line, int column);
    /// The end of the element last started and not yet ended.
    void (*endElement)(void *context);
} MogenXMLHandlers;

/// The first problem found, if any.
typedef struct {
    /// libxml2's error code (`xmlParserErrors`; warnings count, as in every XML parser built on libxml2 that stops at
    /// the first report); `MogenXMLDoctypeRefused` or `MogenXMLTooLarge`; 0 when there was no problem.
    int code;
    /// Where libxml2 was when it found the problem: 1-based line and character column (0 when unknown).
    int line;
    int column;
} MogenXMLProblem;

/// Problems of CMogenXML's own, beside libxml2's codes.
enum {
    /// A document type declaration was found. Model files never have one, and refusing it means no entity is ever
    /// declared, expanded or fetched.
    MogenXMLDoctypeRefused = -1,
    /// The document is longer than `MogenXMLMaximumLength`.
    MogenXMLTooLarge = -2,
};

/// The longest document read: 256 MiB. The largest real models are a few megabytes.
static const size_t MogenXMLMaximumLength = (size_t)256 * 1024 * 1024;

/// The encodings the reader takes: the bytes must be UTF-8 (mogen transcodes other encodings it accepts first). An
/// encoding declared in the document is not acted on.
///
/// Parses `length` bytes of UTF-8 XML, calling `handlers` for each element. Returns 1 when the document was read to
/// its end without a problem (it may still have had no element), 0 otherwise, with `problem` filled in when a problem
/// was found. Never reads a file, the network or any other document.
int mogen_xml_parse(const unsigned char *bytes, size_t length, const MogenXMLHandlers *handlers,
    MogenXMLProblem *problem);

#endif
