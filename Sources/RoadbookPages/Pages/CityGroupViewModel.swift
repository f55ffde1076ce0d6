import Mustache

/// One city's heading and cards on the places list.
package struct CityGroupViewModel: TemplateModel, Hashable, Sendable {
    /// The city.
    package let name: String
    /// The heading's id, the anchor of `locations/#<anchor>`: the city's slug.
    package let anchor: String
    /// The city's page, from the places list.
    package let url: String
    /// `"5 places"`.
    package let countText: String
    /// Its places, in list order.
    package let places: [PlaceCardViewModel]

    /// The fields as the templates name them.
    package static let fields = TemplateFields<Self>([
        .field("name", \.name),
        .field("anchor", \.anchor),
        .field("url", \.url),
        .field("countText", \.countText),
        .field("places", \.places),
    ])
}
