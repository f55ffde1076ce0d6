// mustache-bench [RENDERS]: renders a realistic page (a layout parent, partials, a list of 50 places) RENDERS times
// (default 10,000) with one TemplateRepository, and prints the output rate in MB/s and the time per render in µs.
import Foundation
import Mustache

struct Place: Encodable {
    let id: String
    let name: String
    let cityName: String
    let summary: String
    let latitude: Double
    let longitude: Double
    let url: String
    let imageURL: String?
    let isVisited: Bool
    let tags: [String]
}

struct Page: Encodable {
    let siteTitle: String
    let pageTitle: String
    let language: String
    let accentColor: String
    let navigation: [Link]
    let places: [Place]
    let visitedCount: Int
    let generatedAt: String
}

struct Link: Encodable {
    let title: String
    let url: String
    let isCurrent: Bool
}

let templates = [
    "layout": """
    <!doctype html>
    <html lang="{{language}}">
    <head>
      <meta charset="utf-8">
      <title>{{$title}}{{siteTitle}}{{/title}}</title>
      <style>:root { --accent: {{accentColor}}; }</style>
    </head>
    <body>
      {{> header}}
      <main>
        {{$main}}
        {{/main}}
      </main>
      {{> footer}}
    </body>
    </html>

    """,
    "header": """
    <header>
      <a class="site" href="/">{{siteTitle}}</a>
      <nav>
        {{#navigation}}
        <a href="{{url}}"{{#isCurrent}} aria-current="page"{{/isCurrent}}>{{title}}</a>
        {{/navigation}}
      </nav>
    </header>

    """,
    "footer": """
    <footer><p>{{visitedCount}} of the places visited · generated {{generatedAt}}</p></footer>

    """,
    "place": """
    <li class="place{{#isVisited}} visited{{/isVisited}}" id="{{id}}">
      <h2><a href="{{url}}">{{name}}</a></h2>
      <p class="city">{{cityName}} · {{latitude}}, {{longitude}}</p>
      {{#imageURL}}<img src="{{imageURL}}" alt="{{name}}">{{/imageURL}}
      <p>{{summary}}</p>
      <ul class="tags">{{#tags}}<li>{{.}}</li>{{/tags}}</ul>
    </li>

    """,
    "places": """
    {{<layout}}
    {{$title}}{{pageTitle}} · {{siteTitle}}{{/title}}
    {{$main}}
    <h1>{{pageTitle}}</h1>
    <ol class="places">
      {{#places}}
      {{> place}}
      {{/places}}
    </ol>
    {{/main}}
    {{/layout}}

    """,
]

let places = (1...50).map { index in
    Place(
        id: "place-\(index)", name: "Place \(index) & \"friends\"",
        cityName: ["Rio de Janeiro", "Lima", "Cusco", "La Paz"][index % 4],
        summary: "A day at <b>place \(index)</b>: walk up early, stay for the sunset, and don't miss the market on the way back.",
        latitude: -22.95 + Double(index) / 100, longitude: -43.21 - Double(index) / 100, url: "/places/place-\(index)/",
        imageURL: index % 3 == 0 ? nil : "/images/place-\(index).jpg", isVisited: index % 2 == 0,
        tags: ["trip", "day \(index % 7)", "south america"])
}
let page = Page(
    siteTitle: "Roadbook", pageTitle: "Places", language: "en", accentColor: "#0a7",
    navigation: [
        Link(title: "Todos", url: "/", isCurrent: false), Link(title: "Places", url: "/places/", isCurrent: true),
        Link(title: "Map", url: "/map/", isCurrent: false),
    ],
    places: places, visitedCount: 25, generatedAt: "2026-11-30")

let renders = CommandLine.arguments.count > 1 ? Int(CommandLine.arguments[1]) ?? 10_000 : 10_000
let context = try MustacheEncoder().encode(page)
let repository = TemplateRepository(loader: DictionaryTemplateLoader(templates), strict: true)
try repository.compile(named: "places")
let sample = try repository.render(named: "places", with: context)
for _ in 0..<100 { _ = try repository.render(named: "places", with: context) }

let clock = ContinuousClock()
var bytes = 0
let elapsed = try clock.measure {
    for _ in 0..<renders { bytes += try repository.render(named: "places", with: context).utf8.count }
}
let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
print("page: \(sample.utf8.count) bytes (layout parent + header, footer and place partials + 50 places)")
print("renders: \(renders) in \(String(format: "%.3f", seconds)) s")
print("throughput: \(String(format: "%.1f", Double(bytes) / seconds / 1_000_000)) MB/s")
print("per render: \(String(format: "%.1f", seconds / Double(renders) * 1_000_000)) µs")
