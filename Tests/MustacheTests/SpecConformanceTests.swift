import Foundation
import Mustache
import Testing

@Suite struct SpecConformanceTests {
    @Test func everySpecCasePasses() throws {
        let folder = try #require(
            SpecFolder.locate(), "no Mustache spec at Tests/MustacheTests/Spec (or at $MUSTACHE_SPEC_DIR when set)")
        let files = try SpecFolder.files(in: folder)
        #expect(files.count == 8, "expected the eight spec files beside ~lambdas.json")
        var passed = 0
        var failed = 0
        for file in files {
            for specCase in try SpecCase.load(file) {
                let repository = TemplateRepository(loader: DictionaryTemplateLoader(specCase.partials), strict: false)
                let source = TemplateSource(text: specCase.template, path: "\(specCase.name).mustache")
                do {
                    let output = try repository.render(source: source, with: specCase.data)
                    if output == specCase.expected {
                        passed += 1
                    } else {
                        failed += 1
                        Issue.record(
                            "\(specCase): expected \(specCase.expected.debugDescription), got \(output.debugDescription)")
                    }
                } catch {
                    failed += 1
                    Issue.record("\(specCase): \(error)")
                }
            }
        }
        print("\(passed) passed, \(failed) failed")
        #expect(passed > 0)
        #expect(failed == 0)
    }
}
