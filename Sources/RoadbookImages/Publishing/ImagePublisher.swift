import Diagnostics
import Foundation
import Parallelism
import RoadbookContent
import SiteFiles

/// The image step of a build: plans each content image's variants from its header (``plan(_:diagnostics:)``), then
/// writes them into the output (``publish(_:into:)``), from the cache when it has them, resizing with libvips
/// when it does not. Problems are errors at the image's path. Every source file is read through the site's
/// ``SiteFileAccess``, like the rest of the build: never through a link outside the site, never from a FIFO.
package struct ImagePublisher: Sendable {
    /// The site folder.
    let siteFolder: String
    /// How the site's files are read.
    let access: SiteFileAccess
    /// `images` of `site.yaml`.
    let settings: ImageSettings
    /// The processed-image cache.
    package let cache: ImageCache
    /// The photos' placeholders and capture dates, cached beside it.
    package let details: ImageDetailsCache
    private let processor: VipsImageProcessor

    /// A publisher for the site at `siteFolder`.
    package init(access: SiteFileAccess, settings: ImageSettings) {
        self.access = access
        siteFolder = access.root.path
        self.settings = settings
        cache = ImageCache(siteFolder: siteFolder)
        details = ImageDetailsCache(in: cache)
        processor = VipsImageProcessor(maximumPixels: settings.maxPixels)
    }

    /// How every image of `images` is published, in their order: SVGs as they are (unless one holds script or refers
    /// to other files, without `images.trustSVG`), raster images as variants sized from their headers (read in
    /// parallel; from the cache's index when the file is unchanged). An image that cannot be published is left out,
    /// with errors at its path.
    ///
    /// The headers are read without a lock: what the cache's index and details file held is read as it was loaded,
    /// and the records and details used are marked once, after every header is read (20,000 images each taking the
    /// cache's lock two or three times made the second core wait on them).
    package func plan(_ images: [ImageAsset], diagnostics: DiagnosticsEngine) -> [PublishedImage] {
        let readings = ConcurrentWork.map(images.count) { reading(images[$0]) }
        var usedRecords: [(path: String, record: ImageSourceRecord)] = []
        var usedDetails: [(hash: String, details: ImageDetails)] = []
        usedRecords.reserveCapacity(images.count)
        usedDetails.reserveCapacity(images.count)
        // The widths of each use, made once per image width and shared: one dictionary and its arrays per image were
        // 6 MB of a 20,000-image build.
        var widthsByWidth: [Int: [ImageUse: [Int]]] = [:]
        for (asset, reading) in zip(images, readings) {
            guard case .raster(let record, let details, let indexed, let detailsKnown) = reading else { continue }
            if indexed { usedRecords.append((asset.relativePath, record)) }
            if detailsKnown { usedDetails.append((record.hash, details)) }
            let width = record.header.width
            if widthsByWidth[width] == nil { widthsByWidth[width] = PublishedImage.widthsByUse(width: width, settings: settings) }
        }
        cache.markUsed(usedRecords)
        self.details.markUsed(usedDetails)
        let (settings, widthsTable) = (self.settings, widthsByWidth)
        let planned = ConcurrentWork.map(images.count) { index -> PublishedImage? in
            switch readings[index] {
            case .copied: return .copied(images[index])
            case .raster(let record, let details, _, _):
                return PublishedImage(
                    source: images[index], header: record.header, settings: settings, details: details,
                    widthsByUse: widthsTable[record.header.width])
            case .failure: return nil
            }
        }
        for case .failure(let problems) in readings { diagnostics.emit(contentsOf: problems.diagnostics) }
        return planned.compactMap { $0 }
    }

    /// What the header of `asset` gives, read without taking the cache's lock for what its index and details file
    /// hold.
    private func reading(_ asset: ImageAsset) -> ImageReading {
        guard ImageNameValidator.rasterExtensions.contains(asset.fileExtension) else {
            if asset.fileExtension == "svg", !settings.trustSVG, let problems = svgProblems(of: asset) { return .failure(problems) }
            return .copied
        }
        do throws(ImageProcessingError) {
            let (record, indexed) = try unmarkedSourceRecord(of: asset.relativePath)
            if let details = details.knownDetails(forHash: record.hash) {
                return .raster(record, details, indexed: indexed, detailsKnown: true)
            }
            let details = details.madeDetails(forHash: record.hash) {
                (try? contents(of: asset.relativePath)).map(processor.details(of:)) ?? .none
            }
            return .raster(record, details, indexed: indexed, detailsKnown: false)
        } catch {
            return .failure(DiagnosticList([.error(error.description, at: SourceLocation(path: asset.relativePath))]))
        }
    }

    /// The errors of an SVG that would run script or fetch other files when opened on its own, at their positions;
    /// nil when it has none.
    private func svgProblems(of asset: ImageAsset) -> DiagnosticList? {
        let data: Data
        switch access.read(asset.relativePath) {
        case .success(let bytes): data = bytes
        case .failure(let refusal): return DiagnosticList([refusal.diagnostic])
        }
        let findings = SVGSafetyScanner.findings(in: data)
        guard !findings.isEmpty else { return nil }
        let lines = LineIndex(String(decoding: data, as: UTF8.self))
        return DiagnosticList(findings.map { finding in
            let (line, column) = lines.position(ofScalarOffset: finding.offset)
            return .error(
                finding.problem.description + " (set 'images.trustSVG: true' in site.yaml to publish it as it is)",
                at: SourceLocation(path: asset.relativePath, line: line, column: column))
        })
    }

    /// Writes every file of `image` into `output` (the staging folder of `generate`, the served folder of `serve`),
    /// making their folders first unless `foldersExist` (a build makes every image folder once, before the images are
    /// published); returns how many files it wrote. Each variant is linked (or copied) from the cache; those it lacks
    /// are made first, then copied. The warnings
    /// of an image published anyway (damaged data, a colour profile that does not fit) go to `diagnostics`, at its path.
    @discardableResult
    package func publish(
        _ image: PublishedImage, into output: any OutputSink, foldersExist: Bool = false, diagnostics: DiagnosticsEngine? = nil
    ) throws(ImageProcessingError) -> Int {
        if let original = image.originalSitePath { try copySource(image.source.relativePath, to: original, in: output) }
        let originals = image.originalSitePath == nil ? 0 : 1
        guard !image.isCopied else { return originals }
        let record: ImageSourceRecord
        if let used = cache.usedRecord(for: image.source.relativePath) { record = used } else {
            record = try sourceRecord(of: image.source.relativePath)
        }
        let variants = image.allVariants
        let names = cache.names(for: variants, hash: record.hash, settings: settings)
        var missing: [(variant: ImageVariant, name: String, replaces: Bool)] = []
        for (variant, name) in zip(variants, names) {
            if !foldersExist { try make(variant.sitePath, in: output) }
            switch try place(name, at: variant.sitePath, in: output) {
            case .placed: break
            case .absent: missing.append((variant, name, true))
            case .unexpected: missing.append((variant, name, false))
            }
        }
        guard !missing.isEmpty else { return originals + variants.count }
        let warnings = try process(image.source.relativePath, into: missing, copyingTo: output)
        for warning in warnings { diagnostics?.warning(warning, at: SourceLocation(path: image.source.relativePath)) }
        return originals + variants.count
    }

    /// Makes the `missing` variants of the source image at `path`, each written into the cache folder under a
    /// temporary name, copied to its place in `output`, then renamed to its cache name — unless something that is
    /// not Roadbook's holds that name (`replaces` false), which is left as it is while the new file goes. Returns
    /// libvips' warnings.
    private func process(
        _ path: String, into missing: [(variant: ImageVariant, name: String, replaces: Bool)], copyingTo output: any OutputSink
    ) throws(ImageProcessingError) -> [String] {
        let directory = try cache.folder.writableDescriptor()
        let data = try contents(of: path)
        let suffix = ".partial-\(getpid())-\(UUID().uuidString)"
        let partials = missing.map { $0.name + suffix }
        defer { for partial in partials { unlinkat(directory, partial, 0) } }
        let warnings = try processor.writeVariants(
            of: data, outputs: zip(missing, partials).map { ($0.variant.width, $0.variant.format, cache.folder.path(of: $1, in: directory)) },
            quality: settings.quality, keepsMetadata: settings.keepMetadata)
        for (entry, partial) in zip(missing, partials) {
            if entry.variant.format == .webp, !settings.keepMetadata { try stripWebP(at: cache.folder.path(of: partial, in: directory)) }
            guard case .file(let descriptor, let size) = cache.entry(partial) else {
                throw .unwritable(path: cache.folder.displayPath(of: partial), reason: "libvips wrote no file")
            }
            defer { close(descriptor) }
            try copy(descriptor, size: size, name: entry.name, to: entry.variant.sitePath, in: output)
            if entry.replaces { renameat(directory, partial, directory, entry.name) }
        }
        return warnings
    }

    /// The hash and header of the file at `path` (relative to the site): from the cache's index when the file is
    /// unchanged, else read, hashed and its header parsed (which checks its format and pixel count).
    private func sourceRecord(of path: String) throws(ImageProcessingError) -> ImageSourceRecord {
        let (record, indexed) = try unmarkedSourceRecord(of: path)
        if indexed { cache.markUsed([(path, record)]) }
        return record
    }

    /// ``sourceRecord(of:)``, and whether it came from the cache's index as the build read it — the caller then marks
    /// it as used (``ImageCache/markUsed(_:)``); a record read from the file is remembered, and so marked, here.
    private func unmarkedSourceRecord(of path: String) throws(ImageProcessingError) -> (ImageSourceRecord, indexed: Bool) {
        if let stamp = access.plainFileStatus(path), let record = cache.indexedRecord(for: path, matching: stamp) {
            // Unchanged since the cache saw it: nothing to open.
            return (try checkedPixels(record), true)
        }
        let file = try open(path)
        var stamp = stat()
        guard fstat(file.descriptor, &stamp) == 0 else { throw .undecodable(String(cString: strerror(errno))) }
        if let record = cache.indexedRecord(for: path, matching: stamp) { return (try checkedPixels(record), true) }
        let data: Data
        switch file.readAll() {
        case .success(let bytes): data = bytes
        case .failure(let refusal): throw .refused(refusal.reason.description)
        }
        let record = ImageSourceRecord(
            stamp: FileStamp(stamp), hash: VipsImageProcessor.sha256(data), header: try processor.header(of: data))
        cache.remember(record, for: path)
        return (record, false)
    }

    /// `record`, unless its image has more pixels than the settings allow.
    private func checkedPixels(_ record: ImageSourceRecord) throws(ImageProcessingError) -> ImageSourceRecord {
        guard record.header.width * record.header.height <= settings.maxPixels else {
            throw .tooManyPixels(width: record.header.width, height: record.header.height, limit: settings.maxPixels)
        }
        return record
    }

    private func open(_ path: String) throws(ImageProcessingError) -> SiteFile {
        switch access.open(path) {
        case .success(let file): return file
        case .failure(let refusal): throw .refused(refusal.reason.description)
        }
    }

    private func contents(of path: String) throws(ImageProcessingError) -> Data {
        switch access.read(path) {
        case .success(let data): return data
        case .failure(let refusal): throw .refused(refusal.reason.description)
        }
    }

    /// Copies the site's file at `path` from the descriptor the access opened to `destination` in `output`.
    private func copySource(_ path: String, to destination: String, in output: any OutputSink) throws(ImageProcessingError) {
        let file = try open(path)
        do { try output.copy(file, to: destination) } catch {
            throw .unwritable(path: output.path + "/" + destination, reason: error.description)
        }
    }

    /// Takes the EXIF block libvips 8.14 writes into every WebP out of the file at `path`.
    private func stripWebP(at path: String) throws(ImageProcessingError) {
        let url = URL(fileURLWithPath: path)
        do {
            guard let stripped = WebPMetadataStripper.stripped(try Data(contentsOf: url)) else {
                throw ImageProcessingError.unwritable(path: path, reason: "libvips wrote a malformed WebP file")
            }
            try stripped.write(to: url)
        } catch let error as ImageProcessingError {
            throw error
        } catch {
            throw .unwritable(path: path, reason: "\(error)")
        }
    }

    /// Makes the folder of the output file `path` in `output`.
    private func make(_ path: String, in output: any OutputSink) throws(ImageProcessingError) {
        guard let slash = path.lastIndex(of: "/") else { return }
        do { try output.makeDirectories(String(path[..<slash])) } catch {
            throw .unwritable(path: error.path, reason: error.description)
        }
    }

    /// Puts the cache entry `name` at `destination` in `output` (a hard link, or a copy).
    private func place(_ name: String, at destination: String, in output: any OutputSink) throws(ImageProcessingError) -> ImageCache.Placement {
        do { return try cache.place(name, at: destination, in: output) } catch {
            throw .unwritable(path: output.path + "/" + destination, reason: error.description)
        }
    }

    /// Copies the open cache entry `descriptor` (named `name`, of `size` bytes) to `destination` in `output`.
    private func copy(_ descriptor: Int32, size: Int64, name: String, to destination: String, in output: any OutputSink) throws(ImageProcessingError) {
        do { try output.copy(descriptor: descriptor, size: size, sourcePath: cache.folder.displayPath(of: name), to: destination) } catch {
            throw .unwritable(path: output.path + "/" + destination, reason: error.description)
        }
    }
}
