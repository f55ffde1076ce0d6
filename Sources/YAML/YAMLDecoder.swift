import Diagnostics

/// Decodes `Decodable` values from YAML (or JSON) by the target type, keeping every node's position for errors.
///
/// `title: NO` decoded as a `String` is the text "NO"; as a `Bool` it is false. Booleans, numbers and null are
/// read only from plain (unquoted) scalars. Problems are diagnostics at the offending node:
/// `content/todos.yaml:4:16: error: 'isCompleted' must be true or false, not 'maybe'`.
package struct YAMLDecoder: Sendable {
    /// A decoder.
    package init() {}

    /// Parses `text` and decodes its document as `T`; `path` names the file in diagnostics.
    package func decode<T: Decodable>(_ type: T.Type, from text: String, path: String) throws(DiagnosticList) -> T {
        let node = try YAMLParser.parse(text, path: path)
        guard let node else {
            throw DiagnosticList([.error("the file is empty", at: SourceLocation(path: path, line: 1, column: 1))])
        }
        return try decode(type, from: node, path: path)
    }

    /// Decodes an already parsed node as `T`.
    package func decode<T: Decodable>(_ type: T.Type, from node: YAMLNode, path: String) throws(DiagnosticList) -> T {
        do {
            return try T(from: YAMLNodeDecoder(node: node, path: path, codingPath: []))
        } catch let failure as YAMLDecodingFailure {
            throw DiagnosticList([.error(failure.message, at: failure.location)])
        } catch let list as DiagnosticList {
            throw list
        } catch let diagnostic as Diagnostic {
            throw DiagnosticList([diagnostic])
        } catch {
            throw DiagnosticList([
                .error("\(error)", at: SourceLocation(path: path, line: node.span.start.line, column: node.span.start.column))
            ])
        }
    }

    /// Where the node being decoded by `decoder` starts, when `decoder` is a YAML decoder.
    ///
    /// A model's `init(from:)` can call this to remember its own position for later validation messages.
    package static func location(of decoder: any Decoder) -> SourceLocation? {
        (decoder as? YAMLNodeDecoder)?.location
    }

    /// The node `decoder` is decoding, when it is a YAML decoder (for example to look at a mapping's keys).
    package static func node(of decoder: any Decoder) -> YAMLNode? {
        (decoder as? YAMLNodeDecoder)?.node
    }
}
