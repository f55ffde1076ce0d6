#ifndef CMICROHTTPDOPERATIONS_H
#define CMICROHTTPDOPERATIONS_H
// libmicrohttpd's daemon as the preview server runs it. MHD_start_daemon and the info calls are variadic, which
// Swift cannot call: the functions below (microhttpd_operations.c) fix their options. Only
// Sources/DevServer/HTTP/MicroHTTPDListener.swift imports this module; it sees libmicrohttpd's types and its plain
// functions through <microhttpd.h>.
#include <stdarg.h>
#include <stdint.h>
#include <sys/types.h>
#include <sys/socket.h>
#include <microhttpd.h>

/// How the daemon runs and what it allows (see `cmicrohttpd_start`).
struct cmicrohttpd_settings {
    /// The socket, already listening.
    int listen_socket;
    /// Whether that socket is IPv6.
    int is_ipv6;
    /// Threads, each with its own epoll loop over its share of the connections.
    unsigned int threads;
    /// Connections open at once; more are closed as they arrive.
    unsigned int connection_limit;
    /// Connections open at once from one client address (0: no limit).
    unsigned int per_address_limit;
    /// Seconds a connection may stay silent (neither sending nor receiving) before it is closed.
    unsigned int idle_timeout_seconds;
};

/// `MHD_start_daemon` (variadic, so not callable from Swift) on a socket that is already listening: a small pool of
/// threads with epoll (not a thread per connection), bounded connections, URLs left escaped, and callbacks for each
/// connection opened and closed and each request completed.
struct MHD_Daemon *cmicrohttpd_start(
    struct cmicrohttpd_settings settings, MHD_AccessHandlerCallback handler, MHD_NotifyConnectionCallback on_connection,
    MHD_RequestCompletedCallback on_completed, void *context);

/// The socket of a connection (`MHD_get_connection_info` is variadic); -1 when unknown.
int cmicrohttpd_connection_socket(struct MHD_Connection *connection);

/// The connections the daemon holds now, over all its threads (`MHD_get_daemon_info` is variadic); 0 when unknown.
unsigned int cmicrohttpd_open_connections(struct MHD_Daemon *daemon);

#endif
