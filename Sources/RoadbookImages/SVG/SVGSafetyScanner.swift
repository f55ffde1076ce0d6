import Foundation
import RoadbookContent

/// Reads an SVG file's markup as a browser's XML parser would see it, and reports what would run script or fetch
/// anything when the file is opened on its own (``SVGSafetyProblem``): a careful tokenizer, not a parser. Names are
/// compared by their local part, case-insensitively (`<svg:script>`, `<x:SCRIPT>`, `xlink:href`); attribute values
/// and `<style>` text are read with their character and entity references expanded, CSS escapes and comments too;
/// what it cannot read for certain (broken markup, another encoding, DTD declarations) is a problem as well.
struct SVGSafetyScanner {
    /// A problem and where it starts (offset in Unicode scalars).
    struct Finding: Hashable, Sendable {
        let problem: SVGSafetyProblem
        let offset: Int
    }

    /// Elements that run script.
    static let scriptElements: Set<String> = ["script", "handler", "listener"]
    /// Elements that embed HTML or other documents, or act as HTML does.
    static let embeddingElements: Set<String> = [
        "foreignobject", "iframe", "frame", "frameset", "embed", "object", "applet", "portal", "meta", "base", "link",
    ]
    /// Animation elements, whose `attributeName` may target a link or a handler.
    static let animationElements: Set<String> = ["set", "animate", "animatemotion", "animatetransform", "animatecolor"]
    /// Attributes whose value is an address the browser follows or fetches.
    static let referenceAttributes: Set<String> = ["href", "src", "action", "formaction", "data", "codebase", "background", "poster"]

    private let text: [Unicode.Scalar]
    private var index = 0
    private var findings: [Finding] = []
    /// The internal entities the DOCTYPE declares (name → replacement text).
    private var entities: [String: String] = [:]

