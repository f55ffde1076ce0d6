// The daemon's start and info calls with their options fixed (see include/CMicroHTTPDOperations.h).
#include <string.h>
#include "CMicroHTTPDOperations.h"

/// Leaves the request path as the client sent it (still percent-encoded), so Swift decodes it in one place.
static size_t cmicrohttpd_keep_escaped(void *cls, struct MHD_Connection *connection, char *text) {
    (void)cls;
    (void)connection;
    return strlen(text);
}


struct MHD_Daemon *cmicrohttpd_start(
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

int cmicrohttpd_connection_socket(struct MHD_Connection *connection) {
    const union MHD_ConnectionInfo *info = MHD_get_connection_info(connection, MHD_CONNECTION_INFO_CONNECTION_FD);
    return info == NULL ? -1 : (int)info->connect_fd;
}

unsigned int cmicrohttpd_open_connections(struct MHD_Daemon *daemon) {
    const union MHD_DaemonInfo *info = MHD_get_daemon_info(daemon, MHD_DAEMON_INFO_CURRENT_CONNECTIONS);
    return info == NULL ? 0 : info->num_connections;
}
