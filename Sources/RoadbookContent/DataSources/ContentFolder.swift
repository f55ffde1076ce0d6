import Diagnostics
import SiteFiles

/// A folder of content files (`content/locations/`, `content/images/`) as the loaders see it: its regular files,
/// and everything in it that is not read (a FIFO, a link outside the site) reported as an error at its path.
enum ContentFolder {
    /// The names of the regular files of `directory` that are not hidden, sorted; a missing folder has none.
    /// Refused entries (hidden ones aside) and a refused folder are reported to `diagnostics`; subfolders are
    /// left alone.
    static func fileNames(in directory: String, of fileSystem: any ContentFileSystem, diagnostics: DiagnosticsEngine) -> [String] {
        switch fileSystem.entries(of: directory) {
        case .failure(let refusal):
            if !refusal.isMissing { diagnostics.emit(refusal.diagnostic) }
            return []
        case .success(let entries):
            var names: [String] = []
            for entry in entries where !entry.name.hasPrefix(".") {
                switch entry.kind {
                case .file: names.append(entry.name)
                case .folder: continue
                case .refused(let reason):
                    diagnostics.emit(SiteFileRefusal(path: directory + "/" + entry.name, reason: reason).diagnostic)
                }
            }
            return names
        }
    }
}
