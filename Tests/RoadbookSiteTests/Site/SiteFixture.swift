import Foundation
import TestSupport

@testable import RoadbookContent
@testable import RoadbookSite

/// A small site on disk for generator tests: four places in two cities, three todos, images, static files.
struct SiteFixture {
    let directory: TemporaryDirectory
    var root: URL { directory.url.appendingPathComponent("site") }
    var output: URL { directory.url.appendingPathComponent("out") }

    static let places = [
        ("colosseum", "Colosseum", "Rome", 41.8902, 12.4922, 10),
        ("pantheon", "Pantheon", "Rome", 41.8986, 12.4769, 20),
        ("trevi", "Trevi Fountain", "Rome", 41.9009, 12.4833, 30),
        ("louvre", "Louvre", "Paris", 48.8606, 2.3376, 40),
    ]

    init(baseURL: String? = "https://example.org/trip/", colosseumBody: String? = nil) throws {
        directory = try TemporaryDirectory()
        var siteYAML = "title: Test Trip\naccentColor: \"#aa3366\"\n"
        if let baseURL { siteYAML += "baseURL: \(baseURL)\n" }
        try write(siteYAML, to: "site.yaml")
        try write(
            """
            - id: book-flights
              title: Book flights
              isCompleted: true
              notes: |
                See [the Colosseum](locations/colosseum.md).
            - id: buy-pass
              title: Buy the Roma Pass
            - id: pack
              title: Pack the bags
              isCompleted: false
            """, to: "content/todos.yaml")
        for (id, name, city, latitude, longitude, weight) in Self.places {
            let body = id == "colosseum" && colosseumBody != nil ? colosseumBody! : """
                The **\(name)** is worth a visit. Next: [the Pantheon](pantheon.md).

                ## History

                ![A view](\(id)-1)
                """
            try write(
                """
                ---
                name: \(name)
                cityName: \(city)
                coordinates: { latitude: \(latitude), longitude: \(longitude) }
                imageNames: [\(id)-1, \(id)-2]
                link: https://en.wikipedia.org/wiki/\(name.replacingOccurrences(of: " ", with: "_"))
                weight: \(weight)
                ---
                \(body)
                """, to: "content/locations/\(id).md")
            for number in 1...2 {
                try write(
                    "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"640\" height=\"480\" viewBox=\"0 0 640 480\"><rect width=\"640\" height=\"480\"/></svg>\n",
                    to: "content/images/\(id)-\(number).svg")
            }
        }
        try write("User-agent: *\n", to: "static/robots.txt")
        try write("body{}\n", to: "static/extra/more.css")
    }

    func write(_ text: String, to path: String) throws {
        let file = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }

    func generator(output: URL? = nil, force: Bool = false, pageData: PageDataFolder? = nil) -> SiteGenerator {
        SiteGenerator(
            source: root, dataSource: FileContentDataSource(root: root), output: output ?? self.output, force: force,
            home: "/nonexistent-home", pageData: pageData)
    }

    /// Every file below `url`, relative path → bytes.
    static func files(in url: URL) -> [String: Data] {
        var files: [String: Data] = [:]
        guard let walker = FileManager.default.enumerator(atPath: url.path) else { return files }
        while let relative = walker.nextObject() as? String {
            var isDirectory: ObjCBool = false
            let full = url.path + "/" + relative
            if FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory), !isDirectory.boolValue {
                files[relative] = FileManager.default.contents(atPath: full)
            }
        }
        return files
    }
}
