import Testing
@testable import RoadbookPages

@Suite struct ICalendarWriterTests {
    private let writer = ICalendarWriter(name: "Silk Road; 2027", stamp: TripDate(year: 2027, month: 4, day: 25))

    private func event(time: (Int, Int)? = nil) -> CalendarEvent {
        CalendarEvent(
            uid: "place-registan@silk-road", summary: "Registon, Samarqand", description: "Three madrasas\naround a square",
            location: "Samarqand", url: nil, latitude: 39.6547, longitude: 66.9758,
            start: TripDate(year: 2027, month: 4, day: 14, time: time.map { (hour: $0.0, minute: $0.1) }))
    }

    @Test func anUndatedTimeIsAnAllDayEventAndATimeIsFloating() {
        let allDay = writer.text(events: [event()], todos: [])
        #expect(allDay.contains("\r\nDTSTART;VALUE=DATE:20270414\r\n"))
        let timed = writer.text(events: [event(time: (9, 30))], todos: [])
        #expect(timed.contains("\r\nDTSTART:20270414T093000\r\n"))
        #expect(!timed.contains("DTSTART:20270414T093000Z"))
    }

    @Test func theCalendarHasItsFrameAndEveryLineEndsWithCRLF() {
        let text = writer.text(events: [event()], todos: [])
        #expect(text.hasPrefix("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Roadbook//Roadbook trip calendar//EN\r\n"))
        #expect(text.hasSuffix("END:VCALENDAR\r\n"))
        #expect(!text.replacingOccurrences(of: "\r\n", with: "").contains("\n"))
        #expect(text.contains("X-WR-CALNAME:Silk Road\\; 2027\r\n"))
        #expect(text.contains("SUMMARY:Registon\\, Samarqand\r\n"))
        #expect(text.contains("DESCRIPTION:Three madrasas\\naround a square\r\n"))
        #expect(text.contains("DTSTAMP:20270425T000000Z\r\n"))
        #expect(text.contains("GEO:39.6547;66.9758\r\n"))
    }

    @Test func aTodoHasItsDueDateAndItsCompletion() {
        let open = CalendarTodo(uid: "todo-visa@silk-road", summary: "Get the visa", description: "", due: TripDate(year: 2027, month: 3, day: 1), isCompleted: false)
        let done = CalendarTodo(uid: "todo-pass@silk-road", summary: "Buy the pass", description: "", due: TripDate(year: 2027, month: 3, day: 2), isCompleted: true)
        let text = writer.text(events: [], todos: [open, done])
        let todos = text.components(separatedBy: "BEGIN:VTODO\r\n").dropFirst()
        #expect(todos.count == 2)
        #expect(todos.first!.contains("DUE;VALUE=DATE:20270301\r\n"))
        #expect(todos.first!.contains("STATUS:NEEDS-ACTION\r\n"))
        #expect(!todos.first!.contains("COMPLETED:"))
        #expect(todos.last!.contains("STATUS:COMPLETED\r\n"))
        #expect(todos.last!.contains("COMPLETED:20270425T000000Z\r\n"))
    }

    @Test func aLargeCalendarComesInPiecesThatEndWithALineAndMakeTheWhole() {
        // 300 events of 9 KB of text: about 2.7 MB, so at least two pieces of about a megabyte.
        let long = String(repeating: "Three madrasas, a square; ", count: 350)
        let events = (0..<300).map { index in
            CalendarEvent(
                uid: "place-\(index)@silk-road", summary: "Place \(index)", description: long, location: "Samarqand", url: nil,
                latitude: 39.6547, longitude: 66.9758, start: TripDate(year: 2027, month: 4, day: 14))
        }
        var pieces: [[UInt8]] = []
        writer.write(events: events, todos: []) { pieces.append($0) }
        #expect(pieces.count >= 2)
        #expect(pieces.allSatisfy { $0.count <= ICalendarWriter.pieceSize + 64 * 1024 && $0.suffix(2) == [0x0D, 0x0A] })
        // A piece never starts with a folded line's continuation (a space).
        #expect(pieces.allSatisfy { $0.first != UInt8(ascii: " ") })
        #expect(Array(pieces.joined()) == writer.bytes(events: events, todos: []))
        #expect(String(decoding: pieces.joined(), as: UTF8.self) == writer.text(events: events, todos: []))
        #expect(writer.text(events: events, todos: []).components(separatedBy: "BEGIN:VEVENT\r\n").count == 301)
    }
}
