import Foundation
import TestSupport
import Testing
@testable import SiteFiles

/// What the one walk of a folder tree does for both its users: the build (`static/`, the theme) and
/// `roadbook check` (a built site, which asks of each entry only what it is).
@Suite struct SiteFolderWalkTests {
    /// Makes the file (or with `isFolder` the folder) whose name, in the folder `folder`, is `name`'s bytes.
    private func make(_ name: [UInt8], in folder: URL, isFolder: Bool = false) throws {
        let path = Array(folder.path.utf8) + [0x2F] + name + [0]
        let made = path.withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { path in
                if isFolder { return mkdir(path.baseAddress!, 0o755) == 0 }
                let descriptor = open(path.baseAddress!, O_CREAT | O_WRONLY, 0o644)
                if descriptor >= 0 { close(descriptor) }
                return descriptor >= 0
            }
        }
        try #require(made)
    }

    /// A name that is not UTF-8 was decoded with replacement characters: listed as a file that no path can open
    /// (and two such names as one). It is refused at its path, its bytes escaped, and a folder is known as one.
    @Test func aNameThatIsNotUTF8IsRefusedWithItsBytesEscaped() throws {
        let site = try SiteFolderFixture()
        let (folder, root) = (site.folder, site.root)
        defer { withExtendedLifetime(folder) {} }
        let staticFolder = root.appendingPathComponent("static")
        try make(Array("caf".utf8) + [0xE9] + Array(".css".utf8), in: staticFolder)
        try make([0x64, 0xFF], in: staticFolder, isFolder: true)
        let access = SiteFileAccess(root: root)
        let entries = try access.entries(of: "static").get()
        #expect(entries.map(\.name) == ["a.txt", "caf\\xE9.css", "d\\xFF"])
        #expect(entries.map(\.kind) == [.file, .refused(.nameNotUTF8), .refused(.nameNotUTF8)])
        #expect(entries.map(\.isFolder) == [false, false, true])
        let walk = access.walk("static")
        #expect(walk.files.map(\.path) == ["static/a.txt"])
        #expect(walk.refusals.map(\.diagnostic.description) == [
            "static/caf\\xE9.css: error: the name is not valid UTF-8; Roadbook reads only files and folders named in UTF-8",
            "static/d\\xFF: error: the name is not valid UTF-8; Roadbook reads only files and folders named in UTF-8",
        ])
        #expect(walk.refusedFolders == ["static/d\\xFF"])
    }

    /// Entries were sorted as Swift compares strings (canonical equivalence), so a decomposed `é` came after `f`;
    /// they are in the byte order of their names, as the file system stores them.
    @Test func entriesAreInTheByteOrderOfTheirNames() throws {
        let site = try SiteFolderFixture()
        let (folder, root) = (site.folder, site.root)
        defer { withExtendedLifetime(folder) {} }
        for name in ["af.txt", "ae\u{301}.txt", "B.txt"] { _ = try folder.write("", to: "site/static/\(name)") }
        let entries = try SiteFileAccess(root: root).entries(of: "static").get()
        #expect(entries.map { Array($0.name.utf8) } == ["B.txt", "a.txt", "ae\u{301}.txt", "af.txt"].map { Array($0.utf8) })
    }

    /// A limit on the entries visited, whatever they are (the start counts as one), stops the walk at the entry that
    /// crosses it; a walk with no other limit reads no file's size.
    @Test func aWalkCanBeLimitedToTheEntriesItVisitsAndThenReadsNoSize() throws {
        let site = try SiteFolderFixture()
        let (folder, root) = (site.folder, site.root)
        defer { withExtendedLifetime(folder) {} }
        _ = try folder.write("b", to: "site/static/d/b.txt")
        _ = try folder.write("c", to: "site/static/d/c.txt")
        try site.link("static/gone", to: "nothing")
        let access = SiteFileAccess(root: root)
        // static, then a.txt, d, gone, then d/b.txt: the fifth.
        let stopped = access.walk("static", limits: .visiting(atMost: 4))
        #expect(stopped.refusals.last?.diagnostic.description == "static/d/b.txt: error: 'static' is too large: more than 4 files and folders; nothing more is read from it")
        #expect(stopped.files.map(\.path) == ["static/a.txt"])
        let whole = access.walk("static", limits: .visiting(atMost: 6))
        #expect(whole.files.map(\.path) == ["static/a.txt", "static/d/b.txt", "static/d/c.txt"])
        #expect(whole.files.allSatisfy { $0.size == nil })
        #expect(!whole.hasErrors)
        #expect(access.walk("static").files.map(\.size) == [7, 1, 1])
    }

    /// The refusals that are folders all the same are named: a reader of the walk (the link checker) needs to know
    /// that a link outside leads to a folder (its pages are not read) or to a file (which exists).
    @Test func theRefusalsThatAreFoldersAreNamed() throws {
        let site = try SiteFolderFixture()
        let (folder, root) = (site.folder, site.root)
        defer { withExtendedLifetime(folder) {} }
        try site.link("static/docs", to: "../../outside/docs")
        try site.link("static/secret.txt", to: "../../outside/secret.txt")
        try site.link("static/again", to: ".")
        #expect(mkfifo(root.appendingPathComponent("static/pipe").path, 0o600) == 0)
        let walk = SiteFileAccess(root: root).walk("static", limits: .visiting(atMost: 100))
        #expect(walk.refusals.map(\.path) == ["static/docs", "static/pipe", "static/secret.txt", "static/again"])
        #expect(walk.refusedFolders == ["static/docs", "static/again"])
    }
}
