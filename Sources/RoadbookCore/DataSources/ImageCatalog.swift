import Diagnostics

/// The files of `content/images/` by name (the file name without its extension), with their sizes.
struct ImageCatalog {
    /// The folder, relative to the site root.
    static let directory = "content/images"

    /// Names that exactly one image file has.
    private(set) var assets: [String: ImageAsset] = [:]
    /// Every image file name by name, for names with several files.
    private var filesByName: [String: [String]] = [:]

    /// An empty catalog.
    init() {}

    /// Lists `content/images/` (a missing folder is an empty catalog) and reads each image's size from its
    /// header; warns about files that are not images Roadbook serves and sizes it cannot read.
    init(fileSystem: any ContentFileSystem, diagnostics: LoadDiagnostics) {
        for fileName in fileSystem.fileNames(in: Self.directory) ?? [] where !fileName.hasPrefix(".") {
            let path = Self.directory + "/" + fileName
            guard let dot = fileName.lastIndex(of: "."), dot != fileName.startIndex,
                ImageNameValidator.fileExtensions.contains(fileName[fileName.index(after: dot)...].lowercased())
            else {
                diagnostics.emit(ContentProblem.unsupportedImageFile(path).diagnostic(at: SourceLocation(path: path)))
                continue
            }
            filesByName[String(fileName[..<dot]), default: []].append(fileName)
        }
        for (name, files) in filesByName where files.count == 1 {
            let path = Self.directory + "/" + files[0]
            var size = fileSystem.contents(of: path, limit: ImageSizeReader.headerLength).flatMap(ImageSizeReader.size(of:))
            if size == nil, let whole = fileSystem.contents(of: path, limit: nil), whole.count > ImageSizeReader.headerLength {
                size = ImageSizeReader.size(of: whole)
            }
            if size == nil {
                diagnostics.emit(ContentProblem.unreadableImageSize(path).diagnostic(at: SourceLocation(path: path)))
            }
            assets[name] = ImageAsset(name: name, relativePath: path, width: size?.width, height: size?.height)
        }
    }

    /// The one image file named `name`, or why there is none: an invalid name, no such file (with the nearest
    /// existing name), or several files.
    func resolve(_ name: String) -> Result<ImageAsset, ContentProblem> {
        guard ImageNameValidator.isValid(name) else { return .failure(.invalidImageName(name)) }
        if let asset = assets[name] { return .success(asset) }
        if let files = filesByName[name] { return .failure(.ambiguousImage(name, files: files.sorted())) }
        return .failure(.missingImage(name, suggestion: Suggestion.nearest(to: name, in: filesByName.keys.sorted())))
    }
}
