import Foundation

/// Loads template `name` from the file `DIR/name.mustache`; names may contain `/` for subfolders.
public struct DirectoryTemplateLoader: TemplateLoader {
    /// The folder the files are in.
    public let directory: URL
    /// How the folder is printed in diagnostics (for example `templates`); empty for none.
    public let displayPath: String

    /// A loader for the `.mustache` files of `directory`, whose diagnostics name `displayPath/name.mustache`.
    public init(directory: URL, displayPath: String) {
        self.directory = directory
        self.displayPath = displayPath
    }

    /// The file `name.mustache` of the folder; `nil` when there is no such file or the name leaves the folder.
    public func source(named name: String) throws -> TemplateSource? {
        let components = name.split(separator: "/", omittingEmptySubsequences: false)
        guard !name.isEmpty, !name.hasPrefix("/"), !components.contains(where: { $0 == ".." || $0.isEmpty }) else {
            return nil
        }
        let file = directory.appendingPathComponent(name + ".mustache")
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: file.path, isDirectory: &isDirectory), !isDirectory.boolValue else {
            return nil
        }
        let data = try Data(contentsOf: file)
        let path = displayPath.isEmpty ? name + ".mustache" : displayPath + "/" + name + ".mustache"
        return TemplateSource(text: String(decoding: data, as: UTF8.self), path: path)
    }
}
