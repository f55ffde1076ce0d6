import Foundation

/// A digest of bytes that is the same in every run and on every machine (64-bit FNV-1a): the offline cache's
/// version is made of these, so that two builds of the same files give the same service worker. Swift's `Hasher`
/// is seeded per process and cannot serve. Not a cryptographic hash: it tells builds apart, it guards nothing.
package struct StableDigest: Hashable, Sendable {
    /// The digest's value.
    package private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    /// The digest of nothing yet.
    package init() {}

    /// A digest of this value, as ``value`` gave it.
    package init(value: UInt64) {
        self.value = value
    }

    /// The digest of `bytes`.
    package init<Bytes: Sequence>(of bytes: Bytes) where Bytes.Element == UInt8 {
        add(bytes)
    }

    /// The digest of `bytes`.
    package init(of bytes: [UInt8]) {
        add(bytes)
    }

    /// The digest of `data`.
    package init(of data: Data) {
        data.withUnsafeBytes { add($0) }
    }

    /// Adds `bytes` to the digest. The generic `add` called from another module is not specialized there: it stepped
    /// through each byte by protocol witness calls (a third of `serve`'s time after a rename at 10,000 places went
    /// to digesting `trip.gpx` so).
    package mutating func add(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { add($0) }
    }

    /// Adds `bytes` to the digest.
    package mutating func add(_ bytes: UnsafeRawBufferPointer) {
        var value = self.value
        for byte in bytes {
            value ^= UInt64(byte)
            value &*= 0x0000_0100_0000_01b3
        }
        self.value = value
    }

    /// Adds `bytes` to the digest.
    package mutating func add<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        var value = self.value
        for byte in bytes {
            value ^= UInt64(byte)
            value &*= 0x0000_0100_0000_01b3
        }
        self.value = value
    }

    /// Adds the UTF-8 of `text` to the digest.
    package mutating func add(_ text: String) {
        add(text.utf8)
    }

    /// Sixteen lower-case hexadecimal digits.
    var hex: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
