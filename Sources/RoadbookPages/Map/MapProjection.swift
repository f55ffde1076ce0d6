import Foundation

/// An equirectangular projection (longitudes shrunk by the cosine of the mean latitude, so shapes look right
/// near the places) fitted to a set of places' bounding box inside a `width` × `height` canvas with padding.
///
/// One place, or several at one spot, get a small box around them instead of a division by zero.
package struct MapProjection: Sendable {
    /// Canvas width in SVG user units.
    package let width: Double
    /// Canvas height in SVG user units.
    package let height: Double
    private let scale: Double
    private let centerX: Double
    private let centerY: Double
    private let cosine: Double

    /// Fits the points `(latitude, longitude)` into the canvas, leaving `padding` units free on every side.
    package init(fitting points: [(latitude: Double, longitude: Double)], width: Double, height: Double, padding: Double) {
        self.width = width
        self.height = height
        guard !points.isEmpty else {
            scale = 1
            centerX = 0
            centerY = 0
            cosine = 1
            return
        }
        var minLatitude = Double.infinity, maxLatitude = -Double.infinity
        var minLongitude = Double.infinity, maxLongitude = -Double.infinity
        for point in points {
            minLatitude = min(minLatitude, point.latitude)
            maxLatitude = max(maxLatitude, point.latitude)
            minLongitude = min(minLongitude, point.longitude)
            maxLongitude = max(maxLongitude, point.longitude)
        }
        let meanLatitude = (minLatitude + maxLatitude) / 2
        cosine = max(0.05, cos(meanLatitude * .pi / 180))
        // At least ~1 km of span, so a single place (or one spot) is shown at a sensible zoom.
        let minimumSpan = 0.01
        let spanX = max((maxLongitude - minLongitude) * cosine, minimumSpan)
        let spanY = max(maxLatitude - minLatitude, minimumSpan)
        let usableWidth = max(1, width - 2 * padding)
        let usableHeight = max(1, height - 2 * padding)
        scale = min(usableWidth / spanX, usableHeight / spanY)
        centerX = (minLongitude + maxLongitude) / 2 * cosine
        centerY = (minLatitude + maxLatitude) / 2
    }

    /// The canvas position of a place; north is up.
    package func point(latitude: Double, longitude: Double) -> (x: Double, y: Double) {
        (width / 2 + (longitude * cosine - centerX) * scale, height / 2 - (latitude - centerY) * scale)
    }
}
