import Testing
@testable import LinkCheck

@Suite struct URLResolverTests {
    private let resolver = URLResolver(basePath: nil)

    private func resolve(_ url: String, from page: String = "blog/post.html", baseHref: String? = nil, basePath: String? = nil)
        -> ResolvedURL
    {
        let resolver = URLResolver(basePath: basePath)
        return resolver.resolve(url, against: resolver.documentBase(forPage: page, baseHref: baseHref))
    }

    @Test func relativePathsResolveAgainstThePageFolder() {
        #expect(resolve("other.html") == .local(path: "blog/other.html", isDirectory: false, fragment: nil))
        #expect(resolve("../img/a%20b.png?v=1#x") == .local(path: "img/a b.png", isDirectory: false, fragment: "x"))
        #expect(resolve("./") == .local(path: "blog", isDirectory: true, fragment: nil))
        #expect(resolve("..") == .local(path: "", isDirectory: true, fragment: nil))
        #expect(resolve("#frag") == .local(path: "blog/post.html", isDirectory: false, fragment: "frag"))
        #expect(resolve("?q") == .local(path: "blog/post.html", isDirectory: false, fragment: nil))
    }

    @Test func plusIsLiteralAndPercentEscapesDecode() {
        #expect(resolve("/c++%2B.html") == .local(path: "c+++.html", isDirectory: false, fragment: nil))
        #expect(resolve("/100%.html") == .local(path: "100%.html", isDirectory: false, fragment: nil))
    }

    @Test func climbingAboveTheRootIsNotClamped() {
        #expect(resolve("../../x.html") == .climbsAboveRoot)
        #expect(resolve("/../x.html") == .climbsAboveRoot)
        #expect(resolve("../x.html", basePath: "/sub/") == .local(path: "x.html", isDirectory: false, fragment: nil))
        #expect(resolve("../../x.html", basePath: "/sub/") == .climbsAboveRoot)
    }

    @Test func basePathPrefixesRootRelativeURLs() {
        #expect(resolve("/sub/a.html", basePath: "/sub/") == .local(path: "a.html", isDirectory: false, fragment: nil))
        #expect(resolve("/sub", basePath: "sub") == .local(path: "", isDirectory: true, fragment: nil))
        #expect(resolve("/a.html", basePath: "/sub/") == .outsideBasePath)
        #expect(resolve("/subway/a.html", basePath: "/sub/") == .outsideBasePath)
        #expect(resolve("/sub/a.html", basePath: "https://example.com/sub/") == .local(path: "a.html", isDirectory: false, fragment: nil))
        #expect(resolve("/a.html", basePath: "https://example.com") == .local(path: "a.html", isDirectory: false, fragment: nil))
    }

    @Test func baseHrefChangesWhatRelativeURLsMean() {
        #expect(resolve("a.html", baseHref: "/docs/") == .local(path: "docs/a.html", isDirectory: false, fragment: nil))
        #expect(resolve("#x", baseHref: "/docs/") == .local(path: "docs", isDirectory: true, fragment: "x"))
        #expect(resolve("a.html", baseHref: "https://example.com/") == .external)
        #expect(resolve("a.html", baseHref: "../../../") == .climbsAboveRoot)
    }

    @Test func schemesAndHostsAreClassified() {
        #expect(resolve("https://example.com/a") == .external)
        #expect(resolve("HTTP://example.com/a") == .external)
        #expect(resolve("//cdn.example.com/a.js") == .external)
        #expect(resolve("mailto:a@b.c") == .otherScheme)
        #expect(resolve("data:image/png;base64,xx") == .otherScheme)
        #expect(resolve("a:b/c.html") == .otherScheme)
        #expect(resolve("./a:b.html") == .local(path: "blog/a:b.html", isDirectory: false, fragment: nil))
    }
}
