import Diagnostics
import Foundation
import RoadbookContent
import Testing

/// Loading a whole site from files held in memory: every problem at its exact `path:line:column`.
@Suite struct ContentLoaderTests {
    static let site = "title: Rome and Paris\n"
    static let svg = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 480"><rect width="10" height="10"/></svg>"#

    static let colosseum = """
        ---
        name: Colosseum
        cityName: Rome
        coordinates: { latitude: 41.8902, longitude: 12.4922 }
        imageNames: [rome-colosseum-1]
        link: https://en.wikipedia.org/wiki/Colosseum
        weight: 10
        ---
        The Colosseum is an oval amphitheatre.

        See also [the Pantheon](pantheon.md).

        """

    private func load(_ files: [String: String]) throws(DiagnosticList) -> SiteContent {
        try InMemoryContentDataSource(textFiles: files).loadSite()
    }

    /// The diagnostics a load throws, printed as the CLI prints them.
    private func problems(_ files: [String: String]) -> [String] {
        do {
            let content = try load(files)
            Issue.record("expected errors, loaded \(content.todos.count) todos")
            return []
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    @Test func loadsAValidSite() throws {
        let content = try load([
            "site.yaml": "title: Rome and Paris\naccentColor: teal\nmarkdown: { smart: yes }\n",
            "content/todos.yaml": """
                - id: buy-museum-pass
                  title: '  Buy the Roma Pass '
                  isCompleted: true
                  notes: |
                    Valid 72 hours.
                - title: YES
                  notes: plain
                - title: Sacré-Cœur at dawn
                """,
            "content/locations/colosseum.md": Self.colosseum,
            "content/locations/pantheon.md": "---\nname: Pantheon\ncityName: Rome\ncoordinates: {latitude: 41.8986, longitude: 12.4769}\n---\nA temple.\n",
            "content/locations/louvre.md": "---\nname: Louvre\ncityName: Paris\ncoordinates: {latitude: 48.8606, longitude: 2.3376}\nweight: 5\n---\n",
            "content/images/rome-colosseum-1.svg": Self.svg,
        ])
        #expect(content.config.title == "Rome and Paris")
        #expect(content.config.accentColor == "teal")
        #expect(content.config.markdown.smart)
        #expect(content.config.language == "en")
        #expect(
            content.todos == [
                ItemModel(id: "buy-museum-pass", title: "Buy the Roma Pass", isCompleted: true, notes: "Valid 72 hours.\n"),
                ItemModel(id: "yes", title: "YES", isCompleted: false, notes: "plain"),
                ItemModel(id: "sacre-coeur-at-dawn", title: "Sacré-Cœur at dawn", isCompleted: false),
            ])
        #expect(content.todosPath == "content/todos.yaml")
        #expect(content.todoSources["buy-museum-pass"]?.location == SourceLocation(path: "content/todos.yaml", line: 1, column: 3))
        #expect(content.todoSources["buy-museum-pass"]?.bodyStartLine == 5)
        #expect(content.todoSources["yes"]?.bodyStartLine == 7)
        #expect(content.todoSources["sacre-coeur-at-dawn"]?.bodyStartLine == nil)

        #expect(content.places.map(\.id) == ["louvre", "colosseum", "pantheon"])
        let colosseum = try #require(content.places.first { $0.id == "colosseum" })
        #expect(colosseum.name == "Colosseum")
        #expect(colosseum.cityName == "Rome")
        #expect(colosseum.coordinates == Coordinates(latitude: 41.8902, longitude: 12.4922))
        #expect(colosseum.imageNames == ["rome-colosseum-1"])
        #expect(colosseum.link == "https://en.wikipedia.org/wiki/Colosseum")
        #expect(colosseum.weight == 10)
        #expect(colosseum.description == "The Colosseum is an oval amphitheatre.\n\nSee also [the Pantheon](pantheon.md).\n")
        let source = try #require(content.placeSources["colosseum"])
        #expect(source.path == "content/locations/colosseum.md")
        #expect(source.bodyStartLine == 9)
        #expect(source.locationInBody(line: 3, column: 10) == SourceLocation(path: "content/locations/colosseum.md", line: 11, column: 10))

        #expect(
            content.images["rome-colosseum-1"]
                == ImageAsset(name: "rome-colosseum-1", relativePath: "content/images/rome-colosseum-1.svg", width: 640, height: 480))
        #expect(content.warnings.isEmpty)
    }

