import Foundation

/// The rule every script of the theme and of `serve` keeps (docs/trust.md): data reaches a page as text, through
/// `textContent`, `setAttribute` and DOM nodes, never as markup. A script breaks it when its code (comments aside)
/// uses a property or call that parses a string as HTML, hands Leaflet a string as content (Leaflet reads strings
/// as HTML in tooltips, popups, icons and the attribution), or when a template has an inline `on…=` handler or a
/// `javascript:` URL.
package enum ScriptSinkRule {
    /// One place that breaks the rule.
    package struct Breach: CustomStringConvertible, Equatable {
        package let file: String
        package let line: Int
        package let text: String
        package var description: String { "\(file):\(line): \(text)" }
    }

    /// Patterns that parse a string as HTML wherever they appear in code.
    static let markupSinks = [
        #"\.innerHTML\b"#, #"\.outerHTML\b"#, #"\binsertAdjacentHTML\b"#, #"\bdocument\.write(ln)?\b"#,
        #"\bcreateContextualFragment\b"#, #"\bDOMParser\b"#, #"\bsrcdoc\b"#,
        // Leaflet's string content: an `html:` option other than `false`, the attribution control and option.
        #"\bhtml\s*:(?!\s*false\b)"#, #"\baddAttribution\s*\("#, #"\battribution\s*:"#,
        // Leaflet's content setters with a string literal, a concatenation or a plain name (only nodes, built by a
        // function call, may be given).
        #"\b(bindTooltip|bindPopup|setContent|setTooltipContent|setPopupContent)\s*\(\s*(["'`]|[A-Za-z_$][\w$.]*\s*[,)+])"#,
    ]

    /// The breaches in the JavaScript `source` of `file`.
    package static func breaches(inScript source: String, file: String) -> [Breach] {
        let code = withoutComments(source)
        return breaches(in: code, file: file, patterns: markupSinks)
    }

    /// The breaches in a template: inline handlers and `javascript:` URLs in its markup, and the rule for the code
    /// of any inline `<script>`.
    package static func breaches(inTemplate source: String, file: String) -> [Breach] {
        breaches(in: source, file: file, patterns: [#"<[^>]*\son[a-z]+\s*="#, #"(?i)javascript:"#])
            + breaches(inScript: source, file: file).filter { !$0.text.contains("{{") }
    }

    private static func breaches(in text: String, file: String, patterns: [String]) -> [Breach] {
        let lines = text.components(separatedBy: "\n")
        var found: [Breach] = []
        for pattern in patterns {
            let expression = try! NSRegularExpression(pattern: pattern)
            for (index, line) in lines.enumerated()
            where expression.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) != nil {
                found.append(Breach(file: file, line: index + 1, text: line.trimmingCharacters(in: .whitespaces)))
            }
        }
        return found.sorted { ($0.line, $0.text) < ($1.line, $1.text) }
    }

    /// `source` with its `//` and `/* */` comments blanked (line breaks kept, so lines keep their numbers). Strings
    /// and regular expression literals holding `//` are rare enough in the theme's scripts to be read as code.
    static func withoutComments(_ source: String) -> String {
        var result = ""
        var index = source.startIndex
        var quote: Character? = nil
        while index < source.endIndex {
            let character = source[index]
            let next = source.index(after: index)
            let following = next < source.endIndex ? source[next] : nil
            if let open = quote {
                result.append(character)
                if character == "\\", next < source.endIndex {
                    result.append(source[next])
                    index = source.index(after: next)
                    continue
                }
                if character == open || character == "\n" { quote = nil }
                index = next
                continue
            }
            if character == "\"" || character == "'" || character == "`" {
                quote = character
                result.append(character)
                index = next
            } else if character == "/", following == "/" {
                while index < source.endIndex, source[index] != "\n" { index = source.index(after: index) }
            } else if character == "/", following == "*" {
                index = source.index(after: next)
                while index < source.endIndex {
                    if source[index] == "*", source.index(after: index) < source.endIndex, source[source.index(after: index)] == "/" {
                        index = source.index(index, offsetBy: 2)
                        break
                    }
                    if source[index] == "\n" { result.append("\n") }
                    index = source.index(after: index)
                }
            } else {
                result.append(character)
                index = next
            }
        }
        return result
    }
}
