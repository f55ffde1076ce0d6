/// A place as the GPX file writes it: a waypoint (`wpt`) and a point of the route (`rtept`).
struct GPXWaypoint: Hashable, Sendable {
    /// Latitude in degrees (−90…90).
    let latitude: Double
    /// Longitude in degrees (−180…180).
    let longitude: Double
    /// The place's name.
    let name: String
    /// The city (`cmt`).
    let city: String
    /// The description as plain text (`desc`).
    let description: String
    /// The place's page: absolute with an absolute `baseURL`, else relative to the file (`link href`).
    let link: String
}

/// A point of a recorded track.
struct GPXTrackPoint: Hashable, Sendable {
    /// Latitude in degrees (−90…90).
    let latitude: Double
    /// Longitude in degrees (−180…180).
    let longitude: Double
    /// Elevation in metres, when recorded.
    let elevation: Double?
    /// When the point was recorded (RFC 3339, UTC), when it was.
    let time: String?
}

/// A track of `content/tracks/` as the GPX file writes it (`trk`).
struct GPXTrack: Hashable, Sendable {
    /// The track's name.
    let name: String
    /// Its segments, each a list of points.
    let segments: [[GPXTrackPoint]]
}
