import Diagnostics
import Foundation
import RoadbookContent
import RoadbookMarkdown
import SiteFiles

/// The places list, each place's page, and what they are made of: cards, images, Open Graph tags, maps and pins.
extension PageBuilder {
    func image(_ name: String, use: ImageUse, alt: String, root: String) -> ImageViewModel? {
        guard let published = source.publishedImages[name] else { return nil }
        return ImageViewModel(published, use: use, alt: alt, root: root)
    }

    func card(_ index: Int, root: String) -> PlaceCardViewModel {
        let place = source.place(index)
        return PlaceCardViewModel(
            id: place.id, name: place.name, cityName: place.cityName, cityURL: cityLink(place.cityName, root: root),
            url: link(to: .location(index), root: root),
            thumbnail: place.imageNames.first.flatMap { image($0, use: .card, alt: place.name, root: root) },
            link: place.link,
            coordinatesText: strings.coordinates(latitude: place.coordinates.latitude, longitude: place.coordinates.longitude),
            position: position(index, of: source.placeCount))
    }

    /// The photos of a place's gallery, each with its alt text (its own, or ``imageAlt(_:_:)``), caption, capture
    /// date (with `images.showDate`) and place in the gallery ("2 / 5").
    func galleryImages(of place: any PlaceRecord, root: String) -> [ImageViewModel] {
        let showsDate = source.config.images.showDate
        return place.imageNames.enumerated().compactMap { offset, name in
            let text = offset < place.imageTexts.count ? place.imageTexts[offset] : .none
            guard let image = image(name, use: .gallery, alt: text.alt ?? imageAlt(place, offset), root: root) else { return nil }
            let date = showsDate ? source.publishedImages[name].flatMap { CaptureDateText.text(of: $0.details, language: source.config.language) } : nil
            let count = strings.text(
                "gallery.count", ["index": strings.number(offset + 1), "count": strings.number(place.imageNames.count)])
            return image.inGallery(caption: text.caption, captureDate: date, countText: count)
        }
    }

    /// An image's alternative text: the place's name, numbered when it has several (`place.imageAlt`).
    func imageAlt(_ place: any PlaceRecord, _ offset: Int) -> String {
        guard place.imageNames.count > 1 else { return place.name }
        return strings.text(
            "place.imageAlt", ["name": place.name, "index": strings.number(offset + 1), "count": strings.number(place.imageNames.count)])
    }

    /// The renderer of a place's own map: a smaller canvas, since it sits in the page's side column.
    static let placeMapRenderer: MapRenderer = {
        var renderer = MapRenderer()
        renderer.width = 480
        renderer.height = 360
        renderer.padding = 60
        renderer.pinScale = 1.2
        return renderer
    }()

    /// A renderer for a map of many places: the more pins, the smaller they are, so crowded maps stay readable.
    static func overviewRenderer(pinCount: Int) -> MapRenderer {
        var renderer = MapRenderer()
        renderer.pinScale = max(0.5, min(1.4, 1.4 * (60 / Double(max(1, pinCount))).squareRoot()))
        return renderer
    }

    /// Cities with more places than this many get one map for all places instead of one map each.
    public static let maximumCityMaps = 6

    func allPlacesMaps(root: String) -> [MapViewModel] {
        guard source.placeCount > 0 else { return [] }
        let pins = (0..<source.placeCount).map { index in
            let place = source.place(index)
            return MapPin(
                name: place.name, cityName: place.cityName, latitude: place.coordinates.latitude,
                longitude: place.coordinates.longitude,
                url: link(to: .location(index), root: root))
        }
        var cities: [String] = []
        var byCity: [String: [MapPin]] = [:]
        for pin in pins {
            if byCity[pin.cityName] == nil { cities.append(pin.cityName) }
            byCity[pin.cityName, default: []].append(pin)
        }
        if (2...Self.maximumCityMaps).contains(cities.count) {
            return cities.enumerated().map { number, city in
                let cityPins = byCity[city] ?? []
                let title = strings.text("places.mapTitle", ["city": city, "places": strings.count("count.places", cityPins.count)])
                let label = strings.text("map.label", ["title": title])
                return MapViewModel(
                    title: title, svg: Self.overviewRenderer(pinCount: cityPins.count).svg(pins: cityPins, label: label, idPrefix: "map\(number + 1)"))
            }
        }
        let title = strings.count("home.allPlaces", pins.count)
        let label = strings.count("map.allPlacesLabel", pins.count)
        return [MapViewModel(title: title, svg: Self.overviewRenderer(pinCount: pins.count).svg(pins: pins, label: label, idPrefix: "map1"))]
    }

    var placesSummary: String {
        strings.text(
            "places.summary",
            ["places": strings.count("count.places", source.placeCount), "cities": strings.count("count.inCities", source.cityCount)])
    }

    func locationList(at path: PagePath) -> LocationListPageViewModel {
        let root = path.rootPrefix
        return LocationListPageViewModel(
            frame: frame(
                at: path, section: .locations, title: title(strings.text("places.heading")),
                subject: ShareSubject(heading: strings.text("places.heading"))),
            summary: placesSummary,
            maps: placesListIsIndex ? [] : allPlacesMaps(root: root),
            places: placesListIsIndex ? [] : (0..<source.placeCount).map { card($0, root: root) },
            hasPlaces: source.placeCount > 0,
            cities: cityGroups(root: root),
            isIndex: placesListIsIndex)
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
                sourcePath: origin?.path ?? "\(SiteLayout.places)/\(place.id).md", firstLine: origin?.bodyStartLine ?? 1, rootPrefix: root),
            reservedIDs: Self.themeIDs)
        diagnostics += rendered.diagnostics
        let images = galleryImages(of: place, root: root)
        let latitude = NumberText.coordinate(place.coordinates.latitude)
        let longitude = NumberText.coordinate(place.coordinates.longitude)
        let pins = placeMapPins(index)
        let isWikipedia = place.link?.contains("wikipedia.org") ?? false
        return LocationPageViewModel(
            frame: frame(
                at: path, section: .locations, title: title(place.name),
                subject: ShareSubject(heading: place.name, summaryHTML: rendered.html, imageName: place.imageNames.first, isArticle: true)),
            id: place.id,
            name: place.name,
            cityName: place.cityName,
            cityURL: cityLink(place.cityName, root: root),
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
            mapSVG: Self.placeMapRenderer.svg(pins: pins, label: strings.text("map.placeLabel", ["name": place.name]), idPrefix: "map"),
            listURL: link(to: .locationList, root: root))
    }

    /// The pins of a place's own map: the place, current, and its surroundings — the nearest places within a
    /// day's walk or ride, so the map shows the neighbourhood.
    func placeMapPins(_ index: Int) -> [MapPin] {
        let place = source.place(index)
        var pins = source.nearby(ofPlace: index).map { other in
            let neighbour = source.place(other)
            return MapPin(
                name: neighbour.name, cityName: neighbour.cityName, latitude: neighbour.coordinates.latitude,
                longitude: neighbour.coordinates.longitude, url: "../" + neighbour.id + "/index.html")
        }
        pins.append(MapPin(
            name: place.name, cityName: place.cityName, latitude: place.coordinates.latitude, longitude: place.coordinates.longitude,
            url: "index.html", isCurrent: true))
        return pins
    }
}
