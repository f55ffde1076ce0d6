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

    /// `data` in a new file of the folder `folder`; nil when it cannot be written there (the bytes then stay in
    /// memory, and the write after the build reports any problem of the output's file system).
    static func stage(_ data: Data, in folder: String) -> StagedFile? {
        let path = folder + "/" + UUID().uuidString
        do {
            try FileSystemWriter.write(data, to: path)
        } catch {
            unlink(path)
            return nil
        }
        return StagedFile(path: path)
    }

    deinit {
        unlink(path)
    }
}
