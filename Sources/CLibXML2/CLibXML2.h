// The libxml2 headers CMogenXML uses.
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
