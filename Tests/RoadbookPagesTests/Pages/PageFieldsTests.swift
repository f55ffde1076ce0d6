import Mustache
import TestSupport
import Testing

@testable import RoadbookContent
@testable import RoadbookPages

/// A page's template context is its own fields' table and its frame's (``ModelContext``, the frame its included part):
/// a name is looked up in the page's first, so a page field named like a frame field would hide the frame's.
@Suite struct PageFieldsTests {
    private static func ownKeys<Page: PageViewModel>(of _: Page) -> [String] { Page.fields.keys }

    private func builtPages() throws -> [BuiltPage] {
        let builder = PageBuilder(content: try FileContentDataSource(root: RepositoryRoot.url).loadSite())
        return builder.allPages.map(builder.page)
    }

    @Test func noPageNamesAFieldAsTheFrameDoes() throws {
        let pages = try builtPages()
        let templates = Set(pages.map(\.template))
        #expect(templates.isSuperset(of: ["home", "location", "locations", "city", "todo", "todos", "stats", "404", "days", "day"]))
        for page in pages {
            let shared = Set(Self.ownKeys(of: page.viewModel)).intersection(PageFrame.fields.keys)
            #expect(shared.isEmpty, "\(page.template) has fields named as the frame's: \(shared.sorted())")
        }
    }

    @Test func aPageHasItsFieldsAndTheFrameSAndNothingElse() throws {
        for page in try builtPages() {
            guard case .object(let context) = page.viewModel.mustacheValue else {
                Issue.record("\(page.template): not an object")
                continue
            }
            let keys = Self.ownKeys(of: page.viewModel) + PageFrame.fields.keys
            #expect(context.keys.sorted() == keys.sorted(), "\(page.template)")
            guard case .dictionary(let fields) = page.viewModel.mustacheValue.expanded else { continue }
            #expect(fields.keys.sorted() == keys.sorted(), "\(page.template)")
            #expect(fields["title"] == .string(page.viewModel.frame.title), "\(page.template)")
            #expect(context.value(forKey: "no such field") == nil)
        }
    }

    @Test func derivedFlagsAreReadFromTheFieldsTheyDescribe() {
        let image = ImageViewModel(url: "a.jpg", alt: "", width: 4, height: 3, srcset: "a-400.jpg 400w")
        let card = PlaceCardViewModel(
            id: "a", name: "Ark", cityName: "Bukhara", cityURL: "", url: "", thumbnail: image, link: nil, coordinatesText: "", position: "")
        let bare = PlaceCardViewModel(
            id: "b", name: "Bolo", cityName: "Bukhara", cityURL: "", url: "", thumbnail: nil, link: nil, coordinatesText: "", position: "")
        #expect(card.mustacheValue.member("hasThumbnail") == .bool(true) && bare.mustacheValue.member("hasThumbnail") == .bool(false))
        #expect(card.mustacheValue.member("thumbnail")?.member("hasSrcset") == .bool(true))
        #expect(bare.mustacheValue.member("thumbnail") == .null && bare.mustacheValue.member("link") == .null)
    }
}

extension MustacheValue {
    /// The value named `key` of a dictionary or an object, as a template would find it.
    fileprivate func member(_ key: String) -> MustacheValue? {
        switch self {
        case .dictionary(let fields): fields[key]
        case .object(let object): object.value(forKey: key)
        default: nil
        }
    }
}
