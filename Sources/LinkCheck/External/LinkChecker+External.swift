import Dispatch
import Foundation
import Parallelism

extension LinkChecker {
    /// Checks the site in `root` as ``check(siteAt:)`` does, then its external links with `external`; their
    /// findings (kind `external`) join the others in file and line order.
    ///
    /// - Throws: ``LinkCheckError`` when `root` is not a readable directory or a pattern is invalid.
    public func check(
        siteAt root: URL, external: ExternalLinkChecker, events: ExternalCheckEvents = ExternalCheckEvents()
    ) async throws(LinkCheckError) -> LinkCheckReport {
        // The whole run stays on an executor of its own: its many short steps (a response arrived, a slot was
        // freed) never wait in line behind other work on the shared task pool.
        if #available(macOS 15, *) {
            return try await withTaskExecutorPreference(ExternalCheckExecutor()) { () async throws(LinkCheckError) in
                try await checkWithExternalLinks(root, external, events)
            }
        }
        return try await checkWithExternalLinks(root, external, events)
    }

    private func checkWithExternalLinks(
        _ root: URL, _ external: ExternalLinkChecker, _ events: ExternalCheckEvents
    ) async throws(LinkCheckError) -> LinkCheckReport {
        let clock = ContinuousClock()
        let start = clock.now
        var report = try check(siteAt: root, collectingExternalReferences: true)
        let outcome = await external.check(report.externalReferences, events: events)
        report.externalReferences = []
        report.add(outcome.findings.filter { !options.skippedKinds.contains($0.kind) }, isStrict: options.isStrict)
        report.checkedExternalURLCount = outcome.checkedURLCount
        report.duration = clock.now - start
        return report
    }

    /// The same as ``check(siteAt:external:events:)``, for synchronous callers (the command line): blocks the
    /// calling thread until done. Never call it from a task: it would hold one of the task pool's threads.
    public func checkBlocking(
        siteAt root: URL, external: ExternalLinkChecker, events: ExternalCheckEvents = ExternalCheckEvents()
    ) throws(LinkCheckError) -> LinkCheckReport {
        let box = ResultBox()
        let done = DispatchSemaphore(value: 0)
        Task.detached {
            do throws(LinkCheckError) {
                let report = try await check(siteAt: root, external: external, events: events)
                box.result.withLock { $0 = .success(report) }
            } catch {
                box.result.withLock { $0 = .failure(error) }
            }
            done.signal()
        }
        done.wait()
        return try box.result.withLock { $0 }!.get()
    }

    /// Carries a result from a task to the thread that waits for it.
    private final class ResultBox: Sendable {
        let result = Locked<Result<LinkCheckReport, LinkCheckError>?>(nil)
    }
}
