import RoadbookContent

/// ``PlaceRecord``'s fields, each read as ``PlaceModel/subscript(dynamicMember:)`` reads it (its readers tracked
/// for that field alone), through a key path known here: a page's read is a direct call, not a key path of a
/// generic type applied at run time.
extension PlaceModel {
    package var name: String { self[dynamicMember: \.name] }
    package var cityName: String { self[dynamicMember: \.cityName] }
    package var coordinates: Coordinates { self[dynamicMember: \.coordinates] }
    package var imageNames: [String] { self[dynamicMember: \.imageNames] }
    package var imageTexts: [ImageText] { self[dynamicMember: \.imageTexts] }
    package var link: String? { self[dynamicMember: \.link] }
    package var weight: Int? { self[dynamicMember: \.weight] }
    package var date: CalendarDate? { self[dynamicMember: \.date] }
    package var time: TimeOfDay? { self[dynamicMember: \.time] }
    package var day: Int? { self[dynamicMember: \.day] }
    package var track: String? { self[dynamicMember: \.track] }
}
