import Foundation
import FuzzTargets

#if FUZZING
/// The target libFuzzer drives, named by `ROADBOOK_FUZZ_TARGET` (scripts/fuzz sets it).
private let fuzzTarget: FuzzTarget = {
    let name = ProcessInfo.processInfo.environment["ROADBOOK_FUZZ_TARGET"] ?? ""
    guard let target = FuzzTarget.named(name) else {
        let names = FuzzTarget.all.map(\.name).joined(separator: ", ")
        FileHandle.standardError.write(Data("error: set ROADBOOK_FUZZ_TARGET to one of \(names)\n".utf8))
        exit(64)
    }
    return target
}()

/// libFuzzer's entry point: one input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    fuzzTarget.run(bytes)
    return 0
}
#else
/// Without libFuzzer: replays inputs through a target, lists the targets, or writes a target's seeds.
@main
struct RoadbookFuzz {
    static let usage = """
        usage: roadbook-fuzz TARGET FILE...       replay inputs (a crash stops with the violated invariant)
               roadbook-fuzz seeds TARGET FOLDER  write the target's seed inputs from this repository into FOLDER
               roadbook-fuzz list                 list the targets

        """

    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        switch arguments.first {
        case "list":
            for target in FuzzTarget.all { print("\(target.name)\t\(target.summary)") }
        case "seeds" where arguments.count == 3:
            guard let target = target(named: arguments[1]) else { exit(64) }
            writeSeeds(of: target, to: URL(fileURLWithPath: arguments[2]))
        case let name? where arguments.count >= 2:
            guard let target = target(named: name) else { exit(64) }
            for path in arguments.dropFirst() {
                guard let data = FileManager.default.contents(atPath: path) else {
                    fail("error: cannot read '\(path)'")
                }
                target.run([UInt8](data))
                print("ok: \(path)")
            }
        default:
            FileHandle.standardError.write(Data(usage.utf8))
            exit(64)
        }
    }

    private static func target(named name: String) -> FuzzTarget? {
        guard let target = FuzzTarget.named(name) else {
            let names = FuzzTarget.all.map(\.name).joined(separator: ", ")
            FileHandle.standardError.write(Data("error: unknown target '\(name)'; the targets are \(names)\n".utf8))
            return nil
        }
        return target
    }

    /// Writes each seed as `seed-N` into `folder` (created), from the repository of the current folder.
    private static func writeSeeds(of target: FuzzTarget, to folder: URL) {
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

    private static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data((message + "\n").utf8))
        exit(1)
    }
}
#endif
