import Foundation
import RoadbookContent
import RoadbookMarkdown

/// What a page says about itself when it is found or shared: `<meta name="description">` on every page, and the
/// Open Graph and Twitter card tags on every page that has an absolute address.
extension PageBuilder {
    /// What a page is about, for its description and its card; the frame of a page without one uses the site's
    /// tagline and title.
    struct ShareSubject {
        /// `og:title`: the page's own heading (a place's name, "Todos").
        var heading: String
        /// Rendered Markdown whose first sentence describes the page (a place's description, a todo's notes).
        var summaryHTML: String = ""
        /// The content image that stands for the page (a place's first photo).
        var imageName: String?
        /// `og:type` `article` (a place, a todo) rather than `website`.
        var isArticle = false
    }

    /// `"9 places in 2 cities · 13 todos"`: the line under the home page's title, and the description of every
    /// page that has none of its own.
    var tagline: String {
        guard let store = source.placeCards else { return madeTagline }
        return store.tagline { madeTagline }
    }

    /// ``tagline``, made.
    private var madeTagline: String {
        strings.text(
            "home.tagline",
            [
                "places": strings.count("count.places", source.placeCount),
                "cities": strings.count("count.inCities", source.cityCount), "todos": strings.count("count.todos", source.todoCount),
            ])
    }

    /// The page's `<meta name="description">`: the first sentence of `subject`'s text, else the tagline.
    func description(of subject: ShareSubject?) -> String {
        let sentence = subject.map { PlainTextSummary.firstSentence(ofHTML: $0.summaryHTML) } ?? ""
        return sentence.isEmpty ? tagline : sentence
    }

    /// The Open Graph card of the page at `sitePath`, when `baseURL` is an absolute address.
    func openGraph(sitePath: String, subject: ShareSubject?, description: String) -> OpenGraphViewModel? {
        guard source.config.hasAbsoluteBaseURL, let url = absoluteURL(sitePath) else { return nil }
        let picture = subject?.imageName.flatMap { source.publishedImages[$0] }.flatMap {
            $0.variants(for: .og, in: $0.fallbackFormat).last
        }
        let heading = subject?.heading ?? source.config.title
        return OpenGraphViewModel(
            type: subject?.isArticle == true ? "article" : "website", title: heading, description: description, url: url,
            siteName: source.config.title, imageURL: picture.flatMap { absoluteURL(RelativeURL.encoded($0.sitePath)) },
            imageWidth: picture?.width ?? 0, imageHeight: picture?.height ?? 0, imageAlt: heading)
    }
}
