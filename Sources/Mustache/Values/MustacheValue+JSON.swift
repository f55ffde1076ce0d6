import Diagnostics
import Foundation

extension MustacheValue {
    /// Parses any JSON value (object, array, string, number, `true`, `false`, `null`) from UTF-8 `json`.
    ///
    /// Numbers without a fraction or exponent that fit an `Int` become ``int(_:)``, others ``double(_:)``, parsed
    /// exactly so `1.21` renders as `1.21`. Errors name `path`, line and column.
    public init(json: Data, path: String = "<json>") throws(DiagnosticList) {
        var parser = JSONValueParser(bytes: [UInt8](json), path: path)
        self = try parser.parseDocument()
    }
}
