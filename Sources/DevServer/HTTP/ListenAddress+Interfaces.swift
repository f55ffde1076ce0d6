import Foundation

#if canImport(Glibc)
    import Glibc
#endif

extension ListenAddress {
    /// Whether it is the address of every interface: `0.0.0.0` or `::`.
    package var isUnspecified: Bool { bytes.allSatisfy { $0 == 0 } }

    /// The addresses a browser can reach a server listening here by, loopback first: this address itself, or for
    /// `0.0.0.0` (and `::`) 127.0.0.1 (or `::1`) and the address of each interface of this machine that is up, of
    /// the same family (`::` takes both), IPv6 link-local ones left out (they need a zone in a URL).
    package var reachableAddresses: [ListenAddress] {
        guard isUnspecified else { return [self] }
        let loopbacks = isIPv6 ? [ListenAddress(family: AF_INET6, bytes: [UInt8](repeating: 0, count: 15) + [1]), .loopback] : [.loopback]
        let families: Set<Int32> = isIPv6 ? [AF_INET6, AF_INET] : [AF_INET]
        let others = Self.interfaceAddresses().filter { families.contains($0.family) && !$0.isLoopback && !$0.isLinkLocal }
        return loopbacks + others
    }

    /// Whether it is an IPv6 link-local address (`fe80::/10`).
    var isLinkLocal: Bool { isIPv6 && bytes[0] == 0xFE && bytes[1] & 0xC0 == 0x80 }

    /// The IPv4 and IPv6 addresses of the interfaces that are up, in the system's order, each once.
    static func interfaceAddresses() -> [ListenAddress] {
        var list: UnsafeMutablePointer<ifaddrs>?
        guard getifaddrs(&list) == 0, let first = list else { return [] }
        defer { freeifaddrs(list) }
        var found: [ListenAddress] = []
        var next: UnsafeMutablePointer<ifaddrs>? = first
        while let entry = next?.pointee {
            next = entry.ifa_next
            guard entry.ifa_flags & UInt32(IFF_UP) != 0, let socketAddress = entry.ifa_addr else { continue }
            let address: ListenAddress?
            switch Int32(socketAddress.pointee.sa_family) {
            case AF_INET:
                address = socketAddress.withMemoryRebound(to: sockaddr_in.self, capacity: 1) {
                    withUnsafeBytes(of: $0.pointee.sin_addr) { ListenAddress(family: AF_INET, bytes: Array($0)) }
                }
            case AF_INET6:
                address = socketAddress.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) {
                    withUnsafeBytes(of: $0.pointee.sin6_addr) { ListenAddress(family: AF_INET6, bytes: Array($0)) }
                }
            default:
                address = nil
            }
            if let address, !found.contains(address) { found.append(address) }
        }
        return found
    }
}
