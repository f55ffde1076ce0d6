#ifndef CMICROHTTPD_SHIM_H
#define CMICROHTTPD_SHIM_H

#include <stdarg.h>
#include <stdint.h>
#include <string.h>
#include <sys/types.h>
#include <sys/socket.h>
#include <microhttpd.h>

/// Leaves the request path as the client sent it (still percent-encoded), so Swift decodes it in one place.
static inline size_t cmicrohttpd_keep_escaped(void *cls, struct MHD_Connection *connection, char *text) {
    (void)cls;
    (void)connection;
    return strlen(text);
}

/// `MHD_start_daemon` (variadic, so not callable from Swift) on a socket that is already listening: one thread
/// per connection, URLs left escaped, idle connections closed after `timeout_seconds`.
static inline struct MHD_Daemon *cmicrohttpd_start(
    int listen_socket, MHD_AccessHandlerCallback handler, void *handler_context, unsigned int timeout_seconds) {
    return MHD_start_daemon(
        MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_THREAD_PER_CONNECTION, 0, NULL, NULL, handler, handler_context,
        MHD_OPTION_LISTEN_SOCKET, (MHD_socket)listen_socket,
        MHD_OPTION_UNESCAPE_CALLBACK, cmicrohttpd_keep_escaped, NULL,
        MHD_OPTION_CONNECTION_TIMEOUT, timeout_seconds,
        MHD_OPTION_END);
}

#endif
