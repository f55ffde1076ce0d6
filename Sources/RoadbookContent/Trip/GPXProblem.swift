import Diagnostics

/// Why a file of `content/tracks/` is not read as a track: every case has one message, written in one place.
package enum GPXProblem: Error, Equatable, Sendable {
    /// Larger than ``GPXLimits/maximumBytes``.
    case tooLarge(limit: Int)
    /// More points than ``GPXLimits/maximumPoints``.
    case tooManyPoints(limit: Int)
    /// A document type declaration: refused, so no entity is expanded and no outside file is named.
    case documentType
    /// Not well-formed XML: libxml2's message.
    case notXML(String)
    /// Well-formed XML whose root is not a GPX 1.0 or 1.1 `<gpx>` (its name and namespace).
    case notGPX(String)
    /// A `lat` or `lon` that is missing, not a number, not finite or out of range.
    case invalidCoordinate(attribute: String, value: String?)
    /// An `<ele>` that is not a finite number.
    case invalidElevation(String)
    /// No point in any track or route.
    case noPoints

    /// The message, in the project's style: lowercase, no final period, user input in single quotes.
    package var description: String {
        switch self {
        case .tooLarge(let limit):
            "the GPX file is larger than \(limit / 1_048_576) MiB; split it or thin its points"
        case .tooManyPoints(let limit):
            "the GPX file has more than \(CountText.grouped(limit)) points; split it or thin its points"
        case .documentType:
            "a GPX file may not have a document type ('<!DOCTYPE'): entities and outside files are not read"
        case .notXML(let message):
            "not a GPX file: \(message)"
        case .notGPX(let root):
            "not a GPX file: the root element is '\(root)', expected 'gpx' of GPX 1.0 or 1.1"
        case .invalidCoordinate(let attribute, nil):
            "a point has no '\(attribute)'; expected a number of degrees"
        case .invalidCoordinate(let attribute, let value?):
            "'\(value)' is not a valid '\(attribute)'; expected degrees from "
                + (attribute == "lat" ? "-90 to 90" : "-180 to 180")
        case .invalidElevation(let value):
            "'\(value)' is not a valid elevation; expected metres as a number"
        case .noPoints:
            "the GPX file has no track or route points ('<trkpt>', '<rtept>')"
        }
    }

    /// This problem as an error at `location`.
    package func diagnostic(at location: SourceLocation) -> Diagnostic {
        .error(description, at: location)
    }
}

/// How much of a GPX file is read, so that a huge or hostile file costs bounded time and memory.
package enum GPXLimits {
    /// 16 MiB: about 150,000 points with elevation and time.
    package static let maximumBytes = 16 * 1_048_576
    /// 200,000 points in one file (a day recorded every second has 86,400).
    package static let maximumPoints = 200_000
}
