import Glibc
import Observation

/// Whether the reads of the job running on this thread are observed item by item or in bulk.
///
/// A live page that shows a few places registers with each one's fields, so it is told only when one of those
/// changes. A page that reads every place (the places list, the home page, the days, the map data at 10,000 places)
/// registered the same way with 10,000 objects, and when any one changed, Observation cancelled that page's
/// tracking by removing the registration from each of them: 71 % of a date edit's build at 10,000 places (a date
/// moves a place past the others of its day, which changes the place at each offset in between). Past
/// ``itemsReadOneByOne`` items, a job's further reads go to one registrar per kind of item (``bulkRegistrar(for:)``)
/// that every item of that kind also tells of its changes: such a page is told when any item's field it read
/// changes, and its cancellation costs a few registrations.
///
/// The count is per thread, as Observation's tracking is: a job reads its values on the thread it runs on.
package enum BulkReads {
    /// How many reads of items (places, their parts of the trip, todos) a job makes one by one before it reads in
    /// bulk: more than a city's or a day's page makes at the benchmark's 10,000 places (264 and 33 places at most,
    /// each read a few times), so those pages are still told only of their own places. At 400, every city page read
    /// in bulk and was built again after any rename, which made the rest of a rename take 1.5 s longer.
    package static let itemsReadOneByOne = 2_000

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        precondition(pthread_key_create(&key, nil) == 0, "no thread-specific key left")
        return key
    }()

    /// Runs `job` counting the items it reads on this thread: its first `oneByOne` are observed one by one, the
    /// rest in bulk. Outside this, every read is observed one by one.
    package static func counting<Result>(oneByOne: Int = itemsReadOneByOne, _ job: () -> Result) -> Result {
        let outer = state
        state = max(oneByOne, 0) + 2
        defer { state = outer }
        return job()
    }

    /// Counts one item read by the job on this thread; whether it is to be observed in bulk.
    @discardableResult
    package static func countRead() -> Bool {
        let current = state
        guard current > 2 else {
            if current == 2 { state = 1 }
            return current != 0
        }
        state = current - 1
        return false
    }

    /// Whether the job on this thread reads in bulk now.
    package static var isBulk: Bool { state == 1 }

    /// 0 outside ``counting(oneByOne:_:)``; else the items the job may still read one by one, plus two (the item just
    /// counted is read one by one while it is 2 or more; 1: the job reads in bulk).
    private static var state: Int {
        get { Int(bitPattern: pthread_getspecific(key)) }
        set { pthread_setspecific(key, UnsafeRawPointer(bitPattern: newValue)) }
    }
}
