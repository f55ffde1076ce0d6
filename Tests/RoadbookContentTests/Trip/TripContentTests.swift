import Diagnostics
import Foundation
import RoadbookContent
import Testing

/// Dates, days, times and tracks of places and todos, and `trip:` of `site.yaml`: what loads, and every problem at
/// its exact position with the form expected.
@Suite struct TripContentTests {
    static let gpx = """
        <?xml version="1.0"?>
        <gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1">
          <trk><name>Road</name><trkseg>
            <trkpt lat="39.65" lon="66.96"><ele>700</ele><time>2027-04-13T04:00:00Z</time></trkpt>
            <trkpt lat="39.70" lon="66.00"><ele>650</ele></trkpt>
          </trkseg></trk>
        </gpx>
        """

    static func place(_ name: String, _ extra: String = "", latitude: Double = 39.65) -> String {
        "---\nname: \(name)\ncityName: Samarqand\ncoordinates: { latitude: \(latitude), longitude: 66.96 }\n\(extra)---\n"
    }

    private func problems(_ files: [String: String]) -> [String] {
        do {
            _ = try InMemoryContentDataSource(textFiles: files).loadSite()
            Issue.record("expected errors")
            return []
        } catch {
            return error.diagnostics.filter { $0.severity == .error }.map(\.description)
        }
    }

    @Test func aSiteWithDatesAndATrackLoadsThemInOrder() throws {
        let content = try InMemoryContentDataSource(textFiles: [
            "site.yaml": "title: Silk Road\ntrip: { start: 2027-04-12, end: 2027-04-20 }\n",
            "content/locations/a-late.md": Self.place("Late", "date: 2027-04-14\n"),
            "content/locations/b-early.md": Self.place("Early", "day: 2\ntime: \"09:30\"\ntrack: road\n"),
            "content/locations/c-noon.md": Self.place("Noon", "day: 2\ntime: \"12:00\"\n"),
            "content/locations/d-undated.md": Self.place("Undated", "weight: 1\n"),
            "content/todos.yaml": "- title: Book the train\n  due: 2027-04-01\n",
            "content/tracks/road.gpx": Self.gpx,
        ]).loadSite()
        #expect(content.config.trip == TripSettings(start: CalendarDate(iso: "2027-04-12"), end: CalendarDate(iso: "2027-04-20")))
        #expect(content.places.map(\.id) == ["b-early", "c-noon", "a-late", "d-undated"])
        #expect(content.places[0].date == CalendarDate(iso: "2027-04-13"))
        #expect(content.places[0].time == TimeOfDay(hour: 9, minute: 30))
        #expect(content.places[0].track == "road")
        #expect(content.todos[0].due == CalendarDate(iso: "2027-04-01"))
        #expect(content.tracks.map(\.id) == ["road"])
        #expect(content.tracks[0].pointCount == 2)
        #expect(content.tracks[0].firstDay == CalendarDate(iso: "2027-04-13"))
    }

