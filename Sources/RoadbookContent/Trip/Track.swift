import Foundation

/// One point of a track: where (degrees, WGS 84), and, when the file says, how high (metres) and when.
package struct TrackPoint: Hashable, Sendable, Codable {
    /// −90…90.
    package let latitude: Double
    /// −180…180.
    package let longitude: Double
    /// Metres above sea level (`<ele>`); `nil` when not given.
    package let elevation: Double?
    /// When the point was recorded (`<time>`); `nil` when not given.
    package let time: Date?

    /// A point at `latitude`, `longitude`.
    package init(latitude: Double, longitude: Double, elevation: Double? = nil, time: Date? = nil) {
        self.latitude = latitude
        self.longitude = longitude
        self.elevation = elevation
        self.time = time
    }

    /// Its position as coordinates.
    package var coordinates: Coordinates { Coordinates(latitude: latitude, longitude: longitude) }
}

/// A route on the road, read from `content/tracks/<id>.gpx`: the points of its track segments (`<trkseg>`) and
/// routes (`<rte>`) in file order, each a line of its own (a track is not joined across a pause in the recording).
package struct Track: Identifiable, Hashable, Sendable, Codable {
    /// The file name stem; what a place's `track:` names.
    package let id: String
    /// The name the file gives its first track or route (`<name>`); `nil` when none.
    package let name: String?
    /// The lines of the track, in file order: each `<trkseg>` and each `<rte>`, its recorded points thinned to those
    /// that keep it within a metre of every one (``TrackThinner``), which the trip's GPX file holds; none is empty.
    package let segments: [[TrackPoint]]
    /// How many points the file has (``segments`` keeps fewer).
    package let pointCount: Int
    /// The 2D length in metres over every point (``Geodesy/length(ofSegments:)``), worked out once.
    package let length: Double
    /// The total climb in metres (``Geodesy/elevationGain(ofSegments:)``); `nil` without elevations.
    package let elevationGain: Double?
    /// The lines to draw: the segments thinned by ``TrackSimplifier``, worked out once.
    package let outline: [[Coordinates]]

    /// A track `id` of the recorded `segments` (empty segments are dropped), measured over every point, simplified
    /// for drawing and thinned for the GPX file.
    package init(id: String, name: String? = nil, segments: [[TrackPoint]]) {
        self.id = id
        self.name = name
        let recorded = segments.filter { !$0.isEmpty }
        pointCount = recorded.reduce(0) { $0 + $1.count }
        length = Geodesy.length(ofSegments: recorded)
        elevationGain = Geodesy.elevationGain(ofSegments: recorded)
        outline = TrackSimplifier.simplified(recorded)
        self.segments = recorded.map(TrackThinner.thinned)
    }

    /// A track as it was measured, simplified and thinned before (``TrackCache``), each part given as it is.
    package init(
        id: String, name: String?, segments: [[TrackPoint]], pointCount: Int, length: Double, elevationGain: Double?,
        outline: [[Coordinates]]
    ) {
        self.id = id
        self.name = name
        self.segments = segments
        self.pointCount = pointCount
        self.length = length
        self.elevationGain = elevationGain
        self.outline = outline
    }

    /// Every point kept, segment after segment.
    package var points: [TrackPoint] { segments.flatMap(\.self) }

    /// The first point, if any.
    package var firstPoint: TrackPoint? { segments.first?.first }

    /// The last point, if any.
    package var lastPoint: TrackPoint? { segments.last?.last }

    /// The calendar day (UTC) of the first point's time: the day a timed track belongs to; `nil` when the
    /// first point has no time.
    package var firstDay: CalendarDate? {
        guard let time = firstPoint?.time else { return nil }
        return CalendarDate(dayNumber: Int((time.timeIntervalSince1970 / 86_400).rounded(.down)))
    }
}
