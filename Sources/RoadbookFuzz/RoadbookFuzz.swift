import Foundation
import FuzzTargets

#if FUZZING
import CLibFuzzer
#endif

/// Fuzzes one target, built with -DFUZZING and libFuzzer (scripts/fuzz); otherwise replays inputs through a
/// target, lists the targets, or writes a target's seeds.
@main
struct RoadbookFuzz {
    static let usage = """
        usage: roadbook-fuzz TARGET FILE...       replay inputs (a violated invariant stops with its message)
               roadbook-fuzz seeds TARGET FOLDER  write the target's seed inputs from this repository into FOLDER
               roadbook-fuzz list                 list the targets
        built with -DFUZZING (scripts/fuzz): ROADBOOK_FUZZ_TARGET=TARGET roadbook-fuzz [libFuzzer options] CORPUS...

        """

    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        #if FUZZING
        // The fuzzing build also lists targets and writes seeds, so that scripts/fuzz builds once.
        if arguments.first != "list", arguments.first != "seeds" { fuzz() }
        #endif
        replay(arguments)
    }

    #if FUZZING
    /// The target libFuzzer drives, named by `ROADBOOK_FUZZ_TARGET`.
    nonisolated(unsafe) static var fuzzTarget: FuzzTarget?

    /// Hands the command line to libFuzzer, which calls back with each input.
    static func fuzz() -> Never {
        let name = ProcessInfo.processInfo.environment["ROADBOOK_FUZZ_TARGET"] ?? ""
        guard let target = target(named: name) else { exit(64) }
        fuzzTarget = target
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        exit(
            LLVMFuzzerRunDriver(&argc, &argv) { data, size in
                RoadbookFuzz.fuzzTarget?.run(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
                return 0
            })
    }
    #endif

    static func replay(_ arguments: [String]) {
        switch arguments.first {
        case "list":
            for target in FuzzTarget.all { print("\(target.name)\t\(target.summary)") }
        case "seeds" where arguments.count == 3:
            guard let target = target(named: arguments[1]) else { exit(64) }
            writeSeeds(of: target, to: URL(fileURLWithPath: arguments[2]))
        case let name? where arguments.count >= 2:
            guard let target = target(named: name) else { exit(64) }
            for path in arguments.dropFirst() {
                guard let data = FileManager.default.contents(atPath: path) else { fail("error: cannot read '\(path)'") }
                target.run([UInt8](data))
                print("ok: \(path)")
            }
        default:
            FileHandle.standardError.write(Data(usage.utf8))
            exit(64)
        }
    }

    static func target(named name: String) -> FuzzTarget? {
        guard let target = FuzzTarget.named(name) else {
            let names = FuzzTarget.all.map(\.name).joined(separator: ", ")
            FileHandle.standardError.write(Data("error: unknown target '\(name)'; the targets are \(names)\n".utf8))
            return nil
        }
        return target
    }

    /// Writes each seed as `seed-N` into `folder` (created), from the repository of the current folder.
    static func writeSeeds(of target: FuzzTarget, to folder: URL) {
        let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let seeds = target.seeds(root)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for (number, seed) in seeds.enumerated() {
                try Data(seed).write(to: folder.appendingPathComponent("seed-\(number)"))
            }
        } catch {
            fail("error: cannot write seeds to '\(folder.path)': \(error.localizedDescription)")
        }
        print("\(seeds.count) seeds for '\(target.name)' in \(folder.path)")
    }

    static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data((message + "\n").utf8))
        exit(1)
    }
}
