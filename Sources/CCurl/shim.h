#ifndef CCURL_SHIM_H
#define CCURL_SHIM_H
// libcurl's headers (and its link flags, through pkg-config) for the C target CCurlOperations, the only code that
// calls libcurl's variadic functions; Swift reaches libcurl through CCurlOperations alone.
#include <curl/curl.h>
#endif
