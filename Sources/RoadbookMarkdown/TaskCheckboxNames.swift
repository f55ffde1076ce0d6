import Escaping
import Foundation

/// Gives each task list checkbox of rendered Markdown an accessible name, its task's text: cmark-gfm writes a bare
/// `<input type="checkbox" disabled="" />` before each task, which a screen reader announces as an unnamed
/// checkbox (axe-core's `label` rule).
enum TaskCheckboxNames {
    /// How cmark-gfm's tasklist extension starts each task's checkbox.
    static let opening = "<input type=\"checkbox\""

    /// `html` with the n-th checkbox named `names[n]`; unchanged when the count differs (raw HTML with a checkbox
    /// of its own: which is which is then unknown).
    static func named(_ html: String, _ names: [String]) -> String {
        guard !names.isEmpty else { return html }
        let parts = html.components(separatedBy: opening)
        guard parts.count == names.count + 1 else { return html }
        var result = parts[0]
        for (name, part) in zip(names, parts.dropFirst()) {
            let label = name.trimmingCharacters(in: .whitespacesAndNewlines)
            result += opening + (label.isEmpty ? "" : " aria-label=\"\(HTMLEscaper.escape(label))\"") + part
        }
        return result
    }
}
