import Foundation

/// The page `serve` shows when its first build failed, so the browser has a page to show the errors over.
enum ServeErrorPage {
    /// Writes the page as `index.html` and `404.html` of `folder`; the first good build replaces both.
    static func write(into folder: URL) {
        let html = """
            <!doctype html>
            <html lang="en"><head><meta charset="utf-8"><title>The site has errors</title></head>
            <body><p>The site has errors; this page reloads when they are fixed.</p></body></html>

            """
        for name in ["index.html", "404.html"] {
            try? Data(html.utf8).write(to: folder.appendingPathComponent(name), options: .atomic)
        }
    }
}
