import Parallelism
import RoadbookMarkdown

extension PageBuilder {
    /// What the search finds, numbered in this order: the cities (so a city's own page comes before its places
    /// when both match as well), the places, the todos; each with the plain text of its rendered Markdown, taken
    /// from `texts` where the pages put it there.
    func searchDocuments(texts: SearchTexts? = nil) -> [SearchDocument] {
        let strings = source.strings
        let cities = source.cities.enumerated().map { offset, city in
            SearchDocument(
                link: link(to: .city(offset), root: ""), title: city.name,
                context: strings.count("count.places", city.placeOffsets.count), kind: .city, names: city.name, text: "")
        }
        // The records are read here, on the calling thread, where `serve` tracks what the index read; only the
        // Markdown, plain text by then, is rendered in parallel.
        let records = (0..<source.placeCount).map { index in
            let place = source.place(index)
            return (
                link: link(to: .location(index), root: ""), name: place.name, city: place.cityName,
                text: texts?.place(index), description: place.description
            )
        }
        let renderer = source.markdown
        let places = ConcurrentWork.map(records.count) { index in
            let record = records[index]
            return SearchDocument(
                link: record.link, title: record.name, context: record.city, kind: .place,
                names: record.name + " " + record.city, text: record.text ?? Self.plainText(ofMarkdown: record.description, renderer: renderer))
        }
        let todoWord = strings.text("search.todo")
        let todos = (0..<source.todoCount).map { index in
            let todo = source.todo(index)
            return SearchDocument(
                link: link(to: .todo(index), root: ""), title: todo.title, context: todoWord, kind: .todo, names: todo.title,
                text: texts?.todo(index) ?? todo.notes.map { Self.plainText(ofMarkdown: $0, renderer: renderer) } ?? "")
        }
        return cities + places + todos
    }

    /// The words a reader sees in `markdown` (its problems are the pages' to report), read from the parsed
    /// Markdown: rendering it to HTML a second time for the index and reading the HTML's text was a fifth of a
    /// 10,000-place build.
    private static func plainText(ofMarkdown markdown: String, renderer: CmarkRenderer) -> String {
        guard !markdown.isEmpty else { return "" }
        return renderer.plainText(of: markdown)
    }
}
