/// The theme's page templates: each ``PageKind`` renders with one (``PageKind/template``), and every one is compiled
/// before a build, so a broken template is reported with the content's problems, in the same run.
package enum PageTemplate: String, CaseIterable, Sendable {
    case home
    case todos
    case todo
    case locations
    case location
    case city
    case stats
    case days
    case day
    case notFound = "404"

    /// The template's name in the theme (`templates/<name>.mustache`).
    package var name: String { rawValue }
}

extension PageKind {
    /// The template pages of this kind render with.
    package var template: PageTemplate {
        switch self {
        case .home: .home
        case .todoList: .todos
        case .todo: .todo
        case .placeList: .locations
        case .place: .location
        case .city: .city
        case .stats: .stats
        case .days: .days
        case .day: .day
        case .notFound: .notFound
        }
    }
}
