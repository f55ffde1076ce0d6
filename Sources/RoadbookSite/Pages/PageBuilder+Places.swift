import Diagnostics
import Foundation
import RoadbookContent
import RoadbookMarkdown

/// The places list, each place's page, and what they are made of: cards, images and Open Graph tags.
extension PageBuilder {
    func image(_ name: String, use: ImageUse, alt: String, root: String) -> ImageViewModel? {
        guard let published = source.publishedImages[name] else { return nil }
        return ImageViewModel(published, use: use, alt: alt, root: root)
    }

    /// The Open Graph card of place `index`, when `baseURL` is an absolute address.
    func openGraph(_ index: Int, descriptionHTML: String) -> OpenGraphViewModel? {
        guard source.config.hasAbsoluteBaseURL, let url = absoluteURL(sitePath(of: .location(index))) else { return nil }
        let place = source.place(index)
        let picture = place.imageNames.first.flatMap { source.publishedImages[$0] }.flatMap { $0.variants(for: .og, in: $0.fallbackFormat).last }
        return OpenGraphViewModel(
            title: place.name, description: PlainTextSummary.firstSentence(ofHTML: descriptionHTML), url: url,
            siteName: source.config.title, imageURL: picture.flatMap { absoluteURL(RelativeURL.encoded($0.sitePath)) },
            imageWidth: picture?.width ?? 0, imageHeight: picture?.height ?? 0, imageAlt: place.name)
    }

    func card(_ index: Int, root: String) -> PlaceCardViewModel {
        let place = source.place(index)
        return PlaceCardViewModel(
            id: place.id, name: place.name, cityName: place.cityName,
            url: link(to: .location(index), root: root),
            thumbnail: place.imageNames.first.flatMap { image($0, use: .card, alt: place.name, root: root) },
            link: place.link,
            coordinatesText: strings.coordinates(latitude: place.coordinates.latitude, longitude: place.coordinates.longitude),
            position: position(index, of: source.placeCount))
    }

    /// An image's alternative text: the place's name, numbered when it has several (`place.imageAlt`).
    func imageAlt(_ place: any PlaceRecord, _ offset: Int) -> String {
        guard place.imageNames.count > 1 else { return place.name }
        return strings.text(
            "place.imageAlt", ["name": place.name, "index": strings.number(offset + 1), "count": strings.number(place.imageNames.count)])
    }

    var placesSummary: String {
        strings.text(
            "places.summary",
            ["places": strings.count("count.places", source.placeCount), "cities": strings.count("count.inCities", source.cityCount)])
    }

    func locationList(at path: PagePath) -> LocationListPageViewModel {
        let root = path.rootPrefix
        return LocationListPageViewModel(
            frame: frame(at: path, section: .locations, title: title(strings.text("places.heading"))),
            summary: placesSummary,
            map: tripMap(root: root),
            places: (0..<source.placeCount).map { card($0, root: root) },
            hasPlaces: source.placeCount > 0)
    }

    func location(_ index: Int, at path: PagePath, _ diagnostics: inout [Diagnostic]) -> LocationPageViewModel {
        let root = path.rootPrefix
        let place = source.place(index)
        let count = source.placeCount
        let neighbours = source.neighbours(ofPlace: index)
        let (previous, next) = (source.place(neighbours.previous), source.place(neighbours.next))
        let origin = place.source
        let rendered = source.markdown.render(
            place.description,
            context: MarkdownContext(
                sourcePath: origin?.path ?? "content/locations/\(place.id).md", firstLine: origin?.bodyStartLine ?? 1, rootPrefix: root),
            reservedIDs: Self.themeIDs)
        diagnostics += rendered.diagnostics
        let images = place.imageNames.enumerated().compactMap { offset, name in
            image(name, use: .gallery, alt: imageAlt(place, offset), root: root)
        }
        let latitude = NumberText.coordinate(place.coordinates.latitude)
        let longitude = NumberText.coordinate(place.coordinates.longitude)
        let pins = placeMapPins(index)
        let isWikipedia = place.link?.contains("wikipedia.org") ?? false
        return LocationPageViewModel(
            frame: frame(at: path, section: .locations, title: title(place.name)),
            openGraph: openGraph(index, descriptionHTML: rendered.html),
            id: place.id,
            name: place.name,
            cityName: place.cityName,
            images: images,
            hasImages: !images.isEmpty,
            hasManyImages: images.count > 1,
            galleryLabel: strings.text("place.galleryLabel", ["name": place.name]),
            asideLabel: strings.text("place.asideLabel", ["name": place.name]),
            descriptionHTML: rendered.html,
            latitude: latitude,
            longitude: longitude,
            coordinatesText: strings.coordinates(latitude: place.coordinates.latitude, longitude: place.coordinates.longitude),
            openStreetMapURL: "https://www.openstreetmap.org/?mlat=\(latitude)&mlon=\(longitude)#map=17/\(latitude)/\(longitude)",
            link: place.link,
            hasLink: place.link != nil,
            isWikipedia: isWikipedia,
            linkText: strings.text(isWikipedia ? "place.readMoreOnWikipedia" : "place.readMore"),
            position: position(index, of: count),
            previous: .sibling("pager.previousLabel", title: previous.name, id: previous.id, strings: strings),
            next: .sibling("pager.nextLabel", title: next.name, id: next.id, strings: strings),
            hasNeighbours: count > 1,
            map: placeMap(index, pins: pins, root: root),
            listURL: link(to: .locationList, root: root))
    }
}
