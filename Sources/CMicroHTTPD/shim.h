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
static inline struct MHD_Daemon *cmicrohttpd_start(
    struct cmicrohttpd_settings settings, MHD_AccessHandlerCallback handler, MHD_NotifyConnectionCallback on_connection,
    MHD_RequestCompletedCallback on_completed, void *context) {
    unsigned int flags = MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_EPOLL | MHD_USE_ITC | MHD_ALLOW_SUSPEND_RESUME;
    if (settings.is_ipv6) flags |= MHD_USE_IPv6;
    return MHD_start_daemon(
        flags, 0, NULL, NULL, handler, context,
        MHD_OPTION_LISTEN_SOCKET, (MHD_socket)settings.listen_socket,
        MHD_OPTION_UNESCAPE_CALLBACK, cmicrohttpd_keep_escaped, NULL,
        MHD_OPTION_THREAD_POOL_SIZE, settings.threads,
        MHD_OPTION_CONNECTION_LIMIT, settings.connection_limit,
        MHD_OPTION_PER_IP_CONNECTION_LIMIT, settings.per_address_limit,
        MHD_OPTION_CONNECTION_TIMEOUT, settings.idle_timeout_seconds,
        MHD_OPTION_NOTIFY_CONNECTION, on_connection, context,
        MHD_OPTION_NOTIFY_COMPLETED, on_completed, context,
        MHD_OPTION_END);
}

/// The socket of a connection (`MHD_get_connection_info` is variadic); -1 when unknown.
static inline int cmicrohttpd_connection_socket(struct MHD_Connection *connection) {
    const union MHD_ConnectionInfo *info = MHD_get_connection_info(connection, MHD_CONNECTION_INFO_CONNECTION_FD);
    return info == NULL ? -1 : (int)info->connect_fd;
}

/// The connections the daemon holds now, over all its threads (`MHD_get_daemon_info` is variadic); 0 when unknown.
static inline unsigned int cmicrohttpd_open_connections(struct MHD_Daemon *daemon) {
    const union MHD_DaemonInfo *info = MHD_get_daemon_info(daemon, MHD_DAEMON_INFO_CURRENT_CONNECTIONS);
    return info == NULL ? 0 : info->num_connections;
}

#endif
