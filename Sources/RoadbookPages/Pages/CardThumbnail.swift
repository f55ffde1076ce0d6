import Mustache
import RoadbookContent
import RoadbookImages

/// A place card's thumbnail as its template reads it. A day's place (`/days/` and the day pages show every place's
/// card) reads only the `<img src>` file's `url`, `width` and `height`: those come from the one variant it names,
/// and the rest of the ``ImageViewModel`` — its `srcset`s, `<source>`s and list of variants, three quarters of the
/// 22,000 instructions a whole one cost — is made only when a template asks for a field of it (the place cards of
/// the city pages and the places list do).
package struct CardThumbnail: Hashable, Sendable, MustacheRepresentable {
    private enum Storage: Hashable, Sendable {
        case made(ImageViewModel)
        case published(PublishedImage, use: ImageUse, alt: String, root: String)
    }

    private let storage: Storage
    /// Where the `<img src>` file, from the site root, is kept once made for the place (`generate` of a dated trip:
    /// `/days/` and the day's page show the same card); not part of what the thumbnail is.
    private let keptSource: PlaceCardStore.ThumbnailSlot?

    /// A thumbnail that is `image`, made already.
    package init(made image: ImageViewModel) {
        storage = .made(image)
        keptSource = nil
    }

    /// `image` as shown for `use` on a page `root` away from the site root (``ImageViewModel/init(_:use:alt:root:)``),
    /// made when a template asks; its `<img src>` file kept in `keptSource` when there is one.
    init(_ image: PublishedImage, use: ImageUse, alt: String, root: String, keptSource: PlaceCardStore.ThumbnailSlot? = nil) {
        storage = .published(image, use: use, alt: alt, root: root)
        self.keptSource = keptSource
    }

    package static func == (left: CardThumbnail, right: CardThumbnail) -> Bool {
        left.storage == right.storage
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(storage)
    }

    /// The whole view model.
    package var image: ImageViewModel {
        switch storage {
        case .made(let image): image
        case .published(let image, let use, let alt, let root): ImageViewModel(image, use: use, alt: alt, root: root)
        }
    }

    /// The view model's fields, each made when asked for (``CardThumbnailContext``).
    package var mustacheValue: MustacheValue {
        switch storage {
        case .made(let image): image.mustacheValue
        case .published(let image, let use, let alt, let root):
            .object(CardThumbnailContext(image, use: use, alt: alt, root: root, keptSource: keptSource))
        }
    }
}

/// A lazily made thumbnail handed to a template: `alt`, and `url`, `width` and `height` from the `<img src>` file
/// alone (``ImageViewModel/sourceFile(of:use:root:)``) until any other field is asked for; from then on, every field
/// from the whole ``ImageViewModel``, made once.
///
/// `@unchecked Sendable`: what it has made is kept in two variables without a lock. It is made when a template reads
/// a card's `thumbnail` (``CardThumbnail/mustacheValue``) and read by that render only, on one thread; a lock for it
/// (a `pthread` mutex made and taken for each field) cost more than the `src` file it spared.
final class CardThumbnailContext: MustacheObject, @unchecked Sendable {
    private let published: PublishedImage
    private let use: ImageUse
    private let alt: String
    private let root: String
    private let keptSource: PlaceCardStore.ThumbnailSlot?
    /// The `<img src>` file, once asked for.
    private var source: (url: String, width: Int, height: Int)?
    /// The whole view model's context, once a field of it was asked for.
    private var whole: (any MustacheObject)?

    init(_ published: PublishedImage, use: ImageUse, alt: String, root: String, keptSource: PlaceCardStore.ThumbnailSlot? = nil) {
        (self.published, self.use, self.alt, self.root, self.keptSource) = (published, use, alt, root, keptSource)
    }

    func value(forKey key: String) -> MustacheValue? {
        switch key {
        case "alt": return .string(alt)
        case "url", "width", "height":
            if let whole { return whole.value(forKey: key) }
            let source = source ?? sourceFile
            self.source = source
            return key == "url" ? .string(source.url) : .int(key == "width" ? source.width : source.height)
        default:
            return wholeContext.value(forKey: key)
        }
    }

    var keys: [String] { ImageViewModel.fields.keys }

    /// The `<img src>` file: from the site root as the store keeps it, with this page's way back to the root before
    /// it, where there is a store; else made for this page.
    private var sourceFile: (url: String, width: Int, height: Int) {
        guard let keptSource else { return ImageViewModel.sourceFile(of: published, use: use, root: root) }
        let (published, use) = (published, use)
        let kept = keptSource.source { ImageViewModel.sourceFile(of: published, use: use, root: "") }
        return (root + kept.url, kept.width, kept.height)
    }

    /// The whole view model's context, made the first time it is needed.
    private var wholeContext: any MustacheObject {
        if let whole { return whole }
        let made = ImageViewModel(published, use: use, alt: alt, root: root).context
        whole = made
        return made
    }
}
