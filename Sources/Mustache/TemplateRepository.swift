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
/// A tree is linked (each slot to its partial's tree) before it is published, and never changed after.
public final class TemplateRepository: Sendable {
    private let loader: any TemplateLoader
    private let isStrict: Bool
    /// ``Renderer/maximumProbes``, or less.
    private let lookupLimit: Int
    private let cache = Locked(Cache())
    /// The largest output so far: each rendering reserves that much at once.
    private let outputSizeHint = Locked(4096)

    /// The compiled templates by name and by source, and the names the loader does not have.
    private struct Cache {
        var templates: [String: CompiledTemplate] = [:]
        var sources: [TemplateSource: CompiledTemplate] = [:]
        var missing: Set<String> = []
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

    deinit {
        cache.withLock { cache in
            for template in cache.templates.values { template.unlink() }
            for template in cache.sources.values { template.unlink() }
        }
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
        try render(compiled(named: name), with: context)
    }

    /// Renders a template given as text (compiled once per distinct source); partials come from the loader.
    public func render(source: TemplateSource, with context: MustacheValue) throws(DiagnosticList) -> String {
        let template = try cache.withLock { (cache) throws(DiagnosticList) -> CompiledTemplate in
            if let cached = cache.sources[source] { return cached }
            let template = try compile(source, into: &cache)
            if cache.sources.count >= Self.maximumCachedSources { cache.sources.removeAll() }
            cache.sources[source] = template
            return template
        }
        return String(decoding: try render(template, with: context), as: UTF8.self)
    }

    // MARK: Rendering

    private func render(_ template: CompiledTemplate, with context: MustacheValue) throws(DiagnosticList) -> [UInt8] {
        let hint = outputSizeHint.withLock { $0 }
        var renderer = Renderer(repository: self, isStrict: isStrict, context: context, capacity: hint, lookupLimit: lookupLimit)
        renderer.render(template)
        if !renderer.diagnostics.isEmpty { throw DiagnosticList(renderer.diagnostics) }
        if renderer.output.count > hint {
            let count = renderer.output.count
            outputSizeHint.withLock { $0 = max($0, count) }
        }
        return renderer.output
    }

    /// The template a dynamic partial names (`{{>*name}}`), compiled on first use; `nil` when there is none.
    func dynamicTemplate(named name: String) -> (template: CompiledTemplate?, diagnostics: [Diagnostic]) {
        cache.withLock { cache in
            if let template = cache.templates[name] { return (template, []) }
            if cache.missing.contains(name) { return (nil, []) }
            do throws(DiagnosticList) {
                guard let source = try load(name, at: nil) else {
                    cache.missing.insert(name)
                    return (nil, [])
                }
                return (try compile(source, name: name, into: &cache), [])
            } catch {
                return (nil, error.diagnostics)
            }
        }
    }

    // MARK: Compiling

    private func compiled(named name: String) throws(DiagnosticList) -> CompiledTemplate {
        try cache.withLock { (cache) throws(DiagnosticList) -> CompiledTemplate in
            if let template = cache.templates[name] { return template }
            guard let source = try load(name, at: nil) else {
                throw DiagnosticList([.error("unknown template '\(name)'", at: nil)])
            }
            return try compile(source, name: name, into: &cache)
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

    /// Parses `source` and everything it refers to, links them, and publishes them all or none in `cache`.
    private func compile(_ source: TemplateSource, name: String? = nil, into cache: inout Cache) throws(DiagnosticList)
        -> CompiledTemplate
    {
        var diagnostics: [Diagnostic] = []
        var pending: [String: CompiledTemplate] = [:]
        var newlyMissing: Set<String> = []
        let root: CompiledTemplate
        switch TemplateParser.parse(source) {
        case .success(let template): root = template
        case .failure(let list): throw list
        }
        if let name { pending[name] = root }
        var queue = [root]
        while let template = queue.popLast() {
            for slot in template.slots {
                if let found = cache.templates[slot.name] ?? pending[slot.name] {
                    slot.template = found
                    continue
                }
                if cache.missing.contains(slot.name) || newlyMissing.contains(slot.name) {
                    if isStrict { diagnostics.append(unknown(slot)) }
                    continue
                }
                do {
                    guard let partialSource = try load(slot.name, at: slot.location) else {
                        newlyMissing.insert(slot.name)
                        if isStrict { diagnostics.append(unknown(slot)) }
                        continue
                    }
                    switch TemplateParser.parse(partialSource) {
                    case .success(let partial):
                        pending[slot.name] = partial
                        slot.template = partial
                        queue.append(partial)
                    case .failure(let list):
                        diagnostics.append(contentsOf: list.diagnostics)
                        newlyMissing.insert(slot.name)
                    }
                } catch {
                    diagnostics.append(contentsOf: error.diagnostics)
                    newlyMissing.insert(slot.name)
                }
            }
        }
        guard diagnostics.isEmpty else {
            for template in pending.values { template.unlink() }
            root.unlink()
            throw DiagnosticList(diagnostics)
        }
        cache.missing.formUnion(newlyMissing)
        cache.templates.merge(pending) { old, _ in old }
        return root
    }

    private func unknown(_ slot: TemplateSlot) -> Diagnostic {
        .error("unknown \(slot.isParent ? "parent template" : "partial") '\(slot.name)'", at: slot.location)
    }
}
