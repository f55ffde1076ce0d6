import DevServer
import Foundation
import Parallelism
import RoadbookContent
import RoadbookEditing
import RoadbookSite

/// Editing in the browser under `serve` (docs/serve.md): the action endpoint that hands each action a page posts
/// to ``TodoActionHandler`` — the `todo` command's store, so one implementation — or, for the new place form, to
/// ``ServePlaceAction`` (the writer of `roadbook new location`), and the script with this run's
/// secret that the served pages get. The words follow the site's language as of its last good build.
final class ServeEditing: Sendable {
    /// The secret of this run.
    let secret = EditingEndpoint.makeSecret()
    private let handler: TodoActionHandler
    /// The site's folder, where a new place's file goes.
    private let source: URL
    /// The site's strings and the page addition worded with them.
    private let state: Locked<(strings: StringTable, addition: String)>

    /// Editing of the site at `source`, worded with `strings`.
    init(source: URL, strings: StringTable) {
        handler = TodoActionHandler(store: TodoFileStore(root: source))
        self.source = source
        state = Locked((strings, ""))
        update(strings: strings)
    }

    /// Words the controls and messages with `strings` from now on (after a build: the language may have changed).
    func update(strings: StringTable) {
        let addition = TodoEditingScript.html(
            secret: secret, actionPath: EditingEndpoint.path, scriptPath: EditingEndpoint.scriptPath, todoListPath: "/todos/",
            strings: strings)
        state.withLock { $0 = (strings, addition) }
    }

    /// The endpoint for the server.
    var endpoint: EditingEndpoint {
        EditingEndpoint(
            secret: secret, pageAddition: { [self] in state.withLock { $0.addition } }, script: TodoEditingScript.script,
            perform: { [self] body in
                let answer =
                    ServePlaceAction.isPlaceAction(body)
                    ? ServePlaceAction.perform(body, root: source) : handler.perform(body, strings: state.withLock { $0.strings })
                return EditingAnswer(status: answer.status, json: answer.json)
            })
    }
}
