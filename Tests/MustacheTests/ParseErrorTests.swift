import Mustache
import Testing

@Suite struct ParseErrorTests {
    @Test func unclosedSectionPointsAtItsOpeningTag() {
        #expect(Render.problems("a\n  {{#items}}\n{{name}}\n") == ["t.mustache:2:3: error: unclosed section 'items'"])
        #expect(Render.problems("{{^empty}}x") == ["t.mustache:1:1: error: unclosed section 'empty'"])
        #expect(Render.problems("{{<layout}}{{$main}}x{{/main}}") == ["t.mustache:1:1: error: unclosed parent 'layout'"])
        #expect(Render.problems("{{$main}}x") == ["t.mustache:1:1: error: unclosed block 'main'"])
    }

    @Test func mismatchedClosingTagNamesBothSections() {
        #expect(
            Render.problems("{{#a}}\n{{#b}}\n{{/a}}") == [
                "t.mustache:3:1: error: closing tag 'a' does not match the open section 'b' (line 2, column 1); close that one first"
            ])
    }

    @Test func strayClosingTagIsReported() {
        #expect(Render.problems("x {{/nothing}}") == ["t.mustache:1:3: error: closing tag 'nothing' has no open section"])
    }

    @Test func unclosedTagNamesTheExpectedDelimiter() {
        #expect(Render.problems("line\nab {{name") == ["t.mustache:2:4: error: unclosed tag; expected '}}'"])
        #expect(Render.problems("{{{raw}}") == ["t.mustache:1:1: error: unclosed tag; expected '}}}'"])
        #expect(Render.problems("{{=<% %>=}}\n<%name") == ["t.mustache:2:1: error: unclosed tag; expected '%>'"])
    }

    @Test func aTagLeftOpenUntilALaterTagIsReportedOnOneLine() {
        let problems = Render.problems("{{#items}}{{title}\n{{/items}}")
        #expect(problems.first == "t.mustache:1:11: error: unclosed tag; expected '}}' before the end of the line")
        #expect(Render.problems("{{>card\n<p>{{/x}}") == ["t.mustache:1:1: error: unclosed tag; expected '}}' before the end of the line"])
        #expect(problems.allSatisfy { !$0.contains("\n") })
    }

    @Test func badDelimiterChangeIsReported() {
        #expect(
            Render.problems("é {{=<% =}}") == [
                "t.mustache:1:3: error: invalid delimiter change '{{=<% =}}'; expected two delimiters without '=', as in '{{=<% %>=}}'"
            ])
        #expect(Render.problems("{{= a b c =}}").count == 1)
    }

    @Test func emptyAndInvalidNamesAreReported() {
        #expect(Render.problems("{{}}") == ["t.mustache:1:1: error: missing name in tag '{{}}'"])
        #expect(Render.problems("{{#}}{{/}}").first == "t.mustache:1:1: error: missing name in tag '{{#}}'")
        #expect(Render.problems("{{a b}}") == ["t.mustache:1:1: error: invalid name 'a b'"])
        #expect(Render.problems("{{a..b}}") == ["t.mustache:1:1: error: invalid name 'a..b'"])
    }

    @Test func everyParseErrorOfATemplateIsReported() {
        let problems = Render.problems("{{a b}}\n{{/x}}\n{{#open}}")
        #expect(
            problems == [
                "t.mustache:1:1: error: invalid name 'a b'",
                "t.mustache:2:1: error: closing tag 'x' has no open section",
                "t.mustache:3:1: error: unclosed section 'open'",
            ])
    }

    @Test func unknownPartialAndParentAreErrorsInStrictModeOnly() {
        #expect(
            Render.problems("x\n {{> header}}\n{{<layout}}{{/layout}}") == [
                "t.mustache:2:2: error: unknown partial 'header'",
                "t.mustache:3:1: error: unknown parent template 'layout'",
            ])
        #expect(Render.problems("{{> header}}", strict: false).isEmpty)
    }

    @Test func errorsInAPartialNameThePartialsFile() {
        let problems = Render.problems("{{> header}}", partials: ["header": "<h1>\n{{#title}}</h1>"])
        #expect(problems == ["header:2:1: error: unclosed section 'title'"])
    }

    @Test func columnsCountCharactersNotBytes() {
        #expect(Render.problems("ééé {{/x}}") == ["t.mustache:1:5: error: closing tag 'x' has no open section"])
    }
}
