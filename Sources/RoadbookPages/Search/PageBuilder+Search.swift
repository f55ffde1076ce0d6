import Parallelism

extension PageBuilder {
    /// What the search finds, numbered in this order: the cities (so a city's own page comes before its places
    /// when both match as well), the places, the todos; each with the plain text of its rendered Markdown, taken
    /// from `texts` where the pages put it there.
    package func searchDocuments(texts: SearchTexts? = nil) -> [SearchDocument] {
        let strings = source.strings
        let cities = source.cities.enumerated().map { offset, city in
            SearchDocument(
                link: link(to: .city(offset), root: ""), title: city.name,
                context: strings.count("count.places", city.placeOffsets.count), kind: .city, names: city.name, text: "")
        }
        // The records are read here, on the calling thread; only the Markdown of a place whose page left no text is
        // read (`generate` has let the others go: ``PlaceDescription``) and rendered, in parallel, as the place pages
        // render it.
        let places = (0..<source.placeCount).map { index in
            let place = source.place(index)
            let text = texts?.text(at: outputPath(of: .place(index)))
            return (
                link: link(to: .place(index), root: ""), name: place.name, city: place.cityName, text: text,
                description: text == nil ? place.description : "", context: descriptionContext(of: place, root: path(of: .place(index)).rootPrefix)
            )
        }
        let renderer = source.markdown
        let placeDocuments = ConcurrentWork.map(places.count) { index in
            let place = places[index]
            return SearchDocument(
                link: place.link, title: place.name, context: place.city, kind: .place, names: place.name + " " + place.city,
                text: place.text
                    ?? DescriptionPlainTexts.text(ofRendered: renderer.render(place.description, context: place.context, reservedIDs: Self.themeIDs).html))
        }
        let todoWord = strings.text("search.todo")
        let todos = (0..<source.todoCount).map { index in
            let todo = source.todo(index)
            return SearchDocument(
                link: link(to: .todo(index), root: ""), title: todo.title, context: todoWord, kind: .todo, names: todo.title,
                text: texts?.text(at: outputPath(of: .todo(index))) ?? renderNotes(of: index, root: path(of: .todo(index)).rootPrefix).plainText)
        }
        return cities + placeDocuments + todos
    }
}
