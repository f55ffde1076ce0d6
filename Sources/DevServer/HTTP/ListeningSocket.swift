import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Opens a TCP socket listening on one address (127.0.0.1 by default, so the preview is reachable from this
/// machine only).
enum ListeningSocket {
    /// Listens on `address`:`port` (0 for a free port chosen by the system); returns the socket and the address and
    /// port it got, as the socket itself names them (`getsockname`).
    static func listen(
        on address: ListenAddress, port: UInt16
    ) throws(DevServerError) -> (socket: Int32, address: ListenAddress, port: UInt16) {
        let fd = socket(address.family, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        let host = address.description
        guard fd >= 0 else { throw .cannotListen(host: host, port: port, code: errno) }
        var yes: Int32 = 1
        // Lets a restarted server take the port while the old connections linger in TIME_WAIT; it does not let two
        // servers listen on one port.
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var storage = sockaddr_storage()
        let length = fill(&storage, address: address, port: port)
        let bound = withUnsafePointer(to: &storage) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) }
        }
        guard bound == 0, Glibc.listen(fd, 1024) == 0 else {
            let code = errno
            close(fd)
            switch code {
            case EADDRINUSE: throw .portInUse(host: host, port: port)
            case EACCES: throw .permissionDenied(host: host, port: port)
            case EADDRNOTAVAIL: throw .notThisMachine(host: host)
            default: throw .cannotListen(host: host, port: port, code: code)
            }
        }
        var actual = sockaddr_storage()
        var actualLength = socklen_t(MemoryLayout<sockaddr_storage>.size)
        let named = withUnsafeMutablePointer(to: &actual) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &actualLength) }
        }
        guard named == 0 else {
            let code = errno
            close(fd)
            throw .cannotListen(host: host, port: port, code: code)
        }
        let (boundAddress, boundPort) = Self.address(in: actual, family: address.family)
        return (fd, boundAddress, boundPort)
    }

    /// Writes `address`:`port` into `storage` as a `sockaddr_in` or `sockaddr_in6`; returns its length.
    static func fill(_ storage: inout sockaddr_storage, address: ListenAddress, port: UInt16) -> socklen_t {
        withUnsafeMutableBytes(of: &storage) { raw in
            if address.isIPv6 {
                var inet6 = sockaddr_in6()
                inet6.sin6_family = sa_family_t(AF_INET6)
                inet6.sin6_port = port.bigEndian
                withUnsafeMutableBytes(of: &inet6.sin6_addr) { $0.copyBytes(from: address.bytes) }
                raw.storeBytes(of: inet6, as: sockaddr_in6.self)
                return socklen_t(MemoryLayout<sockaddr_in6>.size)
            }
            var inet = sockaddr_in()
            inet.sin_family = sa_family_t(AF_INET)
            inet.sin_port = port.bigEndian
            withUnsafeMutableBytes(of: &inet.sin_addr) { $0.copyBytes(from: address.bytes) }
            raw.storeBytes(of: inet, as: sockaddr_in.self)
            return socklen_t(MemoryLayout<sockaddr_in>.size)
        }
    }

    /// The address and port in a socket address of `family` (`AF_INET` or `AF_INET6`).
    private static func address(in storage: sockaddr_storage, family: Int32) -> (ListenAddress, UInt16) {
        withUnsafeBytes(of: storage) { raw in
            if family == AF_INET6 {
                var inet6 = raw.load(as: sockaddr_in6.self)
                let bytes = withUnsafeBytes(of: &inet6.sin6_addr) { [UInt8]($0) }
                return (ListenAddress(family: family, bytes: bytes), UInt16(bigEndian: inet6.sin6_port))
            }
            var inet = raw.load(as: sockaddr_in.self)
            let bytes = withUnsafeBytes(of: &inet.sin_addr) { [UInt8]($0) }
            return (ListenAddress(family: family, bytes: bytes), UInt16(bigEndian: inet.sin_port))
        }
    }
}
