import Diagnostics
import Foundation
import RoadbookContent
import SiteFiles

/// Writes `content/locations/<slug>.md` for a ``NewLocation``: front matter in the format the loader reads and an
/// empty description for the user to write (the page already shows the name as its heading). It validates with the loader's rules first and never overwrites a file.
public struct LocationFileWriter: Sendable {
    /// The site root.
    public let root: URL

    /// A writer for the site at `root`.
    public init(root: URL) {
        self.root = root
    }

    /// Validates `location`, writes its file and returns the file's path relative to the site root.
    ///
    /// Every problem is reported at once; nothing is written when there is one, or when a place with the same
    /// id (the file name, compared ignoring case) exists.
    public func create(_ location: NewLocation) throws(DiagnosticList) -> String {
        var problems: [Diagnostic] = []
        func check<T>(_ body: () throws(ContentProblem) -> T) -> T? {
            do throws(ContentProblem) {
                return try body()
            } catch {
                problems.append(error.diagnostic(at: nil))
                return nil
            }
        }
        let name = check { () throws(ContentProblem) in try TitleValidator.validated(location.name, field: "name", minimum: 1) }
        let city = check { () throws(ContentProblem) in
            try TitleValidator.validated(location.cityName, field: "cityName", minimum: 1)
        }
        problems += CoordinatesValidator.problems(in: Coordinates(latitude: location.latitude, longitude: location.longitude))
            .map { $0.diagnostic(at: nil) }
        if let link = location.link { _ = check { () throws(ContentProblem) in try LinkValidator.validated(link) } }
        let fileSystem = DiskFileSystem(root: root)
        let images = ImageCatalog(fileSystem: fileSystem, diagnostics: DiagnosticsEngine())
        for imageName in location.imageNames {
            if case .failure(let problem) = images.resolve(imageName) { problems.append(problem.diagnostic(at: nil)) }
        }
        let slug = name.map(Slugifier.slug(from:)) ?? ""
        if let name, slug.isEmpty {
            problems.append(
                .error("can't derive a file name from the name '\(name)'; use a name with ASCII letters or digits", at: nil))
        }
        let directory = LocationFileLoader.directory
        if !slug.isEmpty,
            let existing = (fileSystem.fileNames(in: directory) ?? []).first(where: { fileName in
                fileName.lowercased() == slug + ".md"
            })
        {
            problems.append(.error("'\(directory)/\(existing)' already exists; nothing was written", at: nil))
        }
        guard problems.isEmpty, let name, let city else { throw DiagnosticList(problems) }

        var validated = location
        validated.name = name
        validated.cityName = city
        let path = "\(directory)/\(slug).md"
        let text = Self.text(of: validated)
        try checkWithLoader(text, path: path)
        let url = root.appendingPathComponent(path)
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        } catch {
            throw DiagnosticList([.error("could not create '\(directory)': \(error.localizedDescription)", at: nil)])
        }
        do throws(FileOperationError) {
            try AtomicFileWriter.create(Data(text.utf8), at: url)
        } catch {
            let message = error.isAlreadyExists ? "'\(path)' already exists; nothing was written" : error.description
            throw DiagnosticList([.error(message, at: nil)])
        }
        return path
    }

    /// The file's text: the front matter alone; the description, written below it, starts empty.
    public static func text(of location: NewLocation) -> String {
        var lines = [
            "---",
            "name: " + ScalarWriter.yaml(location.name),
            "cityName: " + ScalarWriter.yaml(location.cityName),
            "coordinates: { latitude: \(number(location.latitude)), longitude: \(number(location.longitude)) }",
        ]
        if !location.imageNames.isEmpty {
            lines.append(
                "imageNames: [" + location.imageNames.map { ScalarWriter.yaml($0, inFlow: true) }.joined(separator: ", ") + "]")
        }
        if let link = location.link { lines.append("link: " + ScalarWriter.yaml(link)) }
        lines.append("---")
        return lines.joined(separator: "\n") + "\n"
    }

    /// `41.8902`, `12`, `-0.5`: the shortest text that reads back as the same number.
    private static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
    }

    /// Reads `text` back with the build's loader (this file alone, the site's images) and throws its errors.
    private func checkWithLoader(_ text: String, path: String) throws(DiagnosticList) {
        let fileSystem = NewFileOverlay(base: DiskFileSystem(root: root), path: path, contents: Data(text.utf8))
        let diagnostics = DiagnosticsEngine()
        let images = ImageCatalog(fileSystem: fileSystem, diagnostics: DiagnosticsEngine())
        _ = LocationFileLoader(fileSystem: fileSystem, images: images, diagnostics: diagnostics).load()
        if diagnostics.hasErrors { throw DiagnosticList(diagnostics.diagnostics) }
    }
}
