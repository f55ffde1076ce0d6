import Foundation
import SiteFiles
import TestSupport
import Testing

@Suite struct UniqueFolderTests {
    @Test func makesANewEmptyPrivateFolderEachTime() throws {
        let parent = try TemporaryDirectory()
        let first = try UniqueFolder.create(prefix: parent.url.path + "/.out.tmp-")
        let second = try UniqueFolder.create(prefix: parent.url.path + "/.out.tmp-")
        #expect(first != second)
        for path in [first, second] {
            #expect(path.hasPrefix(parent.url.path + "/.out.tmp-") && path.count == parent.url.path.count + 16)
            #expect(try FileManager.default.contentsOfDirectory(atPath: path).isEmpty)
            let permissions = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
            #expect(permissions == 0o700)
        }
    }

    @Test func aMissingParentIsAnErrorNamingIt() throws {
        let parent = try TemporaryDirectory()
        let missing = parent.url.path + "/nowhere"
        let error = try #require(throws: FileOperationError.self) { try UniqueFolder.create(prefix: missing + "/x-") }
        #expect(error.description == "cannot create folder '\(missing)': No such file or directory")
    }
}
