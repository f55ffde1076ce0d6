import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Opens a TCP socket listening on 127.0.0.1 only, so the preview is never reachable from another machine.
enum LoopbackSocket {
    /// Listens on 127.0.0.1:`port` (0 for a free port chosen by the system); returns the socket and the port it got.
    static func listen(port: UInt16) throws(DevServerError) -> (socket: Int32, port: UInt16) {
        #if canImport(Glibc)
            let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        #else
            let fd = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard fd >= 0 else { throw .cannotListen(port: port, code: errno) }
        var yes: Int32 = 1
        // Lets a restarted server take the port while the old connections linger in TIME_WAIT; it does not let two
        // servers listen on one port.
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian  // 127.0.0.1
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, Glibc.listen(fd, 128) == 0 else {
            let code = errno
            close(fd)
            switch code {
            case EADDRINUSE: throw .portInUse(port)
            case EACCES: throw .permissionDenied(port)
            default: throw .cannotListen(port: port, code: code)
            }
        }
        var actual = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let named = withUnsafeMutablePointer(to: &actual) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        guard named == 0 else {
            let code = errno
            close(fd)
            throw .cannotListen(port: port, code: code)
        }
        return (fd, UInt16(bigEndian: actual.sin_port))
    }
}
