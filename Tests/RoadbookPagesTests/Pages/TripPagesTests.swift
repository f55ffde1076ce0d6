import Foundation
import Mustache
import RoadbookContent
import Testing

@testable import RoadbookPages

/// The days pages, a place's day and distance, the trip on the home and statistics pages, and the navigation:
/// present exactly when the trip has dates, worked out from the content.
@Suite struct TripPagesTests {
    static let samarqand = Coordinates(latitude: 39.6542, longitude: 66.9597)
    static let buxoro = Coordinates(latitude: 39.7747, longitude: 64.4286)

    static func content(dated: Bool, language: String = "en", track: Track? = nil) -> SiteContent {
        let start = CalendarDate(iso: "2027-04-12")
        return SiteContent(
            config: SiteConfig(title: "Silk Road", language: language, trip: dated ? TripSettings(start: start, end: CalendarDate(iso: "2027-04-15")) : TripSettings()),
            todos: [ItemModel(id: "train", title: "Book the train", due: dated ? CalendarDate(iso: "2027-04-14") : nil)],
            places: [
                Place(id: "registan", name: "Registan", cityName: "Samarqand", coordinates: samarqand, date: dated ? start : nil,
                      time: TimeOfDay(hour: 9, minute: 30)),
                Place(id: "ark", name: "Ark", cityName: "Buxoro", coordinates: buxoro, date: dated ? CalendarDate(iso: "2027-04-14") : nil,
                      track: track?.id),
            ],
            tracks: track.map { [$0] } ?? [])
    }

    /// `text` with CLDR's narrow and thin spaces as plain ones.
    private func plain(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map { $0.properties.isWhitespace ? " " : $0 }))
    }

    @Test func everyDayOfTheTripHasAPageFreeDaysToo() throws {
        let builder = PageBuilder(content: Self.content(dated: true))
        let days = builder.allPages.filter { if case .day = $0 { true } else { false } }
        #expect(days.count == 4)
        #expect(builder.allPages.contains(.days))
        #expect(builder.sitePath(of: .day(2)) == "days/3/")
        let list = try #require(builder.page(.days).viewModel as? DaysPageViewModel)
        #expect(plain(list.summary) == "4 days · April 12 – 15, 2027")
        #expect(list.days.map(\.places.count) == [1, 0, 1, 0])
        #expect(list.days.map { plain($0.dateText) } == ["Monday, April 12, 2027", "Tuesday, April 13, 2027", "Wednesday, April 14, 2027", "Thursday, April 15, 2027"])
        #expect(list.days[2].todos.map(\.title) == ["Book the train"])
        let distance = Geodesy.distance(from: Self.samarqand, to: Self.buxoro)
        #expect(list.days[2].places[0].legText == "\(Int((distance / 1000).rounded())) km from Registan in a straight line")
        let stats = try #require((builder.page(.stats).viewModel as? StatsPageViewModel)?.trip)
        #expect(stats.rows.map(\.placesText) == ["1 place", "Free day", "1 place", "Free day"], "a free day says so, as the itinerary does")
        let day = try #require(builder.page(.day(0)).viewModel as? DayPageViewModel)
        #expect(day.previous == nil)
        #expect(day.next?.url == "../../days/2/index.html")
    }

    @Test func aPlaceSaysItsDayAndItsTrack() throws {
        let track = Track(id: "road", segments: [[
            TrackPoint(latitude: 39.6542, longitude: 66.9597), TrackPoint(latitude: 40.0, longitude: 65.5),
            TrackPoint(latitude: 39.7747, longitude: 64.4286),
        ]])
        let builder = PageBuilder(content: Self.content(dated: true, track: track))
        let ark = try #require(builder.page(.place(1)).viewModel as? PlacePageViewModel)
        #expect(ark.dayText == "Day 3 · Wednesday, April 14")
        let registan = try #require(builder.page(.place(0)).viewModel as? PlacePageViewModel)
        #expect(registan.dayText == "Day 1 · Monday, April 12, 09:30", "the time of visit follows the day")
        #expect(ark.dayURL == "../../days/3/index.html")
        #expect(ark.legText == "\(Int((track.length / 1000).rounded())) km from Registan along the track")
        #expect(ark.map.tracks == ["road"])
        #expect(ark.map.svg.contains("<path class=\"map-track\""))
        let home = try #require(builder.page(.home).viewModel as? HomePageViewModel)
        #expect(home.trip?.startISO == "2027-04-12")
        #expect(home.trip?.endISO == "2027-04-15")
    }

    @Test func datesAreWrittenInTheSitesLanguage() throws {
        let builder = PageBuilder(content: Self.content(dated: true, language: "ru"))
        let list = try #require(builder.page(.days).viewModel as? DaysPageViewModel)
        #expect(plain(list.days[0].dateText) == "понедельник, 12 апреля 2027 г.")
        #expect(list.summary.hasPrefix("4 дня · "))
        let uz = try #require(PageBuilder(content: Self.content(dated: true, language: "uz")).page(.days).viewModel as? DaysPageViewModel)
        #expect(uz.days[0].dateText.contains("dushanba"))
    }

    @Test func aSiteWithoutDatesHasNoDaysNoLinkAndNoDistances() throws {
        let builder = PageBuilder(content: Self.content(dated: false))
        #expect(!builder.allPages.contains(.days))
        let home = builder.page(.home)
        #expect(!home.viewModel.frame.site.nav.contains { $0.title == "Days" })
        #expect((home.viewModel as? HomePageViewModel)?.trip == nil)
        let ark = try #require(builder.page(.place(1)).viewModel as? PlacePageViewModel)
        #expect(ark.legText.isEmpty && ark.dayText.isEmpty)
        let dated = PageBuilder(content: Self.content(dated: true)).page(.home)
        #expect(dated.viewModel.frame.site.nav.map(\.title) == ["Overview", "Places", "Days", "Todos", "Stats"])
    }
}
