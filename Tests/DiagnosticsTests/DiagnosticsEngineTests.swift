import Diagnostics
import Testing

@Suite struct DiagnosticsEngineTests {
    private let early = SourceLocation(path: "a.yaml", line: 1, column: 5)
    private let late = SourceLocation(path: "b.yaml", line: 2, column: 1)

    @Test func sortsByPlaceAndDropsRepeats() {
        let engine = DiagnosticsEngine()
        engine.error("second", at: late)
        engine.warning("first", at: early)
        engine.error("second", at: late)
        engine.error("no place", at: nil)
        #expect(engine.diagnostics.map(\.description) == [
            "error: no place", "a.yaml:1:5: warning: first", "b.yaml:2:1: error: second",
        ])
    }

    @Test func countsErrorsAsTheyCome() {
        let engine = DiagnosticsEngine()
        #expect(!engine.hasErrors)
        engine.warning("w", at: early)
        #expect(engine.errorCount == 0)
        engine.emit(contentsOf: [.error("e1", at: early), .warning("w2", at: late), .error("e2", at: late)])
        #expect(engine.errorCount == 2)
        #expect(engine.hasErrors)
    }

    @Test func takesAnotherEnginesDiagnosticsInTheirOrder() {
        let run = DiagnosticsEngine()
        run.error("run", at: nil)
        let job = DiagnosticsEngine()
        job.warning("job 1", at: nil)
        job.error("job 2", at: nil)
        run.emit(contentsOf: job)
        #expect(run.errorCount == 2)
        #expect(run.diagnostics.map(\.message) == ["run", "job 1", "job 2"])
    }
}
