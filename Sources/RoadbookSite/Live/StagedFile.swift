import Foundation
import SiteFiles

/// The bytes of a built file, waiting in a file of their own in the staging folder until the build is known to be
/// good (a build with errors writes nothing): writing them is then a rename, and memory holds none of them.
///
/// The file is removed when the last reference goes; once renamed into the output folder it is no longer at
/// `path`, and the removal finds nothing (the names are UUIDs, never used twice).
final class StagedFile: Sendable {
    /// Where the bytes wait.
    let path: String

    private init(path: String) {
        self.path = path
    }

    /// A new file of the open staging folder `folder`, filled by `fill` (given its name in the folder); a failed fill
    /// leaves no file.
    static func stage(
        in folder: OutputFolder, _ fill: (String) throws(FileOperationError) -> Void
    ) throws(FileOperationError) -> StagedFile {
        let name = UUID().uuidString
        let file = StagedFile(path: folder.path + "/" + name)
        try fill(name)
        return file
    }

    /// A new file of the open staging folder `staging`: a read-only hard link to the file `name` of the open folder
    /// `folder` (a cache entry); nil when it cannot be linked.
    static func link(_ name: String, in folder: Int32, into staging: OutputFolder) -> StagedFile? {
        let staged = UUID().uuidString
        guard staging.linkReadOnly(name, in: folder, to: staged) else { return nil }
        return StagedFile(path: staging.path + "/" + staged)
    }

    deinit {
        unlink(path)
    }
}
