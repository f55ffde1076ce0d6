import Foundation
import Parallelism

extension LinkChecker {
    /// The style sheets of the site (`.css` files, unless `--ignore-file` leaves them out) and the manifests its
    /// pages link to with `rel=manifest`, sorted by bytes, each once.
    func resourceFiles(
        index: SiteIndex, linkedFrom analyzed: [PageAnalysis], of pages: [String], excluding isExcluded: (String) -> Bool
    ) -> [ResourceFile] {
        var sheets: [ResourceFile] = []
        if !options.skippedKinds.contains(.css) {
            sheets = index.files.filter { Self.isStyleSheet($0.text) && !isExcluded($0.text) }.sorted()
                .map { ResourceFile(path: $0.text, isManifest: false) }
        }
        guard !options.skippedKinds.contains(.manifest) else { return sheets }
        let resolver = URLResolver(basePath: options.basePath, siteURL: options.siteURL)
        var manifests: Set<ByteString> = []
        for (page, analysis) in zip(pages, analyzed) where !analysis.manifestURLs.isEmpty {
            let base = resolver.documentBase(forPage: page, baseHref: analysis.baseHref)
            for url in analysis.manifestURLs {
                guard case .local(let path, let isDirectory, _) = resolver.resolve(url, against: base),
                    case .success(let file) = index.target(ofPath: path, isDirectory: isDirectory),
                    !SiteIndex.isHTML(file)
                else { continue }
                manifests.insert(ByteString(file))
            }
        }
        return sheets + manifests.sorted().map { ResourceFile(path: $0.text, isManifest: true) }
    }

    /// Whether `path` ends with `.css`, in any case (without a lower-cased copy of every file's path).
    static func isStyleSheet(_ path: String) -> Bool {
        let tail = path.utf8.suffix(4)
        guard tail.count == 4 else { return false }
        return zip(tail, ".css".utf8).allSatisfy { byte, wanted in
            (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte) == wanted
        }
    }

    /// Reads each resource file in parallel into the references it makes; one that cannot be read, or a manifest
    /// that is not JSON, gets a finding instead.
    func analyzeResources(_ files: [ResourceFile], in root: URL, ignoring ignoreList: URLIgnoreList) -> [PageAnalysis] {
        let rootPath = root.path
        let reader = PageReader(maximumSize: options.maximumPageSize)
        let isIgnoredURL: @Sendable (String) -> Bool = { url in !ignoreList.isEmpty && ignoreList.matches(url) }
        return ConcurrentWork.map(files.count) { number -> PageAnalysis in
            let file = files[number]
            var analysis = PageAnalysis()
            let analyzer = PageAnalyzer(file: file.path, isIgnoredURL: isIgnoredURL)
            switch reader.contents(ofFile: rootPath + "/" + file.path) {
            case .failure(let failure):
                analysis.record(Self.unreadable(file.path, "cannot read file (\(failure.reason))"))
            case .success(let data) where file.isManifest:
                guard let references = ManifestReader.references(in: data) else {
                    analysis.record(
                        Finding(
                            file: file.path, line: 0, url: "", kind: .manifest, severity: .error,
                            message: "cannot read web app manifest (not a JSON object)"))
                    break
                }
                let found = references.map { CSSReferenceScanner.Reference(url: $0.url, line: $0.line, column: 0) }
                analyzer.addStyleSheet(found, kind: .manifest, into: &analysis)
            case .success(let data):
                analyzer.addStyleSheet(CSSReferenceScanner.references(in: data), into: &analysis)
            }
            return analysis
        }
    }
}

/// A file of the site that is not a page but refers to others: a style sheet, or a web app manifest a page links to.
struct ResourceFile: Sendable, Equatable {
    /// The file, relative to the site root.
    let path: String
    /// Whether it is a web app manifest (JSON); otherwise a style sheet.
    let isManifest: Bool
}
