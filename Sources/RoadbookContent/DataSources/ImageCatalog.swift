import Diagnostics
import Foundation
import Parallelism
import SiteFiles

/// The files of `content/images/` by name (the file name without its extension), with their sizes.
///
/// Built in two steps so that a load can read the sizes in parallel with everything else: the listing
/// (``init(fileNames:diagnostics:)``) is enough to resolve image names; ``record(sizes:diagnostics:)`` then
/// adds the sizes read by ``size(ofImageAt:in:)`` for each of ``measuredPaths``.
package struct ImageCatalog: Sendable {
    /// The folder, relative to the site root.
    package static let directory = SiteLayout.images

    /// Names that exactly one image file has, once their sizes are recorded.
    private(set) var assets: [String: ImageAsset] = [:]
    /// The first image file (in file name order) of every name.
    private var fileByName: [String: String] = [:]
    /// Every image file of each name that several files have.
    private var filesBySharedName: [String: [String]] = [:]
    /// For names no usable file has, a file of that name Roadbook refused (`x.tiff` for `x`), to say so.
    private var refusedFileByName: [String: String] = [:]
    /// The file of each name that exactly one file has, in file name order: the images whose size is read.
    private(set) var measuredPaths: [String] = []
    /// The name of each of ``measuredPaths``.
    private var measuredNames: [String] = []

    /// An empty catalog.
    init() {}

    /// Lists `content/images/` (a missing folder is an empty catalog) and reads each image's size from its
    /// header, in parallel; warns about files that are not images Roadbook serves and sizes it cannot read.
    package init(fileSystem: any ContentFileSystem, diagnostics: DiagnosticsEngine) {
        self.init(fileNames: ContentFolder.fileNames(in: Self.directory, of: fileSystem, diagnostics: diagnostics), diagnostics: diagnostics)
        let paths = measuredPaths
        let sizes = ConcurrentWork.map(paths.count) { Self.size(ofImageAt: paths[$0], in: fileSystem) }
        for case .failure(let refusal) in sizes { diagnostics.emit(refusal.diagnostic) }
        record(sizes: sizes.map { (try? $0.get()) ?? nil }, diagnostics: diagnostics)
    }

    /// The catalog of the image folder holding `fileNames`, without sizes yet; warns about files that are not
    /// images Roadbook serves.
    init(fileNames: [String], diagnostics: DiagnosticsEngine) {
        var candidates: [(name: String, fileName: String)] = []
        candidates.reserveCapacity(fileNames.count)
        fileByName.reserveCapacity(fileNames.count)
        for fileName in fileNames where !fileName.hasPrefix(".") {
            let path = Self.directory + "/" + fileName
            guard let dot = fileName.lastIndex(of: "."), dot != fileName.startIndex,
                ImageNameValidator.fileExtensions.contains(fileName[fileName.index(after: dot)...].lowercased())
            else {
                diagnostics.emit(ContentProblem.unsupportedImageFile(path).diagnostic(at: SourceLocation(path: path)))
                if let dot = fileName.lastIndex(of: "."), dot != fileName.startIndex { refusedFileByName[String(fileName[..<dot])] = path }
                continue
            }
            let name = String(fileName[..<dot])
            if let first = fileByName[name] {
                filesBySharedName[name, default: [first]].append(fileName)
            } else {
                fileByName[name] = fileName
            }
            candidates.append((name, fileName))
        }
        for (name, fileName) in candidates where filesBySharedName[name] == nil {
            measuredPaths.append(Self.directory + "/" + fileName)
            measuredNames.append(name)
        }
    }

    /// Sets the size of each image of ``measuredPaths`` (`sizes` in the same order); warns about each size
    /// that could not be read.
    mutating func record(sizes: [PixelSize?], diagnostics: DiagnosticsEngine) {
        assets.reserveCapacity(sizes.count)
        for (index, size) in sizes.enumerated() {
            let path = measuredPaths[index]
            let name = measuredNames[index]
            if size == nil {
                diagnostics.emit(ContentProblem.unreadableImageSize(path).diagnostic(at: SourceLocation(path: path)))
            }
            assets[name] = ImageAsset(name: name, relativePath: path, width: size?.width, height: size?.height)
        }
    }

    /// The size recorded in the header of the image at `path` (`nil` when it gives none), or why the file is not
    /// read; the whole file is read only when its first bytes do not give it (a JPEG with large metadata).
    static func size(ofImageAt path: String, in fileSystem: any ContentFileSystem) -> Result<PixelSize?, SiteFileRefusal> {
        let header: Data
        switch fileSystem.read(path, limit: ImageSizeReader.headerLength) {
        case .failure(let refusal): return .failure(refusal)
        case .success(let data): header = data
        }
        if let size = ImageSizeReader.size(of: header) { return .success(size) }
        guard header.count == ImageSizeReader.headerLength, let whole = fileSystem.contents(of: path, limit: nil),
            whole.count > ImageSizeReader.headerLength
        else { return .success(nil) }
        return .success(ImageSizeReader.size(of: whole))
    }

    /// The one image file named `name`, or why there is none: an invalid name, no such file (with the nearest
    /// existing name), or several files.
    package func resolve(_ name: String) -> Result<ImageAsset, ContentProblem> {
        guard ImageNameValidator.isValid(name) else { return .failure(.invalidImageName(name)) }
        if let files = filesBySharedName[name] { return .failure(.ambiguousImage(name, files: files.sorted())) }
        if let file = fileByName[name] {
            // Before ``record(sizes:diagnostics:)``, the file without its size.
            return .success(assets[name] ?? ImageAsset(name: name, relativePath: Self.directory + "/" + file, width: nil, height: nil))
        }
        if let refused = refusedFileByName[name] { return .failure(.unsupportedImageFormat(name, file: refused)) }
        return .failure(.missingImage(name, suggestion: Suggestion.nearest(to: name, in: fileByName.keys.sorted())))
    }
}
