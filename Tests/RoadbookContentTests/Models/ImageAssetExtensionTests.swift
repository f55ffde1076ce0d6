import Testing

@testable import RoadbookContent

/// An image's extension is the lower-cased text after the last dot of its file name, whatever the path.
@Suite struct ImageAssetExtensionTests {
    @Test(arguments: [
        ("content/images/rome.jpg", "jpg"), ("content/images/ROME.JPG", "jpg"), ("content/images/a.b.WebP", "webp"),
        ("content/images/noextension", ""), ("content/images.d/noextension", ""), ("content/images/trailing.", ""),
        ("rome.png", "png"), ("", ""), (".svg", "svg"), ("content/images/café.JPEG", "jpeg"), ("content/images/x.ÇAY", "çay"),
        ("content/images/x.İ", "İ".lowercased()), ("content/images/x.ß", "ß"), ("content/x.y/z", ""), ("a/b.c/d.e", "e"),
    ])
    func isTheLowerCasedTextAfterTheNamesLastDot(path: String, expected: String) {
        let asset = ImageAsset(name: "x", relativePath: path)
        #expect(asset.fileExtension == expected)
        let name = asset.fileName
        let byCharacters = name.lastIndex(of: ".").map { name[name.index(after: $0)...].lowercased() } ?? ""
        #expect(asset.fileExtension == byCharacters)
    }
}
