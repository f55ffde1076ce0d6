import Diagnostics
import Foundation

/// Prints diagnostics to a stream, compiler style, with the source line and a caret when the file can be read.
public struct DiagnosticPrinter: Sendable {
    private let output: any TextOutput
    private let root: URL?

    /// A printer to `output`; paths are read relative to `root` (the site folder) for snippets.
    public init(output: any TextOutput, root: URL? = nil) {
        self.output = output
        self.root = root
    }

    /// Prints each diagnostic, one block each.
    public func print(_ diagnostics: [Diagnostic]) {
        let root = self.root
        let formatter = DiagnosticFormatter { path in
            let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : (root ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath)).appendingPathComponent(path)
            return try? String(contentsOf: url, encoding: .utf8)
        }
        for diagnostic in diagnostics {
            output.line(formatter.format(diagnostic))
        }
    }
}
