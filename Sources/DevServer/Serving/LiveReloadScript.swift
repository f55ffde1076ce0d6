import Foundation

/// The few lines of JavaScript the server adds to every HTML page it serves (never to the files on disk): they ask
/// `/__roadbook/version` once a second and reload the page when the number changes.
enum LiveReloadScript {
    /// The path of the build version, a JSON number bumped on every successful build.
    static let versionPath = "/__roadbook/version"

    /// The `<script>` element for a page served at build `version`.
    static func element(version: Int) -> String {
        """
        <script>/* roadbook serve: live reload */(function(){var v=\(version);function poll(){fetch("\(versionPath)",\
        {cache:"no-store"}).then(function(r){return r.json()}).then(function(n){if(n!==v){location.reload()}else{setTimeout(poll,1000)}},\
        function(){setTimeout(poll,1000)})}setTimeout(poll,1000)})();</script>
        """
    }

    /// `html` with the script inserted before its last `</body>` (any case), or appended when it has none.
    static func inject(into html: Data, version: Int) -> Data {
        let script = Data((element(version: version) + "\n").utf8)
        guard let position = lastBodyEndTag(in: html) else { return html + script }
        var result = Data(capacity: html.count + script.count)
        result.append(html[html.startIndex..<position])
        result.append(script)
        result.append(html[position...])
        return result
    }

    /// The index of the last `</body` in `html`, ignoring ASCII case.
    private static func lastBodyEndTag(in html: Data) -> Data.Index? {
        let tag = Array("</body".utf8)
        let bytes = [UInt8](html)
        guard bytes.count >= tag.count else { return nil }
        var start = bytes.count - tag.count
        while start >= 0 {
            var matches = true
            for offset in 0..<tag.count {
                var byte = bytes[start + offset]
                if byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") { byte += 32 }
                if byte != tag[offset] {
                    matches = false
                    break
                }
            }
            if matches { return html.startIndex + start }
            start -= 1
        }
        return nil
    }
}
