import Diagnostics
import Escaping
import Foundation

/// The external references of a site grouped by what is fetched: each distinct URL (without fragment) once,
/// however many pages use it, read whole only when one of its uses has a fragment to look up.
struct ExternalCheckPlan: Sendable {
    /// One URL to fetch.
    struct Target: Sendable {
        /// The URL, without fragment.
        let url: URL
        /// Whether its page's anchors are needed (`--external-fragments` and a use with a fragment).
        var readsAnchors: Bool

        /// The key it is fetched and cached under.
        var key: String { url.absoluteString }
    }

    /// The distinct URLs, in order of first use.
    private(set) var targets: [Target] = []
    private var uses: [(reference: ExternalReference, target: ExternalTarget?)] = []

    /// The plan for `references`; fragments are looked up only with `checksFragments`.
    init(_ references: [ExternalReference], checksFragments: Bool) {
        var positions: [String: Int] = [:]
        for reference in references {
            let target = ExternalTarget(reference.url, baseHref: reference.baseHref)
            uses.append((reference, target))
            guard let target else { continue }
            let readsAnchors = checksFragments && !target.isFragmentFound(in: [])
            if let position = positions[target.url.absoluteString] {
                targets[position].readsAnchors = targets[position].readsAnchors || readsAnchors
            } else {
                positions[target.url.absoluteString] = targets.count
                targets.append(Target(url: target.url, readsAnchors: readsAnchors))
            }
        }
    }

    /// The findings of every use, given the status of each URL by key: dead URLs and missing fragments are
    /// errors, rate-limited URLs warnings; an invalid URL is an error.
    func findings(_ statuses: [String: ExternalLinkStatus]) -> [Finding] {
        uses.compactMap { use -> Finding? in
            let reference = use.reference
            func finding(_ severity: Severity, _ message: String, kind: FindingKind = .external) -> Finding {
                Finding(
                    file: reference.file, line: reference.line, url: reference.url, kind: kind,
                    severity: severity, message: message)
            }
            guard let target = use.target else {
                return finding(.error, "external link '\(reference.url)' is not a valid http or https URL")
            }
            switch statuses[target.url.absoluteString] {
            case .dead(let reason):
                return finding(.error, "external link '\(reference.url)' is dead (\(reason))")
            case .rateLimited(let attempts):
                return finding(
                    .warning, "external link '\(reference.url)' is rate limited (429 Too Many Requests, \(attempts) tries)")
            case .unreadPage(_, let reason) where target.fragment != nil:
                let fragment = PercentEscapes.decoded(target.fragment ?? "")
                return finding(.warning, "external link '\(reference.url)': id '\(fragment)' is unverified (\(reason))")
            case .unreadPage:
                return nil
            case .alive(_, let anchors?) where !target.isFragmentFound(in: anchors),
                .movedPermanently(_, _, _, let anchors?) where !target.isFragmentFound(in: anchors):
                let fragment = PercentEscapes.decoded(target.fragment ?? "")
                return finding(.error, "external link '\(reference.url)' has no id '\(fragment)' in the fetched page")
            case .movedPermanently(let permanentStatus, let final, _, _):
                let finalURL = final + (target.fragment.map { "#" + $0 } ?? "")
                return finding(
                    .warning,
                    "external link '\(reference.url)' is permanently redirected "
                        + "(\(HTTPStatusText.describe(permanentStatus))) to '\(finalURL)'",
                    kind: .redirect)
            case .alive, nil:
                return nil
            }
        }
    }
}
