import Diagnostics
import RoadbookContent

/// Finds the items the command line names: by id (ignoring case) or by 1-based position.
///
/// An argument that is an item's id is that item; otherwise a whole number is a position. A number that is both
/// an item's id and the position of another item is refused, naming both, since either reading may be the one
/// meant (`todo toggle 3` with an item whose id is `3`, not the third). Every argument that names no item is
/// reported (with the nearest id as a suggestion) before anything is changed.
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
        let isNumber = !reference.isEmpty && reference.allSatisfy({ $0.isASCII && $0.isNumber })
        if let offset = items.firstIndex(where: { IdentifierValidator.urlForm(of: $0.id) == key }) {
            if isNumber, let position = Int(reference), position >= 1, position <= items.count, position - 1 != offset {
                let byID = ControlCharacters.visible(items[offset].title)
                let atPosition = items[position - 1]
                return .failure(.error(
                    "'\(reference)' is ambiguous: it is the id of '\(byID)' and the position of "
                        + "'\(ControlCharacters.visible(atPosition.title))' (id '\(ControlCharacters.visible(atPosition.id))'); "
                        + "name the item by another id, or give the one with the id '\(reference)' an id that is not a number",
                    at: nil))
            }
            return .success(offset)
        }
        if isNumber {
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
