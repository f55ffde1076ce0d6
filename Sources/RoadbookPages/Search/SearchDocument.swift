/// One result the search can show: a page with its link, its title and the words it is found by.
package struct SearchDocument: Sendable, Equatable {
    /// What kind of page it is; the script marks each result with its kind.
    enum Kind: String, Sendable {
        case city = "c"
        case place = "p"
        case todo = "t"
    }

    /// The page's link from the site root, as the templates write links (`locations/colosseum/index.html`).
    let link: String
    /// What the result reads as (a place's or a city's name, a todo's title).
    let title: String
    /// The line under it: a place's city, a city's count of places, the word for a todo.
    let context: String
    let kind: Kind
    /// The words that name it (title, city): a match there ranks higher.
    let names: String
    /// The words of its text (a description, notes), as plain text.
    let text: String
}
