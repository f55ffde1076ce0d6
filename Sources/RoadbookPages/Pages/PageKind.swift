/// Every page the default site has; the generator builds one page view model per value.
package enum PageKind: Hashable, Sendable {
    /// `/`.
    case home
    /// `/todos/`.
    case todoList
    /// `/todos/<id>/`, the todo at this index of the list.
    case todo(Int)
    /// `/locations/`.
    case placeList
    /// `/locations/<id>/`, the place at this index of the list.
    case place(Int)
    /// `/cities/<slug>/`, the city at this index of ``PageSource/cities``.
    case city(Int)
    /// `/stats/`.
    case stats
    /// `/days/`: the itinerary (only when the trip has dates).
    case days
    /// `/days/<n>/`, the day at this offset of ``Itinerary/days``.
    case day(Int)
    /// `/404.html`.
    case notFound
}
