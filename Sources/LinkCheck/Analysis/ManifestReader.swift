import Foundation

/// Reads the URLs of a web app manifest (the JSON file of `<link rel=manifest>`): `start_url`, the `src` of each
/// icon and screenshot, and each shortcut's `url` and icons, with the line where each is written.
enum ManifestReader {
    /// The URLs of the manifest `data` in the order they are written, each with its 1-based line; `nil` when it
    /// is not a JSON object.
    static func references(in data: Data) -> [(url: String, line: Int)]? {
        guard let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else { return nil }
        var urls: [String] = []
        if let start = object["start_url"] as? String { urls.append(start) }
        urls += sources(of: object["icons"], key: "src")
        urls += sources(of: object["screenshots"], key: "src")
        for shortcut in object["shortcuts"] as? [[String: Any]] ?? [] {
            if let url = shortcut["url"] as? String { urls.append(url) }
            urls += sources(of: shortcut["icons"], key: "src")
        }
        let text = String(decoding: data, as: UTF8.self)
        return urls.map { url in (URLText.cleaned(url), line(of: url, in: text)) }.filter { !$0.url.isEmpty }
    }

    private static func sources(of value: Any?, key: String) -> [String] {
        (value as? [[String: Any]] ?? []).compactMap { $0[key] as? String }
    }

    /// The line where `url` is first written as a JSON string in `text` (1 when it is written with escapes).
    private static func line(of url: String, in text: String) -> Int {
        guard let range = text.range(of: "\"" + url + "\"") else { return 1 }
        return text[..<range.lowerBound].reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
    }
}