    @Test func wrongDatesAreReportedAtTheirValueWithTheFormExpected() {
        let found = problems([
            "site.yaml": "title: Silk Road\ntrip:\n  start: 2027-04-12\n  end: 2027-04-15\n",
            "content/locations/a.md": Self.place("A", "date: 2027-02-30\n"),
            "content/locations/b.md": Self.place("B", "date: 14.04.2027\n"),
            "content/locations/c.md": Self.place("C", "day: 0\n"),
            "content/locations/d.md": Self.place("D", "day: 5\n"),
            "content/locations/e.md": Self.place("E", "date: 2027-04-13\nday: 2\n"),
            "content/locations/f.md": Self.place("F", "time: \"9.30\"\n"),
            "content/locations/g.md": Self.place("G", "date: 2027-04-16\n"),
            "content/locations/h.md": Self.place("H", "track: rod\n"),
            "content/todos.yaml": "- title: Book the train\n  due: 2027-13-01\n",
            "content/tracks/road.gpx": Self.gpx,
        ])
        #expect(found == [
            "content/locations/a.md:5:7: error: '2027-02-30' is not a day of the calendar; write 'date' as YYYY-MM-DD with a day the month has",
            "content/locations/b.md:5:7: error: '14.04.2027' is not a date; write 'date' as YYYY-MM-DD, such as '2027-04-14'",
            "content/locations/c.md:5:6: error: day 0 is not a day of the trip; expected a whole number from 1",
            "content/locations/d.md:5:6: error: day 5 is not a day of the trip; expected a whole number from 1 to 4",
            "content/locations/e.md:6:6: error: a place has a 'date' or a 'day', not both",
            "content/locations/f.md:5:7: error: '9.30' is not a time; write 'time' as HH:MM on a 24-hour clock, such as \"09:30\" (in quotes)",
            "content/locations/f.md:5:7: error: 'time' needs a 'date' or a 'day' on the same place",
            "content/locations/g.md:5:7: error: '2027-04-16' is after the trip's end '2027-04-15' ('trip.end' in 'site.yaml')",
            "content/locations/h.md:5:8: error: no track 'rod' in 'content/tracks/' (a file 'rod.gpx'); did you mean 'road'?",
            "content/todos.yaml:2:8: error: '2027-13-01' is not a day of the calendar; write 'due' as YYYY-MM-DD with a day the month has",
        ])
    }

    @Test func aDayNeedsTheTripsStartAndTheEndMayNotPrecedeIt() {
        #expect(problems([
            "site.yaml": "title: Silk Road\n",
            "content/locations/a.md": Self.place("A", "day: 3\n"),
        ]) == ["content/locations/a.md:5:6: error: day 3 needs the trip's first day: set 'trip: { start: YYYY-MM-DD }' in 'site.yaml'"])
        #expect(problems([
            "site.yaml": "title: Silk Road\ntrip: { start: 2027-04-12, end: 2027-04-01 }\n",
        ]) == ["site.yaml:2:33: error: the trip's end '2027-04-01' is before its start '2027-04-12'"])
    }

    @Test func aMistypedYearIsAnErrorNotAThousandPages() {
        #expect(problems([
            "site.yaml": "title: Silk Road\n",
            "content/locations/a.md": Self.place("A", "date: 2027-04-12\n"),
            "content/locations/b.md": Self.place("B", "date: 2072-04-14\n"),
        ]) == ["content/locations/b.md:5:7: error: '2072-04-14' is more than 1,000 days after the trip's first day '2027-04-12'; check the year"])
        #expect(problems([
            "site.yaml": "title: Silk Road\ntrip: { start: 2027-04-12, end: 2207-04-01 }\n",
        ]) == ["site.yaml:2:33: error: '2207-04-01' is more than 1,000 days after the trip's first day '2027-04-12'; check the year"])
    }

    @Test func aSiteWithoutDatesHasNoDays() throws {
        let content = try InMemoryContentDataSource(textFiles: [
            "site.yaml": "title: Silk Road\n",
            "content/locations/b.md": Self.place("B", "weight: 1\n"),
            "content/locations/a.md": Self.place("A"),
        ]).loadSite()
        #expect(content.places.map(\.id) == ["b", "a"])
        let itinerary = Itinerary(places: content.places, tracks: [], todos: [], trip: content.config.trip)
        #expect(!itinerary.hasDates)
        #expect(itinerary.placeDays == [nil, nil])
    }

    @Test func calendarDatesCountDaysAndWeekdays() throws {
        let date = try #require(CalendarDate(iso: "2027-04-14"))
        #expect(date.weekday == 3)  // a Wednesday
        #expect(CalendarDate(dayNumber: date.dayNumber) == date)
        #expect(date.adding(days: 20).description == "2027-05-04")
        #expect(CalendarDate(iso: "2028-02-29") != nil)
        #expect(CalendarDate(iso: "2027-02-29") == nil)
        #expect(CalendarDate(iso: "1970-01-01")?.dayNumber == 0)
        #expect(CalendarDate(iso: "2000-03-01")?.weekday == 3)
    }
}
