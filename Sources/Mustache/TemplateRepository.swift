import Diagnostics
import Foundation
import Parallelism

/// Compiles templates once and renders them many times, from any number of threads at once.
///
/// A template is parsed into a tree the first time it is needed; its partials and parents are loaded through the
/// loader, parsed and linked at the same time, and all of them are cached. Rendering walks the tree with a context
/// stack and writes UTF-8 bytes into one buffer. In strict mode a name the context does not have, or a partial the
/// loader does not have, is an error; otherwise it renders as nothing, as the Mustache spec says.
///
/// The compiled templates are values in a ``TemplateTable``, where a partial or parent tag with a fixed name finds
/// its template by index. A compile works on a copy of the table and publishes it once every template the new ones
/// refer to is in it; a render is given the table published when it starts.
public final class TemplateRepository: Sendable {
    private let loader: any TemplateLoader
    private let isStrict: Bool
    /// ``Renderer/maximumProbes``, or less.
    private let lookupLimit: Int
    private let cache = Locked(Cache())
    /// The largest output of each named template so far: each of its renderings reserves that much at once. Per
    /// template, as one hint for all made every page reserve the largest page's size (a 5 MB itinerary: a mapping
    /// made and given back for each page rendered after it).
    private let outputSizeHints = Locked([String: Int]())
    /// What a rendering reserves when its template has no output yet, or was given as text.
    private static let initialOutputSize = 4096

    /// The compiled templates (by name in the table, with the names the loader does not have), and by source.
    private struct Cache {
        var table = TemplateTable()
        var sources: [TemplateSource: CompiledTemplate] = [:]
    }
    /// How many templates given as text are kept compiled (they are not named, so they are not reused otherwise).
    private static let maximumCachedSources = 64

    /// A repository that finds templates through `loader`; `strict` makes missing names and partials errors.
    public convenience init(loader: any TemplateLoader, strict: Bool) {
        self.init(loader: loader, strict: strict, lookupLimit: Renderer.maximumProbes)
    }

    /// A repository whose renders stop after `lookupLimit` dictionaries asked for names (tests use a small one).
    init(loader: any TemplateLoader, strict: Bool, lookupLimit: Int) {
        self.loader = loader
        self.isStrict = strict
        self.lookupLimit = lookupLimit
    }

    /// Parses the template `name` with its partials and parents, and caches them; throws every problem found.
    public func compile(named name: String) throws(DiagnosticList) {
        _ = try compiled(named: name)
    }

    /// Renders the template `name` with `context` at the bottom of the context stack.
    public func render(named name: String, with context: MustacheValue) throws(DiagnosticList) -> String {
        String(decoding: try renderUTF8(named: name, with: context), as: UTF8.self)
    }

    /// The UTF-8 of ``render(named:with:)``, with no String made of it, for a file: reading the bytes back into a
    /// String checked every byte of every page again.
    public func renderUTF8(named name: String, with context: MustacheValue) throws(DiagnosticList) -> [UInt8] {
        let (template, table) = try compiled(named: name)
        return try render(template, in: table, with: context, sizeHintKey: name)
    }

    /// Renders a template given as text (compiled once per distinct source); partials come from the loader.
    public func render(source: TemplateSource, with context: MustacheValue) throws(DiagnosticList) -> String {
        let (template, table) = try cache.withLock {
            (cache) throws(DiagnosticList) -> (CompiledTemplate, TemplateTable) in
            if let cached = cache.sources[source] { return (cached, cache.table) }
            let template = try compile(source, into: &cache)
            if cache.sources.count >= Self.maximumCachedSources { cache.sources.removeAll() }
            cache.sources[source] = template
            return (template, cache.table)
        }
        return String(decoding: try render(template, in: table, with: context, sizeHintKey: nil), as: UTF8.self)
    }

    // MARK: Rendering

    /// Renders `template`, reserving the largest output so far of the template named `sizeHintKey` (a template given
    /// as text learns no hint).
    private func render(
        _ template: CompiledTemplate, in table: TemplateTable, with context: MustacheValue, sizeHintKey: String?
    ) throws(DiagnosticList) -> [UInt8] {
        let hint = sizeHintKey.flatMap { key in outputSizeHints.withLock { $0[key] } } ?? Self.initialOutputSize
        var renderer = Renderer(
            repository: self, table: table, isStrict: isStrict, context: context, capacity: hint,
            lookupLimit: lookupLimit)
        renderer.render(template)
        if !renderer.diagnostics.isEmpty { throw DiagnosticList(renderer.diagnostics) }
        if let sizeHintKey, renderer.output.count > hint {
            let count = renderer.output.count
            outputSizeHints.withLock { $0[sizeHintKey] = max($0[sizeHintKey] ?? 0, count) }
        }
        return renderer.output
    }

