import Foundation

/// Reads a `Retry-After` header: a number of seconds or an HTTP date (`Wed, 21 Oct 2026 07:28:00 GMT`).
enum RetryAfter {
    /// The wait the header asks for, in seconds from `now` (never negative), or `nil` when it is unreadable.
    static func delay(_ header: String, now: Date) -> Double? {
        let text = header.trimmingCharacters(in: .whitespaces)
        if !text.isEmpty, text.allSatisfy({ $0.isASCII && $0.isNumber }), let seconds = Double(text) {
            return seconds
        }
        guard let date = httpDate(text) else { return nil }
        return max(0, date.timeIntervalSince(now))
    }

    /// Parses the preferred HTTP date format (IMF-fixdate).
    private static func httpDate(_ text: String) -> Date? {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
        return formatter.date(from: text)
    }
}
