/// The elements open at the scanner's position, innermost last, with how many of them are inert (`<template>`)
/// or ignored (`data-proofer-ignore`): an element inside either is not checked.
///
/// Deeper than ``maximumDepth`` elements are not tracked, as browsers stop nesting there (Chromium at 512): a
/// page of a million unclosed `<div>`s costs no more memory than one of 512.
struct OpenElements {
    private struct Entry {
        let name: PackedName
        let flags: ElementTraits.Flags
        let isIgnored: Bool
    }

    /// The most elements tracked at once.
    static let maximumDepth = 512

    private var entries: [Entry] = []
    /// The number of open inert elements.
    private(set) var inertDepth = 0
    /// The number of open elements that carry `data-proofer-ignore`.
    private(set) var ignoredDepth = 0

    /// Opens an element (with `flags` from ``ElementTraits``), ignored when it carries `data-proofer-ignore`.
    mutating func open(_ name: PackedName, flags: ElementTraits.Flags, isIgnored: Bool) {
        guard entries.count < Self.maximumDepth else { return }
        entries.append(Entry(name: name, flags: flags, isIgnored: isIgnored))
        if flags.contains(.isInert) { inertDepth += 1 }
        if isIgnored { ignoredDepth += 1 }
    }

    /// Closes the innermost open element called `name` and every element inside it; an end tag with no open
    /// element of its name changes nothing.
    mutating func close(_ name: PackedName) {
        guard let position = entries.lastIndex(where: { $0.name == name }) else { return }
        closeFrom(position)
    }

    /// Closes what the start tag of an element with `flags` ends implicitly: an open `<p>` before a block, an
    /// open `<li>` before the next `<li>`, an open `<dt>` or `<dd>` before the next of either.
    mutating func closeImplied(by flags: ElementTraits.Flags) {
        if flags.contains(.isListItem) { closeInnermost(Self.listItem, within: .boundsListItem) }
        if flags.contains(.isDefinitionItem) { closeInnermost(Self.definitionItems, within: .boundsListItem) }
        if flags.contains(.closesParagraph) { closeInnermost([Self.paragraph], within: .boundsParagraph) }
    }

    private static let paragraph = PackedName("p")
    private static let listItem = [PackedName("li")]
    private static let definitionItems = [PackedName("dt"), PackedName("dd")]

    private mutating func closeInnermost(_ names: [PackedName], within bound: ElementTraits.Flags) {
        var position = entries.count - 1
        while position >= 0 {
            let entry = entries[position]
            if names.contains(entry.name) {
                closeFrom(position)
                return
            }
            if entry.flags.contains(bound) { return }
            position -= 1
        }
    }

    private mutating func closeFrom(_ position: Int) {
        while entries.count > position {
            let entry = entries.removeLast()
            if entry.flags.contains(.isInert) { inertDepth -= 1 }
            if entry.isIgnored { ignoredDepth -= 1 }
        }
    }
}
