import Foundation
import RoadbookContent

/// A day's date put together from a formatter's localized pattern (`EEEE, MMMM d, y`, `EEEE, d MMMM y 'г'.`) and
/// the formatter's own weekday and month names: the pattern is read once, so each of a trip's days costs a few
/// appends, not a pass through ICU (14,000 instructions a date, the days' dates of a 2,000-place trip 9 M).
///
/// Only the fields the date templates of the site's languages use are known: the weekday and month names, in
/// their format or stand-alone forms, the day and the year as plain digits. A pattern with any other field is
/// not read (nil), and ``TripPages`` falls back to the formatter.
struct DayDateFormat {
    private enum Part: Equatable {
        case literal(String), weekday, standaloneWeekday, month, standaloneMonth, day, year
    }

    private let parts: [Part]
    private let weekdays: [String], standaloneWeekdays: [String], months: [String], standaloneMonths: [String]

    /// The format of `formatter`'s pattern and names; nil when the pattern has a field this does not know.
    init?(_ formatter: DateFormatter) {
        guard let parts = Self.parts(of: formatter.dateFormat) else { return nil }
        self.parts = parts
        (weekdays, standaloneWeekdays) = (formatter.weekdaySymbols, formatter.standaloneWeekdaySymbols)
        (months, standaloneMonths) = (formatter.monthSymbols, formatter.standaloneMonthSymbols)
        guard weekdays.count == 7, standaloneWeekdays.count == 7, months.count == 12, standaloneMonths.count == 12 else { return nil }
    }

    /// `date` written in the pattern.
    func text(of date: CalendarDate) -> String {
        // The names start on Sunday; ISO weekdays run 1 (Monday) … 7 (Sunday).
        let weekday = date.weekday % 7
        var text = ""
        for part in parts {
            switch part {
            case .literal(let literal): text += literal
            case .weekday: text += weekdays[weekday]
            case .standaloneWeekday: text += standaloneWeekdays[weekday]
            case .month: text += months[date.month - 1]
            case .standaloneMonth: text += standaloneMonths[date.month - 1]
            case .day: text += String(date.day)
            case .year: text += String(date.year)
            }
        }
        return text
    }

    /// The parts of an ICU date pattern: runs of letters are fields, text between single quotes is literal (`''`
    /// is a quote), anything else literal; nil at a field other than `EEEE`, `cccc`, `MMMM`, `LLLL`, `d` and `y`.
    private static func parts(of pattern: String) -> [Part]? {
        var parts: [Part] = []
        var literal = ""
        var characters = pattern[...]
        while let character = characters.first {
            if character == "'" {
                let quoted = characters.dropFirst().prefix { $0 != "'" }
                literal += quoted.isEmpty ? "'" : quoted
                characters = characters.dropFirst(quoted.count + 2)
            } else if character.isASCII, character.isLetter {
                let field = characters.prefix { $0 == character }
                let fields: [Substring: Part] = ["EEEE": .weekday, "cccc": .standaloneWeekday, "MMMM": .month, "LLLL": .standaloneMonth, "d": .day, "y": .year]
                guard let part = fields[field] else { return nil }
                if !literal.isEmpty { parts.append(.literal(literal)) }
                literal = ""
                parts.append(part)
                characters = characters.dropFirst(field.count)
            } else {
                literal.append(character)
                characters = characters.dropFirst()
            }
        }
        if !literal.isEmpty { parts.append(.literal(literal)) }
        return parts
    }
}
