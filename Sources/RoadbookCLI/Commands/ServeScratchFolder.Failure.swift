import Foundation

extension ServeScratchFolder {
    /// The temporary folder could not be made.
    struct Failure: Error, CustomStringConvertible {
        /// The folder it was to be made in.
        let path: String
        /// The `errno` of `mkdtemp`.
        let code: Int32

        var description: String {
            "cannot create a temporary folder in '\(path)': \(String(cString: strerror(code)))"
        }
    }
}
