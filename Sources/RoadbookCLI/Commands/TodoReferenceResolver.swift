import Diagnostics
import RoadbookContent

/// Finds the items the command line names: by id (ignoring case) or by 1-based position.
///
/// An argument that is an item's id is that item, even when it is also a number; otherwise a whole number is a
/// position. Every argument that names no item is reported (with the nearest id as a suggestion) before
/// anything is changed.
struct TodoReferenceResolver {
    let items: [ItemModel]
    /// The file, for messages.
    let path: String

    /// The offsets of the named items, each once, in the order named.
    func offsets(of references: [String]) throws(DiagnosticList) -> [Int] {
        var offsets: [Int] = []
        var problems: [Diagnostic] = []
        for reference in references {
            switch offset(of: reference) {
            case .success(let offset):
                if !offsets.contains(offset) { offsets.append(offset) }
            case .failure(let problem):
                problems.append(problem)
            }
        }
        guard problems.isEmpty else { throw DiagnosticList(problems) }
        return offsets
    }

    private func offset(of reference: String) -> Result<Int, Diagnostic> {
        let key = IdentifierValidator.urlForm(of: reference)
        if let offset = items.firstIndex(where: { IdentifierValidator.urlForm(of: $0.id) == key }) {
            return .success(offset)
        }
        if !reference.isEmpty, reference.allSatisfy({ $0.isASCII && $0.isNumber }) {
            if let position = Int(reference), position >= 1, position <= items.count {
                return .success(position - 1)
            }
            let size = items.count == 1 ? "1 item" : "\(items.count) items"
            return .failure(.error("no todo item at position \(reference); '\(path)' has \(size)", at: nil))
        }
        let suggestion = Suggestion.didYouMean(reference, in: items.map(\.id))
        return .failure(.error("no todo item with the id '\(reference)' in '\(path)'" + suggestion, at: nil))
    }
}
