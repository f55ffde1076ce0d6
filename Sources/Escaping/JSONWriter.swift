/// JSON text written value by value: the writer places the commas, the colons and, in the indented layout, the
/// line breaks and indentation itself; strings are quoted by ``QuotedText/appendJSON(_:to:)`` and numbers have
/// one form each (integers in digits, doubles in their shortest form: ``number(_:keepingPointZero:)``).
///
/// Objects and arrays are opened and closed by the caller; an object's members are a ``key(_:)`` and then its
/// value. Keys are written in the order they are given (a caller that wants them sorted gives them sorted).
///
/// ```swift
/// var writer = JSONWriter()
/// writer.beginObject()
/// writer.key("shown")
/// writer.number(10)
/// writer.endObject()  // writer.text == #"{"shown":10}"#
/// ```
package struct JSONWriter {
    /// Where the writer puts spaces and line breaks.
    package enum Layout: Sendable {
        /// None at all: `{"a":[1,2]}`.
        case compact
        /// One member or element per line, two spaces deeper per level, a space after each colon, the closing
        /// bracket on a line of its own; an empty object or array as `{}` or `[]`. A container begun with
        /// `singleLine` holds its members on one line instead, after `, ` (`{"a": 1, "b": [2, 3]}`), and so does
        /// everything inside it.
        case indented
    }

    /// What has been written, as UTF-8: every piece is appended as bytes (most of them one or a few ASCII bytes, a
    /// string's bytes copied whole), which costs a fraction of appending it to a `String`.
    package private(set) var utf8: [UInt8]
    /// What has been written.
    package var text: String { UTF8Text.string(repairing: utf8) }
    private let layout: Layout
    /// How many objects and arrays are open.
    private var depth = 0
    /// The depth of the outermost open container begun with `singleLine` (`Int.max` when there is none).
    private var singleLineDepth = Int.max
    /// Whether the next item follows another in its container, so that a comma goes first.
    private var followsItem = false
    /// Whether a key was just written, so that its value follows it directly.
    private var afterKey = false
    /// The indentation of the current depth, in the indented layout (spaces).
    private var indentation = 0

    /// A writer of an empty text in `layout`, with room for `capacity` bytes.
    package init(layout: Layout = .compact, reservingCapacity capacity: Int = 0) {
        self.layout = layout
        utf8 = []
        if capacity > 0 { utf8.reserveCapacity(capacity) }
    }

    /// Begins an object; in the indented layout, `singleLine` writes it and everything in it on one line.
    package mutating func beginObject(singleLine: Bool = false) {
        begin(UInt8(ascii: "{"), singleLine: singleLine)
    }

    /// Ends the object begun last.
    package mutating func endObject() {
        end(UInt8(ascii: "}"))
    }

    /// Begins an array; in the indented layout, `singleLine` writes it and everything in it on one line.
    package mutating func beginArray(singleLine: Bool = false) {
        begin(UInt8(ascii: "["), singleLine: singleLine)
    }

    /// Ends the array begun last.
    package mutating func endArray() {
        end(UInt8(ascii: "]"))
    }

    /// Writes the key of the next member of the open object, and its colon.
    package mutating func key(_ name: String) {
        startItem()
        QuotedText.appendJSON(name, to: &utf8)
        utf8.append(UInt8(ascii: ":"))
        if layout != .compact { utf8.append(UInt8(ascii: " ")) }
        afterKey = true
    }

    /// Writes `value` as a string literal.
    package mutating func string(_ value: String) {
        startValue()
        QuotedText.appendJSON(value, to: &utf8)
    }

    /// Writes `value` as a string literal, or `null` when there is none.
    package mutating func string(_ value: String?) {
        if let value { string(value) } else { null() }
    }

    /// Writes `value` in decimal digits (`-12`).
    package mutating func number(_ value: Int) {
        startValue()
        utf8 += String(value).utf8
    }

    /// Writes `value` in Swift's shortest form that reads back as the same double (`12.5`, `2.0`, `-0.0`,
    /// `1e-05`), or `null` when JSON cannot hold it (infinity, not a number). Without `keepingPointZero`, a whole
    /// number loses its `.0` (`41`, `-0`), as `JSONEncoder` writes it.
    package mutating func number(_ value: Double, keepingPointZero: Bool = true) {
        startValue()
        guard value.isFinite else {
            utf8 += "null".utf8
            return
        }
        let printed = value.description.utf8
        let endsInPointZero = printed.count > 2 && printed.last == UInt8(ascii: "0") && printed.dropLast().last == UInt8(ascii: ".")
        utf8 += keepingPointZero || !endsInPointZero ? printed[...] : printed.dropLast(2)
    }

    /// Writes `strings` as an array of string literals, laid out as any array.
    package mutating func array(of strings: [String]) {
        beginArray()
        for string in strings { self.string(string) }
        endArray()
    }

    /// Writes `true` or `false`.
    package mutating func bool(_ value: Bool) {
        startValue()
        utf8 += value ? "true".utf8 : "false".utf8
    }

    /// Writes `null`.
    package mutating func null() {
        startValue()
        utf8 += "null".utf8
    }

    /// Writes `json`, JSON text written beforehand in the compact layout, as the next item: a value, or in an
    /// object a key and its value (another writer's ``key(_:)`` and value). For text that is written once and
    /// placed in several documents, or measured before it is placed.
    package mutating func written(_ json: String) {
        startValue()
        utf8 += json.utf8
    }

    /// ``written(_:)`` of UTF-8 bytes: a value another writer made in a buffer (a number's digits).
    package mutating func written(utf8 json: UnsafeBufferPointer<UInt8>) {
        startValue()
        utf8.append(contentsOf: json)
    }

    private mutating func begin(_ bracket: UInt8, singleLine: Bool) {
        startValue()
        utf8.append(bracket)
        depth += 1
        followsItem = false
        if singleLine && singleLineDepth == Int.max { singleLineDepth = depth }
        if isBrokenIntoLines { indentation += 2 }
    }

    private mutating func end(_ bracket: UInt8) {
        if isBrokenIntoLines {
            indentation -= 2
            if followsItem { breakLine() }
        }
        utf8.append(bracket)
        if depth == singleLineDepth { singleLineDepth = Int.max }
        depth -= 1
        followsItem = true
    }

    /// Whether the open container has a line per item.
    private var isBrokenIntoLines: Bool {
        layout == .indented && depth < singleLineDepth
    }

    /// Starts a value: right after its key, else as the next item of its container.
    private mutating func startValue() {
        if afterKey {
            afterKey = false
        } else {
            startItem()
        }
        followsItem = true
    }

    /// The comma and, as the layout has them, the line break and indentation or the space before an item.
    private mutating func startItem() {
        guard depth > 0 else { return }
        switch layout {
        case .compact:
            if followsItem { utf8.append(UInt8(ascii: ",")) }
        case .indented where depth < singleLineDepth:
            if followsItem { utf8.append(UInt8(ascii: ",")) }
            breakLine()
        case .indented:
            if followsItem { utf8 += ", ".utf8 }
        }
    }

    /// A line break and the current indentation.
    private mutating func breakLine() {
        utf8.append(UInt8(ascii: "\n"))
        utf8.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indentation))
    }
}