    @Test func aTodoFileWithThreeDifferentMistakesGivesThreeErrors() {
        let todos = """
            - title: Buy the Roma Pass
              isCompleted: maybe
            - title: ab
            - id: bad id!
              title: Visit the Vatican
            """
        #expect(
            problems(["site.yaml": Self.site, "content/todos.yaml": todos]) == [
                "content/todos.yaml:2:16: error: 'isCompleted' must be true or false, not 'maybe'",
                "content/todos.yaml:3:10: error: 'title' must be at least 3 characters long; 'ab' has 2",
                "content/todos.yaml:4:7: error: id 'bad id!' may contain only ASCII letters, digits and '-'",
            ])
    }

    @Test func titleRules() {
        let todos = """
            - title: ""
            - title:
            - isCompleted: true
            - title: "\(String(repeating: "x", count: 101))"
            - title: [a, list]
            """
        #expect(
            problems(["site.yaml": Self.site, "content/todos.yaml": todos]) == [
                "content/todos.yaml:1:10: error: 'title' can't be empty",
                "content/todos.yaml:2:9: error: 'title' can't be empty",
                "content/todos.yaml:3:3: error: missing key 'title'",
                "content/todos.yaml:4:10: error: 'title' is too long: 101 characters, at most 100",
                "content/todos.yaml:5:10: error: 'title' must be text, not a list",
            ])
    }

    @Test func idsAreUniqueIgnoringCaseAndDerivedIdsThatClashAskForAnExplicitOne() {
        let todos = """
            - id: Pack
              title: Pack the bags
            - id: PACK
              title: Pack again
            - title: Buy tickets
            - title: Buy tickets!
            - title: 東京タワー
            - id: buy-TICKETS
              title: Third
            """
        #expect(
            problems(["site.yaml": Self.site, "content/todos.yaml": todos]) == [
                "content/todos.yaml:3:7: error: duplicate id 'PACK' (ids are compared ignoring case); the first is on line 1",
                "content/todos.yaml:6:10: error: the title 'Buy tickets!' gives the id 'buy-tickets', already taken by the entry on line 5; add an explicit 'id'",
                "content/todos.yaml:7:10: error: can't derive an id from the title '東京タワー'; add an explicit 'id'",
                "content/todos.yaml:8:7: error: duplicate id 'buy-TICKETS' (ids are compared ignoring case); the first is on line 5",
            ])
    }

    @Test func uuidIdsFromTheIOSAppAreAcceptedInJSON() throws {
        let json = #"""
            [
              {"id": "E621E1F8-C36C-495A-93FC-0C247A3E6E5F", "title": "This is the first title!", "isCompleted": false},
              {"id": "0F4B7D0A-1111-4C3B-9C59-7F6B0A1B2C3D", "title": "This is the second title!", "isCompleted": true}
            ]
            """#
        let content = try load(["site.yaml": Self.site, "content/todos.json": json])
        #expect(content.todos.map(\.id) == ["E621E1F8-C36C-495A-93FC-0C247A3E6E5F", "0F4B7D0A-1111-4C3B-9C59-7F6B0A1B2C3D"])
        #expect(content.todos.map(\.isCompleted) == [false, true])
        #expect(content.todosPath == "content/todos.json")
    }

    @Test func bothTodoFilesAreAnError() {
        let found = problems(["site.yaml": Self.site, "content/todos.yaml": "[]", "content/todos.json": "[]"])
        #expect(found == ["content/todos.json: error: both 'content/todos.yaml' and 'content/todos.json' exist; keep one"])
    }

    @Test func theTodoFileMustBeAListOfMappings() {
        #expect(
            problems(["site.yaml": Self.site, "content/todos.yaml": "title: Pack\n"]) == [
                "content/todos.yaml:1:1: error: 'content/todos.yaml' must be a list of '- ' entries"
            ])
        #expect(
            problems(["site.yaml": Self.site, "content/todos.yaml": "- Pack the bags\n"]) == [
                "content/todos.yaml:1:3: error: a todo must be a mapping of 'key: value' lines"
            ])
    }

    @Test func unknownKeysAreWarningsThatSuggestTheNearestKey() throws {
        let content = try load([
            "site.yaml": "title: T\naccentColour: teal\n",
            "content/todos.yaml": "- title: Pack\n  iscompleted: true\n  colour: red\n",
        ])
        #expect(
            content.warnings.map(\.description) == [
                "content/todos.yaml:2:3: warning: unknown key 'iscompleted'; did you mean 'isCompleted'?",
                "content/todos.yaml:3:3: warning: unknown key 'colour'",
                "site.yaml:2:1: warning: unknown key 'accentColour'; did you mean 'accentColor'?",
            ])
    }

    @Test func anAccentTooFaintForThePageBackgroundIsAWarningAtItsValue() throws {
        let yellow = try load(["site.yaml": "title: T\naccentColor:   \"#ffd200\"\n", "content/todos.yaml": "- title: Pack\n"])
        #expect(
            yellow.warnings.map(\.description) == [
                "site.yaml:2:16: warning: accentColor '#ffd200' has a contrast of 1.35:1 with the light page background; "
                    + "pins, bars and focus rings need at least 3:1"
            ])
        let navy = try load(["site.yaml": "title: T\naccentColor: navy\n", "content/todos.yaml": "- title: Pack\n"])
        #expect(
            navy.warnings.map(\.description) == [
                "site.yaml:2:14: warning: accentColor 'navy' has a contrast of 1.17:1 with the dark page background; "
                    + "pins, bars and focus rings need at least 3:1"
            ])
        let teal = try load(["site.yaml": "title: T\naccentColor: '#0a7d6f'\n", "content/todos.yaml": "- title: Pack\n"])
        #expect(teal.warnings.isEmpty)
    }

    @Test func deviceTicksAreOnUnlessTodosSaysOtherwise() throws {
        let todo = ["content/todos.yaml": "- title: Pack\n"]
        #expect(try load(todo.merging(["site.yaml": "title: T\n"]) { a, _ in a }).config.deviceTicks)
        let off = try load(todo.merging(["site.yaml": "title: T\ntodos:\n  deviceTicks: false\n"]) { a, _ in a })
        #expect(!off.config.deviceTicks)
        let typo = try load(todo.merging(["site.yaml": "title: T\ntodos:\n  deviceTick: false\n"]) { a, _ in a })
        #expect(typo.config.deviceTicks)
        #expect(typo.warnings.map(\.description) == ["site.yaml:3:3: warning: unknown key 'deviceTick'; did you mean 'deviceTicks'?"])
    }

    @Test func aPlaceFileWithSeveralMistakesReportsEachWhereItIs() {
        let place = """
            ---
            name: Colosseum
            cityname: Rome
            coordinates: { latitude: 95, longitude: 12.49 }
            imageNames: [rome-colosseum-2, ../x, rome-colosseum-3]
            link: ftp://example.com/colosseum
            ---
            Text.
            """
        let found = problems([
            "site.yaml": Self.site,
            "content/locations/colosseum.md": place,
            "content/images/rome-colosseum-1.svg": Self.svg,
            "content/images/rome-colosseum-2.svg": Self.svg,
            "content/images/rome-colosseum-2.png": "not really a png",
        ])
        #expect(
            found == [
                "content/locations/colosseum.md:3:1: error: unknown key 'cityname'; did you mean 'cityName'?",
                "content/locations/colosseum.md:4:26: error: latitude '95' is out of range; it must be between -90 and 90",
                "content/locations/colosseum.md:5:14: error: image name 'rome-colosseum-2' matches several files: 'rome-colosseum-2.png', 'rome-colosseum-2.svg'; keep one",
                "content/locations/colosseum.md:5:32: error: image name '../x' must be a plain file name in 'content/images/' without extension, '/' or '..'",
                "content/locations/colosseum.md:5:38: error: no image named 'rome-colosseum-3' in 'content/images/'; did you mean 'rome-colosseum-1'?",
                "content/locations/colosseum.md:6:7: error: link 'ftp://example.com/colosseum' must be an absolute http or https URL",
            ])
    }

    @Test func requiredPlaceKeysAndCoordinateTypes() {
        let found = problems([
            "site.yaml": Self.site,
            "content/locations/a.md": "---\nname: A\n---\n",
            "content/locations/b.md": "---\nname: B\ncityName: Rome\ncoordinates: { latitude: north, longitude: -200 }\nweight: heavy\n---\n",
            "content/locations/c.md": "---\nname: C\ncityName: '  '\ncoordinates: 41.9\nimageNames: one\n---\n",
        ])
        #expect(
            found == [
                "content/locations/a.md:2:1: error: missing key 'cityName'",
                "content/locations/a.md:2:1: error: missing key 'coordinates'",
                "content/locations/b.md:4:26: error: 'latitude' must be a number, not 'north'",
                "content/locations/b.md:4:44: error: longitude '-200' is out of range; it must be between -180 and 180",
                "content/locations/b.md:5:9: error: 'weight' must be a whole number, not 'heavy'",
                "content/locations/c.md:3:11: error: 'cityName' can't be empty",
                "content/locations/c.md:4:14: error: 'coordinates' must be a mapping of 'key: value' lines",
                "content/locations/c.md:5:13: error: 'imageNames' must be a list, not 'one'",
            ])
    }

    /// A decimal comma in a flow mapping splits the number: `66,9758` reads as `66` and a key `9758`. It is an error
    /// that says what was meant, never a place at longitude 66.
    @Test func aDecimalCommaInACoordinateIsAnErrorThatSaysWhatWasMeant() {
        let found = problems([
            "site.yaml": Self.site,
            "content/locations/registan.md": "---\nname: Registan\ncityName: Samarqand\ncoordinates: { latitude: 39.6547, longitude: 66,9758 }\n---\n",
            "content/locations/both.md": "---\nname: B\ncityName: Toshkent\ncoordinates: { latitude: 41,2995, longitude: -69,2401 }\n---\n",
        ])
        #expect(
            found == [
                "content/locations/both.md:4:29: error: 'latitude' is followed by a number on its own; decimal comma? write 41.2995",
                "content/locations/both.md:4:50: error: 'longitude' is followed by a number on its own; decimal comma? write -69.2401",
                "content/locations/registan.md:4:49: error: 'longitude' is followed by a number on its own; decimal comma? write 66.9758",
            ])
    }

    /// A misspelt (or shortened) required key is said once, at the misspelling; with the required key there, an
    /// unknown key stays a warning.
    @Test func aMisspeltRequiredKeyIsOneErrorAtTheMisspelling() {
        let found = problems([
            "site.yaml": Self.site,
            "content/locations/a.md": "---\nname: A\ncity: Rome\ncoordinates: { latitude: 1, longitude: 2 }\n---\n",
            "content/locations/b.md": "---\nname: B\ncityName: Rome\ncity: Roma\ncoordinates: { latitude: 1, longitude: 2 }\n---\n",
        ])
        #expect(
            found == [
                "content/locations/a.md:3:1: error: unknown key 'city'; did you mean 'cityName'?",
                "content/locations/b.md:4:1: warning: unknown key 'city'",
            ])
    }

    @Test func placeFileNamesMustBeIdsAndFrontMatterMustBeThere() {
        let valid = "---\nname: A\ncityName: Rome\ncoordinates: {latitude: 1, longitude: 2}\n---\n"
        let found = problems([
            "site.yaml": Self.site,
            "content/locations/Saint Peter.md": valid,
            "content/locations/Trevi.md": valid,
            "content/locations/trevi.md": valid,
            "content/locations/no-front-matter.md": "# Title\n",
            "content/locations/unclosed.md": "---\nname: A\n",
            "content/locations/notes.txt": "ignored",
        ])
        #expect(
            found == [
                "content/locations/Saint Peter.md:1:1: error: file name 'Saint Peter' is not a valid id; use only ASCII letters, digits and '-'",
                "content/locations/no-front-matter.md:1:1: error: a place file must start with front matter: a '---' line, 'key: value' lines, a '---' line",
                "content/locations/notes.txt: warning: 'content/locations/notes.txt' is not a Markdown file ('.md'); it is ignored",
                "content/locations/trevi.md:1:1: error: id 'trevi' is also the id of 'content/locations/Trevi.md' (ids are compared ignoring case); rename one",
                "content/locations/unclosed.md:1:1: error: the front matter is not closed; add a '---' line after it",
            ])
    }

    @Test func siteSettingsAreChecked() {
        #expect(problems([:]) == ["site.yaml: error: missing 'site.yaml'; it must give at least the site's 'title'"])
        #expect(
            problems([
                "site.yaml": "language: en us\naccentColor: bleu\nbaseURL: example.com\nstrictTemplates: maybe\nmarkdown:\n  smart: sure\n  unsafeHtml: true\n"
            ]) == [
                "site.yaml:1:1: error: missing key 'title'",
                "site.yaml:1:11: error: language 'en us' is not a language tag such as 'en' or 'pt-BR'",
                "site.yaml:2:14: error: accentColor 'bleu' is not a CSS colour such as '#0a84ff', 'rgb(10 132 255)' or 'teal'; did you mean 'blue'?",
                "site.yaml:3:10: error: baseURL 'example.com' must be an absolute http or https URL or a path starting with '/'",
                "site.yaml:4:18: error: 'strictTemplates' must be true or false, not 'maybe'",
                "site.yaml:6:10: error: 'smart' must be true or false, not 'sure'",
                "site.yaml:7:3: warning: unknown key 'unsafeHtml'; did you mean 'unsafeHTML'?",
            ])
        #expect(problems(["site.yaml": ""]) == ["site.yaml:1:1: error: missing key 'title'"])
        #expect(problems(["site.yaml": "title: [1]\n"]) == ["site.yaml:1:8: error: 'title' must be text, not a list"])
    }

    @Test func imagesWhoseSizeCannotBeReadAreWarningsAndOtherFilesAreIgnored() throws {
        let content = try load([
            "site.yaml": Self.site,
            "content/images/broken.png": "not really a png",
            "content/images/readme.txt": "notes",
            "content/images/.DS_Store": "x",
        ])
        #expect(
            content.warnings.map(\.description) == [
                "content/images/broken.png: warning: can't read the width and height of 'content/images/broken.png'",
                "content/images/readme.txt: warning: 'content/images/readme.txt' is not a png, jpg, jpeg, webp, gif, svg, avif, heic or heif image; it is ignored",
            ])
        #expect(content.images == ["broken": ImageAsset(name: "broken", relativePath: "content/images/broken.png")])
    }

    @Test func malformedYAMLIsReportedAndOtherFilesStillChecked() {
        let found = problems([
            "site.yaml": Self.site,
            "content/todos.yaml": "- title: Pack\n  notes: [unclosed\n",
            "content/locations/a.md": "---\nname: A\n---\n",
        ])
        #expect(found.count == 3)
        #expect(found.first?.hasPrefix("content/locations/a.md:2:1: error: missing key") == true)
        #expect(found.last?.hasPrefix("content/todos.yaml:") == true)
    }
}
