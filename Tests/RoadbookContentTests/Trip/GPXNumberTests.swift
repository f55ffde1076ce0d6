import Foundation
import Testing

@testable import RoadbookContent

/// The numbers of a GPX file are read as `strtod` reads them: the quick path for plain decimals gives the same
/// Double, and whatever it does not read goes to `strtod`.
@Suite struct GPXNumberTests {
    private func value(_ text: String) -> Double? {
        Array(text.utf8).withUnsafeBufferPointer(GPXNumber.value)
    }

    @Test func plainDecimalsAreTheDoubleStrtodGives() {
        var random = SystemRandomNumberGenerator()
        for _ in 0..<20_000 {
            let digits = Int.random(in: 0...9, using: &random)
            let number = Double.random(in: -180...180, using: &random)
            let text = String(format: "%.\(digits)f", number)
            #expect(value(text) == strtod(text, nil), "\(text)")
        }
    }

    @Test(arguments: [
        " 41.5 ", "\n12\t", "-0", "+7.25", "5.", ".5", "1e3", "-2.5E-2", "123456789012345678", "0.00000000000000000000000001",
    ])
    func otherFormsStrtodReadsAreReadAlike(text: String) {
        #expect(value(text) == strtod(text, nil))
    }

    @Test(arguments: ["", " ", ".", "-", "1.2.3", "12abc", "- 5", "0x", "1 2"])
    func whatIsNotANumberIsNil(text: String) {
        #expect(value(text) == nil)
    }

    @Test func notANumberAndInfinityAreReadForTheCallerToRefuse() {
        #expect(value("NaN")?.isNaN == true)
        #expect(value("-inf") == -.infinity)
    }
}
