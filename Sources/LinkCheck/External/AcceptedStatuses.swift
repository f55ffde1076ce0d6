import Foundation

/// The HTTP statuses that count as alive (`--accept 200..299,403`): ranges and single codes.
public struct AcceptedStatuses: Sendable, Hashable {
    /// The accepted ranges, in the order given.
    public let ranges: [ClosedRange<Int>]

    /// The default: every 2xx status.
    public static let successful = AcceptedStatuses(ranges: [200...299])

    /// Statuses in `ranges`.
    public init(ranges: [ClosedRange<Int>]) {
        self.ranges = ranges
    }

    /// Reads a comma-separated list of codes (`403`) and inclusive ranges (`200..299`), each from 100 to 999;
    /// `nil` when the text is not such a list.
    public init?(parsing text: String) {
        var ranges: [ClosedRange<Int>] = []
        for item in text.split(separator: ",", omittingEmptySubsequences: false) {
            let trimmed = item.trimmingCharacters(in: .whitespaces)
            let bounds = trimmed.components(separatedBy: "..")
            guard bounds.count <= 2, let low = Self.code(bounds[0]), let high = Self.code(bounds.last ?? ""), low <= high
            else { return nil }
            ranges.append(low...high)
        }
        self.init(ranges: ranges)
    }

    /// Whether `status` counts as alive.
    public func contains(_ status: Int) -> Bool {
        ranges.contains { $0.contains(status) }
    }

    private static func code(_ text: String) -> Int? {
        guard text.count == 3, text.allSatisfy({ $0.isASCII && $0.isNumber }), let code = Int(text), code >= 100
        else { return nil }
        return code
    }
}
