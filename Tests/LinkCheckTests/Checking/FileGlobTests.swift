import Testing
@testable import LinkCheck

@Suite struct FileGlobTests {
    struct Case: CustomStringConvertible, Sendable {
        let pattern: String
        let path: String
        let matches: Bool
        var description: String { "'\(pattern)' \(matches ? "matches" : "does not match") '\(path)'" }
    }

    @Test(arguments: [
        Case(pattern: "api/**", path: "api/a/b.html", matches: true),
        Case(pattern: "api/**", path: "api/b.html", matches: true),
        Case(pattern: "api/**", path: "apis/b.html", matches: false),
        Case(pattern: "**/print.html", path: "print.html", matches: true),
        Case(pattern: "**/print.html", path: "a/b/print.html", matches: true),
        Case(pattern: "**/print.html", path: "a/reprint.html", matches: false),
        Case(pattern: "*.html", path: "index.html", matches: true),
        Case(pattern: "*.html", path: "a/index.html", matches: false),
        Case(pattern: "a/*/c.html", path: "a/b/c.html", matches: true),
        Case(pattern: "a/*/c.html", path: "a/b/x/c.html", matches: false),
        Case(pattern: "genindex-?.html", path: "genindex-A.html", matches: true),
        Case(pattern: "genindex-?.html", path: "genindex-AB.html", matches: false),
        Case(pattern: "/search.html", path: "search.html", matches: true),
        Case(pattern: "./search.html", path: "search.html", matches: true),
        Case(pattern: "caf\u{E9}.html", path: "cafe\u{301}.html", matches: false),
        Case(pattern: "docs/**/index.html", path: "docs/index.html", matches: true),
        Case(pattern: "docs/**/index.html", path: "docs/x/y/index.html", matches: true),
    ])
    func globMatchesPathsRelativeToTheRoot(_ test: Case) {
        #expect(FileGlob(test.pattern).matches(test.path) == test.matches)
    }
}
