import Testing

@testable import LinkCheck

/// Reading an answer's head line by line, as libcurl hands the lines to the fetcher.
@Suite struct HTTPResponseHeadTests {
    private func read(_ lines: [String]) -> (HTTPResponseHead, [HTTPResponseHead.Progress]) {
        var head = HTTPResponseHead()
        let progress = lines.map { head.read(line: Array($0.utf8)) }
        return (head, progress)
    }

    @Test func statusLinesWithAndWithoutReasonPhrases() {
        #expect(HTTPResponseHead.statusCode(ofStatusLine: Array("HTTP/1.1 200 OK".utf8)) == 200)
        #expect(HTTPResponseHead.statusCode(ofStatusLine: Array("HTTP/1.1 404".utf8)) == 404)
        #expect(HTTPResponseHead.statusCode(ofStatusLine: Array("HTTP/2 301".utf8)) == 301)
        #expect(HTTPResponseHead.statusCode(ofStatusLine: Array("HTTP/1.1 2000 OK".utf8)) == nil)
        #expect(HTTPResponseHead.statusCode(ofStatusLine: Array("HTTP/1.1 -20 OK".utf8)) == nil)
        #expect(HTTPResponseHead.statusCode(ofStatusLine: Array("ICY 200 OK".utf8)) == nil)
        #expect(HTTPResponseHead.statusCode(ofStatusLine: Array("HTTP/1.1 099".utf8)) == nil)
    }

    @Test func fieldsAreReadWithEitherLineEndAndTheFirstOfANameWins() {
        let (head, progress) = read(["HTTP/1.1 302 Found\r\n", "Location:  /a \r\n", "location: /b\n", "no colon\r\n", "\n"])
        #expect(progress == [.reading, .reading, .reading, .reading, .complete])
        #expect(head.status == 302)
        #expect(head.headers == ["location": "/a"])
    }

    @Test func anInterimAnswerIsSkipped() {
        let (head, progress) = read(["HTTP/1.1 100 Continue\r\n", "\r\n", "HTTP/1.1 103 Early Hints\r\n", "Link: </a.css>\r\n", "\r\n",
            "HTTP/1.1 200 OK\r\n", "Content-Type: text/html\r\n", "\r\n"])
        #expect(progress.last == .complete)
        #expect(progress.dropLast().allSatisfy { $0 == .reading })
        #expect(head.status == 200)
        #expect(head.headers == ["content-type": "text/html"])
    }

    @Test func aHeadIsBounded() {
        var head = HTTPResponseHead()
        #expect(head.read(line: Array("HTTP/1.1 200 OK\r\n".utf8)) == .reading)
        var last = HTTPResponseHead.Progress.reading
        for _ in 0...HTTPResponseHead.maxFields where last == .reading { last = head.read(line: Array("A: b\r\n".utf8)) }
        #expect(last == .malformed("malformed response: more than 1000 header fields"))
        var long = HTTPResponseHead()
        #expect(long.read(line: Array(repeating: UInt8(ascii: "a"), count: HTTPResponseHead.maxBytes + 1)) == .malformed("malformed response: a head larger than 256 KiB"))
    }

    @Test func bytesThatAreNotAStatusLineAreNotHTTP() {
        let (_, progress) = read(["garbage\r\n"])
        #expect(progress == [.malformed(HTTPResponseHead.notHTTP)])
    }
}
