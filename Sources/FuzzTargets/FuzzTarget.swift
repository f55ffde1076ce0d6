import Foundation

/// One fuzz target: a harness that feeds an input to one of Roadbook's input paths and checks invariants
/// (trapping on a violation, so that libFuzzer saves the input), and the seed inputs taken from the repository.
package struct FuzzTarget: Sendable {
    /// The name `scripts/fuzz` and `roadbook-fuzz` know it by (`yaml`, `todo-edit`).
    package let name: String
    /// What the input is and what is checked.
    package let summary: String
    /// Runs one input; returns normally when every invariant holds.
    package let run: @Sendable ([UInt8]) -> Void
    /// The seed inputs built from the repository at the given root (fixtures, example site, templates, spec).
    package let seeds: @Sendable (URL) -> [[UInt8]]

    /// Every target, in the order `scripts/fuzz` runs them.
    package static let all: [FuzzTarget] = [
        FuzzTarget(
            name: "yaml", summary: "YAML text: parse, decode, and load as site.yaml, todos.yaml and todos.json",
            run: YAMLHarness.run, seeds: YAMLHarness.seeds),
        FuzzTarget(
            name: "front-matter", summary: "a place file: front matter split and the location loader",
            run: FrontMatterHarness.run, seeds: FrontMatterHarness.seeds),
        FuzzTarget(
            name: "mustache", summary: "template NUL JSON [NUL partial-name NUL partial]…: parse and render, strict and not",
            run: MustacheHarness.run, seeds: MustacheHarness.seeds),
        FuzzTarget(
            name: "html", summary: "an HTML page: LinkCheck's scanner, page analysis and URL resolution",
            run: HTMLHarness.run, seeds: HTMLHarness.seeds),
        FuzzTarget(
            name: "srcset", summary: "a srcset attribute value: the candidate URL parser",
            run: SrcsetHarness.run, seeds: SrcsetHarness.seeds),
        FuzzTarget(
            name: "todo-edit", summary: "4 bytes choosing an edit, then a todo file: the in-place text editor",
            run: TodoEditHarness.run, seeds: TodoEditHarness.seeds),
        FuzzTarget(
            name: "markdown", summary: "a Markdown body: the renderer's Swift API, safe and unsafe",
            run: MarkdownHarness.run, seeds: MarkdownHarness.seeds),
        FuzzTarget(
            name: "strings", summary: "i18n/en.yaml: the strings table loader, then every text filled in",
            run: StringsHarness.run, seeds: StringsHarness.seeds),
        FuzzTarget(
            name: "serve-request", summary: "path NUL since: the preview server's answer to a request",
            run: ServeRequestHarness.run, seeds: ServeRequestHarness.seeds),
        FuzzTarget(
            name: "check-settings", summary: ".roadbook-check.yaml (and a check: section): the check settings reader",
            run: CheckSettingsHarness.run, seeds: CheckSettingsHarness.seeds),
        FuzzTarget(
            name: "http-response", summary: "an HTTP answer from a local server: the external checker's fetcher and checker",
            run: HTTPResponseHarness.run, seeds: HTTPResponseHarness.seeds),
        FuzzTarget(
            name: "serve-action", summary: "an action's JSON body under serve: parsed and carried out on a todo file on disk",
            run: ServeActionHarness.run, seeds: ServeActionHarness.seeds),
        FuzzTarget(
            name: "place-coordinates", summary: "the inside of a place's coordinates flow mapping: the location loader",
            run: PlaceCoordinatesHarness.run, seeds: PlaceCoordinatesHarness.seeds),
        FuzzTarget(
            name: "gpx", summary: "a GPX file of content/tracks/: the track reader, lengths and simplification",
            run: GPXHarness.run, seeds: GPXHarness.seeds),
        FuzzTarget(
            name: "track-cache", summary: "an entry of .roadbook-cache/tracks/: the track cache's reader",
            run: TrackCacheHarness.run, seeds: TrackCacheHarness.seeds),
    ]

    /// The target called `name`, if any.
    package static func named(_ name: String) -> FuzzTarget? {
        all.first { $0.name == name }
    }
}
