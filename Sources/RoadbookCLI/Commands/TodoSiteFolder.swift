import Diagnostics
import Foundation

/// The site folder the `todo` and `new` commands work in.
enum TodoSiteFolder {
    /// An error when the folder (`--source`, or the working directory) does not exist, so that a mistyped path
    /// does not get a new `content/` folder.
    static func problem(_ root: URL, _ arguments: ParsedArguments) -> Diagnostic? {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory), isDirectory.boolValue { return nil }
        return .error("no site folder '\(arguments.value("--source") ?? root.path)'", at: nil)
    }
}
