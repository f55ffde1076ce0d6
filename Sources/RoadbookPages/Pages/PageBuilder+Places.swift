import Diagnostics
import Foundation
import RoadbookContent
import RoadbookImages
import RoadbookMarkdown

/// The places list, each place's page, and what they are made of: cards, images and Open Graph tags.
extension PageBuilder {
    func image(_ name: String, use: ImageUse, alt: String, root: String) -> ImageViewModel? {
        guard let published = source.publishedImages[name] else { return nil }
        return ImageViewModel(published, use: use, alt: alt, root: root)
    }

    /// The card of the place at `index` on a page whose links start with `root`; its texts made once per build where
    /// the source keeps them (``PageSource/placeCards``).
    func card(_ index: Int, root: String) -> PlaceCardViewModel {
        let place = source.place(index)
        let texts = source.placeCards?.card(index) { cardTexts(index) } ?? cardTexts(index)
        return PlaceCardViewModel(
            id: place.id, name: place.name, cityName: place.cityName, cityURL: root + texts.cityLink, url: root + texts.link,
            lazyThumbnail: place.imageNames.first.flatMap { source.publishedImages[$0] }.map {
                CardThumbnail($0, use: .card, alt: place.name, root: root, keptSource: source.placeCards?.thumbnailSlot(index))
            },
            link: place.link, coordinatesText: texts.coordinatesText, position: texts.position)
    }

    /// What the card of the place at `index` says on every page, its links from the site root.
    func cardTexts(_ index: Int) -> PlaceCardTexts {
        let place = source.place(index)
        return PlaceCardTexts(
            cityLink: cityLink(place.cityName, root: ""), link: link(to: .place(index), root: ""),
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

    var placesSummary: String {
        strings.text(
            "places.summary",
            ["places": strings.count("count.places", source.placeCount), "cities": strings.count("count.inCities", source.cityCount)])
    }

    func placeList(at path: PagePath) -> PlaceListPageViewModel {
        let root = path.rootPrefix
        return PlaceListPageViewModel(
            frame: frame(
                at: path, section: .places, title: title(strings.text("places.heading")),
                subject: ShareSubject(heading: strings.text("places.heading"))),
            summary: placesSummary,
            map: tripMap(root: root),
            places: placesListIsIndex ? [] : (0..<source.placeCount).map { card($0, root: root) },
            hasPlaces: source.placeCount > 0,
            cities: cityGroups(root: root),
            isIndex: placesListIsIndex)
    }

    /// The place's description rendered for a page whose links start with `root`.
    func renderDescription(of place: any PlaceRecord, root: String) -> RenderedMarkdown {
        source.markdown.render(place.description, context: descriptionContext(of: place, root: root), reservedIDs: Self.themeIDs)
    }

    /// Where the place's description comes from, for a page whose links start with `root`.
    func descriptionContext(of place: any PlaceRecord, root: String) -> MarkdownContext {
        let origin = place.source
        return MarkdownContext(
            sourcePath: origin?.path ?? DefaultSourcePaths.place(id: place.id), firstLine: origin?.bodyStartLine ?? 1, rootPrefix: root)
    }

    func place(_ index: Int, at path: PagePath, _ findings: inout PageFindings) -> PlacePageViewModel {
        let root = path.rootPrefix
        let place = source.place(index)
        let count = source.placeCount
        let neighbours = source.neighbours(ofPlace: index)
        let (previous, next) = (source.place(neighbours.previous), source.place(neighbours.next))
        let rendered = renderDescription(of: place, root: root)
        // One text for the exports and the search index: the index reads only its words, which are the same.
        let text = DescriptionPlainTexts.text(ofRendered: rendered.html)
        DescriptionPlainTexts.keep(text, of: place, config: source.config)
        source.feedDescriptions?.keep(rendered.html, ofPlace: index, root: root) { TripExports(builder: self).feedPlaces }
        findings.add(rendered, text: text)
        let images = galleryImages(of: place, root: root)
        let latitude = CoordinateText.coordinate(place.coordinates.latitude)
        let longitude = CoordinateText.coordinate(place.coordinates.longitude)
        let pins = placeMapPins(index)
        let isWikipedia = place.link.map(Self.isWikipedia) ?? false
        // The coordinates and "3 of 12" of its card, where the build keeps cards (a dated trip's `/days/` and day
        // pages show it): made once for both.
        let kept = source.placeCards?.card(index) { cardTexts(index) }
        var model = PlacePageViewModel(
            frame: frame(
                at: path, section: .places, title: title(place.name),
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
            coordinatesText: kept?.coordinatesText ?? strings.coordinates(latitude: place.coordinates.latitude, longitude: place.coordinates.longitude),
            openStreetMapURL: "https://www.openstreetmap.org/?mlat=\(latitude)&mlon=\(longitude)#map=17/\(latitude)/\(longitude)",
            link: place.link,
            hasLink: place.link != nil,
            isWikipedia: isWikipedia,
            linkText: strings.text(isWikipedia ? "place.readMoreOnWikipedia" : "place.readMore"),
            position: kept?.position ?? position(index, of: count),
            previous: .sibling("pager.previousLabel", title: previous.name, id: previous.id, strings: strings),
            next: .sibling("pager.nextLabel", title: next.name, id: next.id, strings: strings),
            hasNeighbours: count > 1,
            map: placeMap(index, pins: pins, root: root),
            listURL: link(to: .placeList, root: root))
        if let day = dayLabel(ofPlace: index) {
            model.dayText = day.text
            model.dayURL = dayLink(day.day, root: root)
        }
        model.legText = source.placeCards?.legText(index) { legText(ofPlace: index) } ?? legText(ofPlace: index)
        return model
    }

    /// Whether `link` is to Wikipedia (holds `wikipedia.org`), compared byte by byte: Foundation's `contains`
    /// bridges to NSString, and the generic `firstRange(of:)` of the UTF-8 view was a hundredth of a build.
    static func isWikipedia(_ link: String) -> Bool {
        let bytes = Array(link.utf8)
        let needle = Array("wikipedia.org".utf8)
        guard bytes.count >= needle.count else { return false }
        return (0...(bytes.count - needle.count)).contains { start in
            bytes[start] == needle[0] && bytes[start..<(start + needle.count)].elementsEqual(needle)
        }
    }
}
