#if canImport(Glibc)
    import Glibc
#endif

/// Memory for one thread's work that is given back all at once: blocks are cut from chunks one after the other and
/// never freed one by one; the chunks are freed when the outermost ``withScope(_:)`` of the thread ends.
///
/// For a C library that takes an allocator of three plain functions (no context), so each thread finds its own
/// arena through a thread-specific key. Freeing does nothing: what a library frees during its work stays readable
/// until the scope ends. The chunks go back to `free` at the end of every scope (not kept for the next), so a use
/// after the scope is a use of freed memory that AddressSanitizer reports.
enum ThreadArena {
    /// A chunk's header: the chunk before it, kept to free them all.
    private static let chunkHeader = 16
    /// A block's header: its size, for `reallocate`; 16 keeps blocks aligned as `malloc`'s.
    private static let blockHeader = 16
    /// The size of an ordinary chunk; a larger block gets a chunk of its own.
    private static let chunkSize = 64 * 1024

    /// One thread's arena: the chunks made since its scope began, and where the next block starts.
    private struct State {
        /// The chunk blocks are being cut from; it links to the ones before.
        var chunk: UnsafeMutableRawPointer?
        /// The blocks' chunks of their own, linked the same way.
        var large: UnsafeMutableRawPointer?
        /// Where the next block starts in `chunk`, and where `chunk` ends.
        var next = 0
        var end = 0
        /// The most recent block of `chunk`, which may grow in place.
        var last: UnsafeMutableRawPointer?
        /// How many scopes are open on the thread.
        var depth = 0
    }

    /// Each thread's `State`, freed with the thread.
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        let made = pthread_key_create(&key) { state in
            guard let state else { return }
            let typed = state.assumingMemoryBound(to: State.self)
            ThreadArena.freeChunks(of: typed)
            typed.deinitialize(count: 1)
            typed.deallocate()
        }
        precondition(made == 0, "no thread-specific key left for the arena")
        return key
    }()

    /// The calling thread's state, made on first use.
    private static var state: UnsafeMutablePointer<State> {
        if let existing = pthread_getspecific(key) { return existing.assumingMemoryBound(to: State.self) }
        let state = UnsafeMutablePointer<State>.allocate(capacity: 1)
        state.initialize(to: State())
        pthread_setspecific(key, state)
        return state
    }

    /// Runs `body`; when it is the thread's outermost scope, every block cut since it began is freed after it.
    /// Nothing `body` returns may point into the arena.
    static func withScope<Result>(_ body: () throws -> Result) rethrows -> Result {
        let state = Self.state
        state.pointee.depth += 1
        defer {
            state.pointee.depth -= 1
            if state.pointee.depth == 0 { freeChunks(of: state) }
        }
        return try body()
    }

    /// `count` × `size` zeroed bytes, as `calloc`.
    static func allocateZeroed(count: Int, size: Int) -> UnsafeMutableRawPointer? {
        let (bytes, overflow) = count.multipliedReportingOverflow(by: size)
        guard !overflow, let block = allocate(bytes) else { return nil }
        memset(block, 0, bytes)
        return block
    }

    /// `block` (nil: none) made `size` bytes long, its bytes kept, as `realloc`: in place when it is the last
    /// block cut and its chunk has room, else copied to a new block (the old one stays until the scope ends).
    static func reallocate(_ block: UnsafeMutableRawPointer?, to size: Int) -> UnsafeMutableRawPointer? {
        guard let block else { return allocate(size) }
        let state = Self.state
        let header = block - blockHeader
        let oldSize = header.load(as: Int.self)
        if block == state.pointee.last, let chunk = state.pointee.chunk, size >= 0, size < Int.max / 2 {
            let start = block - chunk
            let end = start + rounded(size)
            if end <= state.pointee.end {
                header.storeBytes(of: size, as: Int.self)
                state.pointee.next = end
                return block
            }
        }
        guard let moved = allocate(size) else { return nil }
        moved.copyMemory(from: block, byteCount: min(oldSize, size))
        return moved
    }

    /// A block of `size` bytes with its size in front of it.
    private static func allocate(_ size: Int) -> UnsafeMutableRawPointer? {
        guard size >= 0, size < Int.max / 2 else { return nil }
        let state = Self.state
        let needed = blockHeader + rounded(size)
        if needed > chunkSize / 4 {
            guard let chunk = malloc(chunkHeader + needed) else { return nil }
            chunk.storeBytes(of: state.pointee.large, as: UnsafeMutableRawPointer?.self)
            state.pointee.large = chunk
            return block(at: chunk + chunkHeader, size: size)
        }
        if state.pointee.chunk == nil || state.pointee.next + needed > state.pointee.end {
            guard let chunk = malloc(chunkSize) else { return nil }
            chunk.storeBytes(of: state.pointee.chunk, as: UnsafeMutableRawPointer?.self)
            state.pointee.chunk = chunk
            (state.pointee.next, state.pointee.end) = (chunkHeader, chunkSize)
        }
        guard let chunk = state.pointee.chunk else { return nil }
        let made = block(at: chunk + state.pointee.next, size: size)
        state.pointee.next += needed
        state.pointee.last = made
        return made
    }

    /// Writes `size` at `start` and returns the block after it.
    private static func block(at start: UnsafeMutableRawPointer, size: Int) -> UnsafeMutableRawPointer {
        start.storeBytes(of: size, as: Int.self)
        return start + blockHeader
    }

    /// `size` rounded up to a multiple of 16.
    private static func rounded(_ size: Int) -> Int { (size + 15) & ~15 }

    /// Frees every chunk of `state` and starts it afresh.
    private static func freeChunks(of state: UnsafeMutablePointer<State>) {
        freeList(from: state.pointee.chunk)
        freeList(from: state.pointee.large)
        state.pointee = State()
    }

    /// Frees `first` and the chunks it links to.
    private static func freeList(from first: UnsafeMutableRawPointer?) {
        var chunk = first
        while let current = chunk {
            chunk = current.load(as: UnsafeMutableRawPointer?.self)
            free(current)
        }
    }
}
