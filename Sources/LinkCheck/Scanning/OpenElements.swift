/// The elements open at the scanner's position, innermost last, with how many of them are inert (`<template>`)
/// or ignored (`data-proofer-ignore`): an element inside either is not checked.
///
/// Every operation takes a bounded number of steps, whatever the page: deeper than ``maximumDepth`` elements are
/// not tracked, as browsers stop nesting there (Chromium at 512); an end tag looks only at the open elements whose
/// names share its ``PackedName/slot`` (at most ``maximumSlotSearch`` of them, more than any page has but one
/// made to collide); the elements a start tag ends implicitly are found by their positions, kept apart.
struct OpenElements {
    private struct Entry {
        let name: PackedName
        let flags: ElementTraits.Flags
        let isIgnored: Bool
    }

    /// The most elements tracked at once.
    static let maximumDepth = 512
    /// The most open elements of one slot an end tag compares its name with.
    static let maximumSlotSearch = 16

    private var entries: [Entry] = []
    /// The positions in `entries` of the open elements of each slot, in order.
    private var positionsBySlot = [[Int]](repeating: [], count: 256)
    /// The positions of the open `<p>`, `<li>`, `<dt>`/`<dd>`, and of the elements that bound their search.
    private var paragraphs: [Int] = []
    private var listItems: [Int] = []
    private var definitionItems: [Int] = []
    private var paragraphBounds: [Int] = []
    private var listItemBounds: [Int] = []
    /// The number of open inert elements.
    private(set) var inertDepth = 0
    /// The number of open elements that carry `data-proofer-ignore`.
    private(set) var ignoredDepth = 0

    /// Opens an element (with `flags` from ``ElementTraits``), ignored when it carries `data-proofer-ignore`.
    mutating func open(_ name: PackedName, flags: ElementTraits.Flags, isIgnored: Bool) {
        let position = entries.count
        guard position < Self.maximumDepth else { return }
        entries.append(Entry(name: name, flags: flags, isIgnored: isIgnored))
        positionsBySlot[name.slot].append(position)
        if flags.contains(.isParagraph) { paragraphs.append(position) }
        if flags.contains(.isListItem) { listItems.append(position) }
        if flags.contains(.isDefinitionItem) { definitionItems.append(position) }
        if flags.contains(.boundsParagraph) { paragraphBounds.append(position) }
        if flags.contains(.boundsListItem) { listItemBounds.append(position) }
        if flags.contains(.isInert) { inertDepth += 1 }
        if isIgnored { ignoredDepth += 1 }
    }

    /// Closes the innermost open element called `name` and every element inside it; an end tag with no open
    /// element of its name changes nothing.
    mutating func close(_ name: PackedName) {
        let slot = name.slot
        var index = positionsBySlot[slot].count - 1
        let last = max(0, index + 1 - Self.maximumSlotSearch)
        while index >= last {
            let position = positionsBySlot[slot][index]
            if entries[position].name == name {
                closeFrom(position)
                return
            }
            index -= 1
        }
    }

    /// Closes what the start tag of an element with `flags` ends implicitly: an open `<p>` before a block, an
    /// open `<li>` before the next `<li>`, an open `<dt>` or `<dd>` before the next of either — each only when
    /// no element that bounds it (a table cell, a list) is open inside it.
    mutating func closeImplied(by flags: ElementTraits.Flags) {
        if flags.contains(.isListItem), let item = listItems.last, item > listItemBounds.last ?? -1 {
            closeFrom(item)
        }
        if flags.contains(.isDefinitionItem), let item = definitionItems.last, item > listItemBounds.last ?? -1 {
            closeFrom(item)
        }
        if flags.contains(.closesParagraph), let paragraph = paragraphs.last, paragraph > paragraphBounds.last ?? -1 {
            closeFrom(paragraph)
        }
    }

    private mutating func closeFrom(_ position: Int) {
        while entries.count > position {
            let entry = entries.removeLast()
            positionsBySlot[entry.name.slot].removeLast()
            if entry.flags.contains(.isInert) { inertDepth -= 1 }
            if entry.isIgnored { ignoredDepth -= 1 }
        }
        Self.drop(from: position, &paragraphs)
        Self.drop(from: position, &listItems)
        Self.drop(from: position, &definitionItems)
        Self.drop(from: position, &paragraphBounds)
        Self.drop(from: position, &listItemBounds)
    }

    /// Removes the positions from `position` on, all at the end of `positions`.
    private static func drop(from position: Int, _ positions: inout [Int]) {
        while let last = positions.last, last >= position { positions.removeLast() }
    }
}
