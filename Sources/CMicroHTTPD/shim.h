#ifndef CMICROHTTPD_SHIM_H
#define CMICROHTTPD_SHIM_H
// libmicrohttpd's headers (and its link flags, through pkg-config) for the C target CMicroHTTPDOperations, the only
// code that calls its variadic functions; Swift reaches libmicrohttpd through CMicroHTTPDOperations alone.
#include <stdarg.h>
#include <stdint.h>
#include <sys/types.h>
#include <sys/socket.h>
#include <microhttpd.h>
#endif
