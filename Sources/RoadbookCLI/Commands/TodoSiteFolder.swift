import Diagnostics
import Foundation
import RoadbookEditing
import SiteFiles

/// The site folder the `todo` and `new` commands work in.
enum TodoSiteFolder {
    /// An error when the folder (`--source`, or the working directory) does not exist, so that a mistyped path
    /// does not get a new `content/` folder.
    static func problem(_ root: URL, _ arguments: ParsedArguments) -> Diagnostic? {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory), isDirectory.boolValue { return nil }
        return .error("no site folder '\(arguments.value("--source") ?? root.path)'", at: nil)
    }

    /// The site the `todo` commands change: `--source` when given, else the nearest folder holding `site.yaml`
    /// from the working directory up, as `git` finds its repository. Outside any site it is an error that says
    /// where it looked, so no stray `content/todos.yaml` is ever created.
    static func siteRoot(_ arguments: ParsedArguments, _ context: CommandContext) -> Result<URL, Diagnostic> {
        if let source = arguments.value("--source") {
            let root = context.url(forPath: source)
            if let problem = problem(root, arguments) { return .failure(problem) }
            guard hasSiteFile(root) else { return .failure(TodoFileProblem.noSite(folder: root.path, searchedAbove: false).diagnostic) }
            return .success(root)
        }
        let start = context.currentDirectory.standardizedFileURL
        var folder = start
        while true {
            if hasSiteFile(folder) { return .success(folder) }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { break }
            folder = parent
        }
        return .failure(TodoFileProblem.noSite(folder: start.path, searchedAbove: true).diagnostic)
    }

    private static func hasSiteFile(_ folder: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: folder.appendingPathComponent(SiteLayout.settings).path, isDirectory: &isDirectory)
            && !isDirectory.boolValue
    }
}
