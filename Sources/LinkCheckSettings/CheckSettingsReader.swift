import Diagnostics
import LinkCheck
import YAML

/// Reads ``CheckSettings`` from a YAML mapping: `.roadbook-check.yaml`, or the `check:` section of
/// `site.yaml`. The keys are the long options without their dashes; an unknown key is a warning with the
/// nearest known one, a value of the wrong sort an error at its position.
package struct CheckSettingsReader {
    /// Every key: each option of `roadbook check` without its dashes, but `--config` (a settings file does not
    /// name another one).
    static let keys = [
        "format", "base-path", "site-url", "strict", "show-warnings", "skip", "ignore-url", "ignore-file",
        "fallback-extensions", "baseline",
    ] + externalKeys

    /// The file, as diagnostics name it.
    let path: String

    /// A reader of the file `path` (as diagnostics name it).
    package init(path: String) {
        self.path = path
    }

    /// The settings in `node` (`nil`: an empty file) and the problems found; settings with an error are left
    /// out.
    package func settings(from node: YAMLNode?) -> (CheckSettings, [Diagnostic]) {
        var settings = CheckSettings()
        var diagnostics: [Diagnostic] = []
        guard let node, node.scalar?.isNull != true else { return (settings, diagnostics) }
        guard let pairs = node.pairs else {
            return (settings, [.error("check settings must be a mapping, not \(node.kindDescription)", at: location(node))])
        }
        for pair in pairs {
            guard let key = pair.key.scalar?.value, Self.keys.contains(key) else {
                let name = pair.key.scalar?.value ?? pair.key.kindDescription
                diagnostics.append(
                    .warning("unknown key '\(name)'" + Suggestion.didYouMean(name, in: Self.keys), at: location(pair.key)))
                continue
            }
            do throws(Diagnostic) {
                try read(key, pair.value, into: &settings)
            } catch {
                diagnostics.append(error)
            }
        }
        return (settings, diagnostics)
    }

    private func read(_ key: String, _ value: YAMLNode, into settings: inout CheckSettings) throws(Diagnostic) {
        switch key {
        case "format": settings.format = try checked(CheckSettings.format(named: text(value, key)), key, value)
        case "base-path": settings.basePath = CheckSettings.normalizedBasePath(try text(value, key))
        case "site-url": settings.siteURL = try checked(CheckSettings.siteURL(text(value, key)), key, value)
        case "strict": settings.isStrict = try flag(value, key)
        case "show-warnings": settings.showsWarnings = try flag(value, key)
        case "skip":
            for item in try list(value, key) {
                settings.skippedKinds.formUnion(try checked(CheckSettings.kinds(in: text(item, key)), key, item))
            }
        case "ignore-url":
            for item in try list(value, key) {
                settings.ignoreURLPatterns.append(try checked(CheckSettings.pattern(text(item, key)), key, item))
            }
        case "ignore-file":
            for item in try list(value, key) { settings.ignoreFilePatterns.append(try text(item, key)) }
        case "baseline": settings.baseline = try text(value, key)
        case "fallback-extensions":
            var extensions: [String] = []
            for item in try list(value, key) {
                extensions += try checked(CheckSettings.extensions(in: text(item, key)), key, item)
            }
            settings.fallbackExtensions = extensions
        default: try readExternal(key, value, into: &settings.external)
        }
    }

    func checked<Value>(
        _ result: Result<Value, SettingProblem>, _ key: String, _ node: YAMLNode
    ) throws(Diagnostic) -> Value {
        switch result {
        case .success(let value): return value
        case .failure(let problem): throw .error(problem.message(setting: "'\(key)'"), at: location(node))
        }
    }

    func text(_ node: YAMLNode, _ key: String) throws(Diagnostic) -> String {
        guard let scalar = node.scalar, !scalar.isNull else {
            throw .error("'\(key)' takes text, not \(node.kindDescription)", at: location(node))
        }
        return scalar.value
    }

    func flag(_ node: YAMLNode, _ key: String) throws(Diagnostic) -> Bool {
        guard let value = node.scalar?.boolValue else {
            throw .error("'\(key)' must be true or false, not \(node.kindDescription)", at: location(node))
        }
        return value
    }

    /// A list, or one value standing for a list of one.
    func list(_ node: YAMLNode, _ key: String) throws(Diagnostic) -> [YAMLNode] {
        if let items = node.items { return items }
        guard node.scalar != nil else {
            throw .error("'\(key)' takes a list, not \(node.kindDescription)", at: location(node))
        }
        return [node]
    }

    func location(_ node: YAMLNode) -> SourceLocation {
        SourceLocation(path: path, line: node.span.start.line, column: node.span.start.column)
    }
}
