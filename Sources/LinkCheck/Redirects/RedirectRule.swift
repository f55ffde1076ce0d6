/// One rule of a `_redirects` file (Netlify, Cloudflare Pages): `/blog/*  /posts/:splat  301`.
struct RedirectRule: Sendable, Equatable {
    /// The path the rule answers, split at `/` (no empty segments): literal segments, `:name` placeholders that
    /// match one segment, and a final `*` (a splat) that matches the rest, nothing included.
    let pattern: [String]
    /// Whether `from` is a whole URL (`https://old.example.org/*`): a rule for another host, never matched by
    /// the site's own links.
    let isOtherHost: Bool
    /// Where the rule sends the request, as written (`/posts/:splat`, `https://…`).
    let target: String
    /// The status: 301 when none is written; 200 is a rewrite, 404 (410, 451) serves `target` as the answer
    /// to a missing page.
    let status: Int
    /// The 1-based line of the rule.
    let line: Int

    /// Whether a link to a path this rule answers is still broken (the host answers 404, 410 or 451).
    var answersNotFound: Bool { status == 404 || status == 410 || status == 451 }

    /// Whether `target` names placeholders (`:splat`, `:year`) filled from the matched path.
    var hasPlaceholders: Bool { target.contains(":") && !target.contains("://") || target.contains("*") }

    /// The target for the path `segments` (decoded, without empty segments; `isDirectory` when it ends with a
    /// slash, which a splat keeps), or `nil` when the rule does not answer it.
    func target(for segments: [String], isDirectory: Bool = false) -> String? {
        guard !isOtherHost else { return nil }
        var values: [String: String] = [:]
        for (index, part) in pattern.enumerated() {
            if part == "*" {
                guard index == pattern.count - 1 else { return nil }
                let rest = segments.dropFirst(index)
                values["splat"] = rest.joined(separator: "/") + (isDirectory && !rest.isEmpty ? "/" : "")
                return filled(with: values)
            }
            guard index < segments.count else { return nil }
            if part.hasPrefix(":") {
                values[String(part.dropFirst())] = segments[index]
            } else if part != segments[index] {
                return nil
            }
        }
        return segments.count == pattern.count ? filled(with: values) : nil
    }

    /// `target` with each `:name` of `values` replaced, longest names first (`:splat` before `:s`).
    private func filled(with values: [String: String]) -> String {
        var result = target
        for name in values.keys.sorted(by: { $0.count > $1.count }) {
            result = result.replacingOccurrences(of: ":" + name, with: values[name] ?? "")
        }
        return result
    }
}

extension String {
    fileprivate func replacingOccurrences(of target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
