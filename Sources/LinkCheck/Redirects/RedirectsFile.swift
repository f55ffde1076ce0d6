/// Reads a `_redirects` file as Netlify and Cloudflare Pages do: one rule a line, `from to [status][!]
/// [conditions]`, white space between fields, `#` starting a comment line. Query-parameter fields (`id=:id`)
/// between `from` and `to`, and conditions after the status (`Country=us`, `Language=en`, `Role=admin`) are
/// accepted: a link is valid when some visitor is served a file.
struct RedirectsFile: Sendable {
    /// The file's name at the site root.
    static let name = "_redirects"

    /// The rules, in file order.
    let rules: [RedirectRule]
    /// The lines that are not rules this reader understands, with the reason (warnings).
    let problems: [(line: Int, text: String, reason: String)]

    /// The rules of `text`.
    init(_ text: String) {
        var rules: [RedirectRule] = []
        var problems: [(line: Int, text: String, reason: String)] = []
        for (offset, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let fields = rawLine.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" }).map(String.init)
            guard let from = fields.first, !from.hasPrefix("#") else { continue }
            switch Self.rule(fields, line: offset + 1) {
            case .success(let rule): rules.append(rule)
            case .failure(let problem): problems.append((offset + 1, fields.joined(separator: " "), problem.reason))
            }
        }
        self.rules = rules
        self.problems = problems
    }

    /// Why a line is not a rule.
    struct Problem: Error {
        let reason: String
    }

    private static func rule(_ fields: [String], line: Int) -> Result<RedirectRule, Problem> {
        let from = fields[0]
        let isOtherHost = from.hasPrefix("http://") || from.hasPrefix("https://")
        guard from.hasPrefix("/") || isOtherHost else { return .failure(Problem(reason: "'from' must start with '/'")) }
        var index = 1
        while index < fields.count, fields[index].contains("="), !fields[index].hasPrefix("/"),
            !fields[index].contains("://")
        {
            index += 1  // query-parameter matching (Netlify)
        }
        guard index < fields.count else { return .failure(Problem(reason: "no target")) }
        let target = fields[index]
        var status = 301
        if index + 1 < fields.count, let first = fields[index + 1].first, first.isNumber {
            let written = fields[index + 1].hasSuffix("!") ? String(fields[index + 1].dropLast()) : fields[index + 1]
            guard let code = Int(written), (200...599).contains(code) else {
                return .failure(Problem(reason: "'\(fields[index + 1])' is not a status"))
            }
            status = code
        }
        let path = isOtherHost ? "" : from.split(separator: "?", maxSplits: 1).first.map(String.init) ?? ""
        let pattern = path.split(separator: "/").map(String.init)
        if let splat = pattern.firstIndex(where: { $0.contains("*") }), splat != pattern.count - 1 || pattern[splat] != "*" {
            return .failure(Problem(reason: "a '*' must be the whole last segment of 'from'"))
        }
        return .success(
            RedirectRule(pattern: pattern, isOtherHost: isOtherHost, target: target, status: status, line: line))
    }
}
