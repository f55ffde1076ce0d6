import Diagnostics
import YAML

/// Reads a place's photos from its front matter: `imageNames: [a, b]` (the seed's model), or `images:`, a list whose
/// items are a name or `{name, alt, caption}`. Giving both is an error at the second key; every other problem is
/// reported at its position, and the photos that read well are kept.
struct PhotoListReader {
    /// One photo as the front matter gives it.
    struct Photo {
        /// The image name.
        let name: String
        /// Its alt text and caption.
        let text: ImageText
        /// The node of the name, for errors about it (a missing image).
        let node: YAMLNode?
    }

    /// The keys of an item of `images`.
    static let itemKeys = ["name", "alt", "caption"]
    /// The longest alt text, in characters (screen readers read it whole).
    static let maximumAltLength = 300
    /// The longest caption, in characters.
    static let maximumCaptionLength = 500

    /// The photos of the front matter read by `reader`, in gallery order.
    static func photos(_ reader: MappingReader, diagnostics: DiagnosticsEngine) -> [Photo] {
        if let names = reader.pair("imageNames"), let images = reader.pair("images") {
            let second = names.key.span.start.offset < images.key.span.start.offset ? images.key : names.key
            let (key, other) = second.scalar?.value == "images" ? ("images", "imageNames") : ("imageNames", "images")
            reader.report(.conflictingKeys(key, other: other), at: second)
            return []
        }
        if reader.pair("images") != nil { return listedPhotos(reader, diagnostics: diagnostics) }
        let names = reader.decode([String].self, forKey: "imageNames") ?? []
        let nodes = reader.value("imageNames")?.items ?? []
        return names.enumerated().map { index, name in
            Photo(name: name, text: .none, node: index < nodes.count ? nodes[index] : reader.value("imageNames"))
        }
    }

    /// The photos of `images:`.
    private static func listedPhotos(_ reader: MappingReader, diagnostics: DiagnosticsEngine) -> [Photo] {
        guard let list = reader.value("images") else { return [] }
        guard let items = list.items else {
            reader.report(.expectedSequence("'images'"), at: list)
            return []
        }
        return items.compactMap { item -> Photo? in
            if item.scalar != nil {
                guard let name = decodedItem(String.self, item, reader: reader, diagnostics: diagnostics) else { return nil }
                return Photo(name: name, text: .none, node: item)
            }
            guard let fields = MappingReader(
                item, what: "an item of 'images'", path: reader.path, text: reader.text, knownKeys: itemKeys, requiredKeys: ["name"],
                diagnostics: diagnostics)
            else { return nil }
            let name = fields.decode(String.self, forKey: "name")
            let alt = text(fields, "alt", maximum: maximumAltLength)
            let caption = text(fields, "caption", maximum: maximumCaptionLength)
            guard let name, alt != .invalid, caption != .invalid else { return nil }
            return Photo(name: name, text: ImageText(alt: alt.value, caption: caption.value), node: fields.value("name"))
        }
    }

    /// A text field of an item: absent, valid (trimmed), or invalid (reported).
    private enum Field: Equatable {
        case absent, valid(String), invalid
        var value: String? { if case .valid(let text) = self { text } else { nil } }
    }

    private static func text(_ fields: MappingReader, _ key: String, maximum: Int) -> Field {
        guard fields.pair(key) != nil else { return .absent }
        guard let raw = fields.decode(String.self, forKey: key) else {
            if fields.value(key) == nil { fields.report(.emptyText(field: key), atKey: key) }
            return .invalid
        }
        do throws(ContentProblem) {
            return .valid(try TitleValidator.validated(raw, field: key, minimum: 1, maximum: maximum))
        } catch {
            fields.report(error, atKey: key)
            return .invalid
        }
    }

    /// A plain item of `images` (a name) decoded as `T`, its problems reported at it.
    private static func decodedItem<T: Decodable>(
        _ type: T.Type, _ item: YAMLNode, reader: MappingReader, diagnostics: DiagnosticsEngine
    ) -> T? {
        let key = YAMLNode.scalar(YAMLScalar(value: "images", style: .plain, tag: nil, span: item.span))
        let wrapper = MappingReader(
            .mapping([YAMLPair(key: key, value: item)], item.span), what: "'images'", path: reader.path, text: reader.text,
            knownKeys: ["images"], requiredKeys: [], diagnostics: diagnostics)
        return wrapper?.decode(T.self, forKey: "images")
    }
}
