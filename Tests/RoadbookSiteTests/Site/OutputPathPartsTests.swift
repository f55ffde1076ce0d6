import Testing

@testable import RoadbookSite

/// A page's folder is made first when its path has more than two parts: the count is the one a split by characters
/// gives, for every path a page may have.
@Suite struct OutputPathPartsTests {
    @Test(arguments: [
        "index.html", "places/index.html", "places/rome/index.html", "cities/rome/index.html", "a//b/index.html",
        "/places/rome/index.html", "places/rome/", "", "/", "//", "places/café/index.html", "places/rö/me/index.html",
        "x/\u{301}y/index.html", "a/\r\n/b", "days/7/index.html",
    ])
    func countsThePartsASplitAtSlashesGives(path: String) {
        #expect(OutputJobRunner.partCount(of: path) == path.split(separator: "/").count)
    }
}
