/// The tracks on a drawn map: one `<path class="map-track">` of every line, each point at least ``minimumStep``
/// pixels from the one before, so a map of many long tracks stays small.
enum MapTrackPath {
    /// 1.5 pixels of the canvas.
    static let minimumStep = 1.5

    /// Appends the path of `lines` under `projection` to `svg`; nothing without lines.
    static func svg(_ lines: [[(latitude: Double, longitude: Double)]], projection: MapProjection, into svg: inout MapMarkup) {
        var started = false
        for line in lines where line.count > 1 {
            var last: (x: Double, y: Double)?
            for (offset, coordinate) in line.enumerated() {
                let point = projection.point(latitude: coordinate.latitude, longitude: coordinate.longitude)
                if let last, offset < line.count - 1, abs(point.x - last.x) < minimumStep, abs(point.y - last.y) < minimumStep { continue }
                if !started {
                    svg.add("<path class=\"map-track\" d=\"")
                    started = true
                }
                svg.add(last == nil ? "M" : "L")
                svg.number(point.x)
                svg.add(" ")
                svg.number(point.y)
                last = point
            }
        }
        if started { svg.add("\" fill=\"none\"/>") }
    }
}
