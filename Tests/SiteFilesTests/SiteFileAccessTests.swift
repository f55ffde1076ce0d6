import Foundation
import TestSupport
import Testing
@testable import SiteFiles

@Suite struct SiteFileAccessTests {
    @Test func aLinkOutsideIsRefusedAtTheLinkAndALinkInsideIsRead() throws {
        let site = try SiteFolderFixture()
        let (folder, root) = (site.folder, site.root)
        try site.link("static/passwd.txt", to: "/etc/passwd")
        try site.link("static/secret.txt", to: "../../outside/secret.txt")
        try site.link("static/inside.txt", to: "a.txt")
        let access = SiteFileAccess(root: root)
        #expect(throws: SiteFileRefusal(path: "static/passwd.txt", reason: .linksOutside(target: "/etc/passwd"))) {
            try access.read("static/passwd.txt").get()
        }
        let secret = try #require(RealPath.resolve(folder.url.appendingPathComponent("outside/secret.txt").path))
        #expect(throws: SiteFileRefusal(path: "static/secret.txt", reason: .linksOutside(target: secret))) {
            try access.read("static/secret.txt").get()
        }
        #expect(try access.read("static/inside.txt").get() == Data("inside\n".utf8))
    }

    /// A stamp is taken only of a regular file reached without a link: a link (inside or out), a folder, a FIFO
    /// and a folder linked outside give none, so the caller opens the file and learns why.
    @Test func aPlainFileStatusIsOnlyOfARegularFileReachedWithoutALink() throws {
        let site = try SiteFolderFixture()
        let (folder, root) = (site.folder, site.root)
        defer { withExtendedLifetime(folder) {} }
        try site.link("static/secret.txt", to: "../../outside/secret.txt")
        try site.link("static/inside.txt", to: "a.txt")
        try site.link("linked", to: "../outside")
        #expect(mkfifo(root.appendingPathComponent("static/pipe").path, 0o600) == 0)
        let access = SiteFileAccess(root: root)
        let status = try #require(access.plainFileStatus("static/a.txt"))
        #expect(status.st_size == 7)
        for path in ["static/secret.txt", "static/inside.txt", "static", "static/pipe", "linked/secret.txt", "static/none", "static/.."] {
            #expect(access.plainFileStatus(path) == nil, "\(path)")
        }
    }

    @Test func aFolderLinkedOutsideIsRefusedAtTheFolderForEveryFileBelowIt() throws {
        let site = try SiteFolderFixture()
        let (folder, root) = (site.folder, site.root)
        try site.link("content", to: "../outside")
        let access = SiteFileAccess(root: root)
        let outside = try #require(RealPath.resolve(folder.url.appendingPathComponent("outside").path))
        let refusal = SiteFileRefusal(path: "content", reason: .linksOutside(target: outside))
        #expect(throws: refusal) { try access.read("content/secret.txt").get() }
        #expect(throws: refusal) { try access.entries(of: "content").get() }
        #expect(throws: refusal) { try access.kind(of: "content/secret.txt").get() }
    }

    @Test func aFIFOIsRefusedWithoutBlocking() throws {
        let site = try SiteFolderFixture()
        let (folder, root) = (site.folder, site.root)
        defer { withExtendedLifetime(folder) {} }
        let fifo = root.appendingPathComponent("static/pipe.txt").path
        try #require(mkfifo(fifo, 0o644) == 0)
        try site.link("static/pipe-link.txt", to: "pipe.txt")
        let access = SiteFileAccess(root: root)
        let outcome = Deadline.run(unblock: { Self.release(fifo) }) {
            [access.read("static/pipe.txt").map(\.count), access.read("static/pipe-link.txt").map(\.count)]
        }
        let fifoKind = SiteFileRefusal.Reason.notRegularFile(kind: "a FIFO (named pipe)")
        #expect(outcome == [
            .failure(SiteFileRefusal(path: "static/pipe.txt", reason: fifoKind)),
            .failure(SiteFileRefusal(path: "static/pipe-link.txt", reason: fifoKind)),
        ])
        let entries = try access.entries(of: "static").get()
        #expect(entries.map(\.kind) == [.file, .refused(fifoKind), .refused(fifoKind)])
    }

    @Test func aListingOfManyEntriesHasEveryName() throws {
        // Names are read in place: copying each entry's 256-byte name field read past the listing's buffer
        // (found by `swift test --sanitize=address`, which fails this test without the fix).
        let folder = try TemporaryDirectory()
        var names: [String] = []
        for number in 0..<2000 {
            let name = "p\(number)" + String(repeating: "x", count: number % 7) + ".md"
            names.append(name)
            _ = try folder.write("", to: "site/content/locations/\(name)")
        }
        let entries = try SiteFileAccess(root: folder.url.appendingPathComponent("site")).entries(of: "content/locations").get()
        #expect(entries.map(\.name) == names.sorted())
    }

    @Test func aSocketIsRefusedInAListingAndWhenRead() throws {
        let site = try SiteFolderFixture()
        let (folder, root) = (site.folder, site.root)
        defer { withExtendedLifetime(folder) {} }
        let path = root.appendingPathComponent("static/sock").path
        let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            for (index, byte) in path.utf8.enumerated() { buffer[index] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        try #require(bound == 0)
        let access = SiteFileAccess(root: root)
        let socketKind = SiteFileRefusal.Reason.notRegularFile(kind: "a socket")
        #expect(throws: SiteFileRefusal(path: "static/sock", reason: socketKind)) { try access.read("static/sock").get() }
        #expect(access.walk("static").refusals == [SiteFileRefusal(path: "static/sock", reason: socketKind)])
    }

    @Test(.enabled(if: getuid() == 0, "making a device file needs root"))
    func aDeviceIsRefusedWithoutBeingOpened() throws {
        let site = try SiteFolderFixture()
        let (folder, root) = (site.folder, site.root)
        defer { withExtendedLifetime(folder) {} }
        // Device 1:3 (/dev/null), as glibc's makedev encodes small numbers.
        try #require(mknod(root.appendingPathComponent("static/null").path, S_IFCHR | 0o644, dev_t((1 << 8) | 3)) == 0)
        let access = SiteFileAccess(root: root)
        let deviceKind = SiteFileRefusal.Reason.notRegularFile(kind: "a character device")
        #expect(throws: SiteFileRefusal(path: "static/null", reason: deviceKind)) { try access.read("static/null").get() }
        #expect(access.walk("static").refusals == [SiteFileRefusal(path: "static/null", reason: deviceKind)])
    }

    @Test func aFanOutOfLinksIsWalkedOncePerRealFolder() throws {
        let site = try SiteFolderFixture()
        let (folder, root) = (site.folder, site.root)
        defer { withExtendedLifetime(folder) {} }
        // static/l0 holds two links to l1, l1 two links to l2 … : 2^12 paths to the last folder, 13 real folders.
        for level in 0..<12 {
            for name in ["a", "b"] { try site.link("static/l\(level)/\(name)", to: "../l\(level + 1)") }
            _ = try Data("file \(level)\n".utf8).write(to: root.appendingPathComponent("static/l\(level)/f.txt"))
        }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("static/l12"), withIntermediateDirectories: true)
        let walk = SiteFileAccess(root: root).walk("static")
        #expect(walk.files.count == 13)
        #expect(walk.files.map(\.path).filter { $0.hasSuffix("f.txt") } == (0..<12).map { "static/l\($0)/f.txt" }.sorted())
        #expect(walk.folders.count == 14)
        #expect(!walk.hasErrors)
        #expect(walk.refusals.allSatisfy { if case .sameFolder = $0.reason { true } else { false } })
        #expect(walk.refusals.count == 24)  // every link is a second path to a folder walked at its own path
    }

    @Test func aWalkStopsAtEachLimitAndSaysWhichAndWhere() throws {
        let site = try SiteFolderFixture()
        let (folder, root) = (site.folder, site.root)
        defer { withExtendedLifetime(folder) {} }
        _ = try Data(count: 100).write(to: root.appendingPathComponent("static/b.bin"))
        try FileManager.default.createDirectory(at: root.appendingPathComponent("static/d1/d2/d3"), withIntermediateDirectories: true)
        let access = SiteFileAccess(root: root)
        let files = access.walk("static", limits: SiteWalkLimits(files: 1))
        #expect(files.refusals.map(\.diagnostic.description) == ["static/b.bin: error: 'static' is too large: more than 1 files; nothing more is read from it"])
        let bytes = access.walk("static", limits: SiteWalkLimits(bytes: 50))
        #expect(bytes.refusals.map(\.diagnostic.description) == ["static/b.bin: error: 'static' is too large: more than 50 bytes; nothing more is read from it"])
        let depth = access.walk("static", limits: SiteWalkLimits(depth: 2))
        #expect(depth.refusals.map(\.diagnostic.description) == [
            "static/d1/d2/d3: error: 'static' is too large: folders more than 2 deep; nothing more is read from it"
        ])
    }

    @Test func aMissingFolderWalksEmptyAndALinkLoopIsRefused() throws {
        let site = try SiteFolderFixture()
        let (folder, root) = (site.folder, site.root)
        defer { withExtendedLifetime(folder) {} }
        try site.link("static/loop1", to: "loop2")
        try site.link("static/loop2", to: "loop1")
        let access = SiteFileAccess(root: root)
        #expect(access.walk("templates").files.isEmpty)
        #expect(access.walk("templates").refusals.isEmpty)
        #expect(throws: SiteFileRefusal(path: "static/loop1", reason: .linkLoop)) { try access.read("static/loop1").get() }
    }

    /// Opens the FIFO for writing without blocking, which releases a reader blocked on it.
    private static func release(_ path: String) {
        let descriptor = open(path, O_WRONLY | O_NONBLOCK)
        if descriptor >= 0 { close(descriptor) }
    }
}
