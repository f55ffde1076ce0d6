/// One place as a page reads it, field by field.
package protocol PlaceRecord {
    /// The file name stem.
    var id: String { get }
    /// The place's name.
    var name: String { get }
    /// The city it is in.
    var cityName: String { get }
    /// Where it is.
    var coordinates: Coordinates { get }
    /// The Markdown body.
    var description: String { get }
    /// Names of its images, in gallery order.
    var imageNames: [String] { get }
    /// The alt text and caption of each of ``imageNames``, in the same order.
    var imageTexts: [ImageText] { get }
    /// A link to read more.
    var link: String? { get }
    /// Where it comes from, for diagnostics.
    var source: ItemSource? { get }
}
