import Foundation
import TestSupport
import Testing

@testable import DevServer

@Suite struct LiveReloadScriptTests {
    @Test func insertsBeforeTheLastBodyEndTagIgnoringCase() {
        let html = Data("<html><body><p>&lt;/body&gt; </body> comment</p></BODY>\n</html>\n".utf8)
        let result = String(decoding: LiveReloadScript.inject(into: html, version: 7), as: UTF8.self)
        let script = LiveReloadScript.element(version: 7)
        #expect(result.contains(script + "\n</BODY>\n</html>\n"))
        #expect(result.hasPrefix("<html><body><p>&lt;/body&gt; </body> comment</p>"))
        #expect(result.count == html.count + script.count + 1)
    }

    @Test func appendsWhenThereIsNoBodyEndTag() {
        let html = Data("<p>fragment".utf8)
        let result = String(decoding: LiveReloadScript.inject(into: html, version: 1), as: UTF8.self)
        #expect(result == "<p>fragment" + LiveReloadScript.element(version: 1) + "\n")
    }

    @Test func loadsTheScriptFromTheServerWithTheVersionAsData() {
        let element = LiveReloadScript.element(version: 42)
        #expect(element == "<script src=\"/_roadbook/live.js\" data-version=\"42\"></script>")
        let script = LiveReloadScript.source
        #expect(script.contains("Number(document.currentScript.getAttribute(\"data-version\"))"))
        #expect(script.contains("new EventSource(\"/_roadbook/events?since=\"+v)"))
        #expect(script.contains("textContent=d.join"))
        #expect(script.contains("location.reload()"))
    }
}

@Suite struct LiveReloadScriptSinkTests {
    /// The error overlay shows the diagnostics as text: the script puts no string into the page as markup.
    @Test func theScriptPutsNoStringIntoThePageAsMarkup() {
        let breaches = ScriptSinkRule.breaches(inScript: LiveReloadScript.source, file: "LiveReloadScript.source")
        #expect(breaches.isEmpty, "\(breaches)")
    }
}
