import Diagnostics
import Foundation
import SiteFiles

/// Prints diagnostics to a stream, compiler style, with the source line and a caret when the file can be read.
package struct DiagnosticPrinter: Sendable {
    private let output: any TextOutput
    private let root: URL?

    /// A printer to `output`; paths are read relative to `root` (the site folder) for snippets.
    package init(output: any TextOutput, root: URL? = nil) {
        self.output = output
        self.root = root
    }

    /// Prints each diagnostic, one block each.
    package func print(_ diagnostics: [Diagnostic]) {
        // A site's files are read as the build reads them: never through a link outside it, never from a FIFO.
        let access = root.map(SiteFileAccess.init(root:))
        let formatter = DiagnosticFormatter { path in
            if let access, !path.hasPrefix("/") {
                guard let data = try? access.read(path).get() else { return nil }
                return String(data: data, encoding: .utf8)
            }
            let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent(path)
            return try? String(contentsOf: url, encoding: .utf8)
        }
        for diagnostic in diagnostics {
            output.line(formatter.format(diagnostic))
        }
    }
}
