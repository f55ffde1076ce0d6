import Foundation
import TestSupport
import Testing

@testable import RoadbookSite

/// Every script of the theme (templates/*.js), the templates' markup and the editing script of `serve` keep the rule
/// of docs/trust.md: no markup made from strings, no string given to Leaflet as content, no inline handlers.
@Suite struct ScriptSinkTests {
    static let templates = RepositoryRoot.url.appendingPathComponent("templates")

    static func files(ending suffix: String) throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: templates, includingPropertiesForKeys: nil)
            .filter { $0.lastPathComponent.hasSuffix(suffix) }.sorted { $0.path < $1.path }
    }

    @Test func theThemesScriptsPutNoStringIntoThePageAsMarkup() throws {
        let scripts = try Self.files(ending: ".js")
        #expect(scripts.count >= 4)
        for script in scripts {
            let source = try String(contentsOf: script, encoding: .utf8)
            let breaches = ScriptSinkRule.breaches(inScript: source, file: "templates/" + script.lastPathComponent)
            #expect(breaches.isEmpty, "\(breaches)")
        }
    }

    @Test func theTemplatesHaveNoInlineHandlersOrScriptURLs() throws {
        for template in try Self.files(ending: ".mustache") {
            let source = try String(contentsOf: template, encoding: .utf8)
            let breaches = ScriptSinkRule.breaches(inTemplate: source, file: "templates/" + template.lastPathComponent)
            #expect(breaches.isEmpty, "\(breaches)")
        }
    }

    @Test func theEditingScriptPutsNoStringIntoThePageAsMarkup() {
        let breaches = ScriptSinkRule.breaches(inScript: TodoEditingScript.script, file: "TodoEditingScript.script")
        #expect(breaches.isEmpty, "\(breaches)")
    }

    /// The rule itself finds what it must (so the tests above can fail) and lets the safe forms pass.
    @Test(arguments: [
        "box.innerHTML = name;", "row.insertAdjacentHTML('beforeend', html)", "node.outerHTML = x", "document.write(x)",
        "marker.bindTooltip(place.name, { direction: 'top' })", "marker.bindPopup('<b>' + name + '</b>')",
        "L.divIcon({ html: '<svg></svg>' })", "L.divIcon({ className: 'c', html: String(count) })",
        "L.tileLayer(url, { attribution: credit })", "map.attributionControl.addAttribution(text)",
        "popup.setContent(name)", "frame.srcdoc = page",
    ])
    func theRuleFindsAMarkupSink(line: String) {
        #expect(ScriptSinkRule.breaches(inScript: "var a = 1;\n" + line + "\n", file: "x.js").map(\.line) == [2])
    }

    @Test(arguments: [
        "marker.bindTooltip(textNode('span', '', place.name), { direction: 'top' })",
        "marker.bindPopup(function () { return card(place); })", "options: { html: false },",
        "// never innerHTML: the name goes in with textContent", "/* no bindTooltip(name) here */", "span.textContent = name;",
    ])
    func theRuleLetsNodesAndCommentsPass(line: String) {
        #expect(ScriptSinkRule.breaches(inScript: line + "\n", file: "x.js").isEmpty)
    }

    @Test func theRuleFindsInlineHandlersInTemplates() {
        let template = "<p>{{name}}</p>\n<img src=\"x\" onerror=\"go()\">\n<a href=\"javascript:void(0)\">x</a>\n"
        #expect(ScriptSinkRule.breaches(inTemplate: template, file: "t.mustache").map(\.line) == [2, 3])
    }
}
