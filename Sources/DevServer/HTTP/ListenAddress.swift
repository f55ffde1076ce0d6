import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The numeric IPv4 or IPv6 address the server listens on (`127.0.0.1` unless the user asks for another).
package struct ListenAddress: Sendable, Equatable, CustomStringConvertible {
    /// `AF_INET` or `AF_INET6`.
    let family: Int32
    /// The address in network order: 4 bytes for IPv4, 16 for IPv6.
    let bytes: [UInt8]

    /// 127.0.0.1, the default: reachable from this machine only.
    package static let loopback = ListenAddress(family: AF_INET, bytes: [127, 0, 0, 1])

    /// The address of `family` whose bytes, in network order, are `bytes`.
    init(family: Int32, bytes: [UInt8]) {
        self.family = family
        self.bytes = bytes
    }

    /// The address written as `text` (`192.168.1.20`, `0.0.0.0`, `::1`, `::`; `localhost` is 127.0.0.1); nil for
    /// anything else, host names and IPv6 zone suffixes (`%eth0`) included.
    package init?(_ text: String) {
        if text == "localhost" {
            self = .loopback
            return
        }
        var four = [UInt8](repeating: 0, count: 4)
        if inet_pton(AF_INET, text, &four) == 1 {
            self.init(family: AF_INET, bytes: four)
            return
        }
        var sixteen = [UInt8](repeating: 0, count: 16)
        if inet_pton(AF_INET6, text, &sixteen) == 1 {
            self.init(family: AF_INET6, bytes: sixteen)
            return
        }
        return nil
    }

    /// Whether it is IPv6.
    package var isIPv6: Bool { family == AF_INET6 }

    /// Whether only this machine can connect: 127.0.0.0/8, `::1`, or an IPv4-mapped 127.x address.
    package var isLoopback: Bool {
        if !isIPv6 { return bytes[0] == 127 }
        if bytes == [UInt8](repeating: 0, count: 15) + [1] { return true }
        return bytes[0..<10].allSatisfy { $0 == 0 } && bytes[10] == 0xFF && bytes[11] == 0xFF && bytes[12] == 127
    }

    /// The address in its usual notation (`127.0.0.1`, `::1`).
    package var description: String {
        var text = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN))
        _ = inet_ntop(family, bytes, &text, socklen_t(text.count))
        return String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The address as the host of a URL (`127.0.0.1`, `[::1]`).
    package var urlHost: String {
        isIPv6 ? "[\(description)]" : description
    }
}
