/// Gives the memory a rebuild freed back to the system: rendering on many threads leaves freed pages in glibc's
/// per-thread arenas, and a long `serve` session would otherwise keep growing.
enum ServeMemory {
    /// glibc's `malloc_trim`, which `<malloc.h>` declares and the Glibc module does not bring in.
    @_silgen_name("malloc_trim")
    private static func mallocTrim(_ pad: Int) -> Int32

    /// Returns free heap memory to the system.
    static func trim() {
        _ = mallocTrim(0)
    }
}
