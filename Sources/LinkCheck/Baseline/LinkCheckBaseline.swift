import Foundation

/// The findings of an earlier run (its `--format json` output, e.g. of the target branch of a pull request),
/// against which a new report's errors are told apart: new, or already known.
///
/// Findings are matched by file, URL and kind, never by line, so an edit above a known break does not make it
/// new; each earlier finding accounts for one new one (two identical broken links where there was one: one new).
public struct LinkCheckBaseline: Sendable {
    private struct Key: Hashable, Decodable {
        let file: String
        let url: String
        let kind: String
    }

    private let counts: [Key: Int]

    /// The baseline in `json`, an array of findings as `--format json` writes them (other keys are ignored).
    ///
    /// - Throws: ``LinkCheckError/invalidBaseline(_:)`` when it is not such an array.
    public init(json: Data) throws(LinkCheckError) {
        let keys: [Key]
        do {
            keys = try JSONDecoder().decode([Key].self, from: json)
        } catch {
            throw .invalidBaseline("not an array of findings as '--format json' writes them")
        }
        var counts: [Key: Int] = [:]
        for key in keys { counts[key, default: 0] += 1 }
        self.counts = counts
    }

    /// The errors of `report` that the baseline does not hold, in report order, and how many errors it does.
    public func newErrors(in report: LinkCheckReport) -> (new: [Finding], knownCount: Int) {
        var remaining = counts
        var new: [Finding] = []
        var known = 0
        for finding in report.findings where finding.severity == .error {
            let key = Key(file: finding.file, url: finding.url, kind: finding.kind.rawValue)
            if let count = remaining[key], count > 0 {
                remaining[key] = count - 1
                known += 1
            } else {
                new.append(finding)
            }
        }
        return (new, known)
    }
}