    /// The problems of the SVG file `data`, in document order.
    static func findings(in data: Data) -> [Finding] {
        let bytes = [UInt8](data)
        if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) {
            return [Finding(problem: .unsupportedEncoding("UTF-16"), offset: 0)]
        }
        if bytes.contains(0) { return [Finding(problem: .malformed("a NUL byte"), offset: 0)] }
        var scanner = SVGSafetyScanner(text: Array(String(decoding: bytes, as: UTF8.self).unicodeScalars))
        scanner.scan()
        return scanner.findings
    }

    private init(text: [Unicode.Scalar]) {
        self.text = text
    }

    // MARK: - Markup

    private mutating func scan() {
        var styleText: (start: Int, text: String)?
        while index < text.count {
            guard text[index] == "<" else {
                let start = index
                while index < text.count, text[index] != "<" { index += 1 }
                if styleText != nil { styleText!.text += expanded(String(String.UnicodeScalarView(text[start..<index]))) }
                continue
            }
            let start = index
            if has("<!--") {
                guard skip(past: "-->") else { return report(.malformed("a comment that does not end"), at: start) }
            } else if has("<![CDATA[") {
                index += 9
                let body = index
                guard skip(past: "]]>") else { return report(.malformed("a CDATA section that does not end"), at: start) }
                if styleText != nil { styleText!.text += String(String.UnicodeScalarView(text[body..<index - 3])) }
            } else if hasCaseInsensitive("<!doctype") {
                guard doctype() else { return }
            } else if has("<?") {
                guard instruction() else { return }
            } else if has("</") {
                index += 2
                let name = self.name()
                guard skip(past: ">") else { return report(.malformed("an end tag that does not close"), at: start) }
                if let style = styleText, Self.localName(name) == "style" {
                    checkCSS(style.text, attribute: "style", at: style.start)
                    styleText = nil
                }
            } else {
                guard let tag = startTag() else { return }
                if !tag.isEmpty, Self.localName(tag.name) == "style", styleText == nil { styleText = (index, "") }
            }
        }
        if let style = styleText { checkCSS(style.text, attribute: "style", at: style.start) }
    }

    /// A start tag at `<`: checks its element and attributes; nil (reported) when it is broken.
    private mutating func startTag() -> (name: String, isEmpty: Bool)? {
        let start = index
        index += 1
        let name = self.name()
        guard !name.isEmpty else {
            report(.malformed("a '<' that starts no tag"), at: start)
            return nil
        }
        let element = Self.localName(name)
        if Self.scriptElements.contains(element) { report(.scriptElement(name), at: start) }
        if Self.embeddingElements.contains(element) { report(.embeddingElement(name), at: start) }
        while true {
            skipSpaces()
            guard index < text.count else {
                report(.malformed("a tag that does not close"), at: start)
                return nil
            }
            if text[index] == ">" {
                index += 1
                return (name, false)
            }
            if has("/>") {
                index += 2
                return (name, true)
            }
            let attributeStart = index
            let attribute = self.name()
            skipSpaces()
            guard !attribute.isEmpty, index < text.count, text[index] == "=" else {
                report(.malformed("an attribute without a value"), at: attributeStart)
                return nil
            }
            index += 1
            skipSpaces()
            guard index < text.count, text[index] == "\"" || text[index] == "'" else {
                report(.malformed("an attribute value without quotes"), at: attributeStart)
                return nil
            }
            let quote = text[index]
            index += 1
            let valueStart = index
            while index < text.count, text[index] != quote { index += 1 }
            guard index < text.count else {
                report(.malformed("an attribute value that does not end"), at: attributeStart)
                return nil
            }
            let value = expanded(String(String.UnicodeScalarView(text[valueStart..<index])))
            index += 1
            check(attribute: attribute, value: value, of: element, at: attributeStart)
        }
    }

    private mutating func check(attribute: String, value: String, of element: String, at offset: Int) {
        let local = Self.localName(attribute)
        if attribute.lowercased() == "xmlns" || attribute.lowercased().hasPrefix("xmlns:") { return }
        if local.hasPrefix("on") { report(.eventAttribute(attribute), at: offset) }
        let squeezed = String(String.UnicodeScalarView(value.unicodeScalars.filter { $0.value > 0x20 })).lowercased()
        if squeezed.contains("javascript:") || squeezed.contains("vbscript:") { report(.scriptURL(attribute: attribute), at: offset) }
        if Self.referenceAttributes.contains(local), !Self.isInternal(value) {
            report(.externalReference(attribute: attribute, value: value), at: offset)
        }
        if Self.animationElements.contains(element), local == "attributename" {
            let target = Self.localName(value.trimmingCharacters(in: .whitespacesAndNewlines))
            if target.hasPrefix("on") || Self.referenceAttributes.contains(target) || target == "style" {
                report(.animatedAttribute(value), at: offset)
            }
        }
        checkCSS(value, attribute: attribute, at: offset)
    }

    /// A `<!DOCTYPE …>`: its internal subset may declare only internal entities without markup; false when broken.
    private mutating func doctype() -> Bool {
        let start = index
        index += 9
        var quote: Unicode.Scalar?
        while index < text.count {
            let character = text[index]
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == "[" {
                index += 1
                guard internalSubset() else { return false }
                continue
            } else if character == ">" {
                index += 1
                return true
            }
            index += 1
        }
        report(.malformed("a DOCTYPE that does not end"), at: start)
        return false
    }

    /// The declarations between `[` and `]` of a DOCTYPE; false when broken.
    private mutating func internalSubset() -> Bool {
        while index < text.count {
            skipSpaces()
            guard index < text.count else { break }
            let start = index
            if text[index] == "]" {
                index += 1
                return true
            }
            if has("<!--") {
                guard skip(past: "-->") else { break }
            } else if has("<!ENTITY") {
                index += 8
                guard entityDeclaration(at: start) else { return false }
            } else {
                let declaration = String(String.UnicodeScalarView(text[index..<min(text.count, index + 9)]))
                report(.markupDeclaration(declaration.split(separator: " ").first.map(String.init) ?? declaration), at: start)
                return false
            }
        }
        report(.malformed("a DOCTYPE subset that does not end"), at: index)
        return false
    }

    /// `<!ENTITY name "value">` after `<!ENTITY`: remembers an internal entity, reports any other; false when broken.
    private mutating func entityDeclaration(at start: Int) -> Bool {
        skipSpaces()
        if index < text.count, text[index] == "%" {
            report(.externalEntity("%"), at: start)
            return false
        }
        let name = self.name()
        skipSpaces()
        guard index < text.count, text[index] == "\"" || text[index] == "'" else {
            report(.externalEntity(name), at: start)
            return false
        }
        let quote = text[index]
        index += 1
        let valueStart = index
        while index < text.count, text[index] != quote { index += 1 }
        guard index < text.count else {
            report(.malformed("an entity value that does not end"), at: start)
            return false
        }
        let value = String(String.UnicodeScalarView(text[valueStart..<index]))
        index += 1
        skipSpaces()
        guard index < text.count, text[index] == ">" else {
            report(.markupDeclaration(name), at: start)
            return false
        }
        index += 1
        if value.contains("<") || value.contains("&") || value.contains("%") {
            report(.markupDeclaration(name), at: start)
        } else {
            entities[name] = value
        }
        return true
    }

    /// A processing instruction `<?…?>`: the XML declaration's encoding is checked, `xml-stylesheet` is reported.
    private mutating func instruction() -> Bool {
        let start = index
        index += 2
        let target = name()
        let bodyStart = index
        guard skip(past: "?>") else {
            report(.malformed("an instruction that does not end"), at: start)
            return false
        }
        let body = String(String.UnicodeScalarView(text[bodyStart..<index - 2]))
        if target.lowercased() == "xml-stylesheet" { report(.stylesheetInstruction, at: start) }
        if target == "xml", let encoding = Self.declaredEncoding(body), !Self.isReadAlike(encoding) {
            report(.unsupportedEncoding(encoding), at: start)
            return false
        }
        return true
    }

    // MARK: - CSS and addresses

    /// Reports the `@import`s and the `url()`, `image-set()`… of CSS `css` (a `style` attribute or element, or any
    /// presentation attribute such as `fill="url(#g)"`) that are not internal.
    private mutating func checkCSS(_ css: String, attribute: String, at offset: Int) {
        let plain = Self.cssUnescaped(css).lowercased()
        if plain.contains("@import") { report(.cssImport, at: offset) }
        for function in ["url(", "src(", "image-set(", "image(", "cross-fade(", "element("] {
            var rest = plain[...]
            while let found = rest.range(of: function) {
                // `xurl(` is another function; `-webkit-image-set(` is `image-set(`.
                let isFunctionStart = found.lowerBound == plain.startIndex || !plain[plain.index(before: found.lowerBound)].isLetter
                rest = plain[found.upperBound...]
                guard isFunctionStart else { continue }
                let argument = String(rest.prefix { $0 != ")" })
                let targets = function == "url(" || function == "src(" ? [Self.unquoted(argument)] : Self.quotedStrings(in: argument)
                for target in targets where !Self.isInternal(target) {
                    report(.externalReference(attribute: attribute, value: target), at: offset)
                }
                if function == "element(" { report(.externalReference(attribute: attribute, value: "element(" + argument + ")"), at: offset) }
            }
        }
    }

    /// Whether `address` stays inside the file: empty, a `#fragment`, or an inline raster image (`data:image/png…`).
    static func isInternal(_ address: String) -> Bool {
        let trimmed = String(String.UnicodeScalarView(address.unicodeScalars.filter { $0.value > 0x20 })).lowercased()
        if trimmed.isEmpty || trimmed.hasPrefix("#") { return true }
        return ["png", "jpeg", "jpg", "gif", "webp", "avif"].contains { trimmed.hasPrefix("data:image/\($0);") || trimmed.hasPrefix("data:image/\($0),") }
    }

    /// `css` with its comments removed and its escapes (`\75`, `\r`) written out, as the CSS tokenizer reads it.
    static func cssUnescaped(_ css: String) -> String {
        var result = String.UnicodeScalarView()
        let scalars = Array(css.unicodeScalars)
        var index = 0
        while index < scalars.count {
            if scalars[index] == "/", index + 1 < scalars.count, scalars[index + 1] == "*" {
                index += 2
                while index + 1 < scalars.count, !(scalars[index] == "*" && scalars[index + 1] == "/") { index += 1 }
                index += 2
                continue
            }
            guard scalars[index] == "\\", index + 1 < scalars.count else {
                result.append(scalars[index])
                index += 1
                continue
            }
            index += 1
            var hex = ""
            while hex.count < 6, index < scalars.count, scalars[index].properties.isASCIIHexDigit {
                hex.unicodeScalars.append(scalars[index])
                index += 1
            }
            if hex.isEmpty {
                if scalars[index] != "\n" { result.append(scalars[index]) }
                index += 1
            } else {
                result.append(UInt32(hex, radix: 16).flatMap(Unicode.Scalar.init) ?? "\u{FFFD}")
                if index < scalars.count, scalars[index] == " " || scalars[index] == "\t" || scalars[index] == "\n" { index += 1 }
            }
        }
        return String(result)
    }

    private static func unquoted(_ argument: String) -> String {
        let trimmed = argument.trimmingCharacters(in: .whitespacesAndNewlines)
        guard let first = trimmed.first, first == "\"" || first == "'" else { return trimmed }
        return String(trimmed.dropFirst().prefix { $0 != first })
    }

    private static func quotedStrings(in text: String) -> [String] {
        var strings: [String] = []
        var rest = text[...]
        while let open = rest.firstIndex(where: { $0 == "\"" || $0 == "'" }) {
            let quote = rest[open]
            let body = rest[rest.index(after: open)...]
            let end = body.firstIndex(of: quote) ?? body.endIndex
            strings.append(String(body[..<end]))
            rest = end == body.endIndex ? body[end...] : body[body.index(after: end)...]
        }
        return strings
    }

    // MARK: - Text

    /// `value` with its character references and the DOCTYPE's entities expanded (entities nest at most 8 deep).
    private func expanded(_ value: String, depth: Int = 0) -> String {
        guard value.contains("&"), depth < 8 else { return value }
        var result = ""
        var rest = value[...]
        while let ampersand = rest.firstIndex(of: "&") {
            result += rest[..<ampersand]
            let after = rest[rest.index(after: ampersand)...]
            guard let semicolon = after.firstIndex(of: ";"), after.distance(from: after.startIndex, to: semicolon) <= 64 else {
                result += "&"
                rest = after
                continue
            }
            let reference = String(after[..<semicolon])
            result += replacement(of: reference, depth: depth) ?? "&" + reference + ";"
            rest = after[after.index(after: semicolon)...]
        }
        return result + rest
    }

    private func replacement(of reference: String, depth: Int) -> String? {
        let predefined = ["lt": "<", "gt": ">", "amp": "&", "quot": "\"", "apos": "'"]
        if let text = predefined[reference] { return text }
        if reference.hasPrefix("#x") || reference.hasPrefix("#X") {
            return UInt32(reference.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init).map { String(Character($0)) }
        }
        if reference.hasPrefix("#") { return UInt32(reference.dropFirst()).flatMap(Unicode.Scalar.init).map { String(Character($0)) } }
        return entities[reference].map { expanded($0, depth: depth + 1) }
    }

    /// The `encoding` of an XML declaration's body.
    static func declaredEncoding(_ body: String) -> String? {
        guard let range = body.range(of: "encoding") else { return nil }
        let after = body[range.upperBound...].drop { $0 == " " || $0 == "=" || $0 == "\t" }
        guard let quote = after.first, quote == "\"" || quote == "'" else { return nil }
        return String(after.dropFirst().prefix { $0 != quote })
    }

    /// Whether browsers decode `encoding` so that the markup's ASCII reads as this check reads it.
    static func isReadAlike(_ encoding: String) -> Bool {
        let name = encoding.lowercased()
        return ["utf-8", "utf8", "us-ascii", "ascii"].contains(name) || name.hasPrefix("iso-8859-") || name.hasPrefix("windows-125")
            || name == "latin1"
    }

    private static func localName(_ name: String) -> String {
        (name.split(separator: ":").last.map(String.init) ?? name).lowercased()
    }

    private mutating func name() -> String {
        let start = index
        while index < text.count, !Self.endsName(text[index]) { index += 1 }
        return String(String.UnicodeScalarView(text[start..<index]))
    }

    private static func endsName(_ character: Unicode.Scalar) -> Bool {
        character == " " || character == "\t" || character == "\n" || character == "\r" || character == ">" || character == "/"
            || character == "=" || character == "<" || character == "?" || character == "\"" || character == "'"
    }

    private mutating func skipSpaces() {
        while index < text.count, text[index] == " " || text[index] == "\t" || text[index] == "\n" || text[index] == "\r" { index += 1 }
    }

    private func has(_ prefix: String) -> Bool {
        var position = index
        for scalar in prefix.unicodeScalars {
            guard position < text.count, text[position] == scalar else { return false }
            position += 1
        }
        return true
    }

    private func hasCaseInsensitive(_ prefix: String) -> Bool {
        let count = prefix.unicodeScalars.count
        guard index + count <= text.count else { return false }
        return String(String.UnicodeScalarView(text[index..<index + count])).lowercased() == prefix
    }

    /// Moves past the next `end`; false (at the end of the text) when there is none.
    private mutating func skip(past end: String) -> Bool {
        while index < text.count {
            if has(end) {
                index += end.unicodeScalars.count
                return true
            }
            index += 1
        }
        return false
    }

    private mutating func report(_ problem: SVGSafetyProblem, at offset: Int) {
        findings.append(Finding(problem: problem, offset: offset))
    }
}
