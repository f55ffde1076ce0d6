import Diagnostics
import Foundation
import Parallelism
import SiteFiles
import YAML

/// Reads and checks the places of `content/locations/`: one Markdown file each, front matter plus body.
package struct PlaceFileLoader {
    package static let directory = SiteLayout.places
    static let knownKeys = ["name", "cityName", "coordinates", "imageNames", "images", "link", "weight"] + scheduleKeys
    static let coordinateKeys = ["latitude", "longitude"]

    /// What was read: the places in file-name order and where each comes from.
    package struct Result {
        package var places: [Place] = []
        package var sources: [String: ItemSource] = [:]
        /// Each place's schedule as written (dated places and places with a track only), by id.
        package var schedules: [String: PlaceSchedule] = [:]
        /// The ids of place files left out because they have errors, so that links to them are not reported too.
        var failedIDs: Set<String> = []
        /// The descriptions of the places left out, when their front matter could be split from them.
        var failedDescriptions: [MarkdownSource] = []
    }

    /// One file of the folder as listed: what the listing found wrong with it, and whether to read it.
    package struct Entry: Sendable {
        /// The file, relative to the site root.
        package let path: String
        /// The place's id (the file name stem); `nil` for a file that is not a place (not `.md`).
        package let id: String?
        /// Whether the place may be kept: its stem is a valid id that no earlier file has.
        let isIdUsable: Bool
        /// The problems of the file name, reported before those of the file's contents.
        let listingDiagnostics: [Diagnostic]

        /// The entry of the file at `path`.
        package init(path: String, id: String?, isIdUsable: Bool, listingDiagnostics: [Diagnostic]) {
            self.path = path
            self.id = id
            self.isIdUsable = isIdUsable
            self.listingDiagnostics = listingDiagnostics
        }
    }

    /// What reading one file gave: the place (`nil` when the file has errors) and every problem found.
    package struct FileResult: Sendable {
        package let place: (Place, ItemSource)?
        package let diagnostics: DiagnosticsEngine
        /// The description, when the file was split into front matter and description.
        var description: MarkdownSource?
        /// The place's date, day, time and track with their positions.
        package var schedule = PlaceSchedule()
    }

    let fileSystem: any ContentFileSystem
    let images: ImageCatalog
    let diagnostics: DiagnosticsEngine

    /// A loader reading through `fileSystem`, checking image names against `images`, reporting to `diagnostics`.
    package init(fileSystem: any ContentFileSystem, images: ImageCatalog, diagnostics: DiagnosticsEngine) {
        self.fileSystem = fileSystem
        self.images = images
        self.diagnostics = diagnostics
    }

    /// Every place, the files read in parallel; a site without the folder has none.
    package func load() -> Result {
        let entries = Self.entries(fileNames: ContentFolder.fileNames(in: Self.directory, of: fileSystem, diagnostics: diagnostics))
        let (fileSystem, images) = (fileSystem, images)
        let results = ConcurrentWork.map(entries.count) { index in
            PlaceFileLoader(fileSystem: fileSystem, images: images, diagnostics: DiagnosticsEngine()).read(entries[index])
        }
        return assemble(entries, results)
    }

    /// The files of a folder holding `fileNames` (sorted), with the problems of their names: files that are
    /// not `.md`, stems that are not valid ids or that an earlier file has (ignoring case).
    package static func entries(fileNames: [String]) -> [Entry] {
        var entries: [Entry] = []
        var seen: [String: String] = [:]  // lower-cased id → file
        for fileName in fileNames where !fileName.hasPrefix(".") {
            let path = Self.directory + "/" + fileName
            guard fileName.lowercased().hasSuffix(".md"), fileName.count > 3 else {
                let ignored = ContentProblem.ignoredPlaceFile(path).diagnostic(at: SourceLocation(path: path))
                entries.append(Entry(path: path, id: nil, isIdUsable: false, listingDiagnostics: [ignored]))
                continue
            }
            let stem = String(fileName.dropLast(3))
            let fileStart = SourceLocation(path: path, line: 1, column: 1)
            var problems: [Diagnostic] = []
            if !IdentifierValidator.isValid(stem) {
                problems.append(ContentProblem.invalidFileStem(stem).diagnostic(at: fileStart))
            } else if let other = seen[IdentifierValidator.urlForm(of: stem)] {
                problems.append(ContentProblem.duplicateFileIdentifier(stem, otherFile: other).diagnostic(at: fileStart))
            } else {
                seen[IdentifierValidator.urlForm(of: stem)] = path
            }
            entries.append(Entry(path: path, id: stem, isIdUsable: problems.isEmpty, listingDiagnostics: problems))
        }
        return entries
    }

    /// Reads one listed file with diagnostics of its own, so that files can be read in parallel. Only reads
    /// `fileSystem` and `images`.
    package func read(_ entry: Entry) -> FileResult {
        let fileDiagnostics = DiagnosticsEngine()
        guard let id = entry.id else { return FileResult(place: nil, diagnostics: fileDiagnostics) }
        let reader = PlaceFileLoader(fileSystem: fileSystem, images: images, diagnostics: fileDiagnostics)
        var description: MarkdownSource?
        var schedule = PlaceSchedule()
        let place = reader.loadFile(path: entry.path, id: id, description: &description, schedule: &schedule)
        return FileResult(place: place, diagnostics: fileDiagnostics, description: description, schedule: schedule)
    }

    /// The places of `entries`, given what reading each gave (in the same order); emits every problem, file
    /// by file: those of its name, then those of its contents.
    func assemble(_ entries: [Entry], _ results: [FileResult]) -> Result {
        var result = Result()
        result.places.reserveCapacity(results.count)
        result.sources.reserveCapacity(results.count)
        for (entry, file) in zip(entries, results) {
            diagnostics.emit(contentsOf: entry.listingDiagnostics)
            diagnostics.emit(contentsOf: file.diagnostics)
            if let place = file.place, entry.isIdUsable {
                result.places.append(place.0)
                result.sources[place.0.id] = place.1
                if file.schedule != PlaceSchedule() { result.schedules[place.0.id] = file.schedule }
            } else if let id = entry.id, entry.isIdUsable {
                result.failedIDs.insert(id)
                if let description = file.description { result.failedDescriptions.append(description) }
            }
        }
        return result
    }

    /// One file; `nil` when it has errors (reported). `description` is set as soon as the description is split
    /// from the front matter.
    private func loadFile(path: String, id: String, description: inout MarkdownSource?, schedule: inout PlaceSchedule)
        -> (Place, ItemSource)?
    {
        let fileStart = SourceLocation(path: path, line: 1, column: 1)
        guard let text = SourceText.read(path, from: fileSystem, missing: .unreadableFile(path), diagnostics: diagnostics) else {
            return nil
        }
        let frontMatter: FrontMatter
        do throws(ContentProblem) {
            frontMatter = try FrontMatter(splitting: text)
        } catch {
            diagnostics.emit(error.diagnostic(at: fileStart))
            return nil
        }
        let source = ItemSource(path: path, location: fileStart, bodyStartLine: frontMatter.bodyStartLine)
        description = MarkdownSource(text: frontMatter.body, source: source)
        let node: YAMLNode?
        do {
            node = try YAMLParser.parse(frontMatter.yaml, path: path)
        } catch {
            diagnostics.emit(contentsOf: error.diagnostics)
            return nil
        }
        let errorsBefore = diagnostics.errorCount
        guard
            let reader = MappingReader(
                node, what: "the front matter", path: path, text: frontMatter.yaml, knownKeys: Self.knownKeys,
                requiredKeys: ["name", "cityName", "coordinates"], diagnostics: diagnostics)
        else { return nil }

        let name = requiredText(reader, "name")
        let cityName = requiredText(reader, "cityName")
        let coordinates = self.coordinates(reader)
        var link: String?
        if let raw = reader.decode(String.self, forKey: "link") {
            if LinkValidator.isValid(raw) { link = raw } else { reader.report(.invalidLink(raw), atKey: "link") }
        }
        let weight = reader.decode(Int.self, forKey: "weight")
        let photos = PhotoListReader.photos(reader, diagnostics: diagnostics)
        for photo in photos {
            if case .failure(let problem) = images.resolve(photo.name) { reader.report(problem, at: photo.node) }
        }
        let imageNames = photos.map(\.name)
        schedule = self.schedule(reader)
        if let (line, column, scalar) = ControlCharacters.firstDisallowedPosition(in: frontMatter.body, allowingCRLF: true) {
            let location = SourceLocation(path: path, line: frontMatter.bodyStartLine + line - 1, column: column)
            diagnostics.emit(ContentProblem.controlCharacter(scalar, field: nil).diagnostic(at: location))
        }
        guard diagnostics.errorCount == errorsBefore, let name, let cityName, let coordinates else { return nil }
        let place = Place(
            id: id, name: name, cityName: cityName, coordinates: coordinates,
            descriptionBody: PlaceDescription(frontMatter.body),
            imageNames: imageNames, link: link, weight: weight, imageTexts: photos.map(\.text), date: schedule.date,
            time: schedule.time, day: schedule.day, track: schedule.track)
        return (place, source)
    }

    /// A required text field: trimmed, not empty, at most 100 characters.
    private func requiredText(_ reader: MappingReader, _ key: String) -> String? {
        guard reader.pair(key) != nil else { return nil }  // reported as missing
        guard let raw = reader.decode(String.self, forKey: key) else {
            if reader.value(key) == nil { reader.report(.emptyText(field: key), atKey: key) }
            return nil
        }
        do throws(ContentProblem) {
            return try TitleValidator.validated(raw, field: key, minimum: 1)
        } catch {
            reader.report(error, atKey: key)
            return nil
        }
    }

    /// `coordinates: { latitude: …, longitude: … }`, each in range.
    private func coordinates(_ reader: MappingReader) -> Coordinates? {
        guard reader.pair("coordinates") != nil else { return nil }  // reported as missing
        guard let node = reader.value("coordinates"),
            let nested = MappingReader(
                node, what: "'coordinates'", path: reader.path, text: reader.text, knownKeys: Self.coordinateKeys,
                requiredKeys: Self.coordinateKeys, diagnostics: diagnostics)
        else {
            if reader.value("coordinates") == nil { reader.report(.missingValue(field: "coordinates"), atKey: "coordinates") }
            return nil
        }
        let latitude = nested.decode(Double.self, forKey: "latitude")
        let longitude = nested.decode(Double.self, forKey: "longitude")
        if let latitude, let problem = CoordinatesValidator.latitudeProblem(latitude) {
            nested.report(problem, atKey: "latitude")
        }
        if let longitude, let problem = CoordinatesValidator.longitudeProblem(longitude) {
            nested.report(problem, atKey: "longitude")
        }
        if nested.pair("latitude") != nil, nested.value("latitude") == nil {
            nested.report(.missingValue(field: "latitude"), atKey: "latitude")
        }
        if nested.pair("longitude") != nil, nested.value("longitude") == nil {
            nested.report(.missingValue(field: "longitude"), atKey: "longitude")
        }
        guard let latitude, let longitude,
            CoordinatesValidator.problems(in: Coordinates(latitude: latitude, longitude: longitude)).isEmpty
        else { return nil }
        return Coordinates(latitude: latitude, longitude: longitude)
    }
}
