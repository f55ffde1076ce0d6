import Diagnostics
import Parallelism

/// Turns links written by source path in Markdown (`pantheon.md`, `../todos.yaml#book-flights`) and images written
/// by name (`![](rome-colosseum-1)`) into site paths, the root-relative paths of the pages and files they become.
///
/// Site paths have no leading slash: `locations/pantheon/` (a page), `images/rome-1.svg` (a file).
package struct ContentLinkResolver: Sendable {
    private let placeIDs: Set<String>
    private let todoIDs: [String: String]
    private let todoIDsAreKnown: Bool
    private let todoSourcePaths: Set<String>
    /// The image of a name, made when asked: a site's Markdown shows few of its photos, and every image made
    /// up front, with its variants, was 10 MB of a 20,000-image build held for the whole build.
    private let imageNamed: @Sendable (String) -> Image?
    /// Every image's name, for the suggestion of a missing one.
    private let imageNames: @Sendable () -> [String]
    /// The images resolved so far, by site path (``image(atSitePath:)``).
    private let resolvedImages = Locked([String: Image]())

    /// A resolver for a site with these place ids, todo ids, todo list file (`content/todos.yaml`) and images.
    /// Without `todoIDsAreKnown` (the todo file did not parse), a link to a todo is not checked: its error would
    /// only bury the todo file's own.
    package init(
        placeIDs: some Sequence<String>, todoIDs: some Sequence<String>, todoIDsAreKnown: Bool = true,
        todoSourcePath: String = "content/todos.yaml", images: [String: Image]
    ) {
        self.init(
            placeIDs: placeIDs, todoIDs: todoIDs, todoIDsAreKnown: todoIDsAreKnown, todoSourcePath: todoSourcePath,
            imageNames: { Array(images.keys) }, imageNamed: { images[$0] })
    }

    /// A resolver whose images are made when a link asks for one: `imageNamed` gives the image of a name (nil for a
    /// name the site has not), `imageNames` every name.
    package init(
        placeIDs: some Sequence<String>, todoIDs: some Sequence<String>, todoIDsAreKnown: Bool = true,
        todoSourcePath: String = "content/todos.yaml", imageNames: @escaping @Sendable () -> [String],
        imageNamed: @escaping @Sendable (String) -> Image?
    ) {
        self.todoIDsAreKnown = todoIDsAreKnown
        self.placeIDs = Set(placeIDs)
        var todos: [String: String] = [:]
        for id in todoIDs { todos[id.lowercased()] = id.lowercased() }
        self.todoIDs = todos
        self.todoSourcePaths = [todoSourcePath, "content/todos.yaml", "content/todos.yml", "content/todos.json"]
        self.imageNamed = imageNamed
        self.imageNames = imageNames
    }

    /// The image called `name` (its name in `content/images/` without extension), if the site has one.
    package func image(named name: String) -> Image? { imageNamed(name) }

    /// Resolves the image reference `reference` of a Markdown image written in the file at `sourcePath`: a bare
    /// name (or a name with its extension) is looked up in `content/images/`, and so is a relative path into that
    /// folder (`../images/rome-1.png`, as an editor's preview shows it); any other URL or path is left alone.
    package func resolveImage(_ reference: String, from sourcePath: String = "") -> Resolution {
        guard !reference.isEmpty, !reference.contains(":"), !reference.hasPrefix("#"), !reference.hasPrefix("/") else { return .unchanged }
        var name = reference
        if reference.contains("/") {
            let path = reference.prefix { $0 != "?" && $0 != "#" }
            let folder = "content/images/"
            let target = Self.join(directoryOf: sourcePath, String(path))
            guard !sourcePath.isEmpty, target.hasPrefix(folder), !target.dropFirst(folder.count).contains("/") else { return .unchanged }
            name = String(target.dropFirst(folder.count))
        }
        // As written, then percent-decoded (`sp%20ace`, the way a URL spells a space).
        for candidate in [name, name.removingPercentEncoding].compactMap({ $0 }) {
            if let image = imageNamed(candidate) { return resolved(image) }
            let stem = candidate.lastIndex(of: ".").map { String(candidate[..<$0]) } ?? candidate
            if let image = imageNamed(stem) { return resolved(image) }
        }
        let stem = name.lastIndex(of: ".").map { String(name[..<$0]) } ?? name
        return .missing("no image named '\(reference)' in content/images\(Suggestion.didYouMean(stem, in: imageNames()))")
    }

    /// `image`'s site path, its image kept for ``image(atSitePath:)``.
    private func resolved(_ image: Image) -> Resolution {
        resolvedImages.withLock { images in
            if images[image.sitePath] == nil { images[image.sitePath] = image }
        }
        return .sitePath(image.sitePath)
    }

    /// The image the build writes at `sitePath` (`images/rome-1.svg`), once ``resolveImage(_:from:)`` gave that
    /// path.
    package func image(atSitePath sitePath: String) -> Image? { resolvedImages.withLock { $0[sitePath] } }

    /// Resolves `link`, written in the file at `sourcePath` (relative to the site root, `content/locations/colosseum.md`).
    package func resolve(_ link: String, from sourcePath: String) -> Resolution {
        guard !link.isEmpty, !link.hasPrefix("#"), !link.hasPrefix("//"), !Self.hasScheme(link) else { return .unchanged }
        var path = Substring(link)
        var fragment: Substring?
        if let hash = path.firstIndex(of: "#") {
            fragment = path[path.index(after: hash)...]
            path = path[..<hash]
        }
        if let question = path.firstIndex(of: "?") { path = path[..<question] }
        let isContent = path.hasSuffix(".md") || path.hasSuffix(".yaml") || path.hasSuffix(".yml") || path.hasSuffix(".json")
        guard isContent else { return .unchanged }
        // `/content/locations/pantheon.md` is a path from the site folder, as a repository's web view reads it.
        let target = path.hasPrefix("/") ? Self.join(directoryOf: "", String(path)) : Self.join(directoryOf: sourcePath, String(path))
        if todoSourcePaths.contains(target) {
            guard let fragment, !fragment.isEmpty else { return .sitePath("todos/") }
            guard let id = todoIDs[fragment.lowercased()] ?? (todoIDsAreKnown ? nil : fragment.lowercased()) else {
                return .missing("link to '\(link)': no todo with id '\(fragment)'\(Suggestion.didYouMean(String(fragment), in: todoIDs.keys))")
            }
            return .sitePath("todos/\(id)/")
        }
        let folder = "content/locations/"
        if target.hasPrefix(folder), target.hasSuffix(".md") {
            let id = String(target.dropFirst(folder.count).dropLast(3))
            guard !id.contains("/"), placeIDs.contains(id) else {
                return .missing("link to '\(link)': no location '\(target)'\(Suggestion.didYouMean(Suggestion.nearest(to: id, in: placeIDs).map { $0 + ".md" }))")
            }
            return .sitePath("locations/\(id)/" + (fragment.map { "#" + $0 } ?? ""))
        }
        return .missing("link to '\(link)': '\(target)' is not a page of the site")
    }

    private static func hasScheme(_ link: String) -> Bool {
        guard let colon = link.firstIndex(of: ":") else { return false }
        let scheme = link[..<colon]
        return !scheme.isEmpty && scheme.allSatisfy { $0.isLetter || $0.isNumber || $0 == "+" || $0 == "-" || $0 == "." }
    }

    /// `directory of base` + `relative`, with `.` and `..` folded; never climbs above the root.
    static func join(directoryOf base: String, _ relative: String) -> String {
        var parts = base.split(separator: "/", omittingEmptySubsequences: true).dropLast().map(String.init)
        for component in relative.split(separator: "/", omittingEmptySubsequences: true) {
            switch component {
            case ".": continue
            case "..": if !parts.isEmpty { parts.removeLast() }
            default: parts.append(String(component))
            }
        }
        return parts.joined(separator: "/")
    }
}

extension ContentLinkResolver {
    /// What a Markdown link turned out to be.
    package enum Resolution: Equatable, Sendable {
        /// Not a link to content (an external URL, a fragment, a file that is not content): leave it as written.
        case unchanged
        /// A link to content, now the page's site path, with the fragment (`#…`) if there was one.
        case sitePath(String)
        /// A link to content that does not exist; the message says what is missing.
        case missing(String)
    }
}
