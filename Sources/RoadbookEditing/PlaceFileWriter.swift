import Diagnostics
import Foundation
import RoadbookContent
import SiteFiles

/// Writes `content/locations/<slug>.md` for a ``NewPlace``: front matter in the format the loader reads and an
/// empty description for the user to write (the page already shows the name as its heading). It validates with the loader's rules first and never overwrites a file.
package struct PlaceFileWriter: Sendable {
    /// The site root.
    package let root: URL

    /// A writer for the site at `root`.
    package init(root: URL) {
        self.root = root
    }

    /// What ``create(_:placement:)`` wrote.
    package struct Created: Sendable, Hashable {
        /// The new file, relative to the site root.
        package let path: String
        /// The weight written into it, if any.
        package let weight: Int?
        /// The other place files whose weight changed so that the new place fits where it was asked for.
        package let renumbered: [RenumberedPlace]
    }

    /// Validates `newPlace`, writes its file (with the weight that puts it at `placement` in the route, if given)
    /// and says what was written.
    ///
    /// Every problem is reported at once; nothing is written when there is one, or when a place with the same
    /// id (the file name, compared ignoring case) exists. When no weight fits between the new place's neighbours,
    /// the fewest places around it are renumbered, each file by the smallest edit of its `weight` line; if any
    /// write fails, the files written are put back as they were.
    package func create(_ newPlace: NewPlace, placement: RoutePlacement? = nil) throws(DiagnosticList) -> Created {
        var problems = validationProblems(of: newPlace)
        let fileSystem = DiskFileSystem(root: root)
        let name = try? TitleValidator.validated(newPlace.name, field: "name", minimum: 1)
        let slug = name.map(Slugifier.slug(from:)) ?? ""
        let directory = PlaceFileLoader.directory
        if !slug.isEmpty,
            let existing = (fileSystem.fileNames(in: directory) ?? []).first(where: { fileName in
                fileName.lowercased() == slug + ".md"
            })
        {
            problems.append(.error("'\(directory)/\(existing)' already exists; nothing was written", at: nil))
        }
        var plan: (weight: Int?, renumbered: [RenumberedPlace]) = (nil, [])
        switch placement {
        case .weight(let weight):
            plan.weight = weight
        case .after(let reference) where !slug.isEmpty:
            do throws(DiagnosticList) {
                plan = try PlaceRoute(fileSystem: fileSystem).plan(after: reference, forID: slug)
            } catch {
                problems += error.diagnostics
            }
        case .after, nil:
            break
        }
        guard problems.isEmpty, let name, let city = try? TitleValidator.validated(newPlace.cityName, field: "cityName", minimum: 1)
        else { throw DiagnosticList(problems) }

        var validated = newPlace
        validated.name = name
        validated.cityName = city
        validated.weight = plan.weight
        let path = "\(directory)/\(slug).md"
        let text = Self.text(of: validated)
        try checkWithLoader(text, path: path)
        try write(text, at: path, renumbering: plan.renumbered)
        return Created(path: path, weight: plan.weight, renumbered: plan.renumbered)
    }

    /// Every problem of `newPlace`'s fields, its images and its name's slug.
    private func validationProblems(of newPlace: NewPlace) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        func check<T>(_ body: () throws(ContentProblem) -> T) -> T? {
            do throws(ContentProblem) {
                return try body()
            } catch {
                problems.append(error.diagnostic(at: nil))
                return nil
            }
        }
        let name = check { () throws(ContentProblem) in try TitleValidator.validated(newPlace.name, field: "name", minimum: 1) }
        _ = check { () throws(ContentProblem) in try TitleValidator.validated(newPlace.cityName, field: "cityName", minimum: 1) }
        problems += CoordinatesValidator.problems(in: Coordinates(latitude: newPlace.latitude, longitude: newPlace.longitude))
            .map { $0.diagnostic(at: nil) }
        if let link = newPlace.link { _ = check { () throws(ContentProblem) in try LinkValidator.validated(link) } }
        let images = ImageCatalog(fileSystem: DiskFileSystem(root: root), diagnostics: DiagnosticsEngine())
        for imageName in newPlace.imageNames {
            if case .failure(let problem) = images.resolve(imageName) { problems.append(problem.diagnostic(at: nil)) }
        }
        if let name, Slugifier.slug(from: name).isEmpty {
            problems.append(
                .error("can't derive a file name from the name '\(name)'; use a name with ASCII letters or digits", at: nil))
        }
        return problems
    }

    /// Creates the new file, then rewrites each renumbered one; if a rewrite fails, the files already rewritten get
    /// their old text back and the new file is removed, so the route is as it was.
    private func write(_ text: String, at path: String, renumbering renumbered: [RenumberedPlace]) throws(DiagnosticList) {
        let url = root.appendingPathComponent(path)
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        } catch {
            throw DiagnosticList([.error("could not create '\(PlaceFileLoader.directory)': \(error.localizedDescription)", at: nil)])
        }
        do throws(FileOperationError) {
            try AtomicFileWriter.create(Data(text.utf8), at: url)
        } catch {
            let message = error.isAlreadyExists ? "'\(path)' already exists; nothing was written" : error.description
            throw DiagnosticList([.error(message, at: nil)])
        }
        var done: [RenumberedPlace] = []
        for place in renumbered {
            do throws(FileOperationError) {
                try AtomicFileWriter.write(Data(place.newText.utf8), to: root.appendingPathComponent(place.path))
                done.append(place)
            } catch {
                for written in done { try? AtomicFileWriter.write(Data(written.oldText.utf8), to: root.appendingPathComponent(written.path)) }
                unlink(url.path)
                throw DiagnosticList([.error(error.description + "; nothing was written", at: nil)])
            }
        }
    }

    /// The file's text: the front matter alone; the description, written below it, starts empty.
    package static func text(of newPlace: NewPlace) -> String {
        var lines = [
            "---",
            "name: " + ScalarWriter.yaml(newPlace.name),
            "cityName: " + ScalarWriter.yaml(newPlace.cityName),
            "coordinates: { latitude: \(number(newPlace.latitude)), longitude: \(number(newPlace.longitude)) }",
        ]
        if !newPlace.imageNames.isEmpty {
            lines.append(
                "imageNames: [" + newPlace.imageNames.map { ScalarWriter.yaml($0, inFlow: true) }.joined(separator: ", ") + "]")
        }
        if let link = newPlace.link { lines.append("link: " + ScalarWriter.yaml(link)) }
        if let weight = newPlace.weight { lines.append("weight: \(weight)") }
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
        _ = PlaceFileLoader(fileSystem: fileSystem, images: images, diagnostics: diagnostics).load()
        if diagnostics.hasErrors { throw DiagnosticList(diagnostics.diagnostics) }
    }
}
