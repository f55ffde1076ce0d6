import Mustache
import RoadbookContent

/// Todo progress: counts, percentage and the sentence that sums them up.
public struct ProgressViewModel: MustacheRepresentable, Hashable, Sendable {
    /// Completed todos.
    public let completed: Int
    /// Pending todos.
    public let pending: Int
    /// All todos.
    public let total: Int
    /// Completed todos, written for the language (`1,234`).
    public let completedText: String
    /// Pending todos, written for the language.
    public let pendingText: String
    /// Completion in whole percent, 0…100: ``StatisticsViewModel/completionPercent``, so 100 only when every todo
    /// is done and 0 only when none is.
    public let percent: Int
    /// `"33%"` (`format.percent`).
    public let percentText: String
    /// `"4 of 12 completed"` (`progress.summary`).
    public let summary: String
    /// Whether there is at least one todo.
    public let hasItems: Bool
    /// Whether every todo is done (and there is at least one).
    public let isComplete: Bool

    /// Progress as the statistics view model counts it (``StatisticsViewModel``), in the words of `strings`.
    public init(completed: Int, pending: Int, total: Int, percent: Int, strings: StringTable = .english) {
        self.completed = completed
        self.pending = pending
        self.total = total
        self.percent = percent
        completedText = strings.number(completed)
        pendingText = strings.number(pending)
        percentText = strings.percent(percent)
        summary = strings.text("progress.summary", ["done": strings.number(completed), "total": strings.number(total)])
        hasItems = total > 0
        isComplete = total > 0 && pending == 0
    }

    /// The view model as a template context.
    public var mustacheValue: MustacheValue {
        .dictionary([
            "completed": .int(completed),
            "pending": .int(pending),
            "total": .int(total),
            "completedText": .string(completedText),
            "pendingText": .string(pendingText),
            "percent": .int(percent),
            "percentText": .string(percentText),
            "summary": .string(summary),
            "hasItems": .bool(hasItems),
            "isComplete": .bool(isComplete),
        ])
    }
}
