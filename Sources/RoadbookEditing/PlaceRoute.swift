import Diagnostics
import Foundation
import RoadbookContent

/// Where `roadbook new location` puts a new place in the route: a weight given as it is, or after a place.
package enum RoutePlacement: Sendable, Hashable {
    /// The new place gets this weight.
    case weight(Int)
    /// The new place comes right after the place with this id.
    case after(String)
}

/// A place file whose weight changes so that a new place fits in the route.
package struct RenumberedPlace: Sendable, Hashable {
    /// The file, relative to the site root.
    package let path: String
    /// Its weight before, if it had one.
    package let oldWeight: Int?
    /// Its new weight.
    package let newWeight: Int
    /// The file's text before and after.
    let oldText: String
    let newText: String
}

/// The site's places as the build orders them, read to place a new one (``RoutePlacement/after(_:)``).
struct PlaceRoute {
    /// The places' order keys, in route order.
    let keys: [PlaceOrderKey]
    /// Each place's file, by id.
    let paths: [String: String]
    let fileSystem: any ContentFileSystem

    /// The places of the site read through `fileSystem`; throws the errors of any place file, since a place
    /// that does not load has no known position.
    init(fileSystem: any ContentFileSystem) throws(DiagnosticList) {
        let diagnostics = DiagnosticsEngine()
        let images = ImageCatalog(fileSystem: fileSystem, diagnostics: DiagnosticsEngine())
        let loaded = PlaceFileLoader(fileSystem: fileSystem, images: images, diagnostics: diagnostics).load()
        if diagnostics.hasErrors {
            throw DiagnosticList(
                diagnostics.diagnostics + [.error("fix the place files first: a place that does not load has no place in the route", at: nil)])
        }
        keys = SiteContent.sortedForList(loaded.places).map(PlaceOrderKey.init)
        paths = loaded.sources.mapValues(\.path)
        self.fileSystem = fileSystem
    }

    /// The new place's weight, and the places to renumber, that put the place `id` right after the place `reference`.
    func plan(after reference: String, forID id: String) throws(DiagnosticList) -> (weight: Int?, renumbered: [RenumberedPlace]) {
        let index = keys.firstIndex { $0.id == reference }
            ?? keys.firstIndex { IdentifierValidator.urlForm(of: $0.id) == IdentifierValidator.urlForm(of: reference) }
        guard let index else {
            let suggestion = Suggestion.didYouMean(reference, in: keys.map(\.id))
            throw DiagnosticList([.error("no place with the id '\(reference)' in '\(PlaceFileLoader.directory)/'" + suggestion, at: nil)])
        }
        let plan = PlaceOrderPlan(inserting: id, at: index + 1, into: keys)
        var renumbered: [RenumberedPlace] = []
        var problems: [Diagnostic] = []
        for change in plan.renumbered {
            do throws(DiagnosticList) {
                renumbered.append(try renumbering(change))
            } catch {
                problems += error.diagnostics
            }
        }
        guard problems.isEmpty else { throw DiagnosticList(problems) }
        return (plan.weight, renumbered)
    }

    /// The edit of one place file, checked by reading the edited text back with the build's loader.
    private func renumbering(_ change: PlaceOrderPlan.Renumbering) throws(DiagnosticList) -> RenumberedPlace {
        let path = paths[change.id]!
        guard let data = fileSystem.contents(of: path, limit: nil) else {
            throw DiagnosticList([.error("could not read '\(path)' to renumber it; nothing was written", at: nil)])
        }
        let oldText = String(decoding: data, as: UTF8.self)
        let newText = try PlaceWeightEditor.text(oldText, settingWeightTo: change.newWeight, path: path)
        let overlay = NewFileOverlay(base: fileSystem, path: path, contents: Data(newText.utf8))
        let diagnostics = DiagnosticsEngine()
        let images = ImageCatalog(fileSystem: overlay, diagnostics: DiagnosticsEngine())
        let reread = PlaceFileLoader(fileSystem: overlay, images: images, diagnostics: diagnostics).load().places
        guard !diagnostics.hasErrors, reread.count == 1, reread[0].weight == change.newWeight else {
            throw DiagnosticList(
                diagnostics.diagnostics + [
                    .error("can't give '\(path)' the weight \(change.newWeight) by editing its 'weight' line; nothing was written", at: nil)
                ])
        }
        return RenumberedPlace(path: path, oldWeight: change.oldWeight, newWeight: change.newWeight, oldText: oldText, newText: newText)
    }
}
