/// How far the todo list is: how many todos there are and how many are done, and the figures every page shows
/// from them (the progress bar, the statistics page, `roadbook todo list`).
package struct TodoProgress: Hashable, Sendable {
    /// How many todo items there are.
    package let totalCount: Int
    /// How many are done.
    package let completedCount: Int

    /// The progress of `todos`.
    package init(todos: [ItemModel]) {
        totalCount = todos.count
        completedCount = todos.count(where: \.isCompleted)
    }

    /// How many are not done yet.
    package var pendingCount: Int { totalCount - completedCount }

    /// Done divided by all, 0…1; 0 when the list is empty.
    package var completionRatio: Double {
        totalCount == 0 ? 0 : Double(completedCount) / Double(totalCount)
    }

    /// The share of done todos in whole percent, the one figure every page shows: rounded to the nearest (half
    /// up), but 100 only when everything is done and 0 only when nothing is, so it never says "100%" while a todo
    /// is open nor "0%" when one is done (999 of 1,000 is 99, 1 of 1,000 is 1; an empty list is 0).
    package var completionPercent: Int {
        if completedCount == 0 || totalCount == 0 { return 0 }
        if completedCount == totalCount { return 100 }
        // In whole numbers, so that 29 of 200 (14.5) rounds up as people do, where 0.145 * 100 in floating point
        // would not.
        let rounded = (completedCount * 200 + totalCount) / (totalCount * 2)
        return min(max(rounded, 1), 99)
    }
}
