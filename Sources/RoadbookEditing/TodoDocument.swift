import Diagnostics
import YAML

/// The todo file's text, parsed once, with what an in-place edit needs: the items' nodes and the byte ranges
/// of the list's parts (``TodoListLayout``).
package struct TodoDocument: Sendable {
    /// How the file is written.
    package enum Format: Sendable, Equatable {
        /// YAML, block (`- title: …`) or flow (`[{title: …}]`) style.
        case yaml
        /// JSON (`todos.json`): it stays JSON.
        case json
    }

    /// The text as read.
    package let text: String
    /// The path diagnostics name (relative to the site root).
    package let path: String
    /// YAML or JSON, from the file name.
    package let format: Format
    /// The items' nodes, in list order.
    package let itemNodes: [YAMLNode]
    /// The items as written.
    package let items: [TodoFileItem]
    /// The text's UTF-8 bytes, with a final line end added when the text has none (``hasFinalLineEnd``).
    let bytes: [UInt8]
    /// Whether the text ends with a line end; if not, edits leave it without one.
    let hasFinalLineEnd: Bool
    /// The list's root node, `nil` for an empty document.
    let root: YAMLNode?

    /// Parses `text`; a malformed file, or one that is not a list, is a diagnostic at its line and column.
    package init(text: String, path: String) throws(DiagnosticList) {
        self.text = text
        self.path = path
        format = path.hasSuffix(".json") ? .json : .yaml
        // On the bytes: "\r\n" is one Character, which `hasSuffix("\n")` does not match.
        hasFinalLineEnd = text.isEmpty || text.utf8.last == UInt8(ascii: "\n")
        let normalized = hasFinalLineEnd ? text : text + (text.contains("\r\n") ? "\r\n" : "\n")
        bytes = Array(normalized.utf8)
        root = try YAMLParser.parse(normalized, path: path)
        switch root {
        case nil:
            itemNodes = []
        case .sequence(let nodes, _):
            itemNodes = nodes
        case .some(let other):
            if let scalar = other.scalar, scalar.isNull {
                itemNodes = []
            } else {
                let start = other.span.start
                throw DiagnosticList([
                    .error(
                        TodoEditError.notAList(line: start.line, column: start.column).description,
                        at: SourceLocation(path: path, line: start.line, column: start.column))
                ])
            }
        }
        items = Self.items(of: text, path: path, normalized: itemNodes, hasFinalLineEnd: hasFinalLineEnd)
    }

    /// The items as the file says them. Without a final line end, a block scalar that ends the file has no final
    /// line break either, which the nodes of the normalized text would give it: read those values from `text`.
    private static func items(
        of text: String, path: String, normalized nodes: [YAMLNode], hasFinalLineEnd: Bool
    ) -> [TodoFileItem] {
        guard !hasFinalLineEnd, let raw = (try? YAMLParser.parse(text, path: path))?.flatMap(\.items), raw.count == nodes.count
        else { return nodes.map(fileItem(of:)) }
        return raw.map(fileItem(of:))
    }

    /// The line end the file uses (`\r\n` when it has any, else `\n`).
    var lineEnd: [UInt8] {
        for index in bytes.indices where bytes[index] == 0x0A {
            return index > 0 && bytes[index - 1] == 0x0D ? [0x0D, 0x0A] : [0x0A]
        }
        return [0x0A]
    }

    private static func fileItem(of node: YAMLNode) -> TodoFileItem {
        func text(_ key: String) -> String? {
            guard let scalar = node[key]?.scalar, !scalar.isNull else { return nil }
            return scalar.value
        }
        return TodoFileItem(
            id: text("id"), title: text("title"), isCompleted: node["isCompleted"]?.scalar?.boolValue,
            notes: text("notes"))
    }
}
