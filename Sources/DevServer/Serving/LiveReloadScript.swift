import Foundation

/// The few lines of JavaScript the server adds to every HTML page it serves (never to the files on disk): they
/// listen to the server's events (`/_roadbook/events`), reload the page when a rebuild changed it (or a stylesheet,
/// script or image every page may use), show the build's errors over the page until they are fixed, and pass on
/// what an action changed as a `roadbook:change` event of the window (the editing script shows it).
///
/// The script is a file the server serves (``path``), never inline: served pages forbid inline scripts
/// (``ContentSecurityPolicy``), so markup that reached a page by mistake cannot run.
enum LiveReloadScript {
    /// Where the server serves the script.
    static let path = "/_roadbook/live.js"

    /// The `<script>` element for a page served at build `version`.
    static func element(version: Int) -> String {
        "<script src=\"\(path)\" data-version=\"\(version)\"></script>"
    }

    /// The script. The diagnostics reach the page as JSON and are shown with `textContent`, so nothing in them is
    /// read as HTML.
    static let source = """
        /* roadbook serve: live reload */(function(){var v=Number(document.currentScript.getAttribute("data-version")),\
        p=location.pathname.replace(/index\\.html$/,""),o=null;\
        function show(d){if(o){o.remove();o=null}if(!d.length)return;\
        o=document.createElement("div");o.id="roadbook-errors";\
        o.setAttribute("role","alert");o.style.cssText="position:fixed;inset:0;z-index:2147483647;overflow:auto;margin:0;\
        padding:2em;background:rgba(20,20,20,.94);color:#f5f5f5;font:14px/1.5 ui-monospace,monospace";\
        var h=document.createElement("h2");h.textContent="The site has errors; the last good build is shown until they are fixed";\
        h.style.cssText="color:#ff8a80;font:bold 16px sans-serif";var pre=document.createElement("pre");\
        pre.style.whiteSpace="pre-wrap";pre.textContent=d.join("\\n");o.appendChild(h);o.appendChild(pre);\
        document.documentElement.appendChild(o)}\
        function connect(){var s=new EventSource("\(EventHub.path)?since="+v);\
        s.addEventListener("build",function(e){var d=JSON.parse(e.data);if(d.all||d.paths.indexOf(p)>=0){s.close();\
        location.reload()}else{v=d.version}});\
        s.addEventListener("errors",function(e){show(JSON.parse(e.data).diagnostics)});\
        s.addEventListener("change",function(e){dispatchEvent(new CustomEvent("roadbook:change",{detail:JSON.parse(e.data)}))});\
        s.onerror=function(){s.close();setTimeout(connect,1000)}}connect()})();
        """

    /// `html` with the script (and `extra` HTML after it) inserted before its last `</body>` (any case), or
    /// appended when it has none.
    static func inject(into html: Data, version: Int, extra: String = "") -> Data {
        let script = Data((element(version: version) + "\n" + (extra.isEmpty ? "" : extra + "\n")).utf8)
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
