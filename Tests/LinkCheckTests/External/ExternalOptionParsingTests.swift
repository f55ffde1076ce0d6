import Foundation
import Testing

@testable import LinkCheck

/// The values of the external options: `--accept` lists, `--cache-max-age` ages, `Retry-After` headers.
@Suite struct ExternalOptionParsingTests {
    @Test func acceptListsAreRangesAndCodes() throws {
        let accepted = try #require(AcceptedStatuses(parsing: "200..299, 403,500..500"))
        #expect(accepted.ranges == [200...299, 403...403, 500...500])
        #expect(accepted.contains(250) && accepted.contains(403) && accepted.contains(500))
        #expect(!accepted.contains(404) && !accepted.contains(301))
    }

    @Test(arguments: ["", "2xx", "200..", "..299", "299..200", "200...299", "99", "1000", "200,,403", "200..299..300", "+200"])
    func badAcceptListsAreRefused(_ text: String) {
        #expect(AcceptedStatuses(parsing: text) == nil)
    }

    @Test func agesHaveAUnit() {
        #expect(ExternalLinkOptions.seconds(parsingAge: "1d") == 86400)
        #expect(ExternalLinkOptions.seconds(parsingAge: "12h") == 43200)
        #expect(ExternalLinkOptions.seconds(parsingAge: "30m") == 1800)
        #expect(ExternalLinkOptions.seconds(parsingAge: "45s") == 45)
        #expect(ExternalLinkOptions.seconds(parsingAge: "0") == 0)
        for bad in ["1", "d", "1w", "-1d", "1.5h", "", "1 d"] {
            #expect(ExternalLinkOptions.seconds(parsingAge: bad) == nil, "\(bad)")
        }
    }

    @Test func retryAfterIsSecondsOrAnHTTPDate() {
        let now = Date(timeIntervalSince1970: 1_445_412_480)  // Wed, 21 Oct 2015 07:28:00 GMT
        #expect(RetryAfter.delay("120", now: now) == 120)
        #expect(RetryAfter.delay("Wed, 21 Oct 2015 07:28:30 GMT", now: now) == 30)
        #expect(RetryAfter.delay("Wed, 21 Oct 2015 07:27:00 GMT", now: now) == 0)
        #expect(RetryAfter.delay("soon", now: now) == nil)
        #expect(RetryAfter.delay("-5", now: now) == nil)
    }

    @Test func targetsDropTheFragmentAndResolveAgainstTheBase() throws {
        let plain = try #require(ExternalTarget("https://example.org/a?q=1#part", baseHref: nil))
        #expect(plain.url.absoluteString == "https://example.org/a?q=1")
        #expect(plain.fragment == "part")
        let relative = try #require(ExternalTarget("b/c.html#x", baseHref: "https://example.org/docs/"))
        #expect(relative.url.absoluteString == "https://example.org/docs/b/c.html")
        let protocolRelative = try #require(ExternalTarget("//example.org/x", baseHref: nil))
        #expect(protocolRelative.url.absoluteString == "https://example.org/x")
        #expect(ExternalTarget("https:///nohost", baseHref: nil) == nil)
    }
}
