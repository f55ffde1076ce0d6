import Foundation
import TestSupport

/// The `vips` command of libvips-tools, for writing test photos Roadbook's own code never writes: grey, CMYK and
/// 16-bit files, files with a given ICC profile, very tall ones.
enum VipsTool {
    /// The command, when installed.
    static let command = ["/usr/bin/vips", "/usr/local/bin/vips"].first { FileManager.default.isExecutableFile(atPath: $0) }

    /// The bytes of the file `vips <arguments…>` writes as `output` (a name with extension and `[options]`), in a
    /// fresh folder where `inputs` (name → bytes) are written first.
    static func file(_ arguments: [String], output: String, inputs: [String: Data] = [:]) throws -> Data {
        let folder = try TemporaryDirectory()
        for (name, data) in inputs { try data.write(to: folder.url.appendingPathComponent(name)) }
        let process = Process()
        guard let command else { throw VipsToolFailure(arguments: arguments) }
        process.executableURL = URL(fileURLWithPath: command)
        process.currentDirectoryURL = folder.url
        process.arguments = arguments.map { $0.replacingOccurrences(of: "$OUT", with: output) }
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw VipsToolFailure(arguments: arguments) }
        let name = output.split(separator: "[").first.map(String.init) ?? output
        return try Data(contentsOf: folder.url.appendingPathComponent(name))
    }

    /// A `width`×`height` grey PNG of value 128 (`bands` 1) or an RGB one (3), made by `vips black` and `linear`.
    static func plainPNG(width: Int, height: Int, bands: Int = 3) throws -> Data {
        let black = try file(["black", "$OUT", String(width), String(height), "--bands", String(bands)], output: "black.v")
        return try file(["linear", "in.v", "$OUT", "1", "128", "--uchar"], output: "plain.png", inputs: ["in.v": black])
    }

    /// `png` converted by `vips copy` to `output` (`photo.jpg[profile=grey.icc]`…), with `extra` files beside it.
    static func converted(_ png: Data, to output: String, extra: [String: Data] = [:]) throws -> Data {
        try file(["copy", "in.png", "$OUT"], output: output, inputs: extra.merging(["in.png": png]) { $1 })
    }

    /// `png` in the colour space `space` (`cmyk`, `rgb16`, `grey16`…), written as `output`.
    static func colourspace(_ png: Data, _ space: String, to output: String) throws -> Data {
        try file(["colourspace", "in.png", "$OUT", space], output: output, inputs: ["in.png": png])
    }

    /// A minimal ICC v2 grey display profile (white point D50, gamma 2.2), as cameras and scanners embed one.
    static func greyProfile() -> Data {
        func fixed(_ value: Double) -> [UInt8] { bigEndian32(Int((value * 65_536).rounded())) }
        let whitePoint = Array("XYZ ".utf8) + [0, 0, 0, 0] + fixed(0.9642) + fixed(1.0) + fixed(0.8249)
        let curve = Array("curv".utf8) + [0, 0, 0, 0] + bigEndian32(1) + [0x02, 0x33, 0, 0]
        let tags: [(String, [UInt8])] = [("wtpt", whitePoint), ("kTRC", curve)]
        var offset = 128 + 4 + 12 * tags.count
        var table: [UInt8] = bigEndian32(tags.count)
        var body: [UInt8] = []
        for (signature, data) in tags {
            table += Array(signature.utf8) + bigEndian32(offset) + bigEndian32(data.count)
            body += data
            offset += data.count
        }
        var header = bigEndian32(128 + table.count + body.count) + [0, 0, 0, 0] + [0x02, 0x10, 0, 0]
        header += Array("mntrGRAYXYZ ".utf8) + [UInt8](repeating: 0, count: 12) + Array("acsp".utf8)
        header += [UInt8](repeating: 0, count: 28) + fixed(0.9642) + fixed(1.0) + fixed(0.8249)
        header += [UInt8](repeating: 0, count: 128 - header.count)
        return Data(header + table + body)
    }

    private static func bigEndian32(_ value: Int) -> [UInt8] {
        [UInt8(value >> 24 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
}

/// `vips` failed.
struct VipsToolFailure: Error {
    let arguments: [String]
}
