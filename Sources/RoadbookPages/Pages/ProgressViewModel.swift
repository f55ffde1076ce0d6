import Mustache
import RoadbookContent

/// Todo progress: counts, percentage and the sentence that sums them up.
package struct ProgressViewModel: TemplateModel, Hashable, Sendable {
    /// Completed todos.
    package let completed: Int
    /// Pending todos.
    package let pending: Int
    /// All todos.
    package let total: Int
    /// Completed todos, written for the language (`1,234`).
    package let completedText: String
    /// Pending todos, written for the language.
    package let pendingText: String
    /// Completion in whole percent, 0…100: ``StatisticsViewModel/completionPercent``, so 100 only when every todo
    /// is done and 0 only when none is.
    package let percent: Int
    /// `"33%"` (`format.percent`).
    package let percentText: String
    /// `"4 of 12 completed"` (`progress.summary`).
    package let summary: String
    /// Whether there is at least one todo.
    package let hasItems: Bool
    /// Whether every todo is done (and there is at least one).
    package let isComplete: Bool

    /// Progress as the statistics view model counts it (``StatisticsViewModel``), in the words of `strings`.
    package init(completed: Int, pending: Int, total: Int, percent: Int, strings: StringTable = .english) {
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

    /// The fields as the templates name them.
    package static let fields = TemplateFields<Self>([
        .field("completed", \.completed),
        .field("pending", \.pending),
        .field("total", \.total),
        .field("completedText", \.completedText),
        .field("pendingText", \.pendingText),
        .field("percent", \.percent),
        .field("percentText", \.percentText),
        .field("summary", \.summary),
        .field("hasItems", \.hasItems),
        .field("isComplete", \.isComplete),
    ])
}
