import Parallelism

/// What a build held, kept until the process exits instead of freed when the build ends, as a compiler that exits
/// right after its work leaves its memory to the kernel (clang's `-disable-free`): at 10,000 places, freeing the
/// loaded places, the pages' sources, the image plan and the cache's records one object at a time took 60–100 ms
/// on one core after the output was in place, while the other waited for the exit.
///
/// Only for a process that ends after the build (`generate` without `--check`, ``SiteGenerator/leavesMemoryToExit``):
/// what is kept here is never freed.
enum KeptUntilExit {
    private static let kept = Locked<[any Sendable]>([])

    /// Keeps `value` alive until the process exits.
    static func keep(_ value: any Sendable) {
        kept.withLock { $0.append(value) }
    }
}
