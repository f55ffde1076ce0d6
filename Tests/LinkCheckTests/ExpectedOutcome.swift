/// The `expected.json` of a fixture: the options to check with, every finding in order, and optionally
/// how many references must have been checked and how many external ones skipped.
struct ExpectedOutcome: Decodable {
    /// ``LinkCheckOptions`` as JSON; every key optional.
    struct Options: Decodable {
        var basePath: String?
        var ignoreURLPatterns: [String]?
        var isStrict: Bool?
    }

    /// A finding without its message (messages may be reworded; these five fields may not).
    struct Finding: Decodable, Equatable, CustomStringConvertible {
        var file: String
        var line: Int
        var url: String
        var kind: String
        var severity: String

        var description: String { "\(file):\(line): \(severity) [\(kind)] '\(url)'" }
    }

    var options: Options?
    var findings: [Finding]
    var referenceCount: Int?
    var externalCount: Int?
}