    /// The template a dynamic partial names (`{{>*name}}`), compiled on first use, `nil` when there is none; with the
    /// table as it is now, which has the new template's partials.
    func dynamicTemplate(named name: String)
        -> (template: CompiledTemplate?, table: TemplateTable, diagnostics: [Diagnostic])
    {
        cache.withLock { cache in
            if let index = cache.table.index(of: name) { return (cache.table[index], cache.table, []) }
            do throws(DiagnosticList) {
                guard let source = try load(name, at: nil) else {
                    _ = cache.table.addEntry(named: name)
                    return (nil, cache.table, [])
                }
                let template = try compile(source, name: name, into: &cache)
                return (template, cache.table, [])
            } catch {
                return (nil, cache.table, error.diagnostics)
            }
        }
    }

    // MARK: Compiling

    /// The template `name`, compiled, and the table its partials and parents are in.
    private func compiled(named name: String) throws(DiagnosticList) -> (CompiledTemplate, TemplateTable) {
        try cache.withLock { (cache) throws(DiagnosticList) -> (CompiledTemplate, TemplateTable) in
            if let index = cache.table.index(of: name), let template = cache.table[index] {
                return (template, cache.table)
            }
            guard let source = try load(name, at: nil) else {
                throw DiagnosticList([.error("unknown template '\(name)'", at: nil)])
            }
            return (try compile(source, name: name, into: &cache), cache.table)
        }
    }

    private func load(_ name: String, at location: SourceLocation?) throws(DiagnosticList) -> TemplateSource? {
        do {
            return try loader.source(named: name)
        } catch let list as DiagnosticList {
            throw list
        } catch {
            throw DiagnosticList([.error("cannot read template '\(name)': \(error)", at: location)])
        }
    }

    /// Parses `source` and everything it refers to, and publishes them all (the table with their entries) or none.
    ///
    /// Entries are only ever added: `name` gets a new one (a name the loader did not have before keeps its empty entry
    /// for the templates that referred to it then), and so does each name a new template refers to that the table
    /// does not have.
    private func compile(_ source: TemplateSource, name: String? = nil, into cache: inout Cache) throws(DiagnosticList)
        -> CompiledTemplate
    {
        var table = cache.table
        let published = table.count
        let rootIndex = name.map { table.addEntry(named: $0) }
        let root: CompiledTemplate
        var queue: [[NamedReference]]
        switch TemplateParser.parse(source, table: &table) {
        case .success(let parsed): (root, queue) = (parsed.template, [parsed.references])
        case .failure(let list): throw list
        }
        if let rootIndex { table[rootIndex] = root }
        // The new entries filled in (with their template, or left empty for a name the loader does not have): each
        // name is loaded once.
        var settled: Set<Int> = rootIndex.map { [$0] } ?? []
        var diagnostics: [Diagnostic] = []
        while let references = queue.popLast() {
            for reference in references {
                if reference.index < published || !settled.insert(reference.index).inserted {
                    if table[reference.index] == nil, isStrict { diagnostics.append(unknown(reference)) }
                    continue
                }
                do {
                    guard let partialSource = try load(reference.name, at: reference.location) else {
                        if isStrict { diagnostics.append(unknown(reference)) }
                        continue
                    }
                    switch TemplateParser.parse(partialSource, table: &table) {
                    case .success(let partial):
                        table[reference.index] = partial.template
                        queue.append(partial.references)
                    case .failure(let list):
                        diagnostics.append(contentsOf: list.diagnostics)
                    }
                } catch {
                    diagnostics.append(contentsOf: error.diagnostics)
                }
            }
        }
        guard diagnostics.isEmpty else { throw DiagnosticList(diagnostics) }
        cache.table = table
        return root
    }

    private func unknown(_ reference: NamedReference) -> Diagnostic {
        let what = reference.isParent ? "parent template" : "partial"
        return .error("unknown \(what) '\(reference.name)'", at: reference.location)
    }
}
