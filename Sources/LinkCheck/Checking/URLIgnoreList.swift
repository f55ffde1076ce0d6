import Foundation

/// The `--ignore-url` patterns, compiled once; a URL is ignored when any pattern matches anywhere in it.
final class URLIgnoreList: Sendable {
    private let expressions: [NSRegularExpression]

    /// Compiles `patterns`; throws for the first invalid one.
    init(patterns: [String]) throws(LinkCheckError) {
        var expressions: [NSRegularExpression] = []
        for pattern in patterns {
            do {
                expressions.append(try NSRegularExpression(pattern: pattern))
            } catch {
                throw .invalidPattern(pattern)
            }
        }
        self.expressions = expressions
    }

    /// Whether no pattern was given.
    var isEmpty: Bool { expressions.isEmpty }

    /// Whether `url` matches a pattern.
    func matches(_ url: String) -> Bool {
        let range = NSRange(url.startIndex..., in: url)
        return expressions.contains { $0.firstMatch(in: url, range: range) != nil }
    }
}
