import Escaping

/// Writes ``MustacheValue``s as indented JSON text with sorted keys (``MustacheValue/jsonText``).
struct JSONTextWriter {
    /// What has been written.
    private(set) var text = ""
    private var indentation = ""

    /// Appends `value` at the current depth.
    mutating func write(_ value: MustacheValue) {
        switch value {
        case .null: text += "null"
        case .bool(let flag): text += flag ? "true" : "false"
        case .int(let number): text += String(number)
        case .double(let number): text += number.isFinite ? number.description : "null"
        case .string(let string): text += QuotedText.json(string)
        case .list(let items): writeList(items)
        case .dictionary(let members): writeObject(members)
        }
    }

    private mutating func writeList(_ items: [MustacheValue]) {
        guard !items.isEmpty else {
            text += "[]"
            return
        }
        text += "["
        enter()
        for (offset, item) in items.enumerated() {
            text += (offset == 0 ? "\n" : ",\n") + indentation
            write(item)
        }
        leave()
        text += "\n" + indentation + "]"
    }

    private mutating func writeObject(_ members: [String: MustacheValue]) {
        guard !members.isEmpty else {
            text += "{}"
            return
        }
        text += "{"
        enter()
        for (offset, member) in members.sorted(by: { $0.key < $1.key }).enumerated() {
            text += (offset == 0 ? "\n" : ",\n") + indentation + QuotedText.json(member.key) + ": "
            write(member.value)
        }
        leave()
        text += "\n" + indentation + "}"
    }

    private mutating func enter() { indentation += "  " }
    private mutating func leave() { indentation.removeLast(2) }
}
